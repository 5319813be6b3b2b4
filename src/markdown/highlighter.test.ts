import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir } from '../../test/support/project.ts';
import { createCodeHighlighter } from './test-support/code-highlighter.ts';
import { cachedBlocks, editShards } from './test-support/cache-files.ts';
import { storedInOneByte } from './test-support/stored-in-one-byte.ts';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir('sitegen-highlight-');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const java = { code: 'record Point(int x, int y) {}', lang: 'java' };
const yaml = { code: 'server:\n  port: 8080', lang: 'yaml' };

/** Marks every cached block: a block shown with the mark came from the cache. */
const markCachedBlocks = (folder: string, version?: string) =>
  editShards(folder, (shard) => {
    const marked = Object.entries(shard.entries).map(([key, html]) => [key, html.replace('<pre ', '<pre data-from-cache="yes" ')]);
    return { version: version ?? shard.version, entries: Object.fromEntries(marked) };
  });

describe('code highlighting cache', () => {
  it('keeps the markup of code in Latin-1 one byte a character, as a build holds every block until it saves the cache', async () => {
    const highlighted = (await createCodeHighlighter([java])).highlight(java.code, java.lang);
    expect(highlighted).toContain('Point');
    expect(storedInOneByte(highlighted)).toBe(true);
  });

  it('gives the same markup from the cache as from shiki', async () => {
    const folder = join(dir, 'same');
    const fresh = await createCodeHighlighter([java, yaml], { folder });
    const cached = await createCodeHighlighter([java, yaml], { folder });
    for (const block of [java, yaml]) {
      expect(cached.highlight(block.code, block.lang)).toBe(fresh.highlight(block.code, block.lang));
    }
    expect(fresh.highlight(java.code, java.lang)).toMatch(/<span class="l\d+ d\d+">/);
  });

  it('reads unchanged blocks from the cache and highlights changed ones afresh', async () => {
    const folder = join(dir, 'changed');
    await createCodeHighlighter([java], { folder });
    await markCachedBlocks(folder);

    const changed = { code: 'record Point(long x, long y) {}', lang: 'java' };
    const highlighter = await createCodeHighlighter([java, changed], { folder });
    expect(highlighter.highlight(java.code, 'java')).toContain('data-from-cache="yes"');
    expect(highlighter.highlight(changed.code, 'java')).not.toContain('data-from-cache');
    expect(highlighter.highlight(changed.code, 'java')).toContain('long');
  });

  it('ignores a cache written by another version, and one that is not JSON', async () => {
    const folder = join(dir, 'other');
    await createCodeHighlighter([java], { folder });
    await markCachedBlocks(folder, 'shiki 0.0.1');
    expect((await createCodeHighlighter([java], { folder })).highlight(java.code, 'java')).not.toContain('data-from-cache');

    for (const file of await readdir(folder)) await writeFile(join(folder, file), '{ not json');
    expect((await createCodeHighlighter([java], { folder })).highlight(java.code, 'java')).toMatch(/<span class="l\d+ d\d+">/);
  });

  it('keeps the blocks of other pages while a build highlights only some, and only the latest blocks once it highlights every one', async () => {
    const folder = join(dir, 'pruned');
    await createCodeHighlighter([java, yaml], { folder, everyBlock: true });
    const entries = async () => Object.keys(await cachedBlocks(folder));
    const changed = { code: 'x: 1', lang: 'yaml' };
    await createCodeHighlighter([changed], { folder });
    expect(await entries()).toHaveLength(3);
    await createCodeHighlighter([java, changed], { folder, everyBlock: true });
    expect(await entries()).toHaveLength(2);
    await createCodeHighlighter([java], { folder, everyBlock: true });
    expect(await entries()).toHaveLength(1);
  });

  it('writes only the shard file of a block it added', async () => {
    const folder = join(dir, 'sharded');
    const many = Array.from({ length: 40 }, (_, index) => ({ code: `port: ${8000 + index}`, lang: 'yaml' }));
    await createCodeHighlighter(many, { folder, everyBlock: true });
    const files = await readdir(folder);
    expect(files.length).toBeGreaterThan(8);
    const writtenAt = async () =>
      Object.fromEntries(await Promise.all(files.map(async (file) => [file, (await stat(join(folder, file))).mtimeMs])));
    const before = await writtenAt();

    await createCodeHighlighter([many[0]!, { code: 'port: 9999', lang: 'yaml' }], { folder });
    const after = await writtenAt();
    expect(files.filter((file) => after[file] !== before[file])).toHaveLength(1);
    expect(Object.keys(await cachedBlocks(folder))).toHaveLength(41);
  });
});

describe('code highlighting on a busy machine', () => {
  it('tokenizes every line whole, however long it takes', async () => {
    const arrow = { code: 'const unfinished = changes.filter((change) => !change.staged);', lang: 'typescript' };
    const expected = (await createCodeHighlighter([arrow])).highlight(arrow.code, arrow.lang);
    // Each reading of the clock a second after the last: shiki's default time limit would cut the line short.
    const realNow = Date.now;
    let clock = realNow();
    Date.now = () => (clock += 1000);
    try {
      expect((await createCodeHighlighter([arrow])).highlight(arrow.code, arrow.lang)).toBe(expected);
    } finally {
      Date.now = realNow;
    }
  });
});

describe('code highlighting over many builds in one thread', () => {
  it('starts shiki once, not once a build, as the dev server builds on every save', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // Themes no other test highlights in: their shiki is started here.
      const themes = { light: 'min-light', dark: 'nord' } as const;
      for (let save = 1; save <= 20; save += 1) {
        const block = { code: `let saved = ${save};`, lang: 'typescript' };
        expect((await createCodeHighlighter([block], {}, themes)).highlight(block.code, block.lang)).toContain(`${save}`);
      }
      // shiki warns when the count of highlighters it started reaches a tenth: one a build made 20, and two warnings.
      const shikiWarnings = warn.mock.calls.filter(([message]) => String(message).startsWith('[Shiki]'));
      expect(shikiWarnings.length).toBeLessThanOrEqual(1);
    } finally {
      warn.mockRestore();
    }
  });
});
