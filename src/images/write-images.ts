import { readFile } from 'node:fs/promises';
import type { EncodedImageCache } from '../cache/encoded-images.ts';
import { mapConcurrently } from '../pipeline/map-concurrently.ts';
import { writeOutputFile } from '../pipeline/write-pages.ts';
import { imageEncoding, type ImageEncoding } from './encoding-process.ts';
import type { PlannedOriginal } from './plan-images.ts';

/**
 * Originals encoded at once. sharp runs each encoding on its own thread pool, so a
 * couple at a time keep the cores busy, where all at once would hold every decoded
 * original in memory together.
 */
const originalsAtOnce = 2;

export interface ImageCounts {
  /** Files encoded by this build. */
  readonly encoded: number;
  /** Files an earlier build encoded, taken from the cache. */
  readonly reused: number;
}

/**
 * Writes every file the plan names into the output: each encoding from the cache
 * when an earlier build made it from the same recipe, or encoded now (in a process
 * of its own: see imageEncoding) and cached.
 */
export async function writeImages(
  originals: readonly PlannedOriginal[],
  outDir: string,
  cache: EncodedImageCache,
  encoding: ImageEncoding = imageEncoding(),
): Promise<ImageCounts> {
  const counts = { encoded: 0, reused: 0 };
  try {
    await mapConcurrently(originals, originalsAtOnce, async ({ source, outputs }) => {
      // One file after another: an original's encodings do not compete with each other for the cores.
      for (const { file, encoding: recipe, bytes } of outputs) {
        if (!recipe) {
          await writeOutputFile(outDir, file, bytes ?? (await readFile(source.file)));
          continue;
        }
        let encoded = await cache.read(recipe.recipe);
        if (encoded) {
          counts.reused += 1;
        } else {
          encoded = await encoding.encode({ file: source.file, width: recipe.width, extension: recipe.encoder.extension });
          counts.encoded += 1;
          await cache.write(recipe.recipe, encoded);
        }
        await writeOutputFile(outDir, file, encoded);
      }
    });
  } finally {
    encoding.close();
  }
  return counts;
}
