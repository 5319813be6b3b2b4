import type { SourcedLink } from '../content/body-links.ts';
import type { Problem } from './problem.ts';
import { resolveReference } from './resolve-reference.ts';
import type { CheckedPage, SiteOutput } from './site-output.ts';

/**
 * Every link to this site reaches a page or file of the output, under the base
 * path, and its `#fragment` names an element of the page it leads to. Links to
 * other origins are not fetched: a check must not fail because someone else's
 * server is down. A broken link that a Markdown body makes (`bodyLinks`, which the
 * build recorded) is reported at the file and line it is written on, where the
 * writer mends it, rather than at each page that shows the body.
 */
export function checkInternalLinks(output: SiteOutput, bodyLinks: readonly SourcedLink[] = []): Problem[] {
  const writtenIn = bodiesByLink(bodyLinks);
  const pagesByFile = new Map(output.pages.map((page) => [page.file, page]));
  const targetsByFile = new Map<string, ReadonlySet<string>>();
  const targetsOf = (page: CheckedPage) => {
    const targets = targetsByFile.get(page.file) ?? new Set(page.facts.fragmentTargets);
    targetsByFile.set(page.file, targets);
    return targets;
  };

  // A body shown on several pages breaks there once, where it is written.
  const problems = new Map<string, Problem>();
  const add = (problem: Problem) => problems.set(`${problem.where}\n${problem.message}`, problem);
  for (const page of output.pages) {
    for (const { element: link, reference } of page.facts.links) {
      const target = resolveReference(reference, page, output);
      const report = (message: string) => {
        const sources = bodyLinksShown(writtenIn.get(reference), reference, page);
        if (sources.length === 0) add({ where: page.url, message });
        for (const { file, line } of sources) add({ where: `${file}:${line}`, message: `body: ${message}` });
      };
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
  return [...problems.values()];
}

/** A body's links, by the body's file. */
type BodyLinks = ReadonlyMap<string, readonly SourcedLink[]>;

/** The bodies that make each link, with all their links, by the link's address. */
function bodiesByLink(links: readonly SourcedLink[]): ReadonlyMap<string, BodyLinks> {
  const byFile = new Map<string, SourcedLink[]>();
  for (const link of links) {
    const fileLinks = byFile.get(link.file) ?? [];
    fileLinks.push(link);
    byFile.set(link.file, fileLinks);
  }
  const byUrl = new Map<string, Map<string, readonly SourcedLink[]>>();
  for (const [file, fileLinks] of byFile)
    for (const { url } of fileLinks) byUrl.set(url, (byUrl.get(url) ?? new Map()).set(file, fileLinks));
  return byUrl;
}

/**
 * The links at `address` of the `bodies` that the page shows: a body is taken to be on
 * the page when every link it makes is, so that a template's link at the same
 * address, on a page that shows none of them, is still reported at its page.
 */
function bodyLinksShown(bodies: BodyLinks | undefined, address: string, page: CheckedPage): SourcedLink[] {
  if (!bodies) return [];
  const onPage = new Set(page.facts.links.map(({ reference }) => reference));
  return [...bodies.values()].flatMap((links) =>
    links.every(({ url }) => onPage.has(url)) ? links.filter(({ url }) => url === address) : [],
  );
}

/** Browsers scroll to the top for `#top` when no element claims it (HTML's "indicated part of the document"). */
function scrollsToTop(fragment: string): boolean {
  return fragment.toLowerCase() === 'top';
}
