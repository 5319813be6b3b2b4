import { checkSitePath, quotedSitePath, type SitePath } from './site-path.ts';

/**
 * The one rule between a site's addresses and its files: every page is a folder's
 * `index.html` (`/about` is `about/index.html`), which every static host serves at
 * `/about/` without rewrites; the not-found page is `404.html`, where hosts look
 * for it.
 */

/** The not-found page's file, at the root, where GitHub Pages, Netlify, Cloudflare Pages and S3 look for it. */
export const notFoundFile = '404.html';

/** Thrown for a site path the site-path rule refuses. */
export class SitePathError extends Error {
  override name = 'SitePathError';
}

/** The file inside the output that holds the page at a site path; throws a SitePathError for a path the site-path rule refuses. */
export function pageFileOf(path: string, options: { readonly notFound?: boolean } = {}): string {
  if (options.notFound) return notFoundFile;
  const checked = checkSitePath(path);
  if (!checked.ok) throw new SitePathError(`${quotedSitePath(path)} ${checked.problem}`);
  return pageFileAt(checked.sitePath);
}

/** The file that holds the page at a site path the rule passed. */
export function pageFileAt({ path }: SitePath): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The file at a site path the rule passed (`/notes/index.json`), or undefined for the root, which names no file. */
export function siteFileAt({ path }: SitePath): string | undefined {
  return path === '/' ? undefined : path.slice(1);
}

/**
 * The path, inside the site, at which a static host serves a built file: a folder's
 * `index.html` is served as the folder (`notes/a/index.html` -> `notes/a/`), any other
 * file as it is.
 */
export function servedPathOf(file: string): string {
  return file.replace(/(^|\/)index\.html$/, '$1');
}

/**
 * The files a static host may answer a path inside the site with (no leading slash):
 * a folder's `index.html`, or, without a trailing slash, a file by that name first.
 */
export function filesServedAt(path: string): string[] {
  return path === '' || path.endsWith('/') ? [`${path}index.html`] : [path, `${path}/index.html`];
}
