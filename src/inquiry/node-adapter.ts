import type { IncomingMessage, ServerResponse } from 'node:http';
import { ClientAbortError } from './client-abort.ts';
import type { InquiryHandler } from './inquiry-handler.ts';
import { jsonResponse, unrepresentableMethodResponse } from './responses.ts';

export type NodeListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Serves a Fetch-API handler from Node's `http` server, as `sitegen dev` and
 * `sitegen preview` do for `/api/inquiry`. The handler sees any path: mount the
 * listener on the route you want.
 */
export function nodeListener(handler: InquiryHandler, log: (line: string) => void = console.error): NodeListener {
  return (incoming, outgoing) => {
    const handle = async () => {
      const request = toRequest(incoming);
      if (request === undefined) return jsonResponse(400, { error: 'The request target is not a URL.' });
      return handler(request, { remoteAddress: incoming.socket.remoteAddress });
    };
    const answer = async () => {
      const response = unrepresentableMethodResponse(incoming.method ?? 'GET') ?? (await handle());
      await writeResponse(incoming, outgoing, response);
    };
    answer().catch((error: unknown) => {
      log(`[inquiry] could not answer over HTTP: ${error instanceof Error ? error.message : String(error)}`);
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      outgoing.end(
        outgoing.headersSent ? undefined : JSON.stringify({ error: 'Something went wrong on our side. Please try again later.' }),
      );
    });
  };
}

/** Undefined for a request target that no URL can be made of, such as `http://[/`. */
export function toRequest(incoming: IncomingMessage): Request | undefined {
  const url = requestUrl(incoming);
  if (url === null) return undefined;
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const [name = '', value = ''] = raw.slice(index, index + 2);
    // HTTP/2 pseudo-headers (:path, :authority) are not headers to a Request.
    if (!name.startsWith(':')) headers.append(name, value);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // `duplex` is required for a streamed body but missing from the DOM typings.
  const init: RequestInit & { duplex?: 'half' } = { method, headers, ...(hasBody ? { body: bodyStream(incoming), duplex: 'half' } : {}) };
  return new Request(url, init);
}

/**
 * The URL of the request, for a Request to carry. The handler never reads its host,
 * so a Host header that makes no URL (garbled) or one a Request refuses (with a
 * user name: `user@host`) must not stop the request.
 */
function requestUrl(incoming: IncomingMessage): URL | null {
  const scheme = 'encrypted' in incoming.socket && incoming.socket.encrypted === true ? 'https' : 'http';
  const target = incoming.url ?? '/';
  const url = URL.parse(target, `${scheme}://${incoming.headers.host ?? 'localhost'}`) ?? URL.parse(target, `${scheme}://localhost`);
  if (url === null) return null;
  url.username = '';
  url.password = '';
  return url;
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
