import type { Sharp as SharpImage } from 'sharp';
import type { Sharp } from './load-sharp.ts';

/** A format images are published in, and how sharp writes it. */
export interface ImageEncoder {
  readonly type: string;
  readonly extension: string;
  /** What the cache key holds of the encoder: changing a setting encodes every image again. */
  readonly settings: string;
  encode(image: SharpImage): SharpImage;
}

// Effort 1 of 9: on this site's 1,600-pixel diagram, its four widths took 384 ms of CPU against 568 ms at effort 2,
// for files 3.5% larger and 0.3-0.6 dB less PSNR (36-42 dB), which no one sees; effort 0 lost 4 dB and grew them 40%,
// and effort 4 took nine times as long as 2 for files a seventh smaller.
const avif = { quality: 50, effort: 1 };
const webp = { quality: 75, effort: 4 };
const jpeg = { quality: 78, mozjpeg: true };
// Quantized: a PNG fallback is most often a drawing or a diagram, a few colours that a palette holds exactly.
const png = { compressionLevel: 9, palette: true, quality: 90, effort: 7 };

/**
 * What else decides an encoded file's bytes: the libraries that encode it. Part of
 * every recipe, so that another sharp or libvips encodes every image again, while
 * another build of the generator, which encodes alike, reuses what it encoded.
 */
export function encoderLibraries(sharp: Sharp): string {
  return `sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}`;
}

/** The modern formats every raster image gets, smallest first: a browser takes the first it supports. */
export const sourceEncoders: readonly ImageEncoder[] = [
  { type: 'image/avif', extension: 'avif', settings: `avif ${JSON.stringify(avif)}`, encode: (image) => image.avif(avif) },
  { type: 'image/webp', extension: 'webp', settings: `webp ${JSON.stringify(webp)}`, encode: (image) => image.webp(webp) },
];

const jpegEncoder: ImageEncoder = {
  type: 'image/jpeg',
  extension: 'jpg',
  settings: `jpeg ${JSON.stringify(jpeg)}`,
  encode: (image) => image.jpeg(jpeg),
};
const pngEncoder: ImageEncoder = {
  type: 'image/png',
  extension: 'png',
  settings: `png ${JSON.stringify(png)}`,
  encode: (image) => image.png(png),
};

/** Every encoder by its file extension: how the process that encodes images is told which to use. */
export const encodersByExtension: ReadonlyMap<string, ImageEncoder> = new Map(
  [...sourceEncoders, jpegEncoder, pngEncoder].map((encoder) => [encoder.extension, encoder]),
);

/** The fallback every browser shows: a photograph stays a JPEG; anything else (drawings, transparency, a WebP or AVIF original) a PNG. */
export function fallbackEncoder(format: string | undefined): ImageEncoder {
  return format === 'jpeg' ? jpegEncoder : pngEncoder;
}
