import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { notFoundFile } from '../output/page-files.ts';
import sirv from 'sirv';
import { cacheControlOf, revalidate } from '../deploy/cache-policy.ts';
import { rangeAnswer } from './byte-range.ts';
import type { RequestListener } from './listen.ts';
import { answerStatus } from './status-answers.ts';

export interface StaticFilesOptions {
  /** Re-read files on every request (development: the build rewrites them). */
  readonly live: boolean;
  /** The path the site was built for (`/`, or `/repo/` for a project site): served there, with `/` sent to it. */
  readonly base: string;
}

/**
 * Serves a built folder the way a static host does: `/about/` from
 * `about/index.html`, long-lived caching for hashed files, revalidation for the
 * rest, `404.html` with status 404 for anything else, and 405 to any method but
 * GET and HEAD. sirv maps addresses to files, never outside the folder.
 */
export function serveStaticFiles(dir: string, options: StaticFilesOptions): RequestListener {
  const serve = sirv(dir, {
    dev: options.live,
    extensions: ['html'],
    etag: true,
    setHeaders: (response, pathname, stats) => {
      // The headers a deploy stores with each file, so that the preview caches as the real host does.
      response.setHeader('Cache-Control', cacheControlOf(pathname.slice(1)));
      settleRange(response.req, stats.size);
    },
  });
  const notFound = (response: ServerResponse) =>
    void readFile(join(dir, notFoundFile)).then(
      (page) => response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': revalidate }).end(page),
      () => answerStatus(response, 404),
    );
  const { base } = options;
  return (request, response, { path, query }) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return answerStatus(response, 405, { Allow: 'GET, HEAD' });
    if (base !== '/' && (path === '/' || `${path}/` === base)) {
      return void response.writeHead(302, { Location: base + query, 'Cache-Control': revalidate }).end();
    }
    if (!path.startsWith(base)) return notFound(response);
    request.url = path.slice(base.length - 1) + query;
    serve(request, response, () => notFound(response));
  };
}

/**
 * sirv reads the Range header itself, unchecked: a reversed range makes it throw,
 * a suffix range gets the first bytes instead of the last, an end of 0 the whole
 * file. Once the file and its size are known, the header is replaced by one sirv
 * reads right: the part to send, a start at the end of the file for a range that
 * cannot be met (which sirv answers with 416), or none, for the whole file (also
 * instead of the first byte alone, which sirv cannot send).
 */
function settleRange(request: IncomingMessage, size: number): void {
  const { range, 'if-range': ifRange } = request.headers;
  if (range === undefined) return;
  // The whole file is always a right answer to If-Range (RFC 9110, 13.1.5): no need to tell whether its validator still holds.
  const answer = ifRange === undefined ? rangeAnswer(range, size) : { kind: 'whole' as const };
  if (answer.kind === 'unsatisfiable') request.headers.range = `bytes=${size}-`;
  else if (answer.kind === 'part' && answer.end > 0) request.headers.range = `bytes=${answer.start}-${answer.end}`;
  else delete request.headers.range;
}
