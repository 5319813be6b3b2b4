import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { makeTempDir, repoRoot } from '../../test/support/project.ts';
import { neighboursOf, recoverOutput, swapIn, type SwapStep } from './output-swap.ts';

let parent: string;
afterEach(() => rm(parent, { recursive: true, force: true }));

/** A process id no process has: above the largest the Linux kernel gives (4,194,304). */
const deadPid = 4_194_999;

/** How the previous site is there: put in by a build (a link to its folder), or left as a folder by an older version. */
type Previous = 'link' | 'folder';

/** An output holding the previous site, and a staged folder holding the next, as a build about to swap leaves them. */
const beforeSwap = async (previous: Previous) => {
  parent = await makeTempDir('sitegen-swap-');
  const outDir = join(parent, 'dist');
  const neighbours = neighboursOf(outDir);
  const siteFolder = async (dir: string, text: string) => {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'index.html'), text);
  };
  if (previous === 'folder') {
    await siteFolder(outDir, 'previous');
  } else {
    await siteFolder(neighbours.staging(`${deadPid}-a`), 'previous');
    await swapIn(outDir, neighbours.staging(`${deadPid}-a`), `${deadPid}-a`);
  }
  const staged = neighbours.staging(`${deadPid}-b`);
  await siteFolder(staged, 'next');
  return { outDir, staged, suffix: `${deadPid}-b` };
};

/** The site a plain static server finds at the output: its home page, or undefined for none. */
const siteIn = (outDir: string) => readFile(join(outDir, 'index.html'), 'utf8').catch(() => undefined);

/** Everything beside the output but the site folder it points to. */
const besides = async (outDir: string) => {
  const served = lstatSync(outDir).isSymbolicLink() ? readlinkSync(outDir) : undefined;
  return (await readdir(parent)).filter((name) => name !== basename(outDir) && name !== served);
};

/** Runs the swap in a process of its own, killed with SIGKILL once it has done `step`. */
async function swapKilledAfter(step: SwapStep, outDir: string, staged: string, suffix: string): Promise<void> {
  const script = join(import.meta.dirname, 'test-support', 'swap-until-killed.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, outDir, staged, suffix, step], { cwd: repoRoot, stdio: 'ignore' });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
}

describe('swapping a staged site in', () => {
  it("replaces a build's output with a link to the new site's folder, and removes the previous one", async () => {
    const { outDir, staged, suffix } = await beforeSwap('link');
    await swapIn(outDir, staged, suffix);
    expect(await siteIn(outDir)).toBe('next');
    expect(readlinkSync(outDir)).toBe(basename(neighboursOf(outDir).site(suffix)));
    expect(await besides(outDir)).toEqual([]);
  });

  it("replaces an older version's output folder with a link", async () => {
    const { outDir, staged, suffix } = await beforeSwap('folder');
    await swapIn(outDir, staged, suffix);
    expect(await siteIn(outDir)).toBe('next');
    expect(lstatSync(outDir).isSymbolicLink()).toBe(true);
    expect(await besides(outDir)).toEqual([]);
  });

  // Each step, and the site a static server finds once a kill -9 stopped the swap there: before any recovery, then after.
  const killedSwaps: readonly [Previous, SwapStep, before: string | undefined, after: string][] = [
    ['link', 'site named', 'previous', 'previous'],
    ['link', 'link made', 'previous', 'previous'],
    ['link', 'link switched', 'next', 'next'],
    ['link', 'previous removed', 'next', 'next'],
    ['folder', 'site named', 'previous', 'previous'],
    ['folder', 'link made', 'previous', 'previous'],
    ['folder', 'journal written', 'previous', 'previous'],
    // Once, from an older version's output folder to a link: two renames, with no output between them.
    ['folder', 'previous moved aside', undefined, 'next'],
    ['folder', 'link moved in', 'next', 'next'],
    ['folder', 'journal removed', 'next', 'next'],
    ['folder', 'previous removed', 'next', 'next'],
  ];
  for (const [previous, step, before, after] of killedSwaps) {
    it(`killed after "${step}" over ${previous === 'link' ? "a build's output" : "an older version's folder"}, leaves the ${before ?? 'missing'} site, and the ${after} one once recovered`, async () => {
      const { outDir, staged, suffix } = await beforeSwap(previous);
      await swapKilledAfter(step, outDir, staged, suffix);
      expect(await siteIn(outDir)).toBe(before);
      await recoverOutput(outDir);
      expect(await siteIn(outDir)).toBe(after);
      expect(await besides(outDir)).toEqual([]);
    }, 30_000);
  }

  for (const previous of ['link', 'folder'] as const) {
    it(`leaves the output as it was when the staged site cannot be moved in (over a previous ${previous})`, async () => {
      const { outDir, staged, suffix } = await beforeSwap(previous);
      await rm(staged, { recursive: true });
      await expect(swapIn(outDir, staged, suffix)).rejects.toThrow();
      expect(await siteIn(outDir)).toBe('previous');
      expect(await besides(outDir)).toEqual([]);
    });
  }

  it('leaves a link the user made to a folder elsewhere pointing there, and that folder alone', async () => {
    const { outDir, staged, suffix } = await beforeSwap('folder');
    const elsewhere = join(parent, 'published');
    await rm(outDir, { recursive: true });
    await mkdir(elsewhere);
    await writeFile(join(elsewhere, 'index.html'), 'published');
    await symlink(elsewhere, outDir);
    await swapIn(outDir, staged, suffix);
    expect(await siteIn(outDir)).toBe('next');
    expect(await siteIn(elsewhere)).toBe('published');
  });
});

describe('recovering the output', () => {
  it("removes what killed builds left beside the output, but not a running build's staging folder", async () => {
    const { outDir } = await beforeSwap('link');
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      const neighbours = neighboursOf(outDir);
      const killed = [neighbours.staging(`${deadPid}-c`), neighbours.site(`${deadPid}-c`), neighbours.replaced(`${deadPid}-c`)];
      const live = [neighbours.staging(`${running.pid}-live`), neighbours.site(`${running.pid}-live`)];
      await Promise.all([...killed, ...live].map((dir) => mkdir(dir)));
      // Killed while it wrote its journal: the journal's temporary file stays behind.
      await writeFile(`${neighbours.journal}.${deadPid}.tmp`, '{"staged":');
      expect(await recoverOutput(outDir)).toBe('cleaned up');
      expect((await besides(outDir)).sort()).toEqual([`.dist.site-${running.pid}-live`, `.dist.tmp-${running.pid}-live`]);
      expect(await siteIn(outDir)).toBe('previous');
    } finally {
      running.kill();
    }
  });

  it('does nothing to an output no build left half-way', async () => {
    const { outDir, staged } = await beforeSwap('link');
    await rm(staged, { recursive: true });
    expect(await recoverOutput(outDir)).toBe('nothing to do');
    expect(await besides(outDir)).toEqual([]);
    expect(existsSync(outDir)).toBe(true);
  });
});
