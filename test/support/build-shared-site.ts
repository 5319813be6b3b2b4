import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from '../../src/build.ts';
import { makeTempDir, repoRoot } from './project.ts';

/** Vitest's global setup: builds this repository's site once, for every test file that only reads it (shared-site.ts). */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = join(await makeTempDir('sitegen-shared-site-'), 'dist');
  await build({ root: repoRoot, outDir, base: '/' });
  project.provide('sharedSite', outDir);
  return () => rm(dirname(outDir), { recursive: true, force: true });
}
