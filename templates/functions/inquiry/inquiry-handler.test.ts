import { describe, expect, it } from 'vitest';
import { defaultHandlerConfig, type HandlerConfig } from './config.ts';
import { createInquiryHandler, type InquiryHandler } from './inquiry-handler.ts';
import type { InquirySink, StoredInquiry } from './sink.ts';

const endpoint = 'https://inquiries.example.net/api/inquiry';
const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'We need a FHIR integration.' };

interface Harness {
  readonly handle: InquiryHandler;
  readonly stored: StoredInquiry[];
  readonly logged: string[];
  advance(milliseconds: number): void;
}

function harness(overrides: Partial<HandlerConfig> = {}, deliver?: InquirySink['deliver']): Harness {
  const stored: StoredInquiry[] = [];
  const logged: string[] = [];
  let time = Date.parse('2025-06-01T10:00:00Z');
  const sink: InquirySink = {
    description: 'memory',
    deliver: deliver ?? (async (inquiry) => void stored.push(inquiry)),
  };
  const config: HandlerConfig = { ...defaultHandlerConfig, rateLimit: null, ...overrides };
  const handle = createInquiryHandler(config, sink, { now: () => time, log: (line) => logged.push(line) });
  return { handle, stored, logged, advance: (milliseconds) => (time += milliseconds) };
}

const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** The page the form is on: browsers name it in the Referer of the post. */
const formPage = 'https://inquiries.example.net/contact/';

const postForm = (fields: Record<string, string>, headers: Record<string, string> = { referer: formPage }) =>
  new Request(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const tooLong = (max: number) => `Must be at most ${max} UTF-16 code units (an emoji such as 😀 counts as 2).`;

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as { error?: string; fields?: Record<string, string>; ok?: boolean } };
}

describe('inquiry handler: accepted inquiries', () => {
  it('stores a JSON inquiry, trimmed, with an id and a timestamp, ignoring unknown fields', async () => {
    const { handle, stored } = harness();
    const response = await handle(
      postJson({ name: '  Ada Lovelace ', email: ' ada@example.com ', message: '\n Hello \n', budget: 'large' }),
    );
    expect(await answer(response)).toEqual({ status: 200, body: { ok: true } });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(stored).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        receivedAt: '2025-06-01T10:00:00.000Z',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'Hello',
      },
    ]);
  });

  it('accepts a charset parameter on the content type', async () => {
    const { handle, stored } = harness();
    const response = await handle(postJson(valid, { 'content-type': 'Application/JSON; charset=UTF-8' }));
    expect(response.status).toBe(200);
    expect(stored).toHaveLength(1);
  });

  it('accepts the longest values allowed', async () => {
    const { handle, stored } = harness();
    const email = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(email).toHaveLength(254);
    const response = await handle(postJson({ name: 'n'.repeat(200), email, message: 'm'.repeat(5_000) }));
    expect(response.status).toBe(200);
    expect(stored).toHaveLength(1);
  });
});

