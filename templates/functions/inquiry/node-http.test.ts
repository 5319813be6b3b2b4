import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nodeListener } from '../../../src/functions/node-adapter.ts';
import { defaultHandlerConfig, type HandlerConfig } from './config.ts';
import { createFileSink, type FileSink } from './file-sink.ts';
import { inquiryFunction } from './inquiry-function.ts';
import { createInquiryHandler } from './inquiry-handler.ts';

let folder: string;
let server: Server | undefined;
let sink: FileSink | undefined;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'sitegen-inquiry-'));
});

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  await sink?.close();
  server = undefined;
  sink = undefined;
  await rm(folder, { recursive: true, force: true });
});

async function serve(file: string, overrides: Partial<HandlerConfig> = {}, logged: string[] = []): Promise<string> {
  sink = createFileSink(file);
  const handler = createInquiryHandler({ ...defaultHandlerConfig, rateLimit: null, ...overrides }, sink, {
    log: (line) => logged.push(line),
  });
  server = createServer(
    nodeListener(
      inquiryFunction(() => handler),
      { env: {} },
      (line) => logged.push(line),
    ),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/inquiry`;
}

/** A connection to write bytes on as they are; `statusLine` resolves once it closes, to the first line of any answer. */
function rawConnection(url: string): { readonly socket: Socket; readonly statusLine: Promise<string> } {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const statusLine = new Promise<string>((resolve) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
  });
  return { socket, statusLine };
}

/** For a request that asks for Connection: close, whose answer therefore ends the connection. */
function sendRaw(url: string, bytes: string): Promise<string> {
  const { socket, statusLine } = rawConnection(url);
  socket.write(bytes);
  return statusLine;
}

const rawPost = (target: string, host: string, body: string, length = body.length) =>
  `POST ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n${body}`;

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the inquiry handler behind Node http, with the file sink', () => {
  it('stores 200 concurrent submissions exactly once each, one parseable line apiece', async () => {
    const file = join(folder, 'inquiries.jsonl');
    const url = await serve(file);
    // Long messages make any interleaving of two writes visible as a broken line.
    const sent = Array.from({ length: 200 }, (_, index) => ({
      name: `Visitor ${index}`,
      email: `visitor${index}@example.com`,
      message: `${index} `.repeat(200 + ((index * 37) % 1_000)).trim(),
    }));
    const responses = await Promise.all(sent.map((inquiry) => post(url, inquiry)));
    expect(responses.map((response) => response.status)).toEqual(sent.map(() => 200));

    const lines = (await readFile(file, 'utf8')).split('\n');
    expect(lines.pop()).toBe('');
    const records = lines.map(
      (line) => JSON.parse(line) as { id: string; receivedAt: string; name: string; email: string; message: string },
    );
    expect(records).toHaveLength(200);
    expect(new Set(records.map((record) => record.id)).size).toBe(200);
    const stored = records.map(({ name, email, message }) => ({ name, email, message }));
    expect(stored.sort((a, b) => a.email.localeCompare(b.email))).toEqual([...sent].sort((a, b) => a.email.localeCompare(b.email)));
    for (const record of records) {
      expect(Object.keys(record)).toEqual(['id', 'receivedAt', 'name', 'email', 'message']);
      expect(new Date(record.receivedAt).toISOString()).toBe(record.receivedAt);
    }
  });

  it('rate limits by the connection address the adapter passes on', async () => {
    const url = await serve(join(folder, 'inquiries.jsonl'), { rateLimit: { requests: 1, windowMs: 60_000 } });
    const inquiry = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
    expect((await post(url, inquiry)).status).toBe(200);
    const refused = await post(url, inquiry);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers a form post with a 303 back to the page it was posted from', async () => {
    const file = join(folder, 'inquiries.jsonl');
    const url = await serve(file);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: new URL('/contact/', url).href },
      body: 'name=Ada+Lovelace&email=ada%40example.com&message=Hello%0Athere&website=',
      redirect: 'manual',
    });
    expect([response.status, response.headers.get('location')]).toEqual([303, '/contact/#inquiry-sent']);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Hello\nthere',
    });
  });

  it('refuses a declared oversize body with 413 before it arrives, and closes the connection', async () => {
    const url = new URL(await serve(join(folder, 'inquiries.jsonl')));
    const answer = await new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      const request = httpRequest(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 10_000_000 } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body }));
        },
      );
      request.on('error', reject);
      // Only the start of the promised ten megabytes is ever sent.
      request.write('{"name":"');
    });
    expect(answer).toEqual({ status: 413, connection: 'close', body: JSON.stringify({ error: 'The request body is larger than 64 KB.' }) });
  });

  it('stops reading a chunked upload at 64 KB and answers 413', async () => {
    const url = new URL(await serve(join(folder, 'inquiries.jsonl')));
    let sent = 0;
    const answer = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
        clearInterval(sending);
        resolve({ status: response.statusCode!, connection: response.headers.connection });
        request.destroy();
      });
      request.on('error', reject);
      // An endless upload, as a hostile client might send: only the server can stop it.
      const sending = setInterval(() => {
        request.write(' '.repeat(4096));
        sent += 4096;
      }, 2);
    });
    expect(answer).toEqual({ status: 413, connection: 'close' });
    expect(sent).toBeGreaterThan(64 * 1024);
  });

  it('logs a client that hangs up half-way through the body as such, not as a failure of its own', async () => {
    const logged: string[] = [];
    const file = join(folder, 'inquiries.jsonl');
    const url = await serve(file, {}, logged);
    const body = JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    // Node takes a connection closed for sending as closed altogether.
    rawConnection(url).socket.end(rawPost('/api/inquiry', 'localhost', body.slice(0, body.length / 2), body.length));
    await vi.waitFor(() => expect(logged).not.toEqual([]));
    // Time for a second line, were the abort also reported as a failure.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logged).toEqual(['[inquiry] the client closed the connection before sending the whole body']);
    await expect(readFile(file, 'utf8')).rejects.toThrow('ENOENT');
  });

  it('takes an inquiry whatever the Host header, and refuses a target that is no URL with 400, as failures of no one', async () => {
    const logged: string[] = [];
    const file = join(folder, 'inquiries.jsonl');
    const url = await serve(file, {}, logged);
    const body = JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    // A host with a user name, which a Request refuses, and a host that makes no URL at all.
    for (const host of ['ad4min@localhost', 'local host'])
      expect(await sendRaw(url, rawPost('/api/inquiry', host, body))).toBe('HTTP/1.1 200 OK');
    for (const target of ['http://[/api/inquiry', 'http://localhost:99999/api/inquiry', '//']) {
      expect(await sendRaw(url, rawPost(target, 'localhost', body))).toBe('HTTP/1.1 400 Bad Request');
    }
    expect((await readFile(file, 'utf8')).split('\n')).toHaveLength(3);
    expect(logged).toEqual([]);
  });

  it('answers 502 and logs one line while the file cannot be written, then recovers', async () => {
    const logged: string[] = [];
    const file = join(folder, 'not-yet', 'inquiries.jsonl');
    const url = await serve(file, {}, logged);
    const inquiry = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
    const failed = await post(url, inquiry);
    expect([failed.status, await failed.json()]).toEqual([502, { error: 'The inquiry could not be delivered. Please try again later.' }]);
    expect(logged).toEqual([
      expect.stringMatching(/^\[inquiry\] [0-9a-f-]{36} was not delivered to file .*not-yet\/inquiries\.jsonl: ENOENT/),
    ]);
    await mkdir(join(folder, 'not-yet'));
    expect((await post(url, inquiry)).status).toBe(200);
    expect((await readFile(file, 'utf8')).split('\n')).toHaveLength(2);
  });
});
