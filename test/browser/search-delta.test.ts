import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendFile, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { generateCorpus, type GeneratedPost } from '../../bench/scale/generate-corpus.ts';
import { build, type BuildOptions } from '../../src/build.ts';
import type { SearchManifest } from '../../src/output/search-index.ts';
import { copyProject, type TempProject } from '../support/project.ts';
import { launchBrowser, viewports, withPage } from './support/browser.ts';
import { startStaticHost, type StaticHost } from './support/static-host.ts';

/*
 * A blog of 60 generated posts, indexed in parts of at most 25 articles (so three
 * parts of 20): a delta may hold up to three articles (a twentieth). Three posts get
 * made-up words no generated text contains, so that a search finds exactly the posts
 * it should:
 *   A: "marrowfat" (later replaced by "quillwort"), B: "marrowfat" and "zephyrine", C: "zephyrine".
 * Every post mentions "frumenty", which only a search of every part finds in all of them.
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
const manifest = async () => JSON.parse(await readFile(join(outDir, 'search-indexes.json'), 'utf8')) as SearchManifest;
const fullIndex = ['/pagefind/1/pagefind.js', '/pagefind/2/pagefind.js', '/pagefind/3/pagefind.js'];
const parts = ['pagefind/1', 'pagefind/2', 'pagefind/3'];
const pageCount = async (folder: string) =>
  (JSON.parse(await readFile(join(outDir, folder, 'pagefind-entry.json'), 'utf8')) as { languages: { en: { page_count: number } } }).languages.en.page_count;
/** Every file of a folder with its size and inode: a build that failed must leave each as it was. */
const listing = async (dir: string) =>
  Promise.all(
    (await readdir(dir, { recursive: true })).sort().map(async (file) => {
      const { size, ino } = await stat(join(dir, file));
      return { file, size, ino };
    }),
  );
const pageCounts = (folders: readonly string[]) => Promise.all(folders.map(pageCount));
const fullIndexEntry = () => stat(join(outDir, 'pagefind', '1', 'pagefind-entry.json'));
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
  await Promise.all(posts.map((entry) => appendFile(entry.file, '\nThe frumenty dashboards stayed green.\n')));
  const siteFile = join(project.root, 'content', 'site.yaml');
  await writeFile(siteFile, (await readFile(siteFile, 'utf8')).replace(/^ {2}pageSize: .*$/m, '$&\n  searchPartSize: 25'));
  [browser, host] = await Promise.all([launchBrowser(), build(options()).then(() => startStaticHost(outDir))]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await project?.remove();
});

describe('the search index of a large blog, after a few articles changed', () => {
  const viewport = viewports[1];

  it('starts as a full index in three parts, with no delta', async () => {
    expect(await manifest()).toEqual({ full: fullIndex, delta: null, replaced: [] });
    expect(await pageCounts(parts)).toEqual([20, 20, 20]);
    await expect(stat(join(outDir, 'pagefind-delta'))).rejects.toThrow();
  });

  it('searches every part of the full index', async () => {
    await withPage(browser, viewport, async (page) => {
      expect((await mentionsOf(page, 'frumenty')).sort()).toEqual(posts.map((entry) => titles.get(entry.id)!).sort());
    });
  });

  it('indexes a changed article into a delta and keeps the full index as it was', async () => {
    const before = await fullIndexEntry();
    await editBody(postA, (text) => text.replace('marrowfat', 'quillwort'));
    const report = await build(options());
    expect(report.renderedPaths).toContain(`/blog/${post(postA).slug}`);
    expect(await manifest()).toEqual({ full: fullIndex, delta: '/pagefind-delta/pagefind.js', replaced: [pagefindUrl(postA)] });
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
    expect(await manifest()).toEqual({ full: fullIndex, delta: '/pagefind-delta/pagefind.js', replaced: [pagefindUrl(postA), pagefindUrl(postC)] });
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
    expect(await manifest()).toEqual({ full: fullIndex, delta: null, replaced: [] });
    await expect(stat(join(outDir, 'pagefind-delta'))).rejects.toThrow();
    expect(await pageCounts(parts)).toEqual([19, 20, 20]);
    expect((await fullIndexEntry()).ino).not.toBe(before.ino);
    await withPage(browser, viewport, async (page) => {
      expect(await mentionsOf(page, 'quillwort')).toEqual([titleOf(postA)]);
      expect(await mentionsOf(page, 'zephyrine')).toEqual([titleOf(postB)]);
    });
  });

  it('keeps the indexes when a template change re-renders every article but not what the index sees of them', async () => {
    const before = { manifest: await manifest(), entry: await fullIndexEntry() };
    await appendFile(join(project.root, 'templates', 'pages', 'BlogPostPage.tsx'), '\n// The layout around the body changed.\n');
    const report = await build(options());
    expect(report.renderedPaths).toContain(`/blog/${post(postB).slug}`);
    expect(await manifest()).toEqual(before.manifest);
    expect((await fullIndexEntry()).ino).toBe(before.entry.ino);
  });

  it('builds the full index again, in as many parts as the new size needs, when the part size changes', async () => {
    const siteFile = join(project.root, 'content', 'site.yaml');
    await writeFile(siteFile, (await readFile(siteFile, 'utf8')).replace('searchPartSize: 25', 'searchPartSize: 30'));
    await build(options());
    expect(await manifest()).toEqual({ full: fullIndex.slice(0, 2), delta: null, replaced: [] });
    expect(await pageCounts(parts.slice(0, 2))).toEqual([29, 30]);
    await expect(stat(join(outDir, 'pagefind', '3'))).rejects.toThrow();
    await withPage(browser, viewport, async (page) => {
      expect(await mentionsOf(page, 'quillwort')).toEqual([titleOf(postA)]);
    });
  });

  it('fails as a whole when a template throws while the full index is being built', async () => {
    const siteFile = join(project.root, 'content', 'site.yaml');
    const template = join(project.root, 'templates', 'pages', 'BlogPostPage.tsx');
    const before = { files: await listing(outDir), beside: await readdir(project.root) };
    await writeFile(siteFile, (await readFile(siteFile, 'utf8')).replace('searchPartSize: 30', 'searchPartSize: 40'));
    await writeFile(template, (await readFile(template, 'utf8')).replace('const { link, absolute, config } = useSite();', "$&\n  throw new Error('article exploded');"));
    await expect(build(options())).rejects.toThrow('article exploded');
    expect(await listing(outDir)).toEqual(before.files);
    expect(await readdir(project.root)).toEqual(before.beside);
  });
});