describe('inquiry handler: refusals', () => {
  it('answers 405 with Allow for any method but POST', async () => {
    const { handle } = harness();
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await handle(new Request(endpoint, { method }));
      expect(await answer(response)).toEqual({
        status: 405,
        body: { error: `${method} is not allowed here: send the inquiry with POST.` },
      });
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    }
  });

  it('answers 415 for a content type other than JSON or a urlencoded form', async () => {
    const { handle, stored } = harness();
    const error = 'Send the inquiry as application/json or application/x-www-form-urlencoded.';
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/jsonx']) {
      const response = await handle(
        new Request(endpoint, { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(valid) }),
      );
      expect(await answer(response)).toEqual({ status: 415, body: { error } });
    }
    const untyped = new Request(endpoint, { method: 'POST', body: new Blob([JSON.stringify(valid)]) });
    expect(await answer(await handle(untyped))).toEqual({ status: 415, body: { error } });
    expect(stored).toEqual([]);
  });

  it('answers 413 when Content-Length declares more than 64 KB, without reading the body', async () => {
    const { handle } = harness();
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({ pull: () => void pulls++ });
    const request = new Request(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024 + 1) },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(await answer(await handle(request))).toEqual({ status: 413, body: { error: 'The request body is larger than 64 KB.' } });
    expect(pulls).toBeLessThanOrEqual(1);
  });

  it('stops reading and cancels a body that grows past 64 KB', async () => {
    const { handle } = harness();
    let sent = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 4096;
        controller.enqueue(new Uint8Array(4096).fill(32));
      },
      cancel: () => void (cancelled = true),
    });
    const request = new Request(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(await answer(await handle(request))).toEqual({ status: 413, body: { error: 'The request body is larger than 64 KB.' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cancelled).toBe(true);
    expect(sent).toBeLessThan(128 * 1024);
  });

  it('accepts a body of exactly 64 KB', async () => {
    const { handle } = harness();
    const padding = 64 * 1024 - JSON.stringify({ ...valid, pad: '' }).length;
    const response = await handle(postJson({ ...valid, pad: ' '.repeat(padding) }));
    expect(response.status).toBe(200);
  });

  it('answers 400 for malformed JSON and for JSON that is not an object', async () => {
    const { handle } = harness();
    for (const text of ['{"name": "Ada",', '', 'name=Ada']) {
      expect(await answer(await handle(postJson(text)))).toEqual({ status: 400, body: { error: 'The request body is not valid JSON.' } });
    }
    for (const text of ['[]', 'null', '"Ada"', '42']) {
      expect(await answer(await handle(postJson(text)))).toEqual({
        status: 400,
        body: { error: 'The request body must be a JSON object with name, email and message.' },
      });
    }
  });

  it('answers 400 for a body that is not UTF-8', async () => {
    const { handle } = harness();
    const request = new Request(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(await answer(await handle(request))).toEqual({ status: 400, body: { error: 'The request body is not UTF-8 text.' } });
  });

  it('answers 400 naming every invalid field and what is wrong with it', async () => {
    const { handle, stored } = harness();
    const cases: [unknown, Record<string, string>][] = [
      [{}, { name: 'Required.', email: 'Required.', message: 'Required.' }],
      [
        { name: '   ', email: '\t', message: '\n' },
        { name: 'Required.', email: 'Required.', message: 'Required.' },
      ],
      [{ ...valid, name: null }, { name: 'Required.' }],
      [
        { ...valid, name: 42, message: ['hi'] },
        { name: 'Must be text.', message: 'Must be text.' },
      ],
      [{ ...valid, email: 'ada@' }, { email: 'Must be a valid email address.' }],
      [{ ...valid, email: 'ada example.com' }, { email: 'Must be a valid email address.' }],
      [{ ...valid, name: 'n'.repeat(201) }, { name: tooLong(200) }],
      [{ ...valid, email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` }, { email: tooLong(254) }],
      [{ ...valid, message: 'm'.repeat(5_001) }, { message: tooLong(5000) }],
    ];
    for (const [body, fields] of cases) {
      expect(await answer(await handle(postJson(body)))).toEqual({
        status: 400,
        body: { error: 'Some fields are missing or invalid.', fields },
      });
    }
    expect(stored).toEqual([]);
  });

  it('counts lengths in UTF-16 code units, as maxlength does, an emoji as 2', async () => {
    const { handle, stored } = harness();
    const emoji = '😀';
    expect(emoji).toHaveLength(2);
    const longest = { ...valid, name: emoji + 'n'.repeat(198), message: emoji + 'm'.repeat(4_998) };
    expect((await handle(postJson(longest))).status).toBe(200);
    expect(stored.map(({ name, message }) => ({ name, message }))).toEqual([{ name: longest.name, message: longest.message }]);
    // One unit more: 200 and 5,000 characters, which counting code points would let through.
    const over = { ...valid, name: `${longest.name}n`, message: `${longest.message}m` };
    expect([...over.name, ...over.message]).toHaveLength(5_200);
    expect(await answer(await handle(postJson(over)))).toEqual({
      status: 400,
      body: { error: 'Some fields are missing or invalid.', fields: { name: tooLong(200), message: tooLong(5000) } },
    });
  });

  it('answers 502 when the sink fails, logs one line naming the inquiry, and leaks nothing', async () => {
    const { handle, logged } = harness({}, async () => {
      throw new Error('EACCES: permission denied, open\n/var/secret/inquiries.jsonl');
    });
    const response = await handle(postJson(valid));
    const { status, body } = await answer(response);
    expect({ status, body }).toEqual({ status: 502, body: { error: 'The inquiry could not be delivered. Please try again later.' } });
    expect(logged).toEqual([
      expect.stringMatching(
        /^\[inquiry\] [0-9a-f-]{36} was not delivered to memory: EACCES: permission denied, open \/var\/secret\/inquiries\.jsonl$/,
      ),
    ]);
  });

  it('answers 500 without detail when something unexpected breaks', async () => {
    const { handle, logged } = harness();
    const broken = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.error(new TypeError('socket hang up at Parser.execute (node:_http_common:117)')),
    });
    const request = new Request(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: broken,
      duplex: 'half',
    } as RequestInit);
    const response = await handle(request);
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: 'Something went wrong on our side. Please try again later.' });
    expect(text).not.toMatch(/socket|node:|Parser/);
    expect(logged).toEqual(['[inquiry] unexpected failure: socket hang up at Parser.execute (node:_http_common:117)']);
  });
});

describe('inquiry handler: form posts without JavaScript', () => {
  it('redirects a stored form inquiry back to the contact page with #inquiry-sent', async () => {
    const { handle, stored } = harness();
    const response = await handle(postForm({ ...valid, website: '' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/#inquiry-sent');
    expect(await response.text()).toBe('');
    expect(stored.map(({ name, email, message }) => ({ name, email, message }))).toEqual([valid]);
  });

  it('stores the longest valid inquiry posted as a form, though percent-encoding makes it over 45 KB', async () => {
    const { handle, stored } = harness();
    // Each of these characters is 3 bytes of UTF-8, so 9 bytes once percent-encoded.
    const longest = { name: '名'.repeat(200), email: valid.email, message: '問'.repeat(5000) };
    const request = postForm(longest);
    expect(Number((await request.clone().arrayBuffer()).byteLength)).toBeGreaterThan(45 * 1024);
    const response = await handle(request);
    expect(response.headers.get('location')).toBe('/contact/#inquiry-sent');
    expect(stored.map(({ name, message }) => ({ name, message }))).toEqual([{ name: longest.name, message: longest.message }]);
  });

  it('counts a line break posted as CRLF as the one unit maxlength counted, and stores it as LF', async () => {
    const { handle, stored } = harness();
    const typed = `${'line\n'.repeat(999)}last!`;
    expect(typed).toHaveLength(5_000);
    const response = await handle(postForm({ ...valid, message: typed.replaceAll('\n', '\r\n') }));
    expect(response.headers.get('location')).toBe('/contact/#inquiry-sent');
    expect(stored.map(({ message }) => message)).toEqual([typed]);
  });

  it('redirects to #inquiry-failed on any failure: invalid, too large, undeliverable, rate limited', async () => {
    const invalid = harness();
    expect((await invalid.handle(postForm({ ...valid, email: 'nope' }))).headers.get('location')).toBe('/contact/#inquiry-failed');

    const tooLarge = await invalid.handle(postForm({ ...valid, message: 'm'.repeat(40_000) }));
    expect([tooLarge.status, tooLarge.headers.get('location')]).toEqual([303, '/contact/#inquiry-failed']);

    const undeliverable = harness({}, () => Promise.reject(new Error('disk full')));
    expect((await undeliverable.handle(postForm(valid))).headers.get('location')).toBe('/contact/#inquiry-failed');

    const limited = harness({ rateLimit: { requests: 1, windowMs: 60_000 } });
    const from = { remoteAddress: '198.51.100.4' };
    expect((await limited.handle(postForm(valid), from)).headers.get('location')).toBe('/contact/#inquiry-sent');
    const refused = await limited.handle(postForm(valid), from);
    expect([refused.status, refused.headers.get('location'), refused.headers.get('retry-after')]).toEqual([
      303,
      '/contact/#inquiry-failed',
      '60',
    ]);
  });

  it('redirects to a configured contact page, which may be on another origin, whatever the Referer', async () => {
    const { handle } = harness({ contactPath: 'https://www.example.com/kontakt/' });
    expect((await handle(postForm(valid))).headers.get('location')).toBe('https://www.example.com/kontakt/#inquiry-sent');
  });

  it('without a configured page, redirects to the page of its own origin the form was posted from, or to /', async () => {
    const { handle } = harness();
    const locationAfter = async (headers: Record<string, string>) => (await handle(postForm(valid, headers))).headers.get('location');
    expect(await locationAfter({ referer: 'https://inquiries.example.net/help/?topic=billing' })).toBe('/help/?topic=billing#inquiry-sent');
    // Another origin's page, a Referer that is no URL, or none at all: never followed.
    expect(await locationAfter({ referer: 'https://evil.example/phish/' })).toBe('/#inquiry-sent');
    expect(await locationAfter({ referer: 'not a url' })).toBe('/#inquiry-sent');
    expect(await locationAfter({})).toBe('/#inquiry-sent');
  });
});

describe('inquiry handler: where a form post is sent back to', () => {
  const own = 'https://inquiries.example.net';
  const locationAfter = async (referer: string) => {
    const { handle } = harness();
    return (await handle(postForm(valid, { referer }))).headers.get('location') ?? '';
  };

  it('never follows a Referer on its own origin whose path a browser reads as another host', async () => {
    const payloads = [
      `${own}//evil.example/x`,
      `${own}//evil.example/x?next=/contact/`,
      `${own}/\\evil.example/x`,
      `${own}/\\/evil.example/x`,
      `${own}/.//evil.example/x`,
      `${own}/..//evil.example/x`,
      `${own}/%2e//evil.example/x`,
      `${own}/\t/evil.example/x`,
      `${own}///evil.example`,
    ];
    for (const referer of payloads) {
      const location = await locationAfter(referer);
      expect({ referer, location }).toEqual({ referer, location: '/#inquiry-sent' });
    }
  });

  it('sends every visitor back to a page of its own origin, whatever the Referer holds', async () => {
    const referers = [
      `${own}/contact/`,
      `${own}/%2F%2Fevil.example/x`,
      `${own}/a/..//b`,
      `${own}/kontakt/über?name=ada&q=%0d%0a`,
      `${own}/\x7f/x`,
      `${own}//`,
      'https://evil.example//inquiries.example.net/',
      '//evil.example/x',
      '/\\evil.example/x',
    ];
    for (const referer of referers) {
      const location = await locationAfter(referer);
      expect({ referer, origin: new URL(location, `${own}/api/inquiry`).origin }).toEqual({ referer, origin: own });
      expect(location).toMatch(/^\/[^/\\]/);
    }
    expect(await locationAfter(`${own}/%2F%2Fevil.example/x`)).toBe('/%2F%2Fevil.example/x#inquiry-sent');
    expect(await locationAfter(`${own}/kontakt/über?q=1`)).toBe('/kontakt/%C3%BCber?q=1#inquiry-sent');
  });
});

describe('inquiry handler: honeypot', () => {
  it('answers a filled honeypot exactly like a success and stores nothing', async () => {
    const { handle, stored } = harness();
    expect(await answer(await handle(postJson({ ...valid, website: 'https://spam.example' })))).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await answer(await handle(postJson({ name: 'x', website: 'buy now' })))).toEqual({ status: 200, body: { ok: true } });
    const form = await handle(postForm({ ...valid, website: 'https://spam.example' }));
    expect([form.status, form.headers.get('location')]).toEqual([303, '/contact/#inquiry-sent']);
    expect(stored).toEqual([]);
  });

  it('treats an empty or blank honeypot as a person', async () => {
    const { handle, stored } = harness();
    await handle(postJson({ ...valid, website: '' }));
    await handle(postForm({ ...valid, website: '  ' }));
    expect(stored).toHaveLength(2);
  });
});

describe('inquiry handler: CORS', () => {
  const site = 'https://www.example.com';

  it('answers a preflight from an allowed origin with the allow headers', async () => {
    const { handle } = harness({ allowedOrigins: [site] });
    const response = await handle(
      new Request(endpoint, {
        method: 'OPTIONS',
        headers: { origin: site, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      }),
    );
    expect(response.status).toBe(204);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': site,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Content-Type',
      'access-control-max-age': '7200',
      allow: 'POST, OPTIONS',
      vary: 'Origin',
    });
  });

  it('adds no CORS headers to a preflight from any other origin', async () => {
    const { handle } = harness({ allowedOrigins: [site] });
    for (const origin of ['https://evil.example', 'https://www.example.com.evil.example', 'null', 'http://www.example.com']) {
      const response = await handle(
        new Request(endpoint, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } }),
      );
      expect(response.status).toBe(204);
      expect([...response.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('lets an allowed origin read every answer, refusals included', async () => {
    const { handle } = harness({ allowedOrigins: [site, 'http://localhost:4321'] });
    const accepted = await handle(postJson(valid, { origin: site }));
    expect(accepted.headers.get('access-control-allow-origin')).toBe(site);
    const refused = await handle(postJson({}, { origin: 'http://localhost:4321' }));
    expect([
      refused.status,
      refused.headers.get('access-control-allow-origin'),
      refused.headers.get('access-control-expose-headers'),
    ]).toEqual([400, 'http://localhost:4321', 'Retry-After']);
  });

  it('gives a refused origin no CORS headers, so its page cannot read the answer', async () => {
    const { handle } = harness({ allowedOrigins: [site] });
    const response = await handle(postJson(valid, { origin: 'https://evil.example' }));
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('vary')).toBe('Origin');
  });
});

describe('inquiry handler: rate limit', () => {
  const limit = { rateLimit: { requests: 2, windowMs: 60_000 } };

  it('answers 429 with Retry-After past the limit, per client, until the window ends', async () => {
    const { handle, advance, stored } = harness(limit);
    const alice = { remoteAddress: '203.0.113.7' };
    const bob = { remoteAddress: '203.0.113.8' };
    expect((await handle(postJson(valid), alice)).status).toBe(200);
    advance(15_000);
    expect((await handle(postJson(valid), alice)).status).toBe(200);
    const refused = await handle(postJson(valid), alice);
    expect(await answer(refused)).toEqual({ status: 429, body: { error: 'Too many inquiries: try again in 45 seconds.' } });
    expect(refused.headers.get('retry-after')).toBe('45');
    expect((await handle(postJson(valid), bob)).status).toBe(200);
    advance(45_000);
    expect((await handle(postJson(valid), alice)).status).toBe(200);
    expect(stored).toHaveLength(4);
  });

  it('counts refused submissions too, so a script cannot probe for free', async () => {
    const { handle } = harness(limit);
    const client = { remoteAddress: '203.0.113.7' };
    await handle(postJson({}), client);
    await handle(postJson('{'), client);
    expect((await handle(postJson(valid), client)).status).toBe(429);
  });

  it('keys clients by a configured header, taking the last x-forwarded-for entry', async () => {
    const { handle } = harness({ ...limit, clientIpHeader: 'x-forwarded-for' });
    const proxy = { remoteAddress: '10.0.0.1' };
    const viaProxy = (forwarded: string) => handle(postJson(valid, { 'x-forwarded-for': forwarded }), proxy);
    expect((await viaProxy('203.0.113.7')).status).toBe(200);
    // Prepending made-up addresses does not make a new client.
    expect((await viaProxy('1.1.1.1, 203.0.113.7')).status).toBe(200);
    expect((await viaProxy('2.2.2.2, 203.0.113.7')).status).toBe(429);
    expect((await viaProxy('203.0.113.9')).status).toBe(200);
  });

  it('falls back to the connection address when the header is missing', async () => {
    const { handle } = harness({ rateLimit: { requests: 1, windowMs: 60_000 }, clientIpHeader: 'cf-connecting-ip' });
    const client = { remoteAddress: '203.0.113.7' };
    expect((await handle(postJson(valid), client)).status).toBe(200);
    expect((await handle(postJson(valid), client)).status).toBe(429);
  });
});
