import { join } from 'node:path';
import { openBuildCache } from '../cache/build-cache.ts';
import { openSourceFiles } from '../content/source-files.ts';
import { planImages } from '../images/plan-images.ts';
import { parallelRenderer } from '../markdown/parallel-render.ts';
import { loadSite } from '../pipeline/load-site.ts';
import type { SiteModule } from '../render/load-site-module.ts';
import { createSitePaths } from '../render/site-paths.ts';
import { generatorId } from '../version.ts';
import { sourcesWithFile } from './sources-with-file.ts';

export interface NewFile {
  /** Absolute. */
  readonly path: string;
  readonly text: string;
}

/**
 * Loads the content as a build does, with `file` in it though it is not written: each
 * file against its schema, the Markdown bodies, the images they and the fields name,
 * and the site's own rules across files. Throws the build's ContentErrors. The build's
 * caches spare the work a build did before; nothing is saved to them.
 */
export async function checkContentWith(module: SiteModule, root: string, contentDir: string, file: NewFile): Promise<void> {
  const { link } = createSitePaths('', '/');
  const [images, cache] = await Promise.all([planImages(join(root, 'assets'), link), openBuildCache(root, generatorId)]);
  await loadSite(module, {
    contentDir,
    link,
    sources: sourcesWithFile(openSourceFiles(), contentDir, file.path, file.text),
    // Code highlighted here is not kept: that cache is written as it is used.
    cache: { ...cache, highlightFolder: undefined },
    renderer: parallelRenderer('/'),
    images,
    newEntry: file.path,
  });
}
