import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendRaw } from '../../test/support/raw-http.ts';
import { isClientAbort } from './client-abort.ts';
import { nodeListener, type NodeServing } from './node-adapter.ts';
import type { FunctionContext, ServerFunction } from './server-function.ts';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

const serving: NodeServing = { env: { GREETING: 'hello' }, local: { server: 'preview', folder: '/srv/project/.sitegen' } };

/** Serves `fn` on a port of its own; resolves to the server's URL. */
async function serve(fn: ServerFunction, logged: string[] = []): Promise<string> {
  server = createServer(nodeListener(fn, serving, (line) => logged.push(line)));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** A function that answers with what it was given, and keeps each context. */
function echo(): { fn: ServerFunction; contexts: FunctionContext[] } {
  const contexts: FunctionContext[] = [];
  const fn: ServerFunction = {
    async fetch(request, context) {
      contexts.push(context);
      const headers = new Headers({ 'content-type': 'application/json', 'x-echo': request.headers.get('x-echo') ?? '' });
      headers.append('set-cookie', 'a=1; Secure');
      headers.append('set-cookie', 'b=2; HttpOnly');
      const { method, url } = request;
      return new Response(JSON.stringify({ method, url, body: await request.text() }), { status: 201, headers });
    },
  };
  return { fn, contexts };
}

describe('the Node http adapter', () => {
  it("hands the function the request, the connection's address and what the server serves it with, and sends its answer", async () => {
    const { fn, contexts } = echo();
    const url = await serve(fn);
    const response = await fetch(new URL('/api/echo?to=you', url), { method: 'POST', headers: { 'x-echo': 'ping' }, body: 'Hello' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-echo')).toBe('ping');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Secure', 'b=2; HttpOnly']);
    expect(await response.json()).toEqual({ method: 'POST', url: new URL('/api/echo?to=you', url).href, body: 'Hello' });
    expect(contexts).toEqual([{ ...serving, clientAddress: '127.0.0.1' }]);
  });

  it('answers 501 to a method a Fetch Request cannot carry, without calling the function or logging a failure', async () => {
    const { fn, contexts } = echo();
    const logged: string[] = [];
    const url = await serve(fn, logged);
    const answer = await sendRaw(url, 'TRACE /api/echo HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(501);
    expect(answer.text).toContain('\r\nTRACE requests cannot be answered here.\n');
    expect([contexts, logged]).toEqual([[], []]);
  });

  it('takes a request whatever its Host header, and answers 400 to a target that makes no URL', async () => {
    const { fn, contexts } = echo();
    const url = await serve(fn);
    for (const host of ['ad4min@localhost', 'local host']) {
      expect((await sendRaw(url, `GET /api/echo HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)).status, host).toBe(201);
    }
    for (const target of ['http://[/api/echo', 'http://localhost:99999/api/echo', '//']) {
      expect((await sendRaw(url, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)).status, target).toBe(400);
    }
    expect(contexts).toHaveLength(2);
  });

  it('ends the body of a client that hangs up half-way with a ClientAbortError', async () => {
    const failures: unknown[] = [];
    const url = await serve({
      async fetch(request) {
        await request.text().catch((error: unknown) => failures.push(error));
        return new Response(null, { status: 204 });
      },
    });
    const { hostname, port } = new URL(url);
    connect(Number(port), hostname).end('POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nonly part');
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    expect(isClientAbort(failures[0])).toBe(true);
  });

  it('closes the connection after answering before the whole body was read, rather than read the rest', async () => {
    const url = await serve({ fetch: () => new Response('Too large', { status: 413 }) });
    const response = await fetch(new URL('/api/echo', url), { method: 'POST', body: 'x'.repeat(1_000_000) });
    expect([response.status, response.headers.get('connection')]).toEqual([413, 'close']);
  });

  it('answers 500 for a function that throws, and logs what it threw', async () => {
    const logged: string[] = [];
    const url = await serve(
      {
        fetch: () => {
          throw new Error('the function broke');
        },
      },
      logged,
    );
    const response = await fetch(new URL('/api/echo', url));
    expect([response.status, await response.text()]).toEqual([500, 'Internal Server Error\n']);
    expect(logged).toEqual([expect.stringMatching(/^Failed to answer GET \/api\/echo: Error: the function broke\n/)]);
  });
});
