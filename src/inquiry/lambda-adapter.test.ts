import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { defaultHandlerConfig, type HandlerConfig } from './config.ts';
import { createInquiryHandler } from './inquiry-handler.ts';
import { lambdaHandler, toRequest, toResult, type LambdaHttpEvent } from './lambda-adapter.ts';
import type { StoredInquiry } from './sink.ts';

/** Events recorded in the shape a Lambda Function URL delivers (payload format 2.0). */
async function fixture(name: 'lambda-json-post' | 'lambda-form-post-base64' | 'lambda-preflight'): Promise<LambdaHttpEvent> {
  return JSON.parse(await readFile(new URL(`fixtures/${name}.json`, import.meta.url), 'utf8')) as LambdaHttpEvent;
}

function lambda(overrides: Partial<HandlerConfig> = {}) {
  const stored: StoredInquiry[] = [];
  const config = { ...defaultHandlerConfig, allowedOrigins: ['https://www.example.com'], ...overrides };
  const handler = lambdaHandler(
    createInquiryHandler(config, { description: 'memory', deliver: async (inquiry) => void stored.push(inquiry) }),
  );
  return { handler, stored };
}

describe('AWS Lambda adapter', () => {
  it('handles a JSON post from another origin', async () => {
    const { handler, stored } = lambda();
    const result = await handler(await fixture('lambda-json-post'));
    expect(result).toEqual({
      statusCode: 200,
      headers: {
        'access-control-allow-origin': 'https://www.example.com',
        'access-control-expose-headers': 'Retry-After',
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
        vary: 'Origin',
        'x-content-type-options': 'nosniff',
      },
      body: '{"ok":true}',
      isBase64Encoded: false,
    });
    expect(stored).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'We would like a quote for a FHIR integration.\nCan we talk next week?',
      }),
    ]);
  });

  it('decodes a base64 form post and redirects back to the contact page', async () => {
    const { handler, stored } = lambda({ contactPath: 'https://www.example.com/contact/' });
    const result = await handler(await fixture('lambda-form-post-base64'));
    expect(result).toMatchObject({ statusCode: 303, body: '', isBase64Encoded: false });
    expect(result.headers.location).toBe('https://www.example.com/contact/#inquiry-sent');
    expect(stored).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', email: 'grace@example.com', message: 'Please call me about COBOL & Java.' }),
    ]);
  });

  it('answers 405 to a method a Fetch Request cannot carry, instead of failing the invocation', async () => {
    const { handler } = lambda();
    const event = await fixture('lambda-json-post');
    const trace = { ...event, requestContext: { ...event.requestContext, http: { ...event.requestContext.http, method: 'TRACE' } } };
    const result = await handler(trace);
    expect(result.statusCode).toBe(405);
    expect(result.headers.allow).toBe('POST, OPTIONS');
    expect(JSON.parse(result.body)).toEqual({ error: 'TRACE is not allowed here: send the inquiry with POST.' });
  });

  it('answers a preflight with 204 and the CORS headers', async () => {
    const { handler } = lambda();
    const result = await handler(await fixture('lambda-preflight'));
    expect(result.statusCode).toBe(204);
    expect(result.body).toBe('');
    expect(result.headers).toMatchObject({
      'access-control-allow-origin': 'https://www.example.com',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Content-Type',
    });
  });

  it('rate limits by the source IP of the request context', async () => {
    const { handler } = lambda({ rateLimit: { requests: 1, windowMs: 60_000 } });
    const event = await fixture('lambda-json-post');
    expect((await handler(event)).statusCode).toBe(200);
    const refused = await handler(event);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    const elsewhere = {
      ...event,
      requestContext: { ...event.requestContext, http: { ...event.requestContext.http, sourceIp: '192.0.2.1' } },
    };
    expect((await handler(elsewhere)).statusCode).toBe(200);
  });

  it('builds the request URL, headers and cookies as the 2.0 format defines them', async () => {
    const event = { ...(await fixture('lambda-json-post')), rawQueryString: 'source=footer&utm=a%20b' };
    const request = toRequest(event);
    expect(request.url).toBe('https://k3wqz7mfgdpy5vcaoxnu2hb6re0lsjti.lambda-url.eu-central-1.on.aws/api/inquiry?source=footer&utm=a%20b');
    expect(request.method).toBe('POST');
    expect(request.headers.get('cookie')).toBe('theme=dark; consent=analytics%3Dno');
    expect(request.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(await request.json()).toMatchObject({ name: 'Ada Lovelace' });
    expect(toRequest(await fixture('lambda-preflight')).body).toBeNull();
  });

  it('returns Set-Cookie values as cookies and binary bodies as base64', async () => {
    const headers = new Headers({ 'content-type': 'application/octet-stream', 'cache-control': 'no-store' });
    headers.append('set-cookie', 'a=1; Secure');
    headers.append('set-cookie', 'b=2; HttpOnly');
    const result = await toResult(new Response(new Uint8Array([0, 255, 1]), { status: 201, headers }));
    expect(result).toEqual({
      statusCode: 201,
      headers: { 'content-type': 'application/octet-stream', 'cache-control': 'no-store' },
      cookies: ['a=1; Secure', 'b=2; HttpOnly'],
      body: 'AP8B',
      isBase64Encoded: true,
    });
  });
});
