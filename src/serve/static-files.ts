import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sirv from 'sirv';
import { cacheControlOf, revalidate } from '../deploy/cache-policy.ts';
import type { RequestListener } from './listen.ts';

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
    // The headers a deploy stores with each file, so that the preview caches as the real host does.
    setHeaders: (response, pathname) => response.setHeader('Cache-Control', cacheControlOf(pathname.slice(1))),
  });
  return (request, response) =>
    serve(request, response, () => {
      void readFile(join(dir, '404.html')).then(
        (page) => response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': revalidate }).end(page),
        () => response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found'),
      );
    });
}
