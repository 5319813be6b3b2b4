import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { SourceFiles } from '../content/source-files.ts';
import { manifestOf, type FunctionsManifest } from '../functions/functions-manifest.ts';
import { filesUnder } from '../output/files-under.ts';
import { writeFileAtomically } from '../output/write-atomically.ts';
import { cacheFolderOf } from './build-cache.ts';

/**
 * The "nothing changed" short-circuit: one hash of every input of a build (every file
 * of the project's content, templates and assets, by name and content, and its
 * settings). A build whose inputs hash to what the last build into the same folder
 * recorded keeps that folder as it is.
 */
export interface LastBuild {
  readonly inputs: string;
  readonly pages: number;
  readonly assets: number;
  /** The manifest it wrote beside the functions' bundles; undefined when it wrote none. */
  readonly functions?: FunctionsManifest | undefined;
}

/**
 * The hash of the settings and of every file under the folders: equal only when no
 * setting changed and no file was added, removed or edited. A missing folder counts
 * as empty.
 */
export function inputsDigest(dirs: readonly string[], settings: unknown, sources: SourceFiles): string {
  const hash = createHash('sha256').update(`${JSON.stringify(settings)}\n`);
  for (const dir of dirs) {
    hash.update(`folder ${dir}\n`);
    for (const file of filesUnder(dir) ?? []) hash.update(`${relative(dir, file)} ${sources.get(file)?.digest ?? 'unreadable'}\n`);
  }
  return hash.digest('base64url');
}

/** One record per output folder: building elsewhere (a check, a test) must not erase it. */
function recordFileOf(root: string, outDir: string): string {
  return join(cacheFolderOf(root), `last-build-${createHash('sha256').update(outDir).digest('hex').slice(0, 12)}.json`);
}

export async function readLastBuild(root: string, outDir: string): Promise<LastBuild | undefined> {
  try {
    const record = JSON.parse(await readFile(recordFileOf(root, outDir), 'utf8')) as Partial<Record<keyof LastBuild, unknown>>;
    const functions = record.functions === undefined ? undefined : manifestOf(record.functions);
    if (record.functions !== undefined && functions === undefined) return undefined;
    return typeof record.inputs === 'string' && typeof record.pages === 'number' && typeof record.assets === 'number'
      ? { inputs: record.inputs, pages: record.pages, assets: record.assets, functions }
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeLastBuild(root: string, outDir: string, record: LastBuild): Promise<void> {
  return writeFileAtomically(recordFileOf(root, outDir), JSON.stringify(record));
}
