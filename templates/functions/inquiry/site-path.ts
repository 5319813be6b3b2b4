/** Stands for whichever origin a path is resolved on: a path that leaves it would leave any origin. */
const anyOrigin = 'https://site.invalid';

/**
 * The path and query a browser goes to, on the origin it is on, when sent to `text`
 * (`/kontakt/über` is `/kontakt/%C3%BCber`); undefined when `text` is no path or would
 * take the browser to another host: `//evil.example/x` and `/\evil.example/x` are
 * read as one, and so is `/.//evil.example/x` once its dot segment is gone.
 */
export function sitePathOf(text: string): string | undefined {
  if (!text.startsWith('/')) return undefined;
  const url = URL.parse(text, anyOrigin);
  if (url === null || url.origin !== anyOrigin) return undefined;
  const path = url.pathname + url.search;
  // Resolved again, as the browser will resolve it where it is sent: the one test that holds for every spelling.
  return URL.parse(path, anyOrigin)?.origin === anyOrigin ? path : undefined;
}
