import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { lambdaHandler, toRequest, toResult, type LambdaHttpEvent } from './lambda-adapter.ts';
import type { FunctionContext, ServerFunction } from './server-function.ts';

/** An event in the shape a Lambda Function URL delivers (payload format 2.0): a binary POST, so base64, with a query and cookies. */
async function binaryPost(): Promise<LambdaHttpEvent> {
  return JSON.parse(await readFile(new URL('fixtures/lambda-binary-post.json', import.meta.url), 'utf8')) as LambdaHttpEvent;
}

const withMethod = (event: LambdaHttpEvent, method: string): LambdaHttpEvent => ({
  ...event,
  requestContext: { ...event.requestContext, http: { ...event.requestContext.http, method } },
});

/** A function that answers with what it was given, and keeps each context. */
function echo(): { fn: ServerFunction; contexts: FunctionContext[] } {
  const contexts: FunctionContext[] = [];
  const fn: ServerFunction = {
    async fetch(request, context) {
      contexts.push(context);
      const body = new Uint8Array(await request.arrayBuffer());
      return new Response(body, { headers: { 'content-type': 'application/octet-stream', 'x-method': request.method } });
    },
  };
  return { fn, contexts };
}

describe('the AWS Lambda adapter', () => {
  it("hands the function the event's request, its source IP and the environment, and returns its answer", async () => {
    const { fn, contexts } = echo();
    const event = await binaryPost();
    const result = await lambdaHandler(fn, { GREETING: 'hello' })(event);
    expect(result).toEqual({
      statusCode: 200,
      headers: { 'content-type': 'application/octet-stream', 'x-method': 'POST' },
      body: event.body,
      isBase64Encoded: true,
    });
    expect(contexts).toEqual([{ clientAddress: '203.0.113.7', env: { GREETING: 'hello' } }]);
  });

  it('answers 501 to a method a Fetch Request cannot carry, instead of failing the invocation, and never calls the function', async () => {
    const { fn, contexts } = echo();
    const result = await lambdaHandler(fn, {})(withMethod(await binaryPost(), 'TRACE'));
    expect([result.statusCode, result.body]).toEqual([501, 'TRACE requests cannot be answered here.\n']);
    expect(contexts).toEqual([]);
  });

  it('builds the request URL, headers, cookies and body as the 2.0 format defines them', async () => {
    const event = await binaryPost();
    const request = toRequest(event);
    expect(request.url).toBe('https://k3wqz7mfgdpy5vcaoxnu2hb6re0lsjti.lambda-url.eu-central-1.on.aws/api/echo?greeting=hello&to=a%20b');
    expect(request.method).toBe('POST');
    expect(request.headers.get('cookie')).toBe('theme=dark; consent=analytics%3Dno');
    expect(request.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(Buffer.from(await request.arrayBuffer())).toEqual(Buffer.from(event.body ?? '', 'base64'));
    const text = { ...event, body: 'plain text', isBase64Encoded: false };
    expect(await toRequest(text).text()).toBe('plain text');
    expect(toRequest(withMethod(event, 'GET')).body).toBeNull();
  });

  it('returns Set-Cookie values as cookies, text as text and other bodies as base64', async () => {
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
    const json = await toResult(new Response('{"ok":true}', { headers: { 'content-type': 'application/json; charset=utf-8' } }));
    expect([json.body, json.isBase64Encoded]).toEqual(['{"ok":true}', false]);
  });
});
