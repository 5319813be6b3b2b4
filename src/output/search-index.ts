import { linkSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import { servedPathOf } from './served-path.ts';

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

/**
 * Indexes the articles with Pagefind into `{outDir}/pagefind/1/`, `2/` and so on, one
 * part after another, each by a Pagefind process of its own: `parts` are the
 * articles' files inside the site, `sourceOf` says where each is now (the output,
 * or the previous build's output for pages this build kept there).
 */
export function writeSearchIndex(outDir: string, parts: readonly (readonly string[])[], sourceOf: (file: string) => string): Promise<void> {
  return inTurn(async () => {
    // Pagefind indexes a folder far faster than page by page: each part's pages are gathered into one, as hard links.
    const folder = `${outDir}.search-pages`;
    try {
      for (const [index, pages] of parts.entries()) {
        await gatherPages(folder, pages, sourceOf);
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

/** Indexes only the given pages into `{outDir}/pagefind-delta/`; see writeSearchIndex. */
export function writeSearchDelta(outDir: string, pages: readonly string[], sourceOf: (file: string) => string): Promise<void> {
  return inTurn(() =>
    withIndex(join(outDir, searchDeltaFolder), async (index) => {
      for (const file of pages) {
        const added = await index.addHTMLFile({ url: pagefindUrlOf(file), content: await readFile(sourceOf(file), 'utf8') });
        if (added.errors.length) throw new SearchIndexError(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
      }
    }),
  );
}

async function gatherPages(folder: string, pages: readonly string[], sourceOf: (file: string) => string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const file of pages) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    linkSync(sourceOf(file), join(folder, file));
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
    for (const file of made.files) {
      mkdirSync(dirname(join(outputPath, file.path)), { recursive: true });
      writeFileSync(join(outputPath, file.path), file.content);
    }
  } finally {
    await pagefind.close();
  }
}
