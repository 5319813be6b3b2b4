import type { Problem } from './problem.ts';
import { resolveReference } from './resolve-reference.ts';
import type { CheckedPage, SiteOutput } from './site-output.ts';

/**
 * Every link to this site reaches a page or file of the output, under the base
 * path, and its `#fragment` names an element of the page it leads to. Links to
 * other origins are not fetched: a check must not fail because someone else's
 * server is down.
 */
export function checkInternalLinks(output: SiteOutput): Problem[] {
  const pagesByFile = new Map(output.pages.map((page) => [page.file, page]));
  const targetsByFile = new Map<string, ReadonlySet<string>>();
  const targetsOf = (page: CheckedPage) => {
    const targets = targetsByFile.get(page.file) ?? new Set(page.facts.fragmentTargets);
    targetsByFile.set(page.file, targets);
    return targets;
  };

  const problems: Problem[] = [];
  for (const page of output.pages) {
    for (const { element: link, reference } of page.facts.links) {
      const target = resolveReference(reference, page, output);
      const report = (message: string) => problems.push({ where: page.url, message });
      if (target.kind === 'invalid') report(`broken link ${link}: not a valid URL`);
      else if (target.kind === 'outside-base') report(`broken link ${link}: ${target.path} is outside the base path ${output.base}`);
      else if (target.kind === 'site' && target.file === undefined) report(`broken link ${link}: no page or file at ${target.path}`);
      else if (target.kind === 'site' && target.file !== undefined && target.fragment) {
        const targetPage = pagesByFile.get(target.file);
        if (targetPage && !targetsOf(targetPage).has(target.fragment) && !scrollsToTop(target.fragment)) {
          report(`broken anchor ${link}: ${targetPage.url} has no element with id "${target.fragment}"`);
        }
      }
    }
  }
  return problems;
}

/** Browsers scroll to the top for `#top` when no element claims it (HTML's "indicated part of the document"). */
function scrollsToTop(fragment: string): boolean {
  return fragment.toLowerCase() === 'top';
}
