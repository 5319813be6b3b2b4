import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { generateCorpus } from '../bench/scale/generate-corpus.ts';
import { recoverOutput } from '../src/output/output-swap.ts';
import { copyProject, repoRoot, runSitegen, type TempProject } from './support/project.ts';

let project: TempProject;
let outDir: string;
/** How long a whole build took: the kills are timed as parts of it. */
let buildMs: number;

const sitegenBin = join(repoRoot, 'bin', 'sitegen.js');

/** The site's pages by the sitemap: every one must be served, as must every article the feed names. */
async function expectCompleteSite(): Promise<number> {
  const read = (file: string) => readFile(join(outDir, file), 'utf8');
  const fileOf = (url: string) => join(new URL(url).pathname.slice(1), 'index.html');
  const pages = [...(await read('sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => fileOf(match[1]!));
  const articles = [...(await read('feed.xml')).matchAll(/<link>([^<]+\/blog\/[^<]+)<\/link>/g)].map((match) => fileOf(match[1]!));
  expect(articles.length).toBeGreaterThan(0);
  for (const file of [...pages, ...articles]) expect(existsSync(join(outDir, file)), file).toBe(true);
  // Every page names the stylesheet and script of its own build.
  const home = await read('index.html');
  for (const asset of home.matchAll(/(?:href|src)="\/(assets\/main\.[0-9a-f]+\.(?:css|js))"/g)) expect(existsSync(join(outDir, asset[1]!)), asset[1]).toBe(true);
  const written = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('index.html') && !file.startsWith('pagefind'));
  expect(written.sort()).toEqual([...pages].sort());
  return pages.length;
}

/** Starts `sitegen build` of one of the two contents and kills it, as `kill -9` does, after `delayMs`. */
function killedBuild(content: string, delayMs: number): Promise<void> {
  const child = spawn(process.execPath, [sitegenBin, 'build', '--content', content], { cwd: project.root, stdio: 'ignore' });
  const timer = setTimeout(() => child.kill('SIGKILL'), delayMs);
  return new Promise((resolve) =>
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    }),
  );
}

/** Two sites: the second has more posts, other slugs and other text, so a mix of the two would show. */
const contents = { first: { dir: 'content-first', posts: 150 }, second: { dir: 'content-second', posts: 170 } };
/** Pages in each site's sitemap, once built whole. */
const sitemapSizes = new Map<string, number>();

beforeAll(async () => {
  project = await copyProject();
  outDir = join(project.root, 'dist');
  for (const [seed, { dir, posts }] of Object.values(contents).entries()) {
    await generateCorpus({ dir: join(project.root, dir), posts, seed });
    expect((await runSitegen(['build', '--content', dir], project.root)).code).toBe(0);
    sitemapSizes.set(dir, await expectCompleteSite());
  }
  // Timed with its caches as warm as those of the builds killed below, which switch from one site to the other.
  const started = performance.now();
  expect((await runSitegen(['build', '--content', contents.first.dir], project.root)).code).toBe(0);
  buildMs = performance.now() - started;
}, 120_000);
afterAll(() => project.remove());

describe('a build killed part-way', () => {
  it('leaves one site or the other, whole, at every point, and no staging folder once built again', async () => {
    let current = contents.first.dir;
    for (const part of [0.1, 0.3, 0.5, 0.7, 0.85, 0.95]) {
      const other = current === contents.first.dir ? contents.second.dir : contents.first.dir;
      await killedBuild(other, part * buildMs);
      await recoverOutput(outDir);
      const pages = await expectCompleteSite();
      const built = [...sitemapSizes].find(([, size]) => size === pages)?.[0];
      expect(built, `killed at ${part} of a build: ${pages} pages`).toBeDefined();
      current = built ?? current;
    }
    expect((await runSitegen(['build', '--content', current], project.root)).code).toBe(0);
    await expectCompleteSite();
    const beside = (await readdir(dirname(outDir))).filter((name) => name.startsWith('.dist.'));
    expect(beside).toEqual([]);
  }, 120_000);
});
