import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendFile, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { generateCorpus, type GeneratedPost } from '../../bench/scale/generate-corpus.ts';
import { build, type BuildOptions } from '../../src/build.ts';
import { copyProject, type TempProject } from '../support/project.ts';
import { launchBrowser, viewports, withPage } from './support/browser.ts';
import { startStaticHost, type StaticHost } from './support/static-host.ts';

/*
 * A blog of 60 generated posts: a delta may hold up to three articles (a twentieth).
 * Three posts get made-up words no generated text contains, so that a search finds
 * exactly the posts it should:
 *   A: "marrowfat" (later replaced by "quillwort"), B: "marrowfat" and "zephyrine", C: "zephyrine".
 */
let project: TempProject;
let outDir: string;
let posts: GeneratedPost[];
let titles: Map<number, string>;
let browser: Browser;
let host: StaticHost;

const options = (): BuildOptions => ({ root: project.root, outDir, base: '/', generatorId: 'test', drafts: true });
const [postA, postB, postC, postD, postE] = [0, 1, 2, 3, 4];
const post = (index: number) => posts[index]!;
const titleOf = (index: number) => titles.get(post(index).id)!;
const pagefindUrl = (index: number) => `/blog/${post(index).slug}/`;
const manifest = async () => JSON.parse(await readFile(join(outDir, 'pagefind-delta.json'), 'utf8')) as { index: string | null; replaced: string[] };
const pageCount = async (folder: string) =>
  (JSON.parse(await readFile(join(outDir, folder, 'pagefind-entry.json'), 'utf8')) as { languages: { en: { page_count: number } } }).languages.en.page_count;
const fullIndexEntry = () => stat(join(outDir, 'pagefind', 'pagefind-entry.json'));
const editBody = async (index: number, edit: (text: string) => string) => writeFile(post(index).file, edit(await readFile(post(index).file, 'utf8')));

/** The titles listed under "Also mentioned in" for a query typed into the blog list's search box. */
const mentionsOf = async (page: Page, query: string) => {
  await page.goto(new URL('blog/', host.url).href);
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(query);
  const region = page.getByRole('region', { name: 'Also mentioned in' });
  await region.waitFor();
  return region.getByRole('link').allTextContents();
};

beforeAll(async () => {
  project = await copyProject();
  outDir = join(project.root, 'dist');
  posts = await generateCorpus({ dir: join(project.root, 'content'), posts: 60, seed: 7 });
  titles = new Map(
    await Promise.all(posts.map(async (entry) => [entry.id, /^title: "(.*)"$/m.exec(await readFile(entry.file, 'utf8'))![1]!] as const)),
  );
  await appendFile(post(postA).file, '\nThe marrowfat figures came from the staging cluster.\n');
  await appendFile(post(postB).file, '\nNobody expected the marrowfat report, or the zephyrine one.\n');
  await appendFile(post(postC).file, '\nThe zephyrine rollout took a week.\n');
  [browser, host] = await Promise.all([launchBrowser(), build(options()).then(() => startStaticHost(outDir))]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await project?.remove();
});

describe('the search index of a large blog, after a few articles changed', () => {
  const viewport = viewports[1];

  it('starts as one full index, with no delta', async () => {
    expect(await manifest()).toEqual({ index: null, replaced: [] });
    expect(await pageCount('pagefind')).toBe(60);
    await expect(stat(join(outDir, 'pagefind-delta'))).rejects.toThrow();
  });

  it('indexes a changed article into a delta and keeps the full index as it was', async () => {
    const before = await fullIndexEntry();
    await editBody(postA, (text) => text.replace('marrowfat', 'quillwort'));
    const report = await build(options());
    expect(report.renderedPaths).toContain(`/blog/${post(postA).slug}`);
    expect(await manifest()).toEqual({ index: '/pagefind-delta/pagefind.js', replaced: [pagefindUrl(postA)] });
    expect(await pageCount('pagefind-delta')).toBe(1);
    expect((await fullIndexEntry()).ino).toBe(before.ino);
  });

  it('finds the changed article by its new words, and no longer by its old ones', async () => {
    await withPage(browser, viewport, async (page) => {
      expect(await mentionsOf(page, 'quillwort')).toEqual([titleOf(postA)]);
      expect(await mentionsOf(page, 'marrowfat')).toEqual([titleOf(postB)]);
    });
  });

  it('drops a removed article from the results', async () => {
    await rm(post(postC).file);
    await build(options());
    expect(await manifest()).toEqual({ index: '/pagefind-delta/pagefind.js', replaced: [pagefindUrl(postA), pagefindUrl(postC)] });
    await withPage(browser, viewport, async (page) => {
      expect(await mentionsOf(page, 'zephyrine')).toEqual([titleOf(postB)]);
      expect(await mentionsOf(page, 'quillwort')).toEqual([titleOf(postA)]);
    });
  });

  it('builds the full index again once more articles changed than a delta may hold', async () => {
    await editBody(postD, (text) => `${text}\nOne more paragraph.\n`);
    await editBody(postE, (text) => `${text}\nAnd another.\n`);
    const before = await fullIndexEntry();
    await build(options());
    expect(await manifest()).toEqual({ index: null, replaced: [] });
    await expect(stat(join(outDir, 'pagefind-delta'))).rejects.toThrow();
    expect(await pageCount('pagefind')).toBe(59);
    expect((await fullIndexEntry()).ino).not.toBe(before.ino);
    await withPage(browser, viewport, async (page) => {
      expect(await mentionsOf(page, 'quillwort')).toEqual([titleOf(postA)]);
      expect(await mentionsOf(page, 'zephyrine')).toEqual([titleOf(postB)]);
    });
  });
});
