import { mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import { servedPathOf } from './served-path.ts';
import { escapeXml } from './sitemap.ts';

export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

/** The full index of every article, in parts (`pagefind/1/`, `pagefind/2/`...), and the delta: articles changed since the full index was built. */
export const searchIndexFolder = 'pagefind';
export const searchDeltaFolder = 'pagefind-delta';
/** Names the Pagefind modules to search and the articles whose full-index entries the delta replaces; always written. */
export const searchManifest = 'search-indexes.json';

export interface SearchManifest {
  /** The full index's parts: one Pagefind module each. */
  readonly full: readonly string[];
  /** The delta's Pagefind module, or null when there is no delta. */
  readonly delta: string | null;
  /** URLs, as Pagefind gives them, whose results from the full index are out of date. */
  readonly replaced: readonly string[];
}

/** The folder of the full index's part `part` (from 1), inside the output. */
export function searchIndexPartFolder(part: number): string {
  return join(searchIndexFolder, String(part));
}

/** Pagefind's Node API drives one indexing process per Node process: builds take turns. */
let turn: Promise<unknown> = Promise.resolve();

function inTurn(work: () => Promise<void>): Promise<void> {
  const done = turn.then(work);
  turn = done.catch(() => undefined);
  return done;
}

/** What the search index holds of an article: where it is served, its title and category, and its body. */
export interface SearchedArticle {
  /** The article page's file inside the site, such as `blog/a/index.html`: Pagefind gives it as `/blog/a/`. */
  readonly file: string;
  readonly title: string;
  readonly category: string;
  /** The body, as the article page shows it. */
  readonly html: string;
}

/**
 * The page Pagefind indexes for an article: the title (its result's title), the
 * category (a filter) and the body (the searched text), as on the article page.
 * Made from the site model rather than read from the page, so the index is built
 * while the pages are still being rendered, and Pagefind parses a few kilobytes
 * per article instead of the whole page around them.
 */
export function searchDocument(article: SearchedArticle, language: string): string {
  const title = escapeXml(article.title);
  return (
    `<!DOCTYPE html><html lang="${escapeXml(language)}"><head><meta charset="utf-8"><title>${title}</title></head><body>` +
    `<h1 data-pagefind-meta="title">${title}</h1><p data-pagefind-filter="category">${escapeXml(article.category)}</p>` +
    `<div data-pagefind-body>${article.html}</div></body></html>`
  );
}

/**
 * Indexes the articles with Pagefind into `{outDir}/pagefind/1/`, `2/` and so on, one
 * part after another, each by a Pagefind process of its own.
 */
export function writeSearchIndex(outDir: string, parts: readonly (readonly SearchedArticle[])[], language: string): Promise<void> {
  return inTurn(async () => {
    // Pagefind indexes a folder far faster than page by page: each part's documents are written into one first.
    const folder = `${outDir}.search-pages`;
    try {
      for (const [index, articles] of parts.entries()) {
        await writeDocuments(folder, articles, language);
        await withIndex(join(outDir, searchIndexPartFolder(index + 1)), async (pagefindIndex) => {
          const added = await pagefindIndex.addDirectory({ path: folder });
          if (added.errors.length) throw new SearchIndexError(`Pagefind could not index ${folder}: ${added.errors.join('; ')}`);
        });
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
}

/** Indexes only the given articles into `{outDir}/pagefind-delta/`; see writeSearchIndex. */
export function writeSearchDelta(outDir: string, articles: readonly SearchedArticle[], language: string): Promise<void> {
  return inTurn(() =>
    withIndex(join(outDir, searchDeltaFolder), async (index) => {
      for (const article of articles) {
        const added = await index.addHTMLFile({ url: pagefindUrlOf(article.file), content: searchDocument(article, language) });
        if (added.errors.length) throw new SearchIndexError(`Pagefind could not index ${article.file}: ${added.errors.join('; ')}`);
      }
    }),
  );
}

async function writeDocuments(folder: string, articles: readonly SearchedArticle[], language: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  writeFilesAtOnce(folder, articles.map((article) => [article.file, searchDocument(article, language)] as const));
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

/** The URL Pagefind gives a page found at `file` (`blog/a/index.html` -> `/blog/a/`) when it indexes a folder. */
export function pagefindUrlOf(file: string): string {
  return `/${servedPathOf(file)}`;
}

async function withIndex(outputPath: string, add: (index: pagefind.PagefindIndex) => Promise<void>): Promise<void> {
  const { index, errors } = await pagefind.createIndex({});
  try {
    if (!index) throw new SearchIndexError(`Pagefind could not start: ${errors.join('; ')}`);
    await add(index);
    // The files are taken and written here rather than by Pagefind's writeFiles, whose promise can
    // resolve before its process has finished writing: closing it then left truncated files on a busy machine.
    const made = await index.getFiles();
    if (made.errors.length) throw new SearchIndexError(`Pagefind could not make its index: ${made.errors.join('; ')}`);
    writeFilesAtOnce(outputPath, made.files.map((file) => [file.path, file.content] as const));
  } finally {
    await pagefind.close();
  }
}
