import { readFile, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Memo } from '../cache/memo.ts';
import { writeFileAtomically } from '../output/write-atomically.ts';
import type { PlannedFunction } from '../pipeline/plan-pages.ts';
import { bundleFilesOf } from './bundle-files.ts';
import { bundleFunction } from './bundle-function.ts';
import type { KeptBundle } from './kept-bundles.ts';
import { manifestFile, manifestText, readFunctionsManifest, type FunctionBundles } from './functions-manifest.ts';

/**
 * Bundles each of the site's functions into `dir` for its hosts, beside a manifest
 * that names them, and removes the bundles of functions an earlier build made that
 * the site no longer has (only those its manifest names: nothing else in the folder
 * is the build's). A site without functions leaves no manifest and, when nothing
 * else is in it, no folder. Every file is written whole, and only when it changed,
 * so that a deploy running meanwhile uploads nothing half-written, nor anything twice.
 * A bundle whose sources are as an earlier build found them is taken from `kept`.
 */
export async function writeFunctions(
  functions: readonly PlannedFunction[],
  dir: string,
  root: string,
  kept?: Memo<KeptBundle>,
): Promise<FunctionBundles[]> {
  const previous = await readFunctionsManifest(dir);
  const bundles = await Promise.all(
    functions.map(async ({ name, path, file }) => {
      const files = bundleFilesOf(name);
      await Promise.all(
        (['fetch', 'lambda'] as const).map(async (entry) =>
          writeWhenChanged(join(dir, files[entry]), await bundleFunction(name, file, entry, root, kept)),
        ),
      );
      return { name, path, ...files };
    }),
  );
  const written = new Set(bundles.flatMap(({ fetch, lambda }) => [fetch, lambda]));
  const stale = (previous?.functions ?? []).flatMap(({ fetch, lambda }) => [fetch, lambda]).filter((file) => !written.has(file));
  await Promise.all(stale.map((file) => rm(join(dir, file), { force: true })));
  if (bundles.length > 0) {
    // Last: a manifest never names a bundle that is not there yet.
    await writeWhenChanged(join(dir, manifestFile), new TextEncoder().encode(manifestText({ functions: bundles })));
  } else {
    await rm(join(dir, manifestFile), { force: true });
    // Only an empty folder, and only one that is there, is removed.
    await rmdir(dir).catch(() => undefined);
  }
  return bundles;
}

async function writeWhenChanged(file: string, bytes: Uint8Array): Promise<void> {
  const existing = await readFile(file).catch(() => undefined);
  if (existing === undefined || !existing.equals(bytes)) await writeFileAtomically(file, bytes);
}
