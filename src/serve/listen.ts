import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex, Readable } from 'node:stream';
import compression from 'compression';
import { originTargetOf, type OriginTarget } from './request-target.ts';
import { answerStatus, answerStatusOnSocket } from './status-answers.ts';

/**
 * Answers one request. `target` is its request target, checked and read as a path;
 * `request.url` holds the same target, so that code reading the URL itself agrees.
 */
export type RequestListener = (request: IncomingMessage, response: ServerResponse, target: OriginTarget) => void | Promise<void>;

export interface RunningServer {
  /** `http://host:port/` */
  readonly url: string;
  close(): Promise<void>;
}

const compress = compression({
  filter: (request, response) =>
    // An event stream must reach the page as each event is written, not when a compression buffer fills.
    !String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream') &&
    // The bytes a Content-Range names are those of the file itself, not of a compressed copy.
    !response.hasHeader('Content-Range') &&
    compression.filter(request, response),
});

/**
 * Starts an HTTP server that compresses what it sends (gzip or brotli, as the browser
 * accepts) and that no request can stop: a target that does not parse gets 400, a
 * listener that throws or rejects gets its request a 500, and a response or a stream
 * piped into it that fails closes that connection alone. Requests the HTTP parser
 * refuses are answered by Node itself (400, 431 for oversized headers, 408), which
 * knows when a connection still carries a response and must not be written to.
 */
export async function listen(listener: RequestListener, host: string, port: number): Promise<RunningServer> {
  const server: Server = createServer((request, response) => answer(listener, request, response));
  // Node closes a CONNECT's connection without a word when nothing listens for it.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    // An empty Allow: the address a CONNECT names allows no method here.
    answerStatusOnSocket(socket, 405, { Allow: '' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}/`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function answer(listener: RequestListener, request: IncomingMessage, response: ServerResponse): void {
  // A late write to a response already ended or cut off: the client has all it will get.
  response.on('error', () => response.destroy());
  // A file that disappears between being found and being read (a rebuild replaced it).
  response.on('pipe', (source: Readable) => source.on('error', () => response.destroy()));
  const target = originTargetOf(request.url ?? '');
  if (target === undefined) return answerStatus(response, 400);
  request.url = target.path + target.query;
  // compression is Express middleware; its request and response types are Node's own.
  compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => {
    const answering = async () => listener(request, response, target);
    answering().catch((error: unknown) => {
      console.error(
        `Failed to answer ${request.method ?? 'GET'} ${target.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (response.headersSent) response.destroy();
      else answerStatus(response, 500);
    });
  });
}
