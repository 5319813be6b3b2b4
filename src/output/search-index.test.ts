import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir } from '../../test/support/project.ts';
import type { IndexPartCache } from '../cache/index-parts.ts';
import { filesIn } from '../../test/support/built-site.ts';
import { searchFilters, searchFragments, searchRecords } from './test-support/search-fragments.ts';
import { searchIndexPartFolder, searchPage, splitIntoParts, writeSearchIndex } from './search-index.ts';
import { stagingFolderFor } from './staging-folder.ts';

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

describe('what the index holds', () => {
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
  const fragmentsOf = (outDir: string, part = 1) => searchFragments(join(outDir, searchIndexPartFolder(part)));
  const indexedText = async (outDir: string) => (await fragmentsOf(outDir)).join('\n');
  const recordsOf = (outDir: string, part = 1) => searchRecords(join(outDir, searchIndexPartFolder(part)));
  const documents = [
    {
      path: '/notes/caching',
      title: 'Caching',
      filters: {},
      html: '<p>Keep the cache warm.</p><pre><code>cache.put(zanzibarKey, value)</code></pre><aside>Quokka footnote</aside>',
    },
  ];

  it('leaves out what the selectors match, and makes a part with other selectors again rather than take it from the cache', async () => {
    const keys: string[] = [];
    const whole = join(dir, 'whole');
    const prose = join(dir, 'prose');
    await writeSearchIndex(whole, documents, { language: 'en', partSize: 10, cache: recordingCache(keys) });
    await writeSearchIndex(prose, documents, { language: 'en', partSize: 10, exclude: ['pre', 'aside'], cache: recordingCache(keys) });
    expect(await indexedText(whole)).toContain('zanzibarKey');
    expect(await indexedText(whole)).toContain('Quokka');
    const text = await indexedText(prose);
    expect(text).toContain('Keep the cache warm.');
    expect(text).not.toContain('zanzibarKey');
    expect(text).not.toContain('Quokka');
    expect(new Set(keys).size).toBe(2);
  });

  it('weights the elements the weights name, each an anchor of its page, and makes a part weighted otherwise again', async () => {
    const keys: string[] = [];
    const weighted = join(dir, 'weighted');
    await writeSearchIndex(weighted, documents, { language: 'en', partSize: 10, weights: { pre: 0.2 }, cache: recordingCache(keys) });
    await writeSearchIndex(join(dir, 'weighted-more'), documents, {
      language: 'en',
      partSize: 10,
      weights: { pre: 0.5 },
      cache: recordingCache(keys),
    });
    const [record] = await recordsOf(weighted);
    expect(record?.content).toContain('cache.put(zanzibarKey, value)');
    const words = record?.content.split(/\s+/) ?? [];
    const [anchor] = record?.anchors ?? [];
    expect(anchor).toEqual({ element: 'pre', id: 'pagefind-weighted-1', text: 'cache.put(zanzibarKey, value)', location: 4 });
    expect(words[anchor?.location ?? -1]).toBe('cache.put(zanzibarKey,');
    expect(new Set(keys).size).toBe(2);
  });

  it('indexes each part with its own documents, around a part taken from the cache, and leaves no pages behind', async () => {
    const outDir = join(dir, 'parts');
    const notes = Array.from({ length: 9 }, (_, index) => ({
      path: `/notes/${index}`,
      title: `Note ${index}`,
      filters: {},
      html: `<p>Note ${index}.</p>`,
    }));
    const kept: string[] = [];
    let asked = 0;
    // Has the second part, and keeps the others' folders.
    const cache: IndexPartCache = {
      take: async (_key, target) => {
        asked += 1;
        if (asked !== 2) return false;
        await mkdir(target, { recursive: true });
        await writeFile(join(target, 'from-cache'), '');
        return true;
      },
      keep: async (_key, source) => {
        kept.push(source);
      },
      sweep: async () => undefined,
    };
    expect((await writeSearchIndex(outDir, notes, { language: 'en', partSize: 3, cache })).parts).toEqual([1, 2, 3]);
    const urlsOf = async (part: number) => (await recordsOf(outDir, part)).map((record) => record.url);
    const expected = splitIntoParts(notes, 3).map((part) => part.map((note) => `${note.path}/`).sort());
    expect((await urlsOf(1)).sort()).toEqual(expected[0]);
    expect(await readdir(join(outDir, searchIndexPartFolder(2)))).toEqual(['from-cache']);
    expect((await urlsOf(3)).sort()).toEqual(expected[2]);
    // Parts are made side by side: whichever ends first is kept first.
    expect([...kept].sort()).toEqual([join(outDir, searchIndexPartFolder(1)), join(outDir, searchIndexPartFolder(3))]);
    expect(existsSync(stagingFolderFor(outDir, 0))).toBe(false);
  });

  it('makes the same index with several Pagefind processes at once as with one', async () => {
    const notes = Array.from({ length: 12 }, (_, index) => ({
      path: `/notes/${index}`,
      title: `Note ${index}`,
      filters: { topic: index % 2 === 0 ? 'even' : 'odd' },
      html: `<p>Note ${index} of twelve.</p>`,
    }));
    const indexWith = async (processes: number) => {
      const outDir = join(dir, `processes-${processes}`);
      const made = await writeSearchIndex(outDir, notes, { language: 'en', partSize: 3, cache: recordingCache([]), processes });
      return Promise.all(made.parts.map((part) => fragmentsOf(outDir, part)));
    };
    const one = await indexWith(1);
    expect(one.flat()).toHaveLength(12);
    expect(await indexWith(4)).toEqual(one);
  });

  it('is the same bytes from the same documents, its filters and their values in order, each value naming its pages', async () => {
    const notes = Array.from({ length: 24 }, (_, index) => ({
      path: `/notes/${index}`,
      title: `Note ${index}`,
      filters: { year: String(2000 + (index % 5)), topic: `topic-${index % 8}` },
      html: `<p>Note ${index}.</p>`,
    }));
    const indexInto = async (name: string) => {
      const outDir = join(dir, name);
      await writeSearchIndex(outDir, notes, { language: 'en', partSize: 100, cache: recordingCache([]) });
      return join(outDir, searchIndexPartFolder(1));
    };
    const first = await indexInto('once');
    const second = await indexInto('twice');
    const files = await filesIn(first);
    expect(await filesIn(second)).toEqual(files);
    for (const file of files) expect((await readFile(join(second, file))).equals(await readFile(join(first, file))), file).toBe(true);

    const filters = await searchFilters(first);
    expect(filters.map(([filter]) => filter)).toEqual(['topic', 'year']);
    const topics = filters[0]?.[1] ?? [];
    expect(topics.map(([value]) => value)).toEqual(Array.from({ length: 8 }, (_, index) => `topic-${index}`));
    expect(topics[3]).toEqual(['topic-3', ['/notes/11/', '/notes/19/', '/notes/3/']]);
    expect(filters[1]?.[1][0]).toEqual(['2000', ['/notes/0/', '/notes/10/', '/notes/15/', '/notes/20/', '/notes/5/']]);
  });

  it('starts from the index the last call left: parts of the same pages stay, a changed one is made again, one no longer made goes', async () => {
    const notes = Array.from({ length: 9 }, (_, index) => ({
      path: `/notes/${index}`,
      title: `Note ${index}`,
      filters: { topic: `topic-${index % 2}` },
      html: `<p>Note ${index}, as first written.</p>`,
    }));
    const outDir = join(dir, 'kept-parts');
    const firstKeys: string[] = [];
    const first = await writeSearchIndex(outDir, notes, { language: 'en', partSize: 3, cache: recordingCache(firstKeys) });
    expect(first.parts).toEqual([1, 2, 3]);
    // A file of no index's own: it stays only where a part is left as it was.
    const marker = 'left-as-it-was';
    await Promise.all(first.parts.map((part) => writeFile(join(outDir, searchIndexPartFolder(part), marker), '')));

    const edited = notes.map((note) => (note.path === '/notes/4' ? { ...note, html: '<p>Note 4, rewritten with zephyrs.</p>' } : note));
    const editedPart = splitIntoParts(edited, 3).findIndex((part) => part.some((note) => note.path === '/notes/4')) + 1;
    const secondKeys: string[] = [];
    const options = { language: 'en', partSize: 3, cache: recordingCache(secondKeys) };
    const second = await writeSearchIndex(outDir, edited, { ...options, previous: first });
    expect(secondKeys).toHaveLength(1);
    for (const part of second.parts) {
      expect(existsSync(join(outDir, searchIndexPartFolder(part), marker)), `part ${part}`).toBe(part !== editedPart);
    }
    expect((await fragmentsOf(outDir, editedPart)).join('\n')).toContain('zephyrs');

    const otherSettings: string[] = [];
    const third = await writeSearchIndex(outDir, edited, {
      ...options,
      exclude: ['aside'],
      cache: recordingCache(otherSettings),
      previous: second,
    });
    expect(otherSettings).toHaveLength(3);

    const fewer = edited.slice(0, 4);
    const fourth = await writeSearchIndex(outDir, fewer, { ...options, previous: third });
    expect(fourth.parts).toEqual([1, 2]);
    expect((await readdir(join(outDir, 'pagefind'))).sort()).toEqual(['1', '2']);
    const urls = await Promise.all(fourth.parts.map(async (part) => (await recordsOf(outDir, part)).map((record) => record.url)));
    expect(urls.flat().sort()).toEqual(fewer.map((note) => `${note.path}/`).sort());
  });

  it('leaves out a part that no document falls in, and names only the parts it made', async () => {
    const note = (index: number) => ({ path: `/notes/${index}`, title: `Note ${index}`, filters: {}, html: `<p>Note ${index}.</p>` });
    // Two notes whose paths put them in the same one of two parts.
    const second = Array.from({ length: 50 }, (_, index) => index + 1).find((index) =>
      splitIntoParts([note(0), note(index)], 1).some((part) => part.length === 0),
    );
    if (second === undefined) throw new Error('no two of the first notes share a part');
    const notes = [note(0), note(second)];
    const used = splitIntoParts(notes, 1).findIndex((part) => part.length === 2) + 1;
    const outDir = join(dir, 'an-empty-part');
    expect((await writeSearchIndex(outDir, notes, { language: 'en', partSize: 1, cache: recordingCache([]) })).parts).toEqual([used]);
    expect(await readdir(join(outDir, 'pagefind'))).toEqual([String(used)]);
    expect((await recordsOf(outDir, used)).map((record) => record.url).sort()).toEqual(['/notes/0/', `/notes/${second}/`]);
  });

  it('indexes none of the pages a killed build left where it stages its own, and leaves none there', async () => {
    const outDir = join(dir, 'after-a-killed-build');
    const staging = join(dir, 'staged-for-pagefind');
    const leftover = join(staging, '1', 'notes', 'gone');
    await mkdir(leftover, { recursive: true });
    await writeFile(
      join(leftover, 'index.html'),
      searchPage({ path: '/notes/gone', title: 'Gone', filters: {}, html: '<p>Gone.</p>' }, 'en'),
    );
    await writeSearchIndex(outDir, documents, { language: 'en', partSize: 10, cache: recordingCache([]), staging });
    expect((await recordsOf(outDir)).map((record) => record.url)).toEqual(['/notes/caching/']);
    expect(existsSync(staging)).toBe(false);
  });

  it('gives each result the address a static host serves its page at', async () => {
    const outDir = join(dir, 'addresses');
    await writeSearchIndex(outDir, documents, { language: 'en', partSize: 10, cache: recordingCache([]) });
    const [record] = await recordsOf(outDir);
    expect(record?.url).toBe('/notes/caching/');
    expect(record?.meta.title).toBe('Caching');
  });
});
