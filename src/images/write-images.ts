import { readFile } from 'node:fs/promises';
import type { EncodedImageCache } from '../cache/encoded-images.ts';
import { mapConcurrently } from '../deploy/map-concurrently.ts';
import { writeOutputFile } from '../pipeline/write-pages.ts';
import { loadSharp } from './load-sharp.ts';
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
 * when an earlier build made it from the same recipe, or encoded now and cached.
 */
export async function writeImages(originals: readonly PlannedOriginal[], outDir: string, cache: EncodedImageCache): Promise<ImageCounts> {
  const counts = { encoded: 0, reused: 0 };
  await mapConcurrently(originals, originalsAtOnce, async ({ source, outputs }) => {
    const bytes = await readFile(source.file);
    // One file after another: an original's encodings do not compete with each other for the cores.
    for (const { file, encoding } of outputs) {
      if (!encoding) {
        await writeOutputFile(outDir, file, bytes);
        continue;
      }
      let encoded = await cache.read(encoding.recipe);
      if (encoded) {
        counts.reused += 1;
      } else {
        const sharp = await loadSharp();
        encoded = await encoding.encoder.encode(sharp(bytes, { autoOrient: true }).resize({ width: encoding.width })).toBuffer();
        counts.encoded += 1;
        await cache.write(encoding.recipe, encoded);
      }
      await writeOutputFile(outDir, file, encoded);
    }
  });
  return counts;
}
