import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { compileWorker, type CompiledWorker } from '../../test/support/compiled-worker.ts';
import { makeTempDir } from '../../test/support/project.ts';
import { indexWithPagefind, SearchIndexError } from './pagefind-process.ts';
import { backgroundPriority, nicenessVariable } from './pagefind-priority.ts';
import { searchFragments } from './test-support/search-fragments.ts';

let dir: string;
let guard: CompiledWorker;
beforeAll(async () => {
  dir = await makeTempDir('sitegen-pagefind-process-');
  guard = await compileWorker('src/output/pagefind-guard.ts');
}, 60_000);
afterAll(async () => {
  await guard.remove();
  await rm(dir, { recursive: true, force: true });
});

/** A folder with one page for Pagefind. */
async function siteOfOnePage(name: string): Promise<string> {
  const site = join(dir, name);
  await mkdir(join(site, 'notes', 'tide'), { recursive: true });
  await writeFile(
    join(site, 'notes', 'tide', 'index.html'),
    '<html lang="en"><body><main><p>The tide turns at noon.</p></main></body></html>',
  );
  return site;
}

/** The processes whose command line holds `text`. */
function processesWith(text: string): string[] {
  try {
    return execFileSync('pgrep', ['-f', text], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  } catch {
    // pgrep exits 1 when nothing matches.
    return [];
  }
}

/**
 * A stand-in for a build, written to `name`: it asks the guard to run a sleep (a
 * Pagefind still at work, as the guard runs any program), then runs `afterwards`.
 * The sleep is found by its whole command line, `sleeper`.
 */
async function buildWithGuardedSleep(name: string, afterwards: string): Promise<{ script: string; sleeper: string }> {
  const seconds = String(Math.round(Math.random() * 1e6) + 100);
  const script = join(dir, name);
  const stdio = ['ignore', 'ignore', 'ignore', 'ipc'];
  await writeFile(
    script,
    `import { fork } from 'node:child_process';\n` +
      `fork(${JSON.stringify(guard.script.pathname)}, ['/bin/sleep', '${seconds}'], { stdio: ${JSON.stringify(stdio)} });\n` +
      `${afterwards}\n`,
  );
  return { script, sleeper: `^/bin/sleep ${seconds}$` };
}

function killAll(commandLine: string): void {
  for (const pid of processesWith(commandLine)) process.kill(Number(pid), 'SIGKILL');
}

async function until(check: () => boolean, limitMs: number): Promise<boolean> {
  for (const started = performance.now(); performance.now() - started < limitMs; await sleep(50)) if (check()) return true;
  return check();
}

describe('a Pagefind process', () => {
  it('indexes a folder, started by the guard as when started directly', async () => {
    const site = await siteOfOnePage('guarded');
    const missingGuard = new URL('./no-such-guard.mjs', guard.script);
    await indexWithPagefind(site, join(dir, 'index-guarded'), [], { guard: guard.script });
    await indexWithPagefind(site, join(dir, 'index-direct'), [], { guard: missingGuard });
    const guarded = await searchFragments(join(dir, 'index-guarded'));
    expect(guarded.join('')).toContain('The tide turns at noon.');
    expect(await searchFragments(join(dir, 'index-direct'))).toEqual(guarded);
  });

  it("reports Pagefind's own error, naming the folder, through the guard", async () => {
    const site = await siteOfOnePage('bad-selector');
    const indexing = indexWithPagefind(site, join(dir, 'index-bad'), ['p >'], { guard: guard.script });
    await expect(indexing).rejects.toThrow(SearchIndexError);
    await expect(indexing).rejects.toThrow(new RegExp(`could not index ${site}: it ended with code \\d+: .*panicked`, 's'));
  });

  it("reports Pagefind's own error, naming the folder it could not index, when started directly", async () => {
    const empty = join(dir, 'no-pages');
    await mkdir(empty, { recursive: true });
    const indexing = indexWithPagefind(empty, join(dir, 'no-index'), [], { guard: new URL('./no-such-guard.mjs', guard.script) });
    await expect(indexing).rejects.toThrow(SearchIndexError);
    await expect(indexing).rejects.toThrow(
      new RegExp(`could not index ${empty}: it ended with code \\d+: .*not able to build an index`, 's'),
    );
  });

  it('is never left running when the build died while its guard was starting', async () => {
    // The build ends as soon as it has asked for the guard: its channel closes before the guard's script runs.
    const { script, sleeper } = await buildWithGuardedSleep('short-build.mjs', 'process.exit(0);');
    try {
      await once(spawn(process.execPath, [script], { stdio: 'ignore' }), 'close');
      // Long enough for the guard to load and start what it runs, as it did before it checked.
      await sleep(1500);
      expect(processesWith(sleeper)).toEqual([]);
    } finally {
      killAll(sleeper);
    }
  });

  it('is stopped by its guard when the build that started it dies', async () => {
    const { script, sleeper } = await buildWithGuardedSleep('build.mjs', 'setInterval(() => {}, 1000);');
    const build = spawn(process.execPath, [script], { stdio: 'ignore' });
    try {
      expect(await until(() => processesWith(sleeper).length === 1, 10_000)).toBe(true);
      // Still at work a moment later: only the build's end stops it.
      await sleep(300);
      expect(processesWith(sleeper)).toHaveLength(1);
      build.kill('SIGKILL');
      expect(await until(() => processesWith(sleeper).length === 0, 5_000)).toBe(true);
    } finally {
      build.kill('SIGKILL');
      killAll(sleeper);
    }
  });

  it('runs in the background at a lower priority than the build, when asked, as the dev server asks', async () => {
    const site = await siteOfOnePage('background');
    await indexWithPagefind(site, join(dir, 'index-background'), [], { guard: guard.script, background: true });
    await indexWithPagefind(site, join(dir, 'index-foreground'), [], { guard: guard.script });
    expect(await searchFragments(join(dir, 'index-background'))).toEqual(await searchFragments(join(dir, 'index-foreground')));
    expect(backgroundPriority()).toBeGreaterThan(getPriority());
  });

  it('starts what it runs at the niceness it is asked for, and at its own when asked for none', async () => {
    /** The niceness the program the guard starts runs at, as `nice` prints it. */
    const nicenessUnderGuard = async (name: string, asked: Record<string, string>) => {
      const printed = join(dir, name);
      const program = ['/bin/sh', '-c', `nice > "${printed}"`];
      const env = { ...process.env, ...asked };
      await once(fork(guard.script.pathname, program, { env, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] }), 'close');
      return Number((await readFile(printed, 'utf8')).trim());
    };
    expect(await nicenessUnderGuard('asked.txt', { [nicenessVariable]: String(backgroundPriority()) })).toBe(backgroundPriority());
    expect(await nicenessUnderGuard('not-asked.txt', {})).toBe(getPriority());
  });
});
