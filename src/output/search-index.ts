import { join } from 'node:path';
import * as pagefind from 'pagefind';

export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

/**
 * Indexes the built pages with Pagefind into `{outDir}/pagefind/`. Only pages
 * marked `data-pagefind-body` (the blog articles) are indexed.
 */
export async function writeSearchIndex(outDir: string): Promise<void> {
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
