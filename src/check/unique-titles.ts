import type { Problem } from './problem.ts';
import { reportRepeatedValues } from './repeated-values.ts';
import type { SiteOutput } from './site-output.ts';

/** No two pages share a title: search results and browser tabs tell pages apart by it. */
export function checkUniqueTitles(output: SiteOutput): Problem[] {
  return reportRepeatedValues(
    output,
    (page) => page.facts.title,
    (title) => `duplicate title "${title}"`,
  );
}
