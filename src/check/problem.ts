/** Something wrong with a built site, found without a browser. */
export interface Problem {
  /** The address of the page it was found on (`/about/`), or the file when there is no page. */
  readonly where: string;
  readonly message: string;
}

/** The most pages named on one line: a broken header link would otherwise list every page of the site. */
const namedPagesPerLine = 3;

/**
 * One line per distinct problem. The same message found on several pages (a
 * broken link in the footer, an oversized script) is one problem to fix, so it is
 * reported once, naming where it was found.
 */
export function formatProblems(problems: readonly Problem[]): string[] {
  const pagesByMessage = new Map<string, string[]>();
  for (const problem of problems) {
    const pages = pagesByMessage.get(problem.message) ?? [];
    if (!pages.includes(problem.where)) pages.push(problem.where);
    pagesByMessage.set(problem.message, pages);
  }
  return [...pagesByMessage].map(([message, pages]) => `${describePages(pages)}: ${message}`);
}

function describePages(pages: readonly string[]): string {
  return listBriefly(pages, namedPagesPerLine, ['page', 'pages']);
}

/** Names the first `most` of some things, and counts the others: `/, /about/ and 3 more pages`. */
export function listBriefly(names: readonly string[], most: number, [one, many]: readonly [string, string]): string {
  const named = names.slice(0, most).join(', ');
  const others = names.length - most;
  return others > 0 ? `${named} and ${others} more ${others === 1 ? one : many}` : named;
}
