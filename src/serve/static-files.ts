import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sirv from 'sirv';

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Hashed file names change with their content, so browsers may keep them for a year. */
const immutable = 'public, max-age=31536000, immutable';
/** Everything else (pages, feed, sitemap, Pagefind's entry files) is checked with the server on every use. */
const revalidate = 'no-cache';

const isHashed = (path: string) => /^\/assets\/.+\.[0-9a-f]{8,}\.\w+$/.test(path) || /^\/pagefind(?:-delta)?\/.+\.pf_/.test(path);

export interface StaticFilesOptions {
  /** Re-read files on every request (development: the build rewrites them). */
  readonly live: boolean;
}

/**
 * Serves a built folder the way a static host does: `/about/` from
 * `about/index.html`, long-lived caching for hashed files, revalidation for the
 * rest, and `404.html` with status 404 for anything else.
 */
export function serveStaticFiles(dir: string, options: StaticFilesOptions): RequestListener {
  const serve = sirv(dir, {
    dev: options.live,
    extensions: ['html'],
    etag: true,
    setHeaders: (response, pathname) => response.setHeader('Cache-Control', isHashed(pathname) ? immutable : revalidate),
  });
  return (request, response) =>
    serve(request, response, () => {
      void readFile(join(dir, '404.html')).then(
        (page) => response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': revalidate }).end(page),
        () => response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found'),
      );
    });
}
