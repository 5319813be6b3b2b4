import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { hashedName } from '../assets/hashed-name.ts';
import type { ContentError } from '../content/content-error.ts';
import { mapConcurrently } from '../concurrency/map-concurrently.ts';
import { encoderLibraries, fallbackEncoder, sourceEncoders, type ImageEncoder } from './image-encoders.ts';
import { imageCatalogOf, type ImageCatalog, type ImageFormatSet, type PublishedImage } from './published-image.ts';
import { loadSharp } from './load-sharp.ts';
import { sanitizeSvg } from './sanitize-svg.ts';
import { findSourceImages, type SourceImage } from './source-images.ts';
import { variantWidths } from './variant-widths.ts';

/** The largest original the pipeline takes: a bigger one is a camera's file that no page should make a build decode. */
export const originalLimitBytes = 5 * 1024 * 1024;

/** Originals read at once while planning: enough to overlap reading with hashing, few enough to hold little. */
const originalsAtOnce = 4;

/** One file to publish from an original, inside the output. */
export interface ImageOutput {
  /** Inside the output: `images/diagram-800.3f2a1b9c0d.avif`. */
  readonly file: string;
  /** How to encode it; none for an SVG or a GIF, published in its own format. */
  readonly encoding?: { readonly encoder: ImageEncoder; readonly width: number; readonly recipe: string } | undefined;
  /** What to write, when the plan made it already: an SVG rid of whatever could fetch or run (see sanitizeSvg). Without it or an encoding, the original is copied. */
  readonly bytes?: Uint8Array | undefined;
}

/** An original and every file published from it. */
export interface PlannedOriginal {
  readonly source: SourceImage;
  readonly outputs: readonly ImageOutput[];
}

export interface ImagePlan {
  /** Every image that can be published, with the URLs its files will have. */
  readonly catalog: ImageCatalog;
  readonly originals: readonly PlannedOriginal[];
  /** Originals that cannot be published: too large, empty, unreadable, or an SVG that is not well-formed. Each is reported at its file. */
  readonly problems: readonly ContentError[];
}

/**
 * Plans the publishing of every image of `assets/images/`, reading each original's
 * size and hashing its bytes but encoding nothing: what pages show is known before
 * any file is made (see write-images.ts). A raster image gets AVIF and WebP files and
 * a fallback in its own format at each of its widths; a GIF is published as it is, and an
 * SVG as sanitizeSvg rewrites it. Each file's name holds a hash of what it is made from
 * (the original's bytes or the SVG's rewritten ones, the format, the width and the
 * encoder's settings), so it changes whenever the file would.
 */
export async function planImages(assetsDir: string, link: (path: string) => string): Promise<ImagePlan> {
  const sources = await findSourceImages(assetsDir);
  const problems: ContentError[] = [];
  const planned = await mapConcurrently(sources, originalsAtOnce, async (source) => {
    const original = await readFile(source.file);
    if (original.length > originalLimitBytes) {
      problems.push(
        imageProblem(source, `is ${megabytes(original.length)} MB; an original may be at most ${megabytes(originalLimitBytes)} MB`),
      );
      return undefined;
    }
    if (original.length === 0) {
      problems.push(imageProblem(source, 'is empty (0 bytes)'));
      return undefined;
    }
    const drawing = isSvgFile(source) ? sanitizeSvg(original.toString('utf8')) : undefined;
    if (drawing && 'problem' in drawing) {
      problems.push({ ...imageProblem(source, drawing.problem.message), line: drawing.problem.line });
      return undefined;
    }
    const bytes = drawing ? Buffer.from(drawing.svg) : original;
    const sharp = await loadSharp();
    // sharp throws at once, rather than rejecting, for some bytes it cannot take.
    const metadata = await Promise.resolve()
      .then(() => sharp(bytes).metadata())
      .catch(() => undefined);
    if (!metadata?.format) {
      problems.push(imageProblem(source, 'is not an image the pipeline can read (PNG, JPEG, WebP, AVIF, GIF or SVG)'));
      return undefined;
    }
    if (metadata.format === 'svg' && !drawing) {
      problems.push(imageProblem(source, 'is an SVG drawing: give it the .svg extension, which the build makes safe to publish'));
      return undefined;
    }
    const digest = createHash('sha256').update(bytes).digest('hex');
    const { width, height } = metadata.autoOrient;
    const asItIs = publishedAsTheyAre.get(metadata.format);
    return asItIs
      ? planAsItIs(source, { digest, bytes: drawing ? bytes : undefined }, asItIs, width, height, link)
      : planRaster(source, `${digest}\n${encoderLibraries(sharp)}`, metadata.format, { width, height }, link);
  });
  const originals = planned.filter((entry): entry is PlannedImage => entry !== undefined);
  return { catalog: imageCatalogOf(originals.map(({ image }) => image)), originals: originals.map(({ original }) => original), problems };
}

