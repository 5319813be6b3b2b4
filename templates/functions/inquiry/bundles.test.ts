import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LambdaHttpHandler } from '../../../src/functions/lambda-adapter.ts';
import { writeFunctions } from '../../../src/functions/write-functions.ts';
import { repoRoot } from '../../../test/support/project.ts';
import site from '../../site.ts';

let folder: string;
const saved = { ...process.env };

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'sitegen-inquiry-bundle-'));
  // Both entries read their configuration from the environment, as a deployment does.
  Object.assign(process.env, { INQUIRY_SINK: 'file', INQUIRY_FILE: join(folder, 'inquiries.jsonl'), INQUIRY_RATE_LIMIT: 'off' });
  const declared = site.functions?.inquiry;
  if (declared === undefined) throw new Error('templates/site.ts declares no inquiry function');
  // As `sitegen build` bundles what the site declares.
  await writeFunctions([{ name: 'inquiry', path: declared.path, file: join(repoRoot, declared.module) }], folder, repoRoot);
});

afterAll(async () => {
  for (const name of ['INQUIRY_SINK', 'INQUIRY_FILE', 'INQUIRY_RATE_LIMIT']) {
    // process.env turns any value it is given into a string, undefined included: unset is Reflect's to do.
    if (saved[name] === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = saved[name];
  }
  await rm(folder, { recursive: true, force: true });
});

const inquiry = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello from a bundle' };

/** Self-contained: the only imports left would be Node built-ins, and there are none. */
async function expectSelfContained(file: string) {
  const code = await readFile(file, 'utf8');
  expect(code).not.toMatch(/^\s*import\b.*\bfrom\s*["']/m);
  expect(code).not.toMatch(/\brequire\(["']zod/);
}

describe("the inquiry handler's bundles, as the build makes them", () => {
  it('bundles the fetch entry into one module that handles a request', async () => {
    const file = join(folder, 'inquiry.mjs');
    await expectSelfContained(file);
    const entry = (await import(pathToFileURL(file).href)) as {
      default: { fetch(request: Request, context?: unknown): Promise<Response> };
    };
    const request = new Request('https://example.netlify.app/api/inquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(inquiry),
    });
    const response = await entry.default.fetch(request, { ip: '203.0.113.7' });
    expect([response.status, await response.json()]).toEqual([200, { ok: true }]);
    expect(JSON.parse(await readFile(join(folder, 'inquiries.jsonl'), 'utf8'))).toMatchObject(inquiry);
  });

  it('bundles the Lambda entry into one module whose handler answers an event', async () => {
    const file = join(folder, 'inquiry-lambda.mjs');
    await expectSelfContained(file);
    const { handler } = (await import(pathToFileURL(file).href)) as { handler: LambdaHttpHandler };
    const event = JSON.parse(
      await readFile(new URL('fixtures/lambda-form-post-base64.json', import.meta.url), 'utf8'),
    ) as Parameters<LambdaHttpHandler>[0];
    const result = await handler(event);
    // The form's page is on another origin than the function, so without INQUIRY_CONTACT_PATH the visitor is sent to /.
    expect([result.statusCode, result.headers.location]).toEqual([303, '/#inquiry-sent']);
  });
});
