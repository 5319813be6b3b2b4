import type { IncomingMessage, ServerResponse } from 'node:http';
import { ClientAbortError } from './client-abort.ts';
import type { InquiryHandler } from './inquiry-handler.ts';
import { unrepresentableMethodResponse } from './responses.ts';

export type NodeListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Serves a Fetch-API handler from Node's `http` server, as `sitegen dev` and
 * `sitegen preview` do for `/api/inquiry`. The handler sees any path: mount the
 * listener on the route you want.
 */
export function nodeListener(handler: InquiryHandler, log: (line: string) => void = console.error): NodeListener {
  return (incoming, outgoing) => {
    const answer = async () => {
      const response =
        unrepresentableMethodResponse(incoming.method ?? 'GET') ?? (await handler(toRequest(incoming), { remoteAddress: incoming.socket.remoteAddress }));
      await writeResponse(incoming, outgoing, response);
    };
    answer().catch((error: unknown) => {
      log(`[inquiry] could not answer over HTTP: ${error instanceof Error ? error.message : String(error)}`);
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      outgoing.end(outgoing.headersSent ? undefined : JSON.stringify({ error: 'Something went wrong on our side. Please try again later.' }));
    });
  };
}

export function toRequest(incoming: IncomingMessage): Request {
  const encrypted = 'encrypted' in incoming.socket && incoming.socket.encrypted === true;
  const base = `${encrypted ? 'https' : 'http'}://${incoming.headers.host ?? 'localhost'}`;
  // A garbled Host header must not stop the request: the handler never reads the URL's host.
  const url = URL.parse(incoming.url ?? '/', base) ?? new URL(incoming.url ?? '/', 'http://localhost');
  const headers = new Headers();
  for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2) {
    const name = incoming.rawHeaders[index]!;
    // HTTP/2 pseudo-headers (:path, :authority) are not headers to a Request.
    if (!name.startsWith(':')) headers.append(name, incoming.rawHeaders[index + 1]!);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // `duplex` is required for a streamed body but missing from the DOM typings.
  const init: RequestInit & { duplex?: 'half' } = { method, headers, ...(hasBody ? { body: bodyStream(incoming), duplex: 'half' } : {}) };
  return new Request(url, init);
}

/**
 * The body as a web stream that reads only as fast as it is consumed. Unlike
 * `Readable.toWeb`, cancelling merely stops reading: destroying the message
 * would destroy the socket too, and with it the 413 the handler wants to send.
 */
function bodyStream(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      incoming.on('data', (chunk: Buffer) => {
        if (done) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
      });
      incoming.on('end', () => {
        if (!done) controller.close();
        done = true;
      });
      // Node reports a client that disconnects mid-upload as an ECONNRESET error, or only by 'close'.
      incoming.on('error', (error: NodeJS.ErrnoException) => {
        if (!done) controller.error(error.code === 'ECONNRESET' ? new ClientAbortError() : error);
        done = true;
      });
      incoming.on('close', () => {
        if (!done) controller.error(new ClientAbortError());
        done = true;
      });
      incoming.pause();
    },
    pull() {
      incoming.resume();
    },
    cancel() {
      done = true;
      incoming.pause();
    },
  });
}

async function writeResponse(incoming: IncomingMessage, outgoing: ServerResponse, response: Response): Promise<void> {
  // Every answer here is a few hundred bytes of JSON at most: buffering beats streaming plumbing.
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  // The handler answered before reading the whole body (too large, refused early): close rather
  // than read the rest of the upload just to keep the connection alive.
  if (!incoming.complete) headers.connection = 'close';
  outgoing.writeHead(response.status, headers);
  outgoing.end(body);
}
