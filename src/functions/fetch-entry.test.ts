import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchEntry } from './fetch-entry.ts';
import type { FunctionContext } from './server-function.ts';

const variable = 'SITEGEN_FETCH_ENTRY_TEST';
beforeAll(() => {
  process.env[variable] = 'from the process';
});
afterAll(() => {
  // process.env turns any value it is given into a string, undefined included: unset is Reflect's to do.
  Reflect.deleteProperty(process.env, variable);
});

/** The context the function was called with, for a call made as a host makes it. */
async function contextOf(...platform: [unknown?, unknown?]): Promise<FunctionContext> {
  let given: FunctionContext | undefined;
  const entry = fetchEntry({
    fetch(_request, context) {
      given = context;
      return new Response('ok');
    },
  });
  expect(await (await entry.fetch(new Request('https://example.com/api/echo'), ...platform)).text()).toBe('ok');
  if (given === undefined) throw new Error('the function was not called');
  return given;
}

describe('the Fetch entry', () => {
  it('gives a function called with the request alone (Vercel, Node) the process environment', async () => {
    const context = await contextOf();
    expect(context.clientAddress).toBeUndefined();
    expect(context.env[variable]).toBe('from the process');
  });

  it("takes the client's address from Netlify's context", async () => {
    const context = await contextOf({ ip: '203.0.113.7', geo: { city: 'Oslo' } });
    expect(context.clientAddress).toBe('203.0.113.7');
    expect(context.env.ip).toBeUndefined();
  });

  it("adds Cloudflare's text bindings to the environment, and takes no address from them", async () => {
    const bindings = { GREETING: 'hello', [variable]: 'from the binding', ip: '198.51.100.1', STORE: { get() {} } };
    const context = await contextOf(bindings, { waitUntil() {} });
    expect(context.clientAddress).toBeUndefined();
    expect(context.env).toMatchObject({ GREETING: 'hello', [variable]: 'from the binding', ip: '198.51.100.1' });
    expect(context.env.STORE).toBeUndefined();
  });
});
