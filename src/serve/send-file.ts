import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { cacheControlOf } from '../deploy/cache-policy.ts';
import { contentTypeOf } from '../deploy/content-type.ts';
import { isSvgType, svgContentSecurityPolicy } from '../deploy/svg-policy.ts';
import { rangeAnswer, type RangeAnswer } from './byte-range.ts';
import type { SiteFile } from './site-file.ts';
import { answerStatus } from './status-answers.ts';

/** The part of the file a request asks for, once its size is known. */
function rangeAsked(request: IncomingMessage, size: number): RangeAnswer {
  const { range, 'if-range': ifRange } = request.headers;
  // The whole file is always a right answer to If-Range (RFC 9110, 13.1.5): no need to tell whether its validator still holds.
  return range === undefined || ifRange !== undefined ? { kind: 'whole' } : rangeAnswer(range, size);
}

/**
 * Answers a GET or HEAD with a file of the site, then closes it: the Content-Type and
 * Cache-Control a deploy stores with it (so that the preview caches as the real host
 * does), an SVG's Content-Security-Policy, a weak ETag of its size and time (304 when
 * the browser holds that one), and a single byte range when one is asked for. Every
 * byte sent comes from the open file, counted from its own size.
 */
export function sendFile(request: IncomingMessage, response: ServerResponse, file: SiteFile): void {
  const { handle, stats, path } = file;
  const closeFile = () => void handle.close().catch(() => undefined);
  const validators: OutgoingHttpHeaders = {
    'Cache-Control': cacheControlOf(path),
    ETag: `W/"${stats.size}-${stats.mtime.getTime()}"`,
  };
  if (request.headers['if-none-match'] === validators.ETag) {
    closeFile();
    return void response.writeHead(304, validators).end();
  }
  const range = rangeAsked(request, stats.size);
  if (range.kind === 'unsatisfiable') {
    closeFile();
    return answerStatus(response, 416, { 'Content-Range': `bytes */${stats.size}` });
  }
  const { start, end } = range.kind === 'part' ? range : { start: 0, end: stats.size - 1 };
  const type = contentTypeOf(path);
  const headers: OutgoingHttpHeaders = {
    ...validators,
    'Content-Type': type,
    // Pages are left without one: they need their script.
    ...(isSvgType(type) && { 'Content-Security-Policy': svgContentSecurityPolicy }),
    'Content-Length': end - start + 1,
    'Last-Modified': stats.mtime.toUTCString(),
    ...(range.kind === 'part' && { 'Content-Range': `bytes ${start}-${end}/${stats.size}`, 'Accept-Ranges': 'bytes' }),
  };
  response.writeHead(range.kind === 'part' ? 206 : 200, headers);
  if (request.method === 'HEAD' || end < start) {
    closeFile();
    return void response.end();
  }
  // The stream closes the file when it ends or fails; a failure (the client gone) ends the answer too.
  pipeline(handle.createReadStream({ start, end }), response, () => undefined);
}
