import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { lambdaHandler, type LambdaHttpEvent } from '../../../src/functions/lambda-adapter.ts';
import { defaultHandlerConfig, type HandlerConfig } from './config.ts';
import { inquiryFunction } from './inquiry-function.ts';
import { createInquiryHandler } from './inquiry-handler.ts';
import type { StoredInquiry } from './sink.ts';

/** Events recorded in the shape a Lambda Function URL delivers (payload format 2.0). */
async function fixture(name: 'lambda-json-post' | 'lambda-form-post-base64' | 'lambda-preflight'): Promise<LambdaHttpEvent> {
  return JSON.parse(await readFile(new URL(`fixtures/${name}.json`, import.meta.url), 'utf8')) as LambdaHttpEvent;
}

function lambda(overrides: Partial<HandlerConfig> = {}) {
  const stored: StoredInquiry[] = [];
  const config = { ...defaultHandlerConfig, allowedOrigins: ['https://www.example.com'], ...overrides };
  const handle = createInquiryHandler(config, { description: 'memory', deliver: async (inquiry) => void stored.push(inquiry) });
  const handler = lambdaHandler(
    inquiryFunction(() => handle),
    {},
  );
  return { handler, stored };
}

describe('the inquiry handler on AWS Lambda', () => {
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
});
