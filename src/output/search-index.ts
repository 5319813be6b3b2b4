import { join } from 'node:path';
import * as pagefind from 'pagefind';

export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

/** Pagefind's Node API drives one indexing process per Node process: builds take turns. */
let turn: Promise<unknown> = Promise.resolve();

/**
 * Indexes the built pages with Pagefind into `{outDir}/pagefind/`. Only pages
 * marked `data-pagefind-body` (the blog articles) are indexed.
 */
export function writeSearchIndex(outDir: string): Promise<void> {
  const indexing = turn.then(() => indexPages(outDir));
  turn = indexing.catch(() => undefined);
  return indexing;
}

async function indexPages(outDir: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({});
  try {
    if (!index) throw new SearchIndexError(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: outDir });
    if (added.errors.length) throw new SearchIndexError(`Pagefind could not index ${outDir}: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
    if (written.errors.length) throw new SearchIndexError(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
}
