import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomically } from '../output/write-atomically.ts';
import type { SearchIndexState } from './search-plan.ts';
import type { KnownSource } from './source-files.ts';

/** What the last build into one output folder read and wrote: the next build starts from it. */
export interface BuildRecord {
  readonly outDir: string;
  /** The snapshot of everything the build was made from: content, templates, assets and settings. */
  readonly inputs: string;
  /** The source files the build read, by absolute path: the next build reads only those whose identity changed. */
  readonly sources?: Readonly<Record<string, KnownSource>> | undefined;
  /** The output folder as the build left it: each file's identity, by path inside it (see output-listing.ts). */
  readonly output: Readonly<Record<string, string>>;
  /** Each page's fingerprint, by site path. */
  readonly pages: Readonly<Record<string, string>>;
  /** What the search indexes hold: each article's fingerprint in the full index, and as that build left it. */
  readonly searchIndex?: { readonly full: Readonly<Record<string, string>>; readonly latest: Readonly<Record<string, string>> } | undefined;
  readonly assets: number;
}

export function searchIndexToRecord(state: SearchIndexState | undefined): BuildRecord['searchIndex'] {
  return state && { full: Object.fromEntries(state.full), latest: Object.fromEntries(state.latest) };
}

export function searchIndexFromRecord(recorded: BuildRecord['searchIndex']): SearchIndexState | undefined {
  return recorded && { full: new Map(Object.entries(recorded.full)), latest: new Map(Object.entries(recorded.latest)) };
}

/** One record per output folder: building elsewhere (a preview, a test) must not erase it. */
export function buildRecordFile(root: string, outDir: string): string {
  const outputName = createHash('sha256').update(outDir).digest('hex').slice(0, 12);
  return join(root, '.sitegen', 'cache', `pages-${outputName}.json`);
}

/** The record of the last build into `outDir`; undefined when there is none that can be read. */
export async function readBuildRecord(file: string, outDir: string): Promise<BuildRecord | undefined> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as Partial<BuildRecord>;
    const complete = typeof record.inputs === 'string' && typeof record.output === 'object' && typeof record.assets === 'number' && record.pages;
    return record.outDir === outDir && complete ? (record as BuildRecord) : undefined;
  } catch {
    return undefined;
  }
}

export function writeBuildRecord(file: string, record: BuildRecord): Promise<void> {
  return writeFileAtomically(file, JSON.stringify(record));
}
