import { join } from 'node:path';
import { memoryBuildCache, type BuildCache } from '../../src/cache/build-cache.ts';
import { openSourceFiles } from '../../src/content/source-files.ts';
import { loadedData, type ContentSources, type LoadedContent } from '../../src/definition/content-sources.ts';
import type { AssetUrls } from '../../src/definition/define-site.ts';
import { planImages } from '../../src/images/plan-images.ts';
import { renderHere } from '../../src/markdown/render-batch.ts';
import { loadSite } from '../../src/pipeline/load-site.ts';
import { loadSiteModule } from '../../src/render/load-site-module.ts';
import type { RenderEnvironment } from '../../src/render/render-page.ts';
import type { SitePaths } from '../../src/render/site-paths.ts';
import type { SiteContent } from '../../templates/content.ts';
import type { PageHead } from '../../templates/page-head.ts';
import siteDefinition from '../../templates/site.ts';
import { repoRoot } from './project.ts';

export interface ContentLoadOptions {
  /** The project whose templates/site.ts declares the content; this repository's unless given. */
  readonly root?: string;
  /** Defaults to `{root}/content`. */
  readonly contentDir?: string;
  /** Leaves out drafts and entries dated after this day; every entry is in without it. */
  readonly publishedOn?: string;
  /** Shared by loads of one test file, so that a body one load rendered is not rendered again; nothing is cached unless given. */
  readonly cache?: BuildCache;
}

/**
 * A project's content as its templates get it, loaded by the engine's first stage.
 * `Sources` names what the project's templates/site.ts declares.
 */
export async function loadProjectContent<Sources extends ContentSources>(
  options: ContentLoadOptions = {},
): Promise<LoadedContent<Sources>> {
  const root = options.root ?? repoRoot;
  const link = (path: string) => path;
  // Planned only: the pages' pictures need the images' sizes and URLs, not their files.
  const [module, images] = await Promise.all([loadSiteModule(root), planImages(join(root, 'assets'), link)]);
  const site = await loadSite(module, {
    contentDir: options.contentDir ?? join(root, 'content'),
    link,
    images,
    publishedOn: options.publishedOn,
    sources: openSourceFiles(),
    cache: options.cache ?? memoryBuildCache(),
    renderer: renderHere,
  });
  // The module is compiled from the project's own templates/site.ts, which the caller names.
  return site.content as LoadedContent<Sources>;
}

/** The marketing site's content, every draft and future post included unless `publishedOn` is given. */
export function loadSiteContent(options: ContentLoadOptions = {}): Promise<LoadedContent<SiteContent>> {
  return loadProjectContent<SiteContent>(options);
}

/** What the builder renders the marketing site's pages with, for a test that renders one page of its content by itself. */
export function siteRenderEnvironment(
  content: LoadedContent<SiteContent>,
  paths: SitePaths,
  assets: AssetUrls,
): RenderEnvironment<typeof siteDefinition.content, PageHead> {
  const data = loadedData(content, siteDefinition.content);
  return { definition: siteDefinition, data, settings: siteDefinition.settings(data), paths, assets };
}
