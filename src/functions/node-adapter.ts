import type { IncomingMessage, ServerResponse } from 'node:http';
import { ClientAbortError } from './client-abort.ts';
import type { FunctionContext, ServerFunction } from './server-function.ts';
import { unrepresentableMethodResponse } from './unrepresentable-method.ts';

export type NodeListener = (request: IncomingMessage, response: ServerResponse) => void;

/** What every request's FunctionContext holds besides the client's address, which each connection tells. */
export type NodeServing = Omit<FunctionContext, 'clientAddress'>;

/**
 * Serves a server function from Node's `http` server, as `sitegen dev` and
 * `sitegen preview` do at its address. The function sees any path: mount the
 * listener on the route you want. A function that throws is answered for with a
 * 500, and the error goes to `log`.
 */
export function nodeListener(fn: ServerFunction, serving: NodeServing, log: (line: string) => void = console.error): NodeListener {
  return (incoming, outgoing) => {
    const handle = async () => {
      const request = toRequest(incoming);
      if (request === undefined) return plainResponse(400, 'The request target is not a URL.');
      return fn.fetch(request, { ...serving, clientAddress: incoming.socket.remoteAddress });
    };
    const answer = async () => {
      const response = unrepresentableMethodResponse(incoming.method ?? 'GET') ?? (await handle());
      await writeResponse(incoming, outgoing, response);
    };
    answer().catch((error: unknown) => {
      log(
        `Failed to answer ${incoming.method ?? 'GET'} ${incoming.url ?? '/'}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (outgoing.headersSent) return void outgoing.end();
      outgoing.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end('Internal Server Error\n');
    });
  };
}

function plainResponse(status: number, text: string): Response {
  return new Response(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
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
 * The URL of the request, for a Request to carry. Its host is whatever the client
 * sent, which nothing may trust, so a Host header that makes no URL (garbled) or
 * one a Request refuses (with a user name: `user@host`) must not stop the request.
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
 * would destroy the socket too, and with it an answer the function sends before reading it all (a 413).
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
  // Buffered, as the Lambda adapter must buffer it: what is served locally behaves as what deploys.
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  // The function answered before reading the whole body (too large, refused early): close rather
  // than read the rest of the upload just to keep the connection alive.
  if (!incoming.complete) headers.connection = 'close';
  outgoing.writeHead(response.status, headers);
  outgoing.end(body);
}
