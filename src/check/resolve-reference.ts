import { filesServedAt } from '../output/page-files.ts';
import type { CheckedPage, SiteOutput } from './site-output.ts';

/** Stands in for the site's origin: references are resolved the way a browser resolves them on the page. */
const pageOrigin = 'http://site.invalid';

/** Where an `href`, `src` or `srcset` URL leads, as far as the built folder can tell. */
export type ResolvedReference =
  /** Another origin, `mailto:`, `tel:`, `data:`...: not fetched, never checked. */
  | { readonly kind: 'external' }
  | { readonly kind: 'invalid' }
  /** A path of this origin that the site, served under its base path, cannot answer. */
  | { readonly kind: 'outside-base'; readonly path: string }
  | {
      readonly kind: 'site';
      /** The decoded path, base included: `/docs/about/`. */
      readonly path: string;
      /** The output file a static host answers with, if any. */
      readonly file: string | undefined;
      /** The decoded fragment, without `#`; empty when there is none. */
      readonly fragment: string;
    };

export function resolveReference(reference: string, from: CheckedPage, output: SiteOutput): ResolvedReference {
  let url: URL;
  try {
    url = new URL(reference, pageOrigin + from.url);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.origin !== pageOrigin) return { kind: 'external' };
  const path = decoded(url.pathname);
  // `/docs` is answered with a redirect to `/docs/` by every static host.
  if (!path.startsWith(output.base) && `${path}/` !== output.base) return { kind: 'outside-base', path };
  return { kind: 'site', path, file: fileAt(path.slice(output.base.length), output.files), fragment: decoded(url.hash.slice(1)) };
}

/**
 * Pages are folders' index.html files. A path without a trailing slash may name a
 * file, or a folder that static hosts redirect to with the slash added.
 */
function fileAt(relativePath: string, files: ReadonlySet<string>): string | undefined {
  return filesServedAt(relativePath).find((candidate) => files.has(candidate));
}

/** Files on disk have decoded names; a malformed escape can only match a file named with it literally. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
