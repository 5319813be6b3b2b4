import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir } from '../../test/support/project.ts';
import { neighboursOf, recoverOutput, swapIn, type SwapStep } from './output-swap.ts';

let parent: string;
afterEach(() => rm(parent, { recursive: true, force: true }));

/** A process id no process has: above the largest the Linux kernel gives (4,194,304). */
const deadPid = 4_194_999;

/** An output folder holding the previous site, and a staged folder holding the next, as a killed build leaves them. */
const beforeSwap = async () => {
  parent = await makeTempDir('sitegen-swap-');
  const outDir = join(parent, 'dist');
  const neighbours = neighboursOf(outDir);
  const staged = neighbours.staging(`${deadPid}-a`);
  for (const [dir, text] of [
    [outDir, 'previous'],
    [staged, 'next'],
  ] as const) {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'index.html'), text);
  }
  return { outDir, staged, replaced: neighbours.replaced(`${deadPid}-a`) };
};

const siteIn = (outDir: string) => readFile(join(outDir, 'index.html'), 'utf8');

describe('swapping a staged site in', () => {
  it('replaces the output and leaves nothing beside it', async () => {
    const { outDir, staged, replaced } = await beforeSwap();
    await swapIn(outDir, staged, replaced);
    expect(await siteIn(outDir)).toBe('next');
    expect(await readdir(parent)).toEqual(['dist']);
  });

  // A process killed during the swap stops at one of its steps and never runs another line.
  const steps: readonly [SwapStep, string][] = [
    ['journal written', 'previous'],
    ['previous moved aside', 'next'],
    ['staged moved in', 'next'],
    ['journal removed', 'next'],
  ];
  for (const [step, site] of steps) {
    it(`leaves a whole site when stopped after "${step}": the ${site} one, once recovered`, async () => {
      const { outDir, staged, replaced } = await beforeSwap();
      const stopped = new Promise<void>((reached) => {
        void swapIn(outDir, staged, replaced, {
          afterStep: (done) => {
            if (done !== step) return;
            reached();
            return new Promise<void>(() => undefined);
          },
        });
      });
      await stopped;
      await recoverOutput(outDir);
      expect(await siteIn(outDir)).toBe(site);
      expect(await readdir(parent)).toEqual(['dist']);
    });
  }

  it('puts the previous site back when the staged one cannot be moved in', async () => {
    const { outDir, staged, replaced } = await beforeSwap();
    await rm(staged, { recursive: true });
    await expect(swapIn(outDir, staged, replaced)).rejects.toThrow();
    expect(await siteIn(outDir)).toBe('previous');
    expect(await readdir(parent)).toEqual(['dist']);
  });
});

describe('recovering the output', () => {
  it("removes what killed builds left beside the output, but not a running build's staging folder", async () => {
    const { outDir } = await beforeSwap();
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      const neighbours = neighboursOf(outDir);
      const killed = [neighbours.staging(`${deadPid}-b`), neighbours.replaced(`${deadPid}-b`)];
      const live = neighbours.staging(`${running.pid}-live`);
      await Promise.all([...killed, live].map((dir) => mkdir(dir)));
      // Killed while it wrote its journal: the journal's temporary file stays behind.
      await writeFile(`${neighbours.journal}.${deadPid}.tmp`, '{"staged":');
      expect(await recoverOutput(outDir)).toBe('cleaned up');
      expect((await readdir(parent)).sort()).toEqual([`.dist.tmp-${running.pid}-live`, 'dist']);
      expect(await siteIn(outDir)).toBe('previous');
    } finally {
      running.kill();
    }
  });

  it('does nothing to an output no build left half-way', async () => {
    parent = await makeTempDir('sitegen-swap-');
    const outDir = join(parent, 'dist');
    await mkdir(outDir);
    expect(await recoverOutput(outDir)).toBe('nothing to do');
    expect(await readdir(parent)).toEqual(['dist']);
  });
});
