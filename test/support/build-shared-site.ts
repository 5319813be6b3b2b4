import { cp, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from '../../src/build.ts';
import { cacheFolderOf } from '../../src/cache/build-cache.ts';
import { makeTempDir, repoRoot } from './project.ts';

/**
 * Vitest's global setup: builds this repository's site once, for every test file that
 * only reads it (shared-site.ts), and keeps the caches that build left, as they were
 * then, for the copies of the site tests make (copyProject): other tests build in this
 * repository too, and would change the caches under the copies.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runDir = await makeTempDir('sitegen-shared-site-');
  const outDir = join(runDir, 'dist');
  const functionsDir = join(runDir, 'dist-functions');
  await build({ root: repoRoot, outDir, functionsDir, base: '/' });
  const caches = join(runDir, 'cache');
  // Without the record of the last build: a copy's first build is never "nothing changed".
  await cp(cacheFolderOf(repoRoot), caches, { recursive: true, filter: (source) => !basename(source).startsWith('last-build') });
  project.provide('sharedSite', outDir);
  project.provide('sharedCaches', caches);
  project.provide('sharedFunctions', functionsDir);
  return () => rm(runDir, { recursive: true, force: true });
}
