import { createHash } from 'node:crypto';
import { readFile, realpath } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { checkInputsOfRecord, recordedCheckInputs, type CheckInputs } from '../check/check-inputs.ts';
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
  /** The path the site was built to be served under, as given: what a check of the folder resolves its links with. */
  readonly base: string;
  /** What a check of the folder needs to know of the build: the bodies' links, the site's budgets. */
  readonly checkInputs: CheckInputs;
  /**
   * The folder the output link led to once the build was in place (a new one each build): the record
   * speaks of the output only while it still leads there.
   */
  readonly site: string;
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
    const { inputs, pages, assets, base, site } = record;
    const checkInputs = checkInputsOfRecord(root, record.checkInputs);
    return typeof inputs === 'string' &&
      typeof pages === 'number' &&
      typeof assets === 'number' &&
      typeof base === 'string' &&
      typeof site === 'string' &&
      checkInputs !== undefined
      ? { inputs, pages, assets, functions, base, site, checkInputs }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Records the build just put in place in `outDir`. */
export async function writeLastBuild(root: string, outDir: string, record: Omit<LastBuild, 'site'>): Promise<void> {
  const site = await realpath(outDir);
  const checkInputs = recordedCheckInputs(root, record.checkInputs);
  await writeFileAtomically(recordFileOf(root, outDir), JSON.stringify({ ...record, checkInputs, site }));
}

/**
 * What the build of the output in `outDir` recorded (its base, its bodies' links); undefined when no
 * record speaks of the folder the output leads to now (another tool's, or a copy).
 */
export async function recordedBuild(root: string, outDir: string): Promise<LastBuild | undefined> {
  const [record, site] = await Promise.all([readLastBuild(root, outDir), realpath(outDir).catch(() => undefined)]);
  return record !== undefined && record.site === site ? record : undefined;
}
