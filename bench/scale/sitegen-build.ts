import { execFile } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { CommandFailed, runTimed, tail, type TimedRun } from './timed-command.ts';

export const repositoryRoot = resolve(import.meta.dirname, '..', '..');
export const sitegenBin = join(repositoryRoot, 'bin', 'sitegen.js');
/** Where builds run from the repository keep their caches. */
const cacheFolder = join(repositoryRoot, '.sitegen', 'cache');

export interface SitegenFolders {
  readonly contentDir: string;
  readonly outDir: string;
  /** Where the site's function bundles go: kept out of the repository's dist-functions/. */
  readonly functionsDir: string;
}

export interface SitegenBuild extends TimedRun {
  readonly pages: number;
  /** The build step as the CLI reports it, without process start-up. */
  readonly buildMs: number;
  /** The `Timings:` line of `--timings`, step by step (load, render, write, searchIndex, ...), in milliseconds. */
  readonly timings: Readonly<Record<string, number>>;
  /** The social cards the build drew or cropped, as its `Social cards:` line says. */
  readonly cardsMade: number;
}

/**
 * Compiles the CLI from the sources as they are now, so that the builds measure them
 * (bin/sitegen.js runs the compiled lib/cli.mjs and never compiles it) and no timed
 * build pays for compiling.
 */
export async function compileSitegen(): Promise<void> {
  await promisify(execFile)('npx', ['tsx', join('src', 'cli', 'compile-cli.ts')], { cwd: repositoryRoot });
}

/** What a build finds on a fresh clone: no .sitegen/ folder and no output. `root`: the project's folder, this repository unless given. */
export async function removeBuildState(outDir: string, root = repositoryRoot): Promise<void> {
  await Promise.all([rm(join(root, '.sitegen'), { recursive: true, force: true }), rm(outDir, { recursive: true, force: true })]);
}

/**
 * What a build finds in CI with the cache restored: only .sitegen/cache, without
 * the output and without the records of the last build (src/cache/last-build.ts),
 * which tell a build that nothing changed since the output it left.
 */
export async function keepOnlyCache(outDir: string): Promise<void> {
  const records = (await readdir(cacheFolder)).filter((name) => name.startsWith('last-build-'));
  await Promise.all([rm(outDir, { recursive: true, force: true }), ...records.map((name) => rm(join(cacheFolder, name), { force: true }))]);
}

/** `sitegen build --timings` from the command line, as a user runs it, in the repository (or in `root`, with its own CLI). */
export async function runSitegenBuild(folders: SitegenFolders, root = repositoryRoot): Promise<SitegenBuild> {
  const run = await runTimed(
    process.execPath,
    [
      join(root, 'bin', 'sitegen.js'),
      ...['build', '--content', folders.contentDir, '--out', folders.outDir, '--functions', folders.functionsDir, '--timings'],
    ],
    root,
  );
  const built = /Built (\d+) pages?, \d+ assets? in (\d+) ms/.exec(run.stdout);
  if (!built) throw new CommandFailed(`sitegen build printed no 'Built ... pages' line:\n${tail(run.stdout + run.stderr)}`);
  const cardsMade = Number(/^Social cards: (\d+) made/m.exec(run.stdout)?.[1] ?? 0);
  return { ...run, pages: Number(built[1]), buildMs: Number(built[2]), timings: parseTimings(run.stdout), cardsMade };
}

/** `Timings: load 812 ms, render 95 ms, ...` -> { load: 812, render: 95, ... }; empty when the line is missing. */
function parseTimings(stdout: string): Record<string, number> {
  const line = /^Timings: (.*)$/m.exec(stdout)?.[1] ?? '';
  return Object.fromEntries([...line.matchAll(/([A-Za-z][\w-]*) (\d+(?:\.\d+)?) ms/g)].map((match) => [match[1]!, Number(match[2])]));
}
