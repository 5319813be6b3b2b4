import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSiteOutput } from './read-site-output.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitegen-check-output-'));
  await mkdir(join(dir, 'blog', 'first-post'), { recursive: true });
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<title>Home</title>');
  await writeFile(join(dir, '404.html'), '<title>Not found</title>');
  await writeFile(join(dir, 'blog', 'first-post', 'index.html'), '<title>First</title>');
  await writeFile(join(dir, 'assets', 'main.css'), 'a{}');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('readSiteOutput', () => {
  it('lists every file with forward slashes and parses every page, at the address a host serves it', async () => {
    const output = await readSiteOutput(dir, 'docs');
    expect(output.base).toBe('/docs/');
    expect([...output.files].sort()).toEqual(['404.html', 'assets/main.css', 'blog/first-post/index.html', 'index.html']);
    expect(output.pages.map((page) => [page.url, page.file, page.facts.title])).toEqual([
      ['/docs/', 'index.html', 'Home'],
      ['/docs/404.html', '404.html', 'Not found'],
      ['/docs/blog/first-post/', 'blog/first-post/index.html', 'First'],
    ]);
    expect(new TextDecoder().decode(await output.read('assets/main.css'))).toBe('a{}');
  });
});
