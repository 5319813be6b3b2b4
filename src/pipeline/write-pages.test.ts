import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { defineSite } from '../definition/define-site.ts';
import { redirect } from '../definition/routes.ts';
import { createSitePaths } from '../render/site-paths.ts';
import { OutsideOutputError } from '../output/output-files.ts';
import { writePages } from './write-pages.ts';

/** A folder holding the output (`out`), so that a file written beside it can be looked for. */
let workDir: string;
let outDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'sitegen-write-pages-'));
  outDir = join(workDir, 'out');
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

const definition = defineSite({
  content: {},
  settings: () => ({ url: 'https://example.com', language: 'en' }),
  routes: () => [],
  document: ({ children }) => createElement('html', null, createElement('body', null, children)),
});
const env = {
  definition,
  data: {},
  settings: { url: 'https://example.com', language: 'en' },
  paths: createSitePaths('https://example.com', '/'),
  assets: {},
};
const moved = redirect({ from: '/old', to: '/new' });

describe('the files a build writes', () => {
  it('are refused as pages too when streamed, before anything is written outside', async () => {
    const writing = writePages([{ route: moved, file: '../moved/index.html' }], env, { outDir, mode: { kind: 'streamed' } });
    await expect(writing).rejects.toThrow(OutsideOutputError);
    expect(existsSync(join(workDir, 'moved'))).toBe(false);
  });
});
