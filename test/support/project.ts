import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

export const repoRoot = resolve(import.meta.dirname, '../..');
const sitegenBin = join(repoRoot, 'bin', 'sitegen.js');

export interface TempProject {
  readonly root: string;
  remove(): Promise<void>;
}

/** A throwaway copy of this site (content, templates, assets), with no caches: what a fresh clone holds. */
export function copySite(): Promise<TempProject> {
  return copyIntoTempProject(repoRoot, ['content', 'templates', 'assets'], 'sitegen-project-');
}

/**
 * A copy of this site (copySite) that a test may break without touching the real one,
 * with the caches the shared site's build left (build-shared-site.ts), as CI restores
 * them: every entry is kept by a hash of what it was made from, so the copy's build
 * takes what its edits did not touch and makes the rest. For tests only.
 */
export async function copyProject(): Promise<TempProject> {
  // Imported here: benchmarks use this module too, outside a test run, where vitest cannot load.
  const { inject } = await import('vitest');
  const project = await copySite();
  await cp(inject('sharedCaches'), join(project.root, '.sitegen', 'cache'), { recursive: true });
  return project;
}

/**
 * A throwaway project holding copies of `entries` of the folder `from`, with this
 * repository's packages linked into its node_modules, and this repository as `sitegen`:
 * the templates import React, zod and sitegen from there, as an installed project does.
 */
export async function copyIntoTempProject(from: string, entries: readonly string[], prefix: string): Promise<TempProject> {
  const root = await mkdtemp(join(tmpdir(), prefix));
  await Promise.all(entries.map((entry) => cp(join(from, entry), join(root, entry), { recursive: true })));
  await linkPackages(root);
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Links each package of this repository's node_modules, and the repository itself as `sitegen`, into `{root}/node_modules`. */
export async function linkPackages(root: string): Promise<void> {
  const modules = join(root, 'node_modules');
  await mkdir(modules);
  const installed = await readdir(join(repoRoot, 'node_modules'));
  await Promise.all([
    ...installed.map((name) => symlink(join(repoRoot, 'node_modules', name), join(modules, name), 'dir')),
    symlink(repoRoot, join(modules, 'sitegen'), 'dir'),
  ]);
}

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the real `sitegen` executable in `cwd`: this repository's, or the one at `bin` (an installed package's). */
export async function runSitegen(args: readonly string[], cwd = repoRoot, bin = sitegenBin): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failure.code ?? -1, stdout: failure.stdout ?? '', stderr: failure.stderr ?? '' };
  }
}

export interface RunningServer {
  readonly url: string;
  /** Interrupts the server as Ctrl+C does; resolves to its exit code. */
  stop(): Promise<number | null>;
}

/** Starts a serving command (`dev`, `preview`) of the executable at `bin` (runSitegen) and waits for the address it prints. */
export function startSitegenServer(args: readonly string[], cwd = repoRoot, bin = sitegenBin): Promise<RunningServer> {
  const child = spawn(process.execPath, [bin, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Serving (?:\S+ at )?(http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ url, stop: () => (child.kill('SIGINT'), exited) });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`sitegen ${args.join(' ')} exited (${code}) before serving:\n${output}`)));
  });
}

export async function makeTempDir(prefix: string): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}
