import { join } from 'node:path';
import { memoryBuildCache, type BuildCache } from '../../src/cache/build-cache.ts';
import { openSourceFiles } from '../../src/content/source-files.ts';
import type { ContentSources, LoadedContent } from '../../src/definition/content-sources.ts';
import { planImages } from '../../src/images/plan-images.ts';
import { renderHere } from '../../src/markdown/render-batch.ts';
import { loadSite } from '../../src/pipeline/load-site.ts';
import { loadSiteModule } from '../../src/render/load-site-module.ts';
import type { SiteContent } from '../../templates/content.ts';
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
