import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { IndexPartCache } from '../cache/index-parts.ts';
import { mapConcurrently } from '../concurrency/map-concurrently.ts';
import { sameValue } from '../pipeline/same-value.ts';
import { inCodeUnitOrder } from './code-unit-order.ts';
import { orderPagefindFilters } from './pagefind-filter-order.ts';
import { indexWithPagefind } from './pagefind-process.ts';
import { pageFileOf } from './page-files.ts';
import { bodyWeighting, checkSearchWeights, type SearchWeights } from './search-weights.ts';
import { stagingFolderFor } from './staging-folder.ts';
import { escapeXml } from './sitemap.ts';

/** The index, in parts: `pagefind/1/`, `pagefind/2/`... */
export const searchIndexFolder = 'pagefind';
/** Names the Pagefind module of every part, for the browser to search them all; written with the index. */
export const searchManifestFile = 'search-indexes.json';

export interface SearchManifest {
  /** Each part's Pagefind module, as a URL under the base path. */
  readonly parts: readonly string[];
}

/** What the search index holds of a page: where it is served, its title, its filters, and the body a search reads. */
export interface SearchDocument {
  /** The page's site path (`/notes/first-light`). */
  readonly path: string;
  readonly title: string;
  /** Values a search can be narrowed by (`tag: tools`). */
  readonly filters: Readonly<Record<string, string>>;
  /** The body, as the page shows it. */
  readonly html: string;
}

/** The folder of part `part` (from 1), inside the output. */
export function searchIndexPartFolder(part: number): string {
  return join(searchIndexFolder, String(part));
}

/**
 * Splits the documents into the fewest parts of about `partSize` (none for none). A
 * document's part is chosen by a hash of its path, not by its place in the list: a
 * document added, changed or removed leaves every other part as it was, and a part
 * whose documents did not change is taken from the cache rather than indexed again.
 * Each part is in path order.
 */
export function splitIntoParts(documents: readonly SearchDocument[], partSize: number): SearchDocument[][] {
  const count = Math.ceil(documents.length / partSize);
  const parts = Array.from({ length: count }, (): SearchDocument[] => []);
  for (const document of [...documents].sort((a, b) => inCodeUnitOrder(a.path, b.path))) {
    parts[createHash('sha256').update(document.path).digest().readUInt32BE(0) % count]?.push(document);
  }
  return parts;
}

/**
 * The page Pagefind indexes for a document: its title (the result's title), its
 * filters and its body (the searched text). Made from the content rather than read
 * from the built page, so the index is built while the pages are still being
 * rendered, and Pagefind parses a few kilobytes per page instead of the whole page.
 */
export function searchPage(document: SearchDocument, language: string): string {
  const title = escapeXml(document.title);
  const filters = Object.entries(document.filters)
    .map(([name, value]) => `<p data-pagefind-filter="${escapeXml(name)}">${escapeXml(value)}</p>`)
    .join('');
  return (
    `<!DOCTYPE html><html lang="${escapeXml(language)}"><head><meta charset="utf-8"><title>${title}</title></head><body>` +
    `<h1 data-pagefind-meta="title">${title}</h1>${filters}<div data-pagefind-body>${document.html}</div></body></html>`
  );
}

export interface SearchIndexOptions {
  readonly language: string;
  readonly partSize: number;
  /** CSS selectors of the parts of the bodies Pagefind leaves out. */
  readonly exclude?: readonly string[] | undefined;
  /** How much a search counts the words of an element, by element name, where the rest of a body counts 1. */
  readonly weights?: SearchWeights | undefined;
  /** Parts made by earlier builds, by what they were made from. */
  readonly cache: IndexPartCache;
  /** Runs Pagefind at a lower priority than the build (see indexWithPagefind): the dev server's index does, so a save is built first. */
  readonly background?: boolean | undefined;
  /** How many Pagefind processes run at once; one per core by default. */
  readonly processes?: number | undefined;
  /** Where each part's pages are written for Pagefind; by default, as stagingFolderFor chooses. */
  readonly staging?: string | undefined;
  /**
   * What the last call left in the same output, when nothing else has changed it since:
   * its parts whose pages are the same stay as they are, and a document as it was keeps
   * its page. The dev server's index, brought up to date after every save, starts from it.
   */
  readonly previous?: WrittenIndex | undefined;
}

/** What a writeSearchIndex call left in its output, for the next call into the same output. */
export interface WrittenIndex {
  /** The numbers of the parts it made: a part no document falls in is left out. */
  readonly parts: readonly number[];
  /** What every page was made with besides its document: the language, the weights and what Pagefind leaves out. */
  readonly settings: string;
  /** Each part in the output, by number, with the pages it was made from. */
  readonly made: ReadonlyMap<number, readonly StagedPage[]>;
  /** Each document's page, by site path, with the document it was made from. */
  readonly pages: ReadonlyMap<string, { readonly document: SearchDocument; readonly page: StagedPage }>;
}

