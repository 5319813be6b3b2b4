import { join } from 'node:path';
import { cacheFolderOf } from '../cache/build-cache.ts';
import { checkPackagesDigest } from '../cache/generator-digest.ts';
import { openPersistentMemo, type PersistentMemo } from '../cache/persistent-memo.ts';
import { packageRoot } from '../render/package-root.ts';
import { generatorId } from '../version.ts';
import type { PageFacts } from './page-facts.ts';

/**
 * The facts of the pages a check read, in `.sitegen/cache/checked-pages`, by each page's HTML: kept
 * for the generator's build and the versions of the packages pages are read with (cheerio,
 * html-validate), so that a bump of those leaves the build's caches as they are.
 */
export function openPageFactsCache(root: string): Promise<PersistentMemo<PageFacts>> {
  return openPersistentMemo<PageFacts>(join(cacheFolderOf(root), 'checked-pages'), `${generatorId} ${checkPackagesDigest(packageRoot())}`);
}
