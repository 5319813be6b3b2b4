/**
 * Turns the site paths writers use (`/guides`, `/notes/first-light#setup`) into the
 * URLs the built site serves: prefixed with the base path and, for pages, with a
 * trailing slash, because every page is written as `{path}/index.html`.
 */
export interface SitePaths {
  readonly base: string;
  /** A link to a page or file of this site; absolute URLs pass through unchanged. */
  link(path: string): string;
  /** The absolute URL of a site path, for canonicals, sitemap and feed. */
  absolute(path: string): string;
  /** A site path under the base, exactly as written: for endpoints such as a function's (`/api/contact`). */
  withBase(path: string): string;
}

export function normalizeBase(base: string): string {
  const trimmed = base.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export function createSitePaths(origin: string, base: string): SitePaths {
  const normalizedBase = normalizeBase(base);
  const normalizedOrigin = origin.replace(/\/+$/, '');
  const link = (path: string): string => {
    if (!path.startsWith('/') || path.startsWith('//')) return path;
    // Found without a regular expression: every page's links, its canonical and its sitemap entry come here.
    const end = suffixStart(path);
    const pathname = path.slice(0, end);
    const suffix = path.slice(end);
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    const withSlash = isFile || pathname.endsWith('/') ? pathname : `${pathname}/`;
    return normalizedBase + withSlash.slice(1) + suffix;
  };
  return {
    base: normalizedBase,
    link,
    absolute: (path) => normalizedOrigin + link(path),
    withBase: (path) => (path.startsWith('/') && !path.startsWith('//') ? normalizedBase + path.slice(1) : path),
  };
}

/** Where a path's query or fragment starts: its length when it has neither. */
function suffixStart(path: string): number {
  const query = path.indexOf('?');
  const fragment = path.indexOf('#');
  if (query === -1) return fragment === -1 ? path.length : fragment;
  return fragment === -1 ? query : Math.min(query, fragment);
}
