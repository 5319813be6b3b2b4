import type { IndexPartCache } from '../cache/index-parts.ts';
import type { SearchSpec, SiteSettings } from '../definition/define-site.ts';
import {
  searchIndexPartFolder,
  searchManifestFile,
  writeSearchIndex,
  type SearchManifest,
  type WrittenIndex,
} from '../output/search-index.ts';
import type { SitePaths } from '../render/site-paths.ts';
import { writeOutputFile } from '../output/output-files.ts';

/** How a search index is made besides what it indexes: from what, and how, in the dev server. */
export interface SearchRun {
  readonly cache: IndexPartCache;
  /** Pagefind at a lower priority than the builds: the dev server's index. */
  readonly background: boolean;
  /** What the last run left in the output, unchanged since (see writeSearchIndex). */
  readonly previous: WrittenIndex | undefined;
}

/**
 * Builds the search index the site asks for, in Pagefind's own process, and writes the
 * manifest naming its parts. Made from the content, it runs while the pages render
 * in a build; in the background, after the pages, in the dev server.
 */
export async function writeSearch(
  outDir: string,
  search: SearchSpec,
  settings: SiteSettings,
  paths: SitePaths,
  { cache, background, previous }: SearchRun,
): Promise<WrittenIndex> {
  const written = await writeSearchIndex(outDir, search.documents, {
    language: settings.language,
    partSize: search.partSize,
    exclude: search.exclude,
    weights: search.weights,
    cache,
    background,
    previous,
  });
  const manifest: SearchManifest = {
    parts: written.parts.map((part) => paths.link(`/${searchIndexPartFolder(part)}/pagefind.js`)),
  };
  await writeOutputFile(outDir, searchManifestFile, JSON.stringify(manifest));
  return written;
}
