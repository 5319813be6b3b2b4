import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { openMemoryMemo, type Memo } from '../cache/memo.ts';
import { mapConcurrently } from '../concurrency/map-concurrently.ts';
import { inCodeUnitOrder } from '../output/code-unit-order.ts';
import { servedPathOf } from '../output/page-files.ts';
import { normalizeBase } from '../render/site-paths.ts';
import { openPageFactsReader, type PageFacts } from './page-facts.ts';
import type { CheckedPage, SiteOutput } from './site-output.ts';

export interface OutputSource {
  /** The path the site is served under, as given on the command line. */
  readonly base: string;
  /** Every file, relative, with forward slashes. */
  readonly files: readonly string[];
  read(file: string): Promise<Uint8Array>;
}

/** Pages read at once: each is held whole while its facts are read, and a large site has thousands. */
const pagesAtOnce = 16;

/**
 * Reads a built folder: every file's name, and the facts of every page, from `facts` where a
 * page with the same HTML was read before (see page-facts.ts). Without it, nothing is kept.
 */
export async function readSiteOutput(dir: string, base: string, facts?: Memo<PageFacts>): Promise<SiteOutput> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  return parseSiteOutput({ base, files, read: (file) => readFile(join(dir, file)) }, facts);
}

export async function parseSiteOutput(source: OutputSource, facts: Memo<PageFacts> = openMemoryMemo()): Promise<SiteOutput> {
  const base = normalizeBase(source.base);
  const decoder = new TextDecoder();
  const reader = openPageFactsReader(facts);
  const files = [...source.files].sort();
  const pages = await mapConcurrently(
    files.filter((file) => file.endsWith('.html')),
    pagesAtOnce,
    async (file): Promise<CheckedPage> => ({
      file,
      url: base + servedPathOf(file),
      facts: await reader.read(decoder.decode(await source.read(file))),
    }),
  );
  // In address order, so that reports start at the home page.
  pages.sort((a, b) => inCodeUnitOrder(a.url, b.url));
  return { base, pages, files: new Set(files), read: source.read };
}
