import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { makeTempDir, repoRoot } from '../../test/support/project.ts';
import { resolveCardFonts, type CardFonts, type ResolvedFont } from './card-fonts.ts';
import type { CardJob } from './card-job.ts';
import type { CardNode } from './card-tree.ts';
import { fitCardText } from './fit-card-text.ts';
import { CardBudgetError, loadFonts, renderCard, type ThreadFonts } from './render-card.ts';
import { cardByteBudget } from './social-card.ts';

let dir: string;
/** A thread's fonts with no card font: the tests draw no text but where they say. */
let noFonts: ThreadFonts;
beforeAll(async () => {
  dir = await makeTempDir('sitegen-render-card-');
  noFonts = await loadFonts([]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A picture of random pixels: no JPEG quality makes it small. */
async function noise(file: string, width: number, height: number): Promise<string> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = Math.floor(Math.random() * 256);
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(join(dir, file));
  return join(dir, file);
}

/** A drawn card: a navy ground with the given children. */
function drawnCard(children: CardNode[]): CardJob {
  const ground = { display: 'flex', width: 1200, height: 630, backgroundColor: '#0b1f3a' };
  return {
    name: 'drawn.png',
    page: '/drawn',
    source: { kind: 'drawn', tree: { type: 'div', props: { style: ground }, children }, fallbackFonts: [] },
  };
}

/** A 600x400 picture of four colours in a fixed scatter: too much detail for a full-colour PNG of a card, not for a palette. */
async function scatter(): Promise<string> {
  const [width, height] = [600, 400];
  const levels = [0, 85, 170, 255];
  const pixels = Buffer.alloc(width * height * 3, 128);
  let seed = 7;
  for (let index = 0; index < width * height; index += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const colour = seed >> 29;
    pixels[index * 3] = levels[colour] ?? 0;
    pixels[index * 3 + 1] = levels[3 - colour] ?? 0;
  }
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('renderCard', () => {
  it('writes a drawn card as an opaque full-colour PNG when that fits the budget', async () => {
    const bytes = await renderCard(drawnCard([]), noFonts);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630, channels: 3, isPalette: false });
  });

  it('falls back to a palette PNG for a drawn card whose full colours are over the budget', async () => {
    const picture: CardNode = { type: 'img', props: { src: await scatter(), width: 600, height: 400 }, children: [] };
    const bytes = await renderCard(drawnCard([picture]), noFonts);
    expect(bytes.length).toBeLessThanOrEqual(cardByteBudget);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630, isPalette: true });
  });

  it('crops a picture of another shape to 1200x630', async () => {
    const path = join(dir, 'tall.png');
    await sharp({ create: { width: 300, height: 600, channels: 3, background: '#1f7a6d' } })
      .png()
      .toFile(path);
    const bytes = await renderCard({ name: 'tall.jpg', page: '/tall', source: { kind: 'picture', path } }, noFonts);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
  });

  it('refuses a card that stays over the budget at the lowest quality, naming its page', async () => {
    const path = await noise('static.png', 1200, 630);
    const making = renderCard({ name: 'static.jpg', page: '/walks/static', source: { kind: 'picture', path } }, noFonts);
    await expect(making).rejects.toThrow(CardBudgetError);
    await expect(making).rejects.toThrow(/^The card of \/walks\/static takes \d+ KB at best, over the 100 KB a card may take/);
  });
});

