import { readFile } from 'node:fs/promises';
import type satori from 'satori';
import { loadSharp, type Sharp } from '../images/load-sharp.ts';
import { cardEncodings } from './card-encoding.ts';
import type { ResolvedFont } from './card-fonts.ts';
import type { CardBackdrop, CardJob, CardSource } from './card-job.ts';
import { paintOver, rasterise, rasteriseLayer, type ResvgClass } from './card-layers.ts';
import { pngOverBackdrop, type CardRaster } from './card-png.ts';
import { elementOf, type CardNode } from './card-tree.ts';
import { cardByteBudget, cardSize } from './social-card.ts';

/** The fonts as satori takes them. */
type LoadedFonts = Parameters<typeof satori>[1]['fonts'];

/** The fonts a thread draws cards with: the card fonts, read once, and each fallback read the first time a card needs it. */
export interface ThreadFonts {
  /** The card fonts and then `fallbacks`: the same list for the same fallbacks, as satori keeps what it parsed of a list by its identity. */
  forCard(fallbacks: readonly ResolvedFont[]): Promise<LoadedFonts>;
}

/** A card that stays over the byte budget however hard it is compressed. */
export class CardBudgetError extends Error {
  override name = 'CardBudgetError';
}

export async function loadFonts(fonts: readonly ResolvedFont[]): Promise<ThreadFonts> {
  const read = async ({ path, ...font }: ResolvedFont) => ({ ...font, data: await readFile(path) });
  const cardFonts = await Promise.all(fonts.map(read));
  const fallbacks = new Map<string, ReturnType<typeof read>>();
  const fallback = (font: ResolvedFont) => {
    let loading = fallbacks.get(font.path);
    if (!loading) {
      loading = read(font);
      fallbacks.set(font.path, loading);
    }
    return loading;
  };
  const lists = new Map<string, Promise<LoadedFonts>>();
  return {
    forCard: (needed) => {
      if (needed.length === 0) return Promise.resolve(cardFonts);
      const key = needed.map((font) => font.path).join('\n');
      let list = lists.get(key);
      if (!list) {
        list = Promise.all(needed.map(fallback)).then((loaded) => [...cardFonts, ...loaded]);
        lists.set(key, list);
      }
      return list;
    },
  };
}

/** What draws cards: satori, resvg and sharp, loaded on first use, as the command line starts faster without them (most builds draw no card). */
export interface Drawing {
  readonly satori: typeof satori;
  readonly Resvg: ResvgClass;
  readonly sharp: Sharp;
}

let loadingDrawing: Promise<Drawing> | undefined;

/** Loads what draws cards, once a thread: a thread that will draw may load it ahead, while it waits for its cards. */
export function loadDrawing(): Promise<Drawing> {
  loadingDrawing ??= Promise.all([import('satori'), import('@resvg/resvg-js'), loadSharp()]).then(
    ([{ default: layOut }, { Resvg }, sharp]) => ({
      satori: layOut,
      Resvg,
      sharp,
    }),
  );
  return loadingDrawing;
}

/** The backdrops a thread draws its cards over (see CardBackdrop): each as resvg leaves it, at the card's size. */
export interface ThreadBackdrops {
  pixelsOf(backdrop: CardBackdrop): Promise<Uint8Array>;
}

/**
 * A card's file: a drawn card as PNG, a picture as JPEG, each at the card's size and
 * within the byte budget. Without `backdrops`, a card's backdrop is drawn for it alone.
 */
export async function renderCard({ source, page }: CardJob, fonts: ThreadFonts, backdrops?: ThreadBackdrops): Promise<Buffer> {
  const encodings = source.kind === 'drawn' ? await drawCard(source, fonts, backdrops) : await cropPicture(source.path);
  let smallest = Infinity;
  for (const encode of encodings) {
    const bytes = await encode();
    if (bytes.length <= cardByteBudget) return bytes;
    smallest = Math.min(smallest, bytes.length);
  }
  throw new CardBudgetError(
    `The card of ${page} takes ${Math.ceil(smallest / 1024)} KB at best, over the ${cardByteBudget / 1024} KB a card may take: ` +
      (source.kind === 'drawn' ? 'draw it with fewer gradients and details' : 'use a picture with less fine detail'),
  );
}

