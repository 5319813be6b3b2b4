import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import type { IndexPartCache } from '../cache/index-parts.ts';
import { inCodeUnitOrder } from './code-unit-order.ts';
import { pageFileOf } from './page-files.ts';
import { escapeXml } from './sitemap.ts';

export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

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

/** Pagefind's Node API drives one indexing process per Node process: builds take turns. */
let turn: Promise<unknown> = Promise.resolve();

function inTurn<Result>(work: () => Promise<Result>): Promise<Result> {
  const done = turn.then(work);
  turn = done.catch(() => undefined);
  return done;
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
  /** Parts made by earlier builds, by what they were made from. */
  readonly cache: IndexPartCache;
}

/**
 * Indexes the documents with Pagefind into `{outDir}/pagefind/1/`, `2/` and so on,
 * one part after another, each by a Pagefind process of its own, and returns the
 * number of parts. Pagefind holds about 270 KB per page while it indexes, so a large
 * site is never indexed at once; a part holding the same documents as one an earlier
 * build made is taken from the cache instead.
 *
 * Pagefind indexes a folder far faster than page by page, so each part's pages are
 * written into a folder first. While Pagefind reads one part, this thread writes the
 * files of the part before it and the pages of the part after it: neither waits for
 * the other.
 */
export function writeSearchIndex(outDir: string, documents: readonly SearchDocument[], options: SearchIndexOptions): Promise<number> {
  const parts = splitIntoParts(documents, options.partSize);
  const exclude = options.exclude ?? [];
  const staging = `${outDir}.search-pages`;
  /** Writes part `index`'s pages for Pagefind; undefined when there is no such part, or the cache had it. */
  const stage = async (index: number): Promise<StagedPart | undefined> => {
    const part = parts[index];
    if (!part) return undefined;
    const target = join(outDir, searchIndexPartFolder(index + 1));
    const pages = part.map((document) => [pageFileOf(document.path), searchPage(document, options.language)] as const);
    const key = partKey(pages, exclude);
    if (await options.cache.take(key, target)) return undefined;
    const folder = join(staging, String(index + 1));
    writeFilesAtOnce(folder, pages);
    return { folder, target, key };
  };
  /** Writes a part's index files where they go, and keeps them in the cache. */
  const finish = async ({ part, made }: IndexedPart) => {
    writeFilesAtOnce(
      part.target,
      made.map((file) => [file.path, file.content] as const),
    );
    await options.cache.keep(part.key, part.target);
  };
  return inTurn(async () => {
    const removals: Promise<void>[] = [];
    let indexing: Promise<pagefind.IndexFile[]> | undefined;
    try {
      // Pages a killed build left there would be indexed with this build's.
      await rm(staging, { recursive: true, force: true });
      let indexed: IndexedPart | undefined;
      let next = stage(0);
      for (let index = 0; index < parts.length; index++) {
        const part = await next;
        if (!part) {
          next = stage(index + 1);
          continue;
        }
        indexing = (await startIndexing(part.folder, exclude)).files;
        // While Pagefind reads this part, the files of the one before are written and the pages of the one after.
        if (indexed) await finish(indexed);
        next = stage(index + 1);
        next.catch(() => undefined);
        indexed = { part, made: await indexing };
        removals.push(rm(part.folder, { recursive: true, force: true }));
      }
      if (indexed) await finish(indexed);
    } finally {
      // After a failure, Pagefind's process is let go before its pages are removed.
      await indexing?.catch(() => undefined);
      await Promise.allSettled(removals);
      await rm(staging, { recursive: true, force: true });
    }
    return parts.length;
  });
}

/** A part whose pages wait in `folder` for Pagefind. */
interface StagedPart {
  readonly folder: string;
  /** Where its index goes. */
  readonly target: string;
  /** What it is kept under in the cache. */
  readonly key: string;
}

interface IndexedPart {
  readonly part: StagedPart;
  /** The index's files, as Pagefind made them. */
  readonly made: readonly pagefind.IndexFile[];
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
function writeFilesAtOnce(folder: string, files: readonly (readonly [path: string, content: string | Uint8Array])[]): void {
  for (const [path, content] of files) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
}

/**
 * Starts indexing the pages in `folder` in a Pagefind process of its own, and returns
 * once Pagefind has them; `files` resolves to the index's files, and the process is
 * closed then.
 */
async function startIndexing(folder: string, exclude: readonly string[]): Promise<{ readonly files: Promise<pagefind.IndexFile[]> }> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: [...exclude] });
  if (!index) {
    await pagefind.close();
    throw new SearchIndexError(`Pagefind could not start: ${errors.join('; ')}`);
  }
  const adding = index.addDirectory({ path: folder });
  const files = (async () => {
    try {
      const added = await adding;
      if (added.errors.length) throw new SearchIndexError(`Pagefind could not index ${folder}: ${added.errors.join('; ')}`);
      // The files are taken and written by this thread rather than by Pagefind's writeFiles, whose promise can
      // resolve before its process has finished writing: closing it then left truncated files on a busy machine.
      const made = await index.getFiles();
      if (made.errors.length) throw new SearchIndexError(`Pagefind could not make its index: ${made.errors.join('; ')}`);
      return made.files;
    } finally {
      await pagefind.close();
    }
  })();
  // Awaited by the caller, after what it does meanwhile.
  files.catch(() => undefined);
  return { files };
}
