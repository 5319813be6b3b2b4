import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, extname, isAbsolute, join, relative, sep } from 'node:path';
import type { Loader, Plugin } from 'esbuild';

/**
 * A function's bundle as an earlier build made it, with what it was made from: the
 * bytes of every file esbuild read for it; the names in each folder of the project's
 * own files among them (a file added beside them could be what an import without its
 * extension now finds); and the package.json of each package it read from, which says
 * what the package's imports resolve to. The project's lockfile is part of the
 * bundle's key (see bundleKey).
 */
export interface KeptBundle {
  readonly code: string;
  /** A hash of each file read and package.json, by its path from the project folder; of each folder's names, by its path and a slash. */
  readonly sources: Readonly<Record<string, string>>;
}

/** The files whose change may make a package import resolve to another file. */
const packageFiles = ['package.json', 'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml'];

/** What a bundle is made from besides its sources: `parts` (its function, host and entry) and the project's packages. */
export async function bundleKey(root: string, parts: readonly string[]): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(parts));
  for (const file of packageFiles) hash.update(`\n${file}\n`).update((await readFile(join(root, file)).catch(() => undefined)) ?? '');
  return hash.digest('hex');
}

/** Whether every source a bundle was made from is as it was. */
export async function unchangedSources(root: string, sources: Readonly<Record<string, string>>): Promise<boolean> {
  for (const [path, hash] of Object.entries(sources)) if ((await sourceHash(root, path)) !== hash) return false;
  return true;
}

/**
 * Loads the files of a bundle as esbuild would, noting a hash of each as it is read:
 * the hashes are of the bytes bundled, even when a file is saved while the bundle is
 * made. `read` receives them; a file of a kind it does not know is left to esbuild,
 * and the bundle is then not kept (`read` is told of it with `undefined`).
 */
export function recordedLoads(root: string, read: (path: string, hash: string | undefined) => void): Plugin {
  return {
    name: 'sitegen-recorded-loads',
    setup(build) {
      build.onLoad({ filter: /.*/, namespace: 'file' }, async ({ path }) => {
        const loader = loaders[extname(path)];
        if (loader === undefined) {
          read(path, undefined);
          return undefined;
        }
        const contents = await readFile(path);
        read(fromRoot(root, path), hashOf(contents));
        return { contents, loader };
      });
    },
  };
}

/**
 * Adds to the hashes of a bundle's files what decides how its imports resolve: the
 * names in each folder of the project's own files among them, and the package.json of
 * each package the others belong to.
 */
export async function withResolution(root: string, files: Readonly<Record<string, string>>): Promise<Record<string, string>> {
  const decisive = new Set(Object.keys(files).map((path) => packageFileOf(path) ?? `${dirname(path)}/`));
  const sources: Record<string, string> = { ...files };
  for (const path of decisive) sources[path] = (await sourceHash(root, path)) ?? '';
  return sources;
}

/** The package.json of the package a file in node_modules belongs to; undefined for a file of no package. */
function packageFileOf(path: string): string | undefined {
  const segments = path.split(/[\\/]/);
  const at = segments.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  const name = segments[at + 1]?.startsWith('@') ? 2 : 1;
  return [...segments.slice(0, at + 1 + name), 'package.json'].join('/');
}

/** esbuild's loaders for the files a function's module and its imports are made of, by extension. */
const loaders: Readonly<Record<string, Loader>> = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'jsx',
  '.json': 'json',
};

function hashOf(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function fromRoot(root: string, path: string): string {
  const inside = relative(root, path);
  return isAbsolute(inside) ? path : inside.split(sep).join('/');
}

/** A hash of a file's bytes, or of a folder's names (its path ends with a slash); a file or folder that is gone has none. */
async function sourceHash(root: string, path: string): Promise<string | undefined> {
  const absolute = isAbsolute(path) ? path : join(root, path);
  if (path.endsWith('/')) {
    const names = await readdir(absolute).catch(() => undefined);
    return names && hashOf(names.sort().join('\n'));
  }
  const bytes = await readFile(absolute).catch(() => undefined);
  return bytes && hashOf(bytes);
}
