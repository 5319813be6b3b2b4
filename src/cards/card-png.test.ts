import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { pngOverBackdrop } from './card-png.ts';

/** An opaque picture of `width` x `height` whose every pixel differs from its neighbours, premultiplied as resvg leaves it. */
function noise(width: number, height: number, seed: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  let state = seed;
  for (let index = 0; index < pixels.length; index++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    pixels[index] = index % 4 === 3 ? 255 : state >> 23;
  }
  return pixels;
}

// As wide as a card: deflate's window then spans 10 rows, and the stripes below the card's own rows and their window are the backdrop's.
const [width, height] = [1200, 70];

async function decoded(png: Buffer): Promise<Buffer> {
  return sharp(png).raw().toBuffer();
}

function rgbOf(pixels: Uint8Array): Buffer {
  return Buffer.from(pixels.filter((_, index) => index % 4 !== 3));
}

describe('pngOverBackdrop', () => {
  const backdrop = noise(width, height, 2);
  /** The backdrop with rows 30 to 50 of its own. */
  const card = Uint8Array.from(backdrop);
  card.set(noise(width, 20, 3), width * 4 * 30);
  const painted = { backdrop: { pixels: backdrop, width, height }, top: 30, bottom: 50 };

  it('writes a PNG of the card, without its alpha', async () => {
    const png = pngOverBackdrop({ pixels: card, width, height }, painted);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width, height, channels: 3 });
    expect((await decoded(png)).equals(rgbOf(card))).toBe(true);
  });

  it("compresses only the card's own rows and those that refer to them, and takes the backdrop's other stripes as they are", async () => {
    // Another backdrop below the card's rows and their window: what the PNG shows there is that backdrop's.
    const elsewhere = Uint8Array.from(backdrop);
    elsewhere.set(noise(width, 6, 4), width * 4 * 64);
    const png = pngOverBackdrop({ pixels: card, width, height }, { ...painted, backdrop: { pixels: elsewhere, width, height } });
    const shown = Uint8Array.from([...card.subarray(0, width * 4 * 64), ...elsewhere.subarray(width * 4 * 64)]);
    expect((await decoded(png)).equals(rgbOf(shown))).toBe(true);
  });
});
