import { describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir } from '../../test/support/project.ts';
import { builtBase } from './built-base.ts';

/** A folder holding a 404 page that links the given stylesheet tag. */
async function folderWith(notFoundPage: string | undefined): Promise<string> {
  const dir = await makeTempDir('sitegen-built-base-');
  if (notFoundPage !== undefined) await writeFile(join(dir, '404.html'), notFoundPage);
  return dir;
}

const pageLinking = (link: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>${link}</head><body><h1>Not found</h1></body></html>`;

describe('builtBase', () => {
  it('reads the base from the stylesheet the 404 page links', async () => {
    for (const [link, base] of [
      ['<link rel="stylesheet" href="/repo/assets/main.3f2a1b9c0d.css"/>', '/repo/'],
      ['<link rel="stylesheet" href="/assets/main.3f2a1b9c0d.css"/>', '/'],
      ['<link href="/a/b/assets/main.css" rel="stylesheet">', '/a/b/'],
      ['<link rel="stylesheet" href="https://example.com/docs/assets/main.css">', '/docs/'],
      ['<link rel="stylesheet" href="/assets/assets/main.css">', '/assets/'],
      ['<link rel="icon" href="/repo/favicon.svg"><link rel="stylesheet" href="/repo/assets/main.css">', '/repo/'],
    ] as const) {
      expect(await builtBase(await folderWith(pageLinking(link))), link).toBe(base);
    }
  });

  it('falls back to the root without a 404 page, a stylesheet, or one under assets/', async () => {
    expect(await builtBase(await folderWith(undefined))).toBe('/');
    expect(await builtBase(await folderWith(pageLinking('<link rel="icon" href="/repo/assets/icon.svg">')))).toBe('/');
    expect(await builtBase(await folderWith(pageLinking('<link rel="stylesheet" href="/repo/style.css">')))).toBe('/');
  });
});
