import type { IndexPartCache } from '../cache/index-parts.ts';
import type { SearchSpec, SiteSettings } from '../definition/define-site.ts';
import { searchIndexPartFolder, searchManifestFile, writeSearchIndex, type SearchManifest } from '../output/search-index.ts';
import type { SitePaths } from '../render/site-paths.ts';
import { writeOutputFile } from '../output/output-files.ts';

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
  cache: IndexPartCache,
  background: boolean,
): Promise<void> {
  const parts = await writeSearchIndex(outDir, search.documents, {
    language: settings.language,
    partSize: search.partSize,
    exclude: search.exclude,
    weights: search.weights,
    cache,
    background,
  });
  const manifest: SearchManifest = {
    parts: parts.map((part) => paths.link(`/${searchIndexPartFolder(part)}/pagefind.js`)),
  };
  await writeOutputFile(outDir, searchManifestFile, JSON.stringify(manifest));
}
