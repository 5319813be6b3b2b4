import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { Raster } from './card-layers.ts';

/** A card's pixels, and when it was painted over a backdrop, the rows its own layer changed. */
export interface CardRaster extends Raster {
  readonly over?: PaintedRows | undefined;
}

/** The backdrop a card was painted over, and the rows its own layer changed (`bottom` excluded). */
export interface PaintedRows {
  readonly backdrop: Raster;
  readonly top: number;
  readonly bottom: number;
}

/**
 * Rows compressed together: a card over a backdrop takes as they are the backdrop's
 * stripes that its own layer leaves alone, with the rows before them that they refer
 * to, and compresses the others anew.
 */
const stripeRows = 16;

/** Deflate's window: how far back in the rows a stripe may refer. */
const windowBytes = 32 * 1024;

/** zlib's default level: on a card's gradients, level 3 made files a half larger and over the byte budget, level 9 twice as slow for 10% less. */
const level = 6;

/** Part of a PNG's compressed stream, which any card's stream can hold as it is, and what is needed to check the whole. */
interface Stripe {
  readonly compressed: Buffer;
  /** The Adler-32 of the rows it holds, and how many bytes they are: the stream's checksum is made of its parts'. */
  readonly adler: number;
  readonly length: number;
}

const stripesByBackdrop = new WeakMap<Uint8Array, readonly Stripe[]>();

/**
 * A full-colour PNG of a card painted over a backdrop, without alpha (a card is
 * opaque), its rows unfiltered (on this site's dithered gradients, filtering made the
 * file larger). Only the rows the card's own layer changed are compressed: the others
 * are the backdrop's stripes, compressed once a thread.
 */
export function pngOverBackdrop(card: Raster, { backdrop, top, bottom }: PaintedRows): Buffer {
  const { width, height } = card;
  const under = stripesOf(backdrop);
  const first = Math.floor(top / stripeRows);
  // A stripe refers to the window of rows before it: the first ones after the card's own rows refer to those.
  const last = Math.min(under.length, Math.ceil((bottom + windowRows(width)) / stripeRows));
  const parts = [
    ...under.slice(0, first),
    compressedRows(card, first * stripeRows, Math.min(height, last * stripeRows)),
    ...under.slice(last),
  ];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits a channel, RGB, deflate, adaptive filtering's scheme, not interlaced.
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([pngSignature, chunk('IHDR', header), chunk('IDAT', zlibStream(parts)), chunk('IEND', Buffer.alloc(0))]);
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, tail]);
}

/**
 * The parts as one zlib stream: each part ends flushed to a byte's edge, so that they
 * follow one another as they are; an empty final block closes the stream, and the
 * checksum of the whole is made from the parts' own.
 */
function zlibStream(parts: readonly Stripe[]): Buffer {
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(
    parts.reduce((adler, part) => combinedAdler32(adler, part.adler, part.length), 1),
    0,
  );
  return Buffer.concat([zlibHeader, ...parts.map((part) => part.compressed), finalEmptyBlock, checksum]);
}

/** Deflate with a 32 KB window, at the default level. */
const zlibHeader = Buffer.from([0x78, 0x9c]);
/** A last block of fixed codes holding nothing: its header bits, then the end-of-block code. */
const finalEmptyBlock = Buffer.from([0x03, 0x00]);

function stripesOf(backdrop: Raster): readonly Stripe[] {
  let stripes = stripesByBackdrop.get(backdrop.pixels);
  if (!stripes) {
    const { height } = backdrop;
    stripes = Array.from({ length: Math.ceil(height / stripeRows) }, (_, stripe) =>
      compressedRows(backdrop, stripe * stripeRows, Math.min(height, (stripe + 1) * stripeRows)),
    );
    stripesByBackdrop.set(backdrop.pixels, stripes);
  }
  return stripes;
}

/**
 * Rows `top` to `bottom` (excluded) of the image, compressed on their own with the
 * window of rows before them as their dictionary: in the PNG's stream, those rows come
 * just before, so that these refer to them as a stream compressed whole would (cut off
 * from them, the stripes of this site's cards came out 18% larger).
 */
function compressedRows(image: Raster, top: number, bottom: number): Stripe {
  const rows = unfilteredRows(image, top, bottom);
  const before = unfilteredRows(image, Math.max(0, top - windowRows(image.width)), top);
  const options = { level, finishFlush: constants.Z_SYNC_FLUSH };
  return {
    compressed: deflateRawSync(rows, before.length > 0 ? { ...options, dictionary: before.subarray(-windowBytes) } : options),
    adler: adler32(rows),
    length: rows.length,
  };
}

/** How many rows of an image `width` pixels wide deflate's window takes. */
function windowRows(width: number): number {
  return Math.ceil(windowBytes / (1 + width * 3));
}

/** The rows as PNG stores them unfiltered: a filter byte of 0, then each pixel's red, green and blue. */
function unfilteredRows({ pixels, width }: Raster, top: number, bottom: number): Buffer {
  const rowBytes = 1 + width * 3;
  const rows = Buffer.alloc((bottom - top) * rowBytes);
  for (let y = top; y < bottom; y++) {
    let to = (y - top) * rowBytes + 1;
    for (let from = y * width * 4, end = from + width * 4; from < end; from += 4, to += 3) {
      rows[to] = pixels[from] ?? 0;
      rows[to + 1] = pixels[from + 1] ?? 0;
      rows[to + 2] = pixels[from + 2] ?? 0;
    }
  }
  return rows;
}

/** Adler-32's modulus, the largest prime below 2^16. */
const adlerBase = 65521;
/** The most bytes whose sums fit in a double exactly before they must be reduced. */
const adlerRun = 5552;

function adler32(bytes: Uint8Array): number {
  let low = 1;
  let high = 0;
  for (let start = 0; start < bytes.length; start += adlerRun) {
    for (let index = start, end = Math.min(bytes.length, start + adlerRun); index < end; index++) {
      low += bytes[index] ?? 0;
      high += low;
    }
    low %= adlerBase;
    high %= adlerBase;
  }
  return high * 65536 + low;
}

/**
 * The Adler-32 of two runs of bytes one after the other, from each run's own and the
 * second's length. Adler-32 keeps two sums: `low`, one plus every byte; and `high`,
 * the sum of `low` after each byte. Over both runs, `low` is the two lows less the one
 * counted twice; `high` adds to the two highs the first run's bytes once for each byte
 * of the second, `length * (low1 - 1)`.
 */
function combinedAdler32(first: number, second: number, length: number): number {
  const [low1, high1] = [first % 65536, Math.floor(first / 65536)];
  const [low2, high2] = [second % 65536, Math.floor(second / 65536)];
  const low = (low1 + low2 - 1 + adlerBase) % adlerBase;
  const high = (high1 + high2 + (length % adlerBase) * ((low1 - 1 + adlerBase) % adlerBase)) % adlerBase;
  return high * 65536 + low;
}
