import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readlinkSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { recoverOutput } from '../../src/output/output-swap.ts';
import { defaultMemoryFolder, stagingProcessOf } from '../../src/output/staging-folder.ts';
import { feedLinks, filesIn, sitemapUrls } from '../support/built-site.ts';
import { copyFixture } from '../support/fixture-project.ts';
import { stopWhenFound } from '../support/stop-when-found.ts';
import { writeNotesCorpus } from '../support/notes-corpus.ts';
import { repoRoot, runSitegen, type TempProject } from '../support/project.ts';

let project: TempProject;
let outDir: string;
/** How long a whole build took, process start to exit: the kills are timed as parts of it. */
let buildMs: number;

const sitegenBin = join(repoRoot, 'bin', 'sitegen.js');

/** Two contents: the second has more notes, with other names and words, so that a mix of the two would show. */
const contents = [
  { dir: 'content-first', notes: 220, seed: 1 },
  { dir: 'content-second', notes: 250, seed: 2 },
] as const;
/** Pages in each content's sitemap, once built whole. */
const sitemapSizes = new Map<string, number>();

/** The page file a URL of the site is served from. */
const fileOf = (url: string) => `${new URL(url).pathname.slice(1)}index.html`;

/**
 * Checks that the output is one whole site: every page of its sitemap and every note
 * of its feed is there, as are the stylesheet and search index its pages name, and
 * no page beyond the sitemap's and the not-found page. Returns the sitemap's size.
 */
async function expectCompleteSite(): Promise<number> {
  const read = (file: string) => readFile(join(outDir, file), 'utf8');
  const pages = sitemapUrls(await read('sitemap.xml')).map(fileOf);
  const notes = feedLinks(await read('feed.xml')).items.map(fileOf);
  expect(notes.length).toBeGreaterThan(0);
  for (const file of [...pages, ...notes]) expect(existsSync(join(outDir, file)), file).toBe(true);
  const stylesheet = /href="\/(assets\/main\.[0-9a-f]+\.css)"/.exec(await read('index.html'))?.[1];
  expect(stylesheet && existsSync(join(outDir, stylesheet)), `stylesheet ${stylesheet}`).toBe(true);
  const { parts } = JSON.parse(await read('search-indexes.json')) as { parts: string[] };
  for (const part of parts) expect(existsSync(join(outDir, part)), part).toBe(true);
  const written = (await filesIn(outDir)).filter((file) => file.endsWith('.html') && !file.startsWith('pagefind/'));
  expect(written).toEqual([...pages, '404.html'].sort());
  return pages.length;
}

/** Starts `sitegen build` of a content folder. */
function startBuild(content: string): ChildProcess {
  return spawn(process.execPath, [sitegenBin, 'build', '--content', content], { cwd: project.root, stdio: 'ignore' });
}

/** Kills a build, as `kill -9` does, after `delayMs`; resolves to its process id once it has ended. */
function killedBuild(content: string, delayMs: number): Promise<number | undefined> {
  const child = startBuild(content);
  const timer = setTimeout(() => child.kill('SIGKILL'), delayMs);
  return new Promise((resolve) =>
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(child.pid);
    }),
  );
}

/** The folders of pages a process staged in memory for Pagefind (src/output/staging-folder.ts). */
async function stagedInMemoryBy(processIds: readonly (number | undefined)[]): Promise<string[]> {
  const inMemory = join(defaultMemoryFolder, `sitegen-${process.getuid?.()}`);
  const staged = existsSync(inMemory) ? await readdir(inMemory) : [];
  return staged.filter((name) => processIds.includes(stagingProcessOf(name)));
}

beforeAll(async () => {
  project = await copyFixture('notes');
  outDir = join(project.root, 'dist');
  await Promise.all(
    contents.map(({ dir, notes, seed }) =>
      writeNotesCorpus({ dir: join(project.root, dir), notes, seed, notesPerPage: 10, searchPartSize: 200 }),
    ),
  );
  for (const { dir } of contents) {
    // The second build is timed: its caches hold the other content's, as those of the builds killed below do.
    const started = performance.now();
    expect((await runSitegen(['build', '--content', dir], project.root)).code).toBe(0);
    buildMs = performance.now() - started;
    sitemapSizes.set(dir, await expectCompleteSite());
  }
  expect(new Set(sitemapSizes.values()).size).toBe(contents.length);
}, 60_000);
afterAll(() => project.remove());

describe('a build killed part-way', () => {
  it('leaves one whole site or the other at every point, and nothing beside the output once built again', async () => {
    let current: string = contents[1].dir;
    const killed: (number | undefined)[] = [];
    for (const part of [0.15, 0.45, 0.75, 0.95]) {
      const other = current === contents[0].dir ? contents[1].dir : contents[0].dir;
      killed.push(await killedBuild(other, part * buildMs));
      await recoverOutput(outDir);
      const pages = await expectCompleteSite();
      const built = [...sitemapSizes].find(([, size]) => size === pages)?.[0];
      expect(built, `killed at ${part} of a build: ${pages} pages`).toBeDefined();
      current = built ?? current;
    }
    expect((await runSitegen(['build', '--content', current], project.root)).code).toBe(0);
    await expectCompleteSite();
    // Beside the output, only the folder of the site it points to.
    const beside = (await readdir(project.root)).filter((name) => name.startsWith('.dist.') || name === 'dist.search-pages');
    expect(beside).toEqual([readlinkSync(outDir)]);
    // Nor the pages Pagefind read in memory, which a build killed while indexing left.
    expect(await stagedInMemoryBy(killed)).toEqual([]);
  }, 60_000);
});

describe('a build stopped with Ctrl+C', () => {
  it.runIf(existsSync(defaultMemoryFolder))(
    'removes the pages it staged in memory at once, and exits with 130',
    async () => {
      // Content no build indexed before: a build of content indexed already takes the index's parts from the cache.
      const content = 'content-stopped';
      await writeNotesCorpus({ dir: join(project.root, content), notes: 220, seed: 3, notesPerPage: 10, searchPartSize: 200 });
      const child = startBuild(content);
      // Stopped while Pagefind reads the pages: looked for until they are staged.
      const { found, exitCode } = await stopWhenFound(child, () => stagedInMemoryBy([child.pid]));
      expect(found).toHaveLength(1);
      expect(exitCode).toBe(130);
      expect(await stagedInMemoryBy([child.pid])).toEqual([]);
    },
    60_000,
  );
});
