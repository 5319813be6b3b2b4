/**
 * The path, inside the site, at which a static host serves a built file: a folder's
 * `index.html` is served as the folder (`blog/a/index.html` -> `blog/a/`), any other
 * file as it is.
 */
export function servedPathOf(file: string): string {
  return file.replace(/(^|\/)index\.html$/, '$1');
}
