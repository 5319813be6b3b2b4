import type { Problem } from './problem.ts';
import type { CheckedPage, SiteOutput } from './site-output.ts';

/**
 * A problem on every page whose value (a title, a description) an earlier page
 * already has, naming that page. Pages without the value are skipped: a missing
 * title is html-validate's to report, and so are redirect pages: several old
 * addresses of one page share its words, and search engines index none of them.
 */
export function reportRepeatedValues(
  output: SiteOutput,
  valueOf: (page: CheckedPage) => string,
  describe: (value: string) => string,
): Problem[] {
  const firstPageWith = new Map<string, CheckedPage>();
  const problems: Problem[] = [];
  for (const page of output.pages) {
    if (page.facts.redirects) continue;
    // Whitespace is collapsed the way a browser shows it.
    const value = valueOf(page).replace(/\s+/g, ' ').trim();
    if (!value) continue;
    const first = firstPageWith.get(value);
    if (first) problems.push({ where: page.url, message: `${describe(value)} is also on ${first.url}` });
    else firstPageWith.set(value, page);
  }
  return problems;
}
