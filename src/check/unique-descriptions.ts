import type { Problem } from './problem.ts';
import { reportRepeatedValues } from './repeated-values.ts';
import type { SiteOutput } from './site-output.ts';

/** No two pages share a meta description: search engines show it under each result. */
export function checkUniqueDescriptions(output: SiteOutput): Problem[] {
  return reportRepeatedValues(
    output,
    (page) => page.facts.description,
    (description) => `duplicate meta description "${description}"`,
  );
}