describe('drawing text the card fonts lack', () => {
  let fonts: CardFonts;
  let threadFonts: ThreadFonts;
  beforeAll(async () => {
    const noto = (name: string, file: string) =>
      ({ name, weight: 700, style: 'normal', file: `@fontsource/${file}-700-normal.woff` }) as const;
    fonts = await resolveCardFonts(
      repoRoot,
      [{ name: 'Inter', weight: 700, style: 'normal', file: '@fontsource/inter/files/inter-latin-700-normal.woff' }],
      [
        noto('Noto Sans JP', 'noto-sans-jp/files/noto-sans-jp-japanese'),
        noto('Noto Sans Arabic', 'noto-sans-arabic/files/noto-sans-arabic-arabic'),
        noto('Noto Sans Hebrew', 'noto-sans-hebrew/files/noto-sans-hebrew-hebrew'),
        noto('Noto Emoji', 'noto-emoji/files/noto-emoji-emoji'),
      ],
    );
    threadFonts = await loadFonts(fonts.fonts);
  });

  /** A card of one line of text, large and white on navy, in the card font. */
  const textCard = (text: string): CardNode => ({
    type: 'div',
    props: {
      style: {
        display: 'flex',
        width: 1200,
        height: 630,
        alignItems: 'center',
        justifyContent: 'center',
        fontFamily: 'Inter',
        backgroundColor: '#0b1f3a',
      },
    },
    children: [{ type: 'div', props: { style: { display: 'flex', fontSize: 160, fontWeight: 700, color: '#ffffff' } }, children: [text] }],
  });

  /** The card's pixels, as RGB. */
  const drawn = async (tree: CardNode, fallbackFonts: readonly ResolvedFont[]) => {
    const job: CardJob = { name: 'text.png', page: '/text', source: { kind: 'drawn', tree, fallbackFonts } };
    return sharp(await renderCard(job, threadFonts))
      .raw()
      .toBuffer();
  };

  /** How many pixels two drawings of a card differ in. */
  const differing = (a: Buffer, b: Buffer) => {
    let count = 0;
    for (let index = 0; index < a.length; index += 3) {
      if (a[index] !== b[index] || a[index + 1] !== b[index + 1] || a[index + 2] !== b[index + 2]) count += 1;
    }
    return count;
  };

  // A character no font has: each font draws it as its own missing-glyph box (Inter's reads NO GLYPH).
  const nowhere = '\u{10fffd}';

  for (const [script, character, font] of [
    ['emoji', '😀', 'Noto Emoji'],
    ['Japanese', '語', 'Noto Sans JP'],
    ['Arabic', 'ش', 'Noto Sans Arabic'],
    ['Hebrew', 'ש', 'Noto Sans Hebrew'],
  ] as const) {
    it(`draws ${script} from its fallback font (${font}), not as the missing-glyph box of any font in play`, async () => {
      const fitted = await fitCardText(textCard(character), fonts);
      expect(fitted.missing).toEqual([]);
      const fallbackFonts = fitted.fallbacks.map((fallback) => fallback.font);
      expect(fallbackFonts.map((fallback) => fallback.name)).toEqual([font]);
      const glyph = await drawn(fitted.tree, fallbackFonts);
      // The boxes: the card font's, as a card drew the character before fallbacks, and the fallback font's own.
      const boxes = [await drawn(textCard(character), []), await drawn(textCard(nowhere), fallbackFonts)];
      for (const box of boxes) expect(differing(glyph, box)).toBeGreaterThan(1000);
      expect(differing(glyph, await drawn(textCard(''), []))).toBeGreaterThan(1000);
    });
  }

  it('draws whole titles in those scripts with every character in a font, each script from its own', async () => {
    for (const [title, needed] of [
      ['東京で学ぶ Spring Boot', ['Noto Sans JP']],
      ['Launch day 🚀🎉', ['Noto Emoji']],
      ['مرحبا بالعالم', ['Noto Sans Arabic']],
      ['שלום עולם', ['Noto Sans Hebrew']],
      ['Shalom שלום, salaam سلام 👋', ['Noto Sans Arabic', 'Noto Sans Hebrew', 'Noto Emoji']],
    ] as const) {
      const fitted = await fitCardText(textCard(title), fonts);
      expect(fitted.missing, title).toEqual([]);
      expect(
        fitted.fallbacks.map((fallback) => fallback.font.name),
        title,
      ).toEqual(needed);
      // Drawn with the card font alone, as before fallbacks, the same title shows boxes where these show letters.
      const fallbackFonts = fitted.fallbacks.map((fallback) => fallback.font);
      expect(differing(await drawn(fitted.tree, fallbackFonts), await drawn(textCard(title), [])), title).toBeGreaterThan(1000);
    }
  });
});