/** Every file the plan publishes, inside the output. */
export function imageFilesOf(plan: ImagePlan): Set<string> {
  return new Set(plan.originals.flatMap((original) => original.outputs.map((output) => output.file)));
}

/** An image as pages show it, and the files to make for it. */
interface PlannedImage {
  readonly image: PublishedImage;
  readonly original: PlannedOriginal;
}

function isSvgFile(source: SourceImage): boolean {
  return posix.extname(source.path).toLowerCase() === '.svg';
}

/**
 * Formats published without encoding, by sharp's name: an SVG scales by itself (and is
 * published as sanitizeSvg rewrites it), and an animated GIF would keep only its first
 * frame in any other format.
 */
const publishedAsTheyAre: ReadonlyMap<string, string> = new Map([
  ['svg', 'image/svg+xml'],
  ['gif', 'image/gif'],
]);

/** `published`: the digest of the bytes published, and those bytes when they are not the original's (an SVG made safe). */
function planAsItIs(
  source: SourceImage,
  published: { readonly digest: string; readonly bytes: Uint8Array | undefined },
  type: string,
  width: number,
  height: number,
  link: (path: string) => string,
): PlannedImage {
  const file = outputFile(source, posix.basename(source.path), published.digest);
  const fallback = { type, variants: [{ url: urlOf(file, link), width }] };
  return {
    image: { path: source.path, width, height, sources: [], fallback },
    original: { source, outputs: [{ file, bytes: published.bytes }] },
  };
}

/** `madeFrom`: what every encoding of the original starts from, its bytes' digest and the encoding libraries. */
function planRaster(
  source: SourceImage,
  madeFrom: string,
  format: string,
  size: { readonly width: number; readonly height: number },
  link: (path: string) => string,
): PlannedImage {
  const widths = variantWidths(size.width);
  const stem = posix.basename(source.path, posix.extname(source.path));
  const outputs: ImageOutput[] = [];
  const formatSet = (encoder: ImageEncoder): ImageFormatSet => ({
    type: encoder.type,
    variants: widths.map((width) => {
      const recipe = `${madeFrom}\n${encoder.settings}\n${width}`;
      const file = outputFile(source, `${stem}-${width}.${encoder.extension}`, recipe);
      outputs.push({ file, encoding: { encoder, width, recipe } });
      return { url: urlOf(file, link), width };
    }),
  });
  const image = { path: source.path, ...size, sources: sourceEncoders.map(formatSet), fallback: formatSet(fallbackEncoder(format)) };
  return { image, original: { source, outputs } };
}

/** Beside where the original's site path puts it, under a name that hashes what the file is made from. */
function outputFile(source: SourceImage, name: string, madeFrom: string): string {
  return posix.join(posix.dirname(source.path), hashedName(name, madeFrom)).slice(1);
}

/**
 * A file's URL, each part of its path escaped: a srcset lists URLs between spaces, so a
 * space in a file's name must not end one, nor a `#` or `?` cut its path short.
 */
function urlOf(file: string, link: (path: string) => string): string {
  return link(`/${file.split('/').map(encodeURIComponent).join('/')}`);
}

/** A problem of an original, reported at its file. */
export function imageProblem(source: SourceImage, message: string): ContentError {
  return { file: source.shownAs, line: 1, field: 'image', message };
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '');
}