/** A backdrop's pixels, laid out and rasterised as a card drawn whole is. */
export async function drawBackdrop(backdrop: CardBackdrop, fonts: ThreadFonts): Promise<Uint8Array> {
  const svg = await layOutCard(backdrop.tree, await fonts.forCard(backdrop.fallbackFonts));
  return (await rasteriseCard(svg, undefined)).pixels;
}

/** Ways to encode a card, best first (see cardEncodings). */
export type Encodings = readonly (() => Promise<Buffer>)[];

/**
 * Laid out by satori (text as paths, so the rasteriser needs no fonts), rasterised by
 * resvg, and encoded: see the three steps below.
 */
async function drawCard(source: DrawnSource, fonts: ThreadFonts, backdrops: ThreadBackdrops | undefined): Promise<Encodings> {
  const { backdrop } = source;
  const [svg, under] = await Promise.all([
    fonts.forCard(source.fallbackFonts).then((loaded) => layOutCard(source.tree, loaded)),
    backdrop && (backdrops ? backdrops.pixelsOf(backdrop) : drawBackdrop(backdrop, fonts)),
  ]);
  return encodeCard(await rasteriseCard(svg, under));
}

type DrawnSource = Extract<CardSource, { kind: 'drawn' }>;

/** A card's tree laid out by satori at the card's size, as SVG: its text as paths, so that the rasteriser needs no fonts. */
export async function layOutCard(tree: CardNode, fonts: LoadedFonts): Promise<string> {
  const { satori: layOut } = await loadDrawing();
  return layOut(elementOf(tree), { ...cardSize, fonts });
}

/**
 * A card's pixels, rasterised by resvg: whole, or over its backdrop's pixels, only the
 * box the card's own part covers, which is then painted over a copy of the backdrop
 * (see card-layers.ts).
 */
export async function rasteriseCard(svg: string, backdrop: Uint8Array | undefined): Promise<CardRaster> {
  const { Resvg } = await loadDrawing();
  if (!backdrop) return rasterise(Resvg, svg);
  const image = { pixels: Uint8Array.from(backdrop), ...cardSize };
  const layer = rasteriseLayer(Resvg, svg);
  if (!layer) return { ...image, over: { backdrop: { pixels: backdrop, ...cardSize }, top: 0, bottom: 0 } };
  paintOver(image, layer);
  return { ...image, over: { backdrop: { pixels: backdrop, ...cardSize }, top: layer.top, bottom: layer.top + layer.height } };
}

/**
 * A drawn card's encodings: a full-colour PNG, 55-85 KB for a card on a gradient and a
 * quarter of the time a palette takes (over a backdrop, see card-png.ts); then, for a
 * card with more detail than the budget holds, palette PNGs, undithered (dithering
 * cost a third more time for no difference seen at this size). Without the alpha
 * channel: a card is opaque. The pixels go to sharp as they are, without a PNG between.
 */
export async function encodeCard(image: CardRaster): Promise<Encodings> {
  const { sharp } = await loadDrawing();
  const pixels = () => sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } }).removeAlpha();
  const { over } = image;
  return [
    over ? () => Promise.resolve(pngOverBackdrop(image, over)) : () => pixels().png().toBuffer(),
    ...cardEncodings.palettePngColours.map((colours) => () => pixels().png({ palette: true, colours, dither: 0, effort: 1 }).toBuffer()),
  ];
}

/** Cropped to the card's shape around its most striking part, as JPEG at the best quality the budget allows. */
async function cropPicture(path: string): Promise<Encodings> {
  const sharp = await loadSharp();
  const cropped = sharp(path)
    .rotate()
    .resize({ ...cardSize, fit: 'cover', position: sharp.strategy.attention })
    // JPEG has no transparency: what a picture leaves clear shows white, as on a page.
    .flatten({ background: '#ffffff' });
  return cardEncodings.jpegQualities.map((quality) => () => cropped.clone().jpeg({ quality, mozjpeg: true }).toBuffer());
}
