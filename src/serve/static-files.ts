import type { ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { notFoundFile } from '../output/page-files.ts';
import { revalidate } from '../deploy/cache-policy.ts';
import type { RequestListener } from './listen.ts';
import { sendFile } from './send-file.ts';
import { openSiteFile } from './site-file.ts';
import { answerStatus } from './status-answers.ts';

export interface StaticFilesOptions {
  /** The path the site was built for (`/`, or `/repo/` for a project site): served there, with `/` sent to it. */
  readonly base: string;
}

/**
 * Serves a built folder the way a static host does: `/about/` from
 * `about/index.html`, long-lived caching for hashed files, revalidation for the
 * rest, `404.html` with status 404 for anything else, and 405 to any method but
 * GET and HEAD. Every request reads the folder as it is then, so a rebuild (or a
 * link to the folder turned to another) is served from the next request on.
 */
export function serveStaticFiles(dir: string, options: StaticFilesOptions): RequestListener {
  const notFound = (response: ServerResponse) =>
    void readFile(join(dir, notFoundFile)).then(
      (page) => response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': revalidate }).end(page),
      () => answerStatus(response, 404),
    );
  const { base } = options;
  return async (request, response, { path, query }) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return answerStatus(response, 405, { Allow: 'GET, HEAD' });
    if (base !== '/' && (path === '/' || `${path}/` === base)) {
      return void response.writeHead(302, { Location: base + query, 'Cache-Control': revalidate }).end();
    }
    const file = path.startsWith(base) ? await openSiteFile(dir, path.slice(base.length - 1)) : undefined;
    if (file === undefined) return notFound(response);
    sendFile(request, response, file);
  };
}
