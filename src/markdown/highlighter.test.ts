import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { makeTempDir } from '../../test/support/project.ts';
import { createCodeHighlighter } from './highlighter.ts';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir('sitegen-highlight-');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const java = { code: 'record Point(int x, int y) {}', lang: 'java' };
const yaml = { code: 'server:\n  port: 8080', lang: 'yaml' };

describe('code highlighting cache', () => {
  it('gives the same markup from the cache as from shiki', async () => {
    const cacheFile = join(dir, 'same.json');
    const fresh = await createCodeHighlighter([java, yaml], { file: cacheFile });
    const cached = await createCodeHighlighter([java, yaml], { file: cacheFile });
    for (const block of [java, yaml]) {
      expect(toHtml(cached.highlight(block.code, block.lang))).toBe(toHtml(fresh.highlight(block.code, block.lang)));
    }
    expect(toHtml(fresh.highlight(java.code, java.lang))).toContain('style="color:');
  });

  it('reads unchanged blocks from the cache and highlights changed ones afresh', async () => {
    const cacheFile = join(dir, 'changed.json');
    await createCodeHighlighter([java], { file: cacheFile });
    // Tamper with the cached entry: if the next run shows it, the cache was read.
    const cache = JSON.parse(await readFile(cacheFile, 'utf8')) as { entries: Record<string, { properties: Record<string, unknown> }> };
    for (const entry of Object.values(cache.entries)) entry.properties.dataFromCache = 'yes';
    await writeFile(cacheFile, JSON.stringify(cache));

    const changed = { code: 'record Point(long x, long y) {}', lang: 'java' };
    const highlighter = await createCodeHighlighter([java, changed], { file: cacheFile });
    expect(toHtml(highlighter.highlight(java.code, 'java'))).toContain('data-from-cache="yes"');
    expect(toHtml(highlighter.highlight(changed.code, 'java'))).not.toContain('data-from-cache');
    expect(toHtml(highlighter.highlight(changed.code, 'java'))).toContain('long');
  });

  it('ignores a cache written by another version, and one that is not JSON', async () => {
    const cacheFile = join(dir, 'other.json');
    await createCodeHighlighter([java], { file: cacheFile });
    const cache = JSON.parse(await readFile(cacheFile, 'utf8')) as { version: string; entries: Record<string, { properties: Record<string, unknown> }> };
    for (const entry of Object.values(cache.entries)) entry.properties.dataFromCache = 'yes';
    await writeFile(cacheFile, JSON.stringify({ ...cache, version: 'shiki 0.0.1' }));
    expect(toHtml((await createCodeHighlighter([java], { file: cacheFile })).highlight(java.code, 'java'))).not.toContain('data-from-cache');

    await writeFile(cacheFile, '{ not json');
    expect(toHtml((await createCodeHighlighter([java], { file: cacheFile })).highlight(java.code, 'java'))).toContain('style="color:');
  });

  it('keeps the blocks of other pages while a build highlights only some, and only the latest blocks once it highlights every one', async () => {
    const cacheFile = join(dir, 'pruned.json');
    await createCodeHighlighter([java, yaml], { file: cacheFile, everyBlock: true });
    const entries = async () => Object.keys((JSON.parse(await readFile(cacheFile, 'utf8')) as { entries: object }).entries);
    const changed = { code: 'x: 1', lang: 'yaml' };
    await createCodeHighlighter([changed], { file: cacheFile });
    expect(await entries()).toHaveLength(3);
    await createCodeHighlighter([java, changed], { file: cacheFile, everyBlock: true });
    expect(await entries()).toHaveLength(2);
    await createCodeHighlighter([java], { file: cacheFile, everyBlock: true });
    expect(await entries()).toHaveLength(1);
  });
});
