import type { BuildCache } from '../cache/build-cache.ts';
import { loadContent, type ContentImages, type LoadContentOptions } from '../content/load-content.ts';
import { placeholdersOf } from '../content/placeholder-text.ts';
import type { SourceFiles } from '../content/source-files.ts';
import { loadedData, type ContentSources, type LoadedContent, type LoadedData } from '../definition/content-sources.ts';
import type { SiteSettings } from '../definition/define-site.ts';
import type { MarkdownRenderer } from '../markdown/render-batch.ts';
import type { SiteModule } from '../render/load-site-module.ts';

/** The first stage's result: the site's definition and its content, checked and rendered. */
export interface LoadedSite {
  readonly module: SiteModule;
  readonly content: LoadedContent<ContentSources>;
  /** The data files alone, which the document shell is given. */
  readonly data: LoadedData<ContentSources>;
  readonly settings: SiteSettings;
}

export interface LoadSiteOptions {
  readonly contentDir: string;
  readonly link: (path: string) => string;
  readonly publishedOn?: string | undefined;
  readonly sources: SourceFiles;
  readonly cache: BuildCache;
  readonly renderer: MarkdownRenderer;
  /** The build's images; none without (see LoadContentOptions). */
  readonly images?: ContentImages;
  /** Goes on past content errors where it can (see LoadContentOptions). */
  readonly pastErrors?: LoadContentOptions['pastErrors'];
  /** The file `sitegen new` is about to write: the placeholders its scaffold wrote into it are no error there. */
  readonly newEntry?: string | undefined;
}

/** Loads the content the site module declares; throws ContentErrors naming every problem. */
export async function loadSite(module: SiteModule, options: LoadSiteOptions): Promise<LoadedSite> {
  const { definition } = module;
  const content = await loadContent(module, {
    contentDir: options.contentDir,
    link: options.link,
    publishedOn: options.publishedOn,
    sources: options.sources,
    schemaVersion: module.fingerprint,
    checked: options.cache.checked,
    rendered: options.cache.rendered,
    renderer: options.renderer,
    highlightCache: { folder: options.cache.highlightFolder },
    images: options.images,
    pastErrors: options.pastErrors,
    placeholders: { ...placeholdersOf(definition.scaffolds), newEntry: options.newEntry },
  });
  const data = loadedData(content, definition.content);
  return { module, content, data, settings: definition.settings(data) };
}
