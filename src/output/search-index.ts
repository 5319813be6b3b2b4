import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

/** The full index of every article, and the delta: articles changed since the full index was built. */
export const searchIndexFolder = 'pagefind';
export const searchDeltaFolder = 'pagefind-delta';
/** Names the delta's Pagefind module and the articles whose full-index entries it replaces; always written. */
export const searchDeltaManifest = 'pagefind-delta.json';

export interface SearchDeltaManifest {
  /** The delta's Pagefind module, or null when there is no delta. */
  readonly index: string | null;
  /** URLs, as Pagefind gives them, whose results from the full index are out of date. */
  readonly replaced: readonly string[];
}

/** Pagefind's Node API drives one indexing process per Node process: builds take turns. */
let turn: Promise<unknown> = Promise.resolve();

function inTurn(work: () => Promise<void>): Promise<void> {
  const done = turn.then(work);
  turn = done.catch(() => undefined);
  return done;
}

/**
 * Indexes the built pages with Pagefind into `{outDir}/pagefind/`. Only pages
 * marked `data-pagefind-body` (the blog articles) are indexed.
 */
export function writeSearchIndex(outDir: string): Promise<void> {
  return inTurn(() =>
    withIndex(join(outDir, searchIndexFolder), async (index) => {
      const added = await index.addDirectory({ path: outDir });
      if (added.errors.length) throw new SearchIndexError(`Pagefind could not index ${outDir}: ${added.errors.join('; ')}`);
    }),
  );
}

/** Indexes only the given pages (file paths inside `outDir`) into `{outDir}/pagefind-delta/`. */
export function writeSearchDelta(outDir: string, files: readonly string[]): Promise<void> {
  return inTurn(() =>
    withIndex(join(outDir, searchDeltaFolder), async (index) => {
      for (const file of files) {
        const added = await index.addHTMLFile({ url: pagefindUrlOf(file), content: await readFile(join(outDir, file), 'utf8') });
        if (added.errors.length) throw new SearchIndexError(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
      }
    }),
  );
}

/** The URL Pagefind gives a page found at `file` (`blog/a/index.html` -> `/blog/a/`) when it indexes a folder. */
export function pagefindUrlOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

async function withIndex(outputPath: string, add: (index: pagefind.PagefindIndex) => Promise<void>): Promise<void> {
  const { index, errors } = await pagefind.createIndex({});
  try {
    if (!index) throw new SearchIndexError(`Pagefind could not start: ${errors.join('; ')}`);
    await add(index);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new SearchIndexError(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
}
