import { readFile } from 'node:fs/promises';
import type { EncodedImageCache } from '../cache/encoded-images.ts';
import type { ContentError } from '../content/content-error.ts';
import { mapConcurrently } from '../concurrency/map-concurrently.ts';
import { writeOutputFile } from '../output/output-files.ts';
import { noProgress, type StepProgress } from '../pipeline/step-progress.ts';
import { UndecodableImage, type EncodeJob } from './encode-image.ts';
import { imageEncoding, type ImageEncoding } from './encoding-process.ts';
import { imageProblem, type PlannedOriginal } from './plan-images.ts';
import type { SourceImage } from './source-images.ts';

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

export interface WrittenImages {
  readonly counts: ImageCounts;
  /**
   * Originals that could not be decoded (truncated, corrupt), each reported at its
   * file: planning reads only an image's header, and its pixels are first read here.
   */
  readonly problems: readonly ContentError[];
}

export interface WriteImagesOptions {
  /** Where files are encoded: in a process of its own unless given. */
  readonly encoding?: ImageEncoding | undefined;
  /** Told of the files to encode or take from the cache, as each is written. */
  readonly progress?: StepProgress | undefined;
}

/**
 * Writes every file the plan names into the output: each encoding from the cache
 * when an earlier build made it from the same recipe, or encoded now (in a process
 * of its own: see imageEncoding) and cached. An original that cannot be decoded is
 * reported, and the others are written all the same, so that every broken one is
 * named at once.
 */
export async function writeImages(
  originals: readonly PlannedOriginal[],
  outDir: string,
  cache: EncodedImageCache,
  { encoding = imageEncoding(), progress = noProgress }: WriteImagesOptions = {},
): Promise<WrittenImages> {
  const counts = { encoded: 0, reused: 0 };
  const writing = progress.started('images', originals.flatMap(({ outputs }) => outputs.filter((output) => output.encoding)).length);
  const undecodable: { readonly source: SourceImage; readonly job: EncodeJob; readonly error: UndecodableImage }[] = [];
  const problems: ContentError[] = [];
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
          const job = { file: source.file, width: recipe.width, extension: recipe.encoder.extension };
          try {
            encoded = await encoding.encode(job);
          } catch (error) {
            if (!(error instanceof UndecodableImage)) throw error;
            // Its other files would fail alike.
            undecodable.push({ source, job, error });
            return;
          }
          counts.encoded += 1;
          await cache.write(recipe.recipe, encoded);
        }
        await writeOutputFile(outDir, file, encoded);
        writing.done();
      }
    });
    // libvips holds one error message for the whole process, so two failing at once may swap or mix their words: each is tried again alone for its own.
    for (const { source, job, error } of undecodable) {
      const alone = await encoding.encode(job).then(
        () => error,
        (again: unknown) => (again instanceof UndecodableImage ? again : error),
      );
      problems.push(imageProblem(source, `cannot be decoded: ${alone.message.trim().replace(/\s*\n\s*/g, '; ')}`));
    }
  } finally {
    writing.ended();
    encoding.close();
  }
  return { counts, problems };
}
