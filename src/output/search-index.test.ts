import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { makeTempDir } from '../../test/support/project.ts';
import type { IndexPartCache } from '../cache/index-parts.ts';
import { searchIndexPartFolder, searchPage, splitIntoParts, writeSearchIndex } from './search-index.ts';

describe('the page Pagefind indexes for a document', () => {
  const document = {
    path: '/blog/tuning-jvm-pauses',
    title: 'Pauses <under> 10 ms & "why"',
    filters: { category: 'Java & JVM' },
    html: '<p>G1 keeps <code>-XX:MaxGCPauseMillis</code> as a goal.</p><div data-pagefind-ignore="">Copy code</div>',
  };
  const $ = cheerio.load(searchPage(document, 'en-GB'));

  it('holds the title as its result title and each filter, as text', () => {
    expect($('[data-pagefind-meta="title"]').text()).toBe(document.title);
    expect($('title').text()).toBe(document.title);
    expect($('[data-pagefind-filter="category"]').text()).toBe(document.filters.category);
  });

  it('searches the body as the page shows it, and nothing around it', () => {
    expect($('[data-pagefind-body]').html()).toBe(document.html);
    expect($('[data-pagefind-body]').find('[data-pagefind-meta], [data-pagefind-filter]')).toHaveLength(0);
  });

  it("is in the site's language, which picks Pagefind's word stemming", () => {
    expect($('html').attr('lang')).toBe('en-GB');
  });
});

describe('the parts of the index', () => {
  const documents = (count: number, from = 0) =>
    Array.from({ length: count }, (_, index) => ({
      path: `/notes/${from + index}`,
      title: `Note ${from + index}`,
      filters: {},
      html: '<p>x</p>',
    }));
  const pathsOf = (parts: readonly (readonly { path: string }[])[]) => parts.map((part) => part.map((document) => document.path));

  it('are the fewest of about the part size, holding every document once, in path order', () => {
    const all = documents(2500);
    const parts = splitIntoParts(all, 1000);
    expect(parts).toHaveLength(3);
    for (const part of parts) {
      expect(part.length).toBeGreaterThan(700);
      expect(part.length).toBeLessThan(1100);
      expect(part.map((document) => document.path)).toEqual(part.map((document) => document.path).sort());
    }
    expect(pathsOf(parts).flat().sort()).toEqual(all.map((document) => document.path).sort());
    expect(splitIntoParts([], 1000)).toEqual([]);
  });

  it('keep their documents when one is added elsewhere, so that the other parts come from the cache', () => {
    const before = pathsOf(splitIntoParts(documents(2500), 1000));
    const after = pathsOf(splitIntoParts([...documents(2500), ...documents(1, 9000)], 1000));
    const changed = after.filter((part, index) => JSON.stringify(part) !== JSON.stringify(before[index]));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toContain('/notes/9000');
  });
});

describe('what the index leaves out', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await makeTempDir('sitegen-search-exclude-');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Keeps nothing, and notes the key of every part it is asked for. */
  const recordingCache = (keys: string[]): IndexPartCache => ({
    take: async (key) => {
      keys.push(key);
      return false;
    },
    keep: async () => undefined,
    sweep: async () => undefined,
  });
  /** The text Pagefind holds of each page of the index in `outDir`: its fragments, unpacked. */
  const indexedText = async (outDir: string) => {
    const folder = join(outDir, searchIndexPartFolder(1), 'fragment');
    const fragments = await Promise.all((await readdir(folder)).map((name) => readFile(join(folder, name))));
    return fragments.map((fragment) => gunzipSync(fragment).toString('utf8')).join('\n');
  };
  const documents = [
    {
      path: '/notes/caching',
      title: 'Caching',
      filters: {},
      html: '<p>Keep the cache warm.</p><pre><code>cache.put(zanzibarKey, value)</code></pre>',
    },
  ];

  it('leaves out what the selectors match, and makes a part with other selectors again rather than take it from the cache', async () => {
    const keys: string[] = [];
    const whole = join(dir, 'whole');
    const prose = join(dir, 'prose');
    await writeSearchIndex(whole, documents, { language: 'en', partSize: 10, cache: recordingCache(keys) });
    await writeSearchIndex(prose, documents, { language: 'en', partSize: 10, exclude: ['pre'], cache: recordingCache(keys) });
    expect(await indexedText(whole)).toContain('zanzibarKey');
    const text = await indexedText(prose);
    expect(text).toContain('Keep the cache warm.');
    expect(text).not.toContain('zanzibarKey');
    expect(new Set(keys).size).toBe(2);
  });
});
