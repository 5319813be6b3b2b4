import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultHandlerConfig, readInquiryConfig } from './config.ts';
import { handlerFromEnvironment } from './configured-handler.ts';
import { createSink } from './create-sink.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('inquiry configuration from the environment', () => {
  it('defaults to the file sink and the default handler settings', () => {
    expect(readInquiryConfig({})).toEqual({ handler: defaultHandlerConfig, sink: { kind: 'file', file: 'inquiries.jsonl' } });
    expect(defaultHandlerConfig).toEqual({
      allowedOrigins: [],
      rateLimit: { requests: 5, windowMs: 60_000 },
      contactPath: null,
      clientIpHeader: null,
      maxBodyBytes: 65_536,
    });
  });

  it('reads every variable', () => {
    const config = readInquiryConfig({
      INQUIRY_SINK: 'webhook',
      INQUIRY_WEBHOOK_URL: 'https://hooks.example.com/inquiries?token=abc',
      INQUIRY_WEBHOOK_TIMEOUT_MS: '1500',
      INQUIRY_ALLOWED_ORIGINS: 'https://www.example.com, http://localhost:4321',
      INQUIRY_RATE_LIMIT: '10 / 600',
      INQUIRY_CONTACT_PATH: 'https://www.example.com/contact/',
      INQUIRY_CLIENT_IP_HEADER: 'X-Forwarded-For',
    });
    expect(config).toEqual({
      handler: {
        allowedOrigins: ['https://www.example.com', 'http://localhost:4321'],
        rateLimit: { requests: 10, windowMs: 600_000 },
        contactPath: 'https://www.example.com/contact/',
        clientIpHeader: 'x-forwarded-for',
        maxBodyBytes: 65_536,
      },
      sink: {
        kind: 'webhook',
        endpoint: { url: 'https://hooks.example.com/inquiries?token=abc', origin: 'https://hooks.example.com' },
        timeoutMs: 1500,
      },
    });
    expect(readInquiryConfig({ INQUIRY_RATE_LIMIT: 'off', INQUIRY_FILE: '/srv/inquiries.jsonl' })).toMatchObject({
      handler: { rateLimit: null },
      sink: { kind: 'file', file: '/srv/inquiries.jsonl' },
    });
  });

  it('reports every mistake at once', () => {
    const read = () =>
      readInquiryConfig({
        INQUIRY_SINK: 'webhook',
        INQUIRY_WEBHOOK_URL: 'ftp://example.com/drop',
        INQUIRY_ALLOWED_ORIGINS: 'https://www.example.com/',
        INQUIRY_RATE_LIMIT: 'lots',
        INQUIRY_CONTACT_PATH: 'contact',
        INQUIRY_CLIENT_IP_HEADER: 'x forwarded for',
      });
    expect(read).toThrow(
      [
        'Invalid inquiry handler configuration:',
        '  INQUIRY_ALLOWED_ORIGINS: "https://www.example.com/" is not an origin such as https://www.example.com (no path, no trailing slash).',
        '  INQUIRY_RATE_LIMIT: "lots" is not "<requests>/<seconds>" (such as 5/60) or "off".',
        '  INQUIRY_CONTACT_PATH: "contact" is neither a path such as /contact/ nor an http(s) URL (and must have no #fragment).',
        '  INQUIRY_CLIENT_IP_HEADER: "x forwarded for" is not a header name.',
        '  INQUIRY_WEBHOOK_URL: must be an http:// or https:// URL.',
      ].join('\n'),
    );
  });

  it('refuses a variable set to nothing or to spaces, rather than quietly taking the default', () => {
    const blank = 'is set but blank: give it a value, or unset it to use the default.';
    expect(() => readInquiryConfig({ INQUIRY_FILE: '   ', INQUIRY_CONTACT_PATH: '', INQUIRY_SINK: '\t' })).toThrow(
      [
        'Invalid inquiry handler configuration:',
        `  INQUIRY_CONTACT_PATH: ${blank}`,
        `  INQUIRY_SINK: ${blank}`,
        `  INQUIRY_FILE: ${blank}`,
      ].join('\n'),
    );
    expect(readInquiryConfig({ INQUIRY_FILE: ' /srv/inquiries.jsonl ' }).sink).toEqual({ kind: 'file', file: '/srv/inquiries.jsonl' });
  });

  it('refuses a webhook timeout longer than a timer can wait, which would time out every delivery at once', () => {
    const webhook = { INQUIRY_SINK: 'webhook', INQUIRY_WEBHOOK_URL: 'https://hooks.example.com/x' };
    const longest = 2 ** 31 - 1;
    expect(readInquiryConfig({ ...webhook, INQUIRY_WEBHOOK_TIMEOUT_MS: String(longest) }).sink).toMatchObject({ timeoutMs: longest });
    for (const timeout of [String(longest + 1), '99999999999999999999999']) {
      expect(() => readInquiryConfig({ ...webhook, INQUIRY_WEBHOOK_TIMEOUT_MS: timeout })).toThrow(
        `INQUIRY_WEBHOOK_TIMEOUT_MS: "${timeout}" is longer than 2147483647 ms (about 24 days), the longest a timer can wait.`,
      );
    }
    for (const timeout of ['0', '1e3', '-5', '1.5']) {
      expect(() => readInquiryConfig({ ...webhook, INQUIRY_WEBHOOK_TIMEOUT_MS: timeout })).toThrow(
        `INQUIRY_WEBHOOK_TIMEOUT_MS: "${timeout}" is not a positive whole number of milliseconds.`,
      );
    }
  });

  it('refuses a rate limit whose numbers are too large to count', () => {
    expect(() => readInquiryConfig({ INQUIRY_RATE_LIMIT: '5/99999999999999999' })).toThrow(
      'INQUIRY_RATE_LIMIT: "5/99999999999999999" has a number too large to count with.',
    );
  });

  it('refuses a contact path that browsers would read as another host, or that holds a control character', () => {
    const anotherHost = 'is read by browsers as another host, not a path on this one: a path starts with one / and no \\.';
    for (const path of ['//evil.example/x', '/\\evil.example/x', '/.//evil.example/x', '/../\\evil.example']) {
      expect(() => readInquiryConfig({ INQUIRY_CONTACT_PATH: path })).toThrow(`INQUIRY_CONTACT_PATH: "${path}" ${anotherHost}`);
    }
    expect(() => readInquiryConfig({ INQUIRY_CONTACT_PATH: '/contact/\r\nSet-Cookie: a=b' })).toThrow(
      'INQUIRY_CONTACT_PATH: "/contact/\\u000d\\u000aSet-Cookie: a=b" holds a control character (a line break, a tab).',
    );
    expect(() => readInquiryConfig({ INQUIRY_CONTACT_PATH: 'https://www.example.com/contact/\nx' })).toThrow('holds a control character');
  });

  it('keeps a contact path or URL as browsers go to it', () => {
    const contactPathOf = (value: string) => readInquiryConfig({ INQUIRY_CONTACT_PATH: value }).handler.contactPath;
    expect(contactPathOf('/contact/')).toBe('/contact/');
    expect(contactPathOf('/kontakt/über?from=form')).toBe('/kontakt/%C3%BCber?from=form');
    expect(contactPathOf('https://www.example.com')).toBe('https://www.example.com/');
    expect(contactPathOf('https://www.example.com/kontakt/über')).toBe('https://www.example.com/kontakt/%C3%BCber');
  });

  it('answers form posts with a redirect when the contact path was refused, not with 500', async () => {
    const logged: string[] = [];
    const handle = handlerFromEnvironment({ INQUIRY_CONTACT_PATH: '/contact/\r\nSet-Cookie: a=b' }, { log: (line) => logged.push(line) });
    const response = await handle(
      new Request('http://localhost/api/inquiry', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://localhost/contact/' },
        body: new URLSearchParams({ name: 'Ada', email: 'ada@example.com', message: 'Hello' }),
      }),
    );
    expect([response.status, response.headers.get('location'), response.headers.get('set-cookie')]).toEqual([
      303,
      '/contact/#inquiry-failed',
      null,
    ]);
    expect(logged[0]).toMatch(/^\[inquiry\] Invalid inquiry handler configuration:\n {2}INQUIRY_CONTACT_PATH: /);
  });

  it('explains what the chosen sink is missing', () => {
    expect(() => readInquiryConfig({ INQUIRY_SINK: 'email' })).toThrow('INQUIRY_SINK: "email" is not a sink; use "file" or "webhook".');
    expect(() => readInquiryConfig({ INQUIRY_SINK: 'webhook' })).toThrow('INQUIRY_WEBHOOK_URL: required when INQUIRY_SINK is "webhook".');
    expect(() =>
      readInquiryConfig({ INQUIRY_SINK: 'webhook', INQUIRY_WEBHOOK_URL: 'https://h.example', INQUIRY_WEBHOOK_TIMEOUT_MS: '2s' }),
    ).toThrow('INQUIRY_WEBHOOK_TIMEOUT_MS: "2s" is not a positive whole number of milliseconds.');
    expect(() => readInquiryConfig({ INQUIRY_RATE_LIMIT: '0/60' })).toThrow('INQUIRY_RATE_LIMIT');
  });

  it('refuses the file sink on Cloudflare Workers, which have no durable file system', () => {
    vi.stubGlobal('navigator', { userAgent: 'Cloudflare-Workers' });
    expect(() => createSink({ kind: 'file', file: 'inquiries.jsonl' })).toThrow(
      'INQUIRY_SINK: the file sink is unavailable on Cloudflare Workers, which have no durable file system; set INQUIRY_SINK=webhook and INQUIRY_WEBHOOK_URL.',
    );
    const webhook = readInquiryConfig({
      INQUIRY_SINK: 'webhook',
      INQUIRY_WEBHOOK_URL: 'https://user:pass@hooks.example.com/x?token=secret',
    }).sink;
    expect(createSink(webhook).description).toBe('webhook https://hooks.example.com');
  });

  it('never quotes a webhook URL, which may hold a password or a token, in a configuration error', async () => {
    const secrets = ['ad4min', 'pa55', 'T0KEN'];
    const mistakes = [
      { INQUIRY_WEBHOOK_URL: 'ftp://ad4min:pa55word@hooks.example.com/drop?token=T0KEN' },
      // Not UTF-8 once percent-decoded, so it cannot become a Basic header.
      { INQUIRY_WEBHOOK_URL: 'https://ad4min:pa55%FFword@hooks.example.com/hook?token=T0KEN' },
      // Basic credentials end the user name at the first colon.
      { INQUIRY_WEBHOOK_URL: 'https://ad4min%3Aroot:pa55word@hooks.example.com/hook?token=T0KEN' },
      { INQUIRY_WEBHOOK_URL: 'https://ad4min:pa55word@hooks.example.com/hook?token=T0KEN', INQUIRY_WEBHOOK_TIMEOUT_MS: 'soon' },
    ];
    for (const mistake of mistakes) {
      const logged: string[] = [];
      const handle = handlerFromEnvironment({ INQUIRY_SINK: 'webhook', ...mistake }, { log: (line) => logged.push(line) });
      const body = JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });
      const response = await handle(
        new Request('http://localhost/api/inquiry', { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
      );
      const answer = await response.text();
      expect(response.status).toBe(502);
      expect(logged).toEqual([
        expect.stringMatching(/^\[inquiry\] Invalid inquiry handler configuration:\n {2}INQUIRY_WEBHOOK_(URL|TIMEOUT_MS): /),
        expect.any(String),
      ]);
      for (const secret of secrets) expect([...logged, answer].join('\n')).not.toContain(secret);
    }
    expect(() =>
      readInquiryConfig({ INQUIRY_SINK: 'webhook', INQUIRY_WEBHOOK_URL: 'https://ad4min%3Aroot:pa55word@hooks.example.com/' }),
    ).toThrow('INQUIRY_WEBHOOK_URL: its user name and password must be percent-encoded UTF-8, and the user name must not contain a colon.');
  });

  it('keeps answering when misconfigured: logs the problem once, then refuses each inquiry with 502', async () => {
    const logged: string[] = [];
    const handle = handlerFromEnvironment({ INQUIRY_SINK: 'webhook' }, { log: (line) => logged.push(line) });
    expect(logged).toEqual([
      '[inquiry] Invalid inquiry handler configuration:\n  INQUIRY_WEBHOOK_URL: required when INQUIRY_SINK is "webhook".',
    ]);
    const body = JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    const response = await handle(
      new Request('http://localhost/api/inquiry', { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    );
    expect([response.status, await response.json()]).toEqual([
      502,
      { error: 'The inquiry could not be delivered. Please try again later.' },
    ]);
    expect(logged[1]).toMatch(
      /^\[inquiry\] [0-9a-f-]{36} was not delivered to no sink \(configuration invalid\): Invalid inquiry handler configuration: INQUIRY_WEBHOOK_URL: required/,
    );
  });
});
