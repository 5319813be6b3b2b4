import { join } from 'node:path';
import { memoryBuildCache } from '../../src/cache/build-cache.ts';
import { openSourceFiles } from '../../src/content/source-files.ts';
import type { LoadedContent } from '../../src/definition/content-sources.ts';
import { renderHere } from '../../src/markdown/render-batch.ts';
import { loadSite } from '../../src/pipeline/load-site.ts';
import { loadSiteModule } from '../../src/render/load-site-module.ts';
import type { SiteContent } from '../../templates/content.ts';
import { repoRoot } from './project.ts';

/**
 * The marketing site's content as its templates get it, loaded by the engine's first
 * stage with nothing cached: every draft and future post included unless `publishedOn` is given.
 */
export async function loadSiteContent(options: { root?: string; contentDir?: string; publishedOn?: string } = {}): Promise<LoadedContent<SiteContent>> {
  const root = options.root ?? repoRoot;
  const module = await loadSiteModule(root);
  const site = await loadSite(module, {
    contentDir: options.contentDir ?? join(root, 'content'),
    link: (path) => path,
    publishedOn: options.publishedOn,
    sources: openSourceFiles(),
    cache: memoryBuildCache(),
    renderer: renderHere,
  });
  // The module is this project's templates/site.ts, whose content is SiteContent.
  return site.content as LoadedContent<SiteContent>;
}
