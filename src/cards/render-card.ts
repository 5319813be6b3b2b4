import { readFile } from 'node:fs/promises';
import type satori from 'satori';
import { loadSharp } from '../images/load-sharp.ts';
import { cardEncodings } from './card-encoding.ts';
import type { ResolvedFont } from './card-fonts.ts';
import type { CardJob } from './card-job.ts';
import { elementOf, type CardNode } from './card-tree.ts';
import { fillWithGradientsDirectly } from './direct-gradients.ts';
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

/** A card's file: a drawn card as PNG, a picture as JPEG, each at the card's size and within the byte budget. */
export async function renderCard({ source, page }: CardJob, fonts: ThreadFonts): Promise<Buffer> {
  const encodings =
    source.kind === 'drawn' ? await drawCard(source.tree, await fonts.forCard(source.fallbackFonts)) : await cropPicture(source.path);
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

/** Ways to encode a card, best first (see cardEncodings). */
type Encodings = readonly (() => Promise<Buffer>)[];

/**
 * Laid out by satori (text as paths, so the rasteriser needs no fonts), rasterised by
 * resvg (its gradients filled directly, see direct-gradients.ts), and written as a
 * full-colour PNG without the alpha channel (a card is opaque): a card on a gradient
 * takes 55-85 KB so, and encodes in a quarter of the time a palette takes. A card
 * with more detail than the budget holds falls back to a palette PNG, undithered:
 * dithering cost a third more time for no difference seen at this size. The pixels
 * go to sharp as they are, without a PNG between.
 */
async function drawCard(tree: CardNode, fonts: LoadedFonts): Promise<Encodings> {
  // Loaded on first use, as the command line starts faster without them: most builds draw no card.
  const [{ default: satori }, { Resvg }, sharp] = await Promise.all([import('satori'), import('@resvg/resvg-js'), loadSharp()]);
  const svg = await satori(elementOf(tree), { ...cardSize, fonts });
  const image = new Resvg(fillWithGradientsDirectly(svg), { font: { loadSystemFonts: false } }).render();
  const pixels = sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } }).removeAlpha();
  return cardEncodings.pngColours.map(
    (colours) => () =>
      (colours === 'full' ? pixels.clone().png() : pixels.clone().png({ palette: true, colours, dither: 0, effort: 1 })).toBuffer(),
  );
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
