import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultHandlerConfig } from './config.ts';
import { handlerFromEnvironment } from './configured-handler.ts';
import { createInquiryHandler } from './inquiry-handler.ts';
import { webhookEndpoint, type WebhookEndpoint } from './webhook-endpoint.ts';
import { createWebhookSink } from './webhook-sink.ts';

interface Receiver {
  readonly url: string;
  readonly received: { readonly target: string | undefined; readonly headers: IncomingHttpHeaders; readonly body: unknown }[];
}

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A local stand-in for a CRM or chat hook; `reply` decides each answer, by attempt number. */
async function receiver(reply: (response: ServerResponse, attempt: number) => void): Promise<Receiver> {
  const received: Receiver['received'][number][] = [];
  server = createServer(async (request: IncomingMessage, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    received.push({ target: request.url, headers: request.headers, body: JSON.parse(text) });
    reply(response, received.length);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/T0KEN`, received };
}

const inquiry = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello' };

const inquiryRequest = () =>
  new Request('http://localhost/api/inquiry', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(inquiry),
  });

function endpointAt(url: string): WebhookEndpoint {
  const endpoint = webhookEndpoint(new URL(url));
  if (endpoint === undefined) throw new Error(`${url} has credentials that cannot be sent`);
  return endpoint;
}

function submit(url: string, timeoutMs: number, logged: string[]) {
  const sink = createWebhookSink({ endpoint: endpointAt(url), timeoutMs, retryDelayMs: 50 });
  const handle = createInquiryHandler({ ...defaultHandlerConfig, rateLimit: null }, sink, { log: (line) => logged.push(line) });
  return handle(inquiryRequest());
}

const undelivered = { error: 'The inquiry could not be delivered. Please try again later.' };

describe('webhook sink', () => {
  it('POSTs the inquiry as JSON and answers 200 once the receiver accepts it', async () => {
    const hook = await receiver((response) => response.writeHead(204).end());
    const logged: string[] = [];
    const response = await submit(hook.url, 2_000, logged);
    expect(response.status).toBe(200);
    expect(hook.received).toEqual([
      {
        target: '/hooks/T0KEN',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
        body: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), receivedAt: expect.any(String), ...inquiry },
      },
    ]);
    expect(logged).toEqual([]);
  });

  it('retries once after a 500 and succeeds if the retry is accepted', async () => {
    const hook = await receiver((response, attempt) => response.writeHead(attempt === 1 ? 500 : 200).end('ok'));
    const response = await submit(hook.url, 2_000, []);
    expect(response.status).toBe(200);
    expect(hook.received).toHaveLength(2);
    expect(hook.received[0]).toEqual(hook.received[1]);
  });

  it('answers 502 after a 500, a retry and another 500, logging one line without the secret path', async () => {
    const hook = await receiver((response) => response.writeHead(500).end('Internal Server Error: stack trace here'));
    const logged: string[] = [];
    const response = await submit(hook.url, 2_000, logged);
    expect([response.status, await response.json()]).toEqual([502, undelivered]);
    expect(hook.received).toHaveLength(2);
    expect(logged).toEqual([
      expect.stringMatching(/^\[inquiry\] [0-9a-f-]{36} was not delivered to webhook http:\/\/127\.0\.0\.1:\d+: answered 500, twice$/),
    ]);
  });

  it('answers 502 within the timeout budget when the receiver hangs', async () => {
    const hook = await receiver(() => undefined);
    const logged: string[] = [];
    const timeoutMs = 300;
    const started = performance.now();
    const response = await submit(hook.url, timeoutMs, logged);
    const elapsed = performance.now() - started;
    expect([response.status, await response.json()]).toEqual([502, undelivered]);
    // Two attempts of 300 ms and a 50 ms pause; the rest is slack for a busy machine.
    expect(elapsed).toBeGreaterThanOrEqual(2 * timeoutMs - 20);
    expect(elapsed).toBeLessThan(2 * timeoutMs + 50 + 1_000);
    expect(hook.received).toHaveLength(2);
    expect(logged).toEqual([expect.stringMatching(/: timed out after 300 ms, twice$/)]);
  });

  it('does not retry a 4xx, which another attempt would not change', async () => {
    const hook = await receiver((response) => response.writeHead(401).end());
    const logged: string[] = [];
    const response = await submit(hook.url, 2_000, logged);
    expect(response.status).toBe(502);
    expect(hook.received).toHaveLength(1);
    expect(logged).toEqual([expect.stringMatching(/: answered 401$/)]);
  });

  it('does not follow a redirect, which would turn the POST into a GET', async () => {
    const hook = await receiver((response) => response.writeHead(302, { location: '/elsewhere' }).end());
    const logged: string[] = [];
    expect((await submit(hook.url, 2_000, logged)).status).toBe(502);
    expect(hook.received).toHaveLength(1);
    expect(logged).toEqual([expect.stringMatching(/: answered 302 \(a redirect: use the final URL\)$/)]);
  });

  it('answers 502 when nothing listens at the URL', async () => {
    const hook = await receiver(() => undefined);
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    const logged: string[] = [];
    expect((await submit(hook.url, 2_000, logged)).status).toBe(502);
    expect(logged).toEqual([expect.stringMatching(/: unreachable \(ECONNREFUSED\), twice$/)]);
  });
});

describe('webhook sink: at-least-once delivery', () => {
  const keyed = (delivery: Receiver['received'][number]) => ({
    key: delivery.headers['idempotency-key'],
    id: (delivery.body as { id: string }).id,
  });

  it('sends the retry to a receiver that answers too late with the same Idempotency-Key, the inquiry id', async () => {
    // Stores each attempt, but answers after the sink has given up on it.
    const hook = await receiver((response) => setTimeout(() => response.writeHead(200).end(), 400));
    const response = await submit(hook.url, 200, []);
    expect(response.status).toBe(502);
    const [first, second] = hook.received.map(keyed);
    expect(hook.received).toHaveLength(2);
    expect(first?.key).toBe(first?.id);
    expect(second).toEqual(first);
  });

  it('gives each inquiry a key of its own', async () => {
    const hook = await receiver((response) => response.writeHead(204).end());
    await submit(hook.url, 2_000, []);
    await submit(hook.url, 2_000, []);
    const [first, second] = hook.received.map(keyed);
    expect(first?.key).toBe(first?.id);
    expect(second?.key).toBe(second?.id);
    expect(second?.key).not.toBe(first?.key);
  });
});

describe('webhook sink: its timeout from the environment', () => {
  it('delivers with the longest timeout the configuration accepts', async () => {
    const hook = await receiver((response) => response.writeHead(204).end());
    const logged: string[] = [];
    const handle = handlerFromEnvironment(
      { INQUIRY_SINK: 'webhook', INQUIRY_WEBHOOK_URL: hook.url, INQUIRY_WEBHOOK_TIMEOUT_MS: String(2 ** 31 - 1) },
      { log: (line) => logged.push(line) },
    );
    expect((await handle(inquiryRequest())).status).toBe(200);
    expect(hook.received).toHaveLength(1);
    expect(logged).toEqual([]);
  });
});

describe('webhook sink: credentials in the URL', () => {
  // A user `ad@min` and a password `pa55:word`, percent-encoded as a URL needs them.
  const secrets = ['ad%40min', 'ad@min', 'pa55', 'T0KEN'];
  async function submitWithCredentials(hook: Receiver) {
    const url = hook.url.replace('http://', 'http://ad%40min:pa55%3Aword@').replace('/hooks/T0KEN', '/hook?token=T0KEN');
    const logged: string[] = [];
    const handle = handlerFromEnvironment(
      { INQUIRY_SINK: 'webhook', INQUIRY_WEBHOOK_URL: url, INQUIRY_RATE_LIMIT: 'off' },
      { log: (line) => logged.push(line) },
    );
    return { response: await handle(inquiryRequest()), logged };
  }

  it('sends them, percent-decoded, as Basic credentials and keeps them out of the URL', async () => {
    const hook = await receiver((response) => response.writeHead(204).end());
    const { response, logged } = await submitWithCredentials(hook);
    expect(response.status).toBe(200);
    expect(hook.received).toEqual([
      {
        target: '/hook?token=T0KEN',
        headers: expect.objectContaining({
          authorization: `Basic ${Buffer.from('ad@min:pa55:word').toString('base64')}`,
          host: new URL(hook.url).host,
        }),
        body: expect.objectContaining(inquiry),
      },
    ]);
    expect(logged).toEqual([]);
  });

  it('logs an undelivered inquiry without the user, the password or the query', async () => {
    const hook = await receiver((response) => response.writeHead(500).end());
    const { response, logged } = await submitWithCredentials(hook);
    expect(response.status).toBe(502);
    expect(hook.received).toHaveLength(2);
    expect(logged).toEqual([
      expect.stringMatching(/^\[inquiry\] [0-9a-f-]{36} was not delivered to webhook http:\/\/127\.0\.0\.1:\d+: answered 500, twice$/),
    ]);
    for (const secret of secrets) expect(logged.join('\n')).not.toContain(secret);
  });
});
