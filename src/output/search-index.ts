import * as pagefind from 'pagefind';

export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

/** A Pagefind index filled page by page as the build renders them. */
export interface SearchIndex {
  /** Pagefind indexes only pages marked `data-pagefind-body` (the blog articles); others are skipped. */
  add(url: string, html: string): Promise<void>;
  /** Writes the index and its browser bundle into `outputPath`. */
  write(outputPath: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts Pagefind's indexer; started early, its process boots while content loads. */
export async function openSearchIndex(): Promise<SearchIndex> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) {
    await pagefind.close();
    throw new SearchIndexError(`Pagefind could not start: ${errors.join('; ')}`);
  }
  const check = (what: string, problems: readonly string[]) => {
    if (problems.length) throw new SearchIndexError(`Pagefind could not ${what}: ${problems.join('; ')}`);
  };
  return {
    add: async (url, html) => check(`index ${url}`, (await index.addHTMLFile({ url, content: html })).errors),
    write: async (outputPath) => check('write its index', (await index.writeFiles({ outputPath })).errors),
    close: async () => {
      await pagefind.close();
    },
  };
}