/** A page Pagefind reads: its file in the part's folder, and its HTML. */
type StagedPage = readonly [file: string, html: string];

/**
 * Indexes the documents with Pagefind into `{outDir}/pagefind/1/`, `2/` and so on, and
 * returns the numbers of the parts it made: a part no document falls in is left out.
 * Each part is indexed by a Pagefind process of its own, one per core at once:
 * Pagefind holds about 270 KB per page while it indexes, so a large site is never
 * indexed in one process, and a process uses little more than one core. A part
 * holding the same documents as one an earlier build made is taken from the cache
 * instead.
 *
 * Pagefind indexes a folder far faster than page by page, so each part's pages are
 * written into a folder first, and Pagefind writes the part's index itself. Its filters
 * are then put in order (see pagefind-filter-order.ts): the same documents make the same
 * bytes.
 *
 * Given the index the last call left (`previous`), a part made of the same pages is
 * left as it is in the output, others are replaced, and parts no longer made removed.
 */
export async function writeSearchIndex(
  outDir: string,
  documents: readonly SearchDocument[],
  options: SearchIndexOptions,
): Promise<WrittenIndex> {
  const parts = splitIntoParts(documents, options.partSize)
    .map((part, index) => ({ number: index + 1, documents: part }))
    .filter((part) => part.documents.length > 0);
  const exclude = options.exclude ?? [];
  checkSearchWeights(options.weights ?? {});
  const weigh = bodyWeighting(options.weights ?? {});
  const settings = JSON.stringify([options.language, options.weights ?? {}, exclude]);
  const previous = options.previous?.settings === settings ? options.previous : undefined;
  const pages = new Map<string, { readonly document: SearchDocument; readonly page: StagedPage }>();
  const pageOf = (document: SearchDocument): StagedPage => {
    const before = previous?.pages.get(document.path);
    const page: StagedPage =
      before && sameValue(before.document, document)
        ? before.page
        : [pageFileOf(document.path), searchPage({ ...document, html: weigh(document.html) }, options.language)];
    pages.set(document.path, { document, page });
    return page;
  };
  const made = new Map<number, readonly StagedPage[]>();
  const staging = resolve(options.staging ?? stagingFolderFor(outDir, stagedBytes(documents)));
  const indexPart = async ({ number, documents: part }: (typeof parts)[number]) => {
    const target = resolve(outDir, searchIndexPartFolder(number));
    const partPages = part.map(pageOf);
    made.set(number, partPages);
    const before = options.previous?.made.get(number);
    if (before && previous && sameValue(before, partPages)) return;
    // What the last call left there was made from other pages (or with other settings).
    if (before) await rm(target, { recursive: true, force: true });
    const key = partKey(partPages, exclude);
    if (await options.cache.take(key, target)) return;
    const folder = join(staging, String(number));
    writeFilesAtOnce(folder, partPages);
    try {
      await indexWithPagefind(folder, target, exclude, { background: options.background });
      await orderPagefindFilters(target);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    await options.cache.keep(key, target);
  };
  // Pages a killed build left there would be indexed with this build's.
  await rm(staging, { recursive: true, force: true });
  try {
    await mapConcurrently(parts, options.processes ?? availableParallelism(), indexPart);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  const gone = [...(options.previous?.made.keys() ?? [])].filter((number) => !made.has(number));
  await Promise.all(gone.map((number) => rm(resolve(outDir, searchIndexPartFolder(number)), { recursive: true, force: true })));
  return { parts: parts.map((part) => part.number), settings, made, pages };
}

/**
 * What the documents' pages take as UTF-8, with room to spare: three bytes for each
 * character of a title and body (the most UTF-8 takes for one), and a kilobyte for
 * the page around them and its filters.
 */
function stagedBytes(documents: readonly SearchDocument[]): number {
  let characters = 0;
  for (const document of documents) characters += document.title.length + document.html.length;
  return 3 * characters + 1024 * documents.length;
}

/** What a part is made from: every page Pagefind is given, file by file, and what it leaves out of them (the cache's version covers Pagefind's own). */
function partKey(pages: readonly (readonly [file: string, html: string])[], exclude: readonly string[]): string {
  const hash = createHash('sha256').update(`${JSON.stringify(exclude)}\n`);
  for (const [file, html] of pages) hash.update(`${file}\n${html.length}\n`).update(html);
  return hash.digest('hex');
}

/**
 * Written without yielding: the index is built while this thread renders pages, and a
 * file written per turn of the event loop would wait for a batch of pages each time.
 */
function writeFilesAtOnce(folder: string, files: readonly (readonly [path: string, content: string])[]): void {
  for (const [path, content] of files) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
}
