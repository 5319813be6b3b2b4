import type { Problem } from './problem.ts';
import { resolveReference } from './resolve-reference.ts';
import type { SiteOutput } from './site-output.ts';

/** Every file a page loads from this site exists in the output. Files on other origins are not fetched. */
export function checkAssetReferences(output: SiteOutput): Problem[] {
  const problems: Problem[] = [];
  for (const page of output.pages) {
    for (const { element, reference } of page.facts.loads) {
      const target = resolveReference(reference, page, output);
      const report = (reason: string) => problems.push({ where: page.url, message: `missing asset ${element}: ${reason}` });
      if (target.kind === 'invalid') report(`${reference} is not a valid URL`);
      else if (target.kind === 'outside-base') report(`${target.path} is outside the base path ${output.base}`);
      else if (target.kind === 'site' && target.file === undefined) report(`no file at ${target.path}`);
    }
  }
  return problems;
}

/**
 * The URLs of a `srcset`: comma-separated candidates, each a URL and an optional
 * width or density. As HTML parses it, a URL runs to the next whitespace, and a
 * URL that ends in a comma ends its candidate.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  const nextUrl = /[\s,]*(\S*)/y;
  let position = 0;
  while (position < srcset.length) {
    nextUrl.lastIndex = position;
    const url = nextUrl.exec(srcset)?.[1] ?? '';
    if (!url) break;
    position = nextUrl.lastIndex;
    if (url.endsWith(',')) {
      urls.push(url.replace(/,+$/, ''));
      continue;
    }
    urls.push(url);
    const comma = srcset.indexOf(',', position);
    position = comma === -1 ? srcset.length : comma + 1;
  }
  return urls;
}
