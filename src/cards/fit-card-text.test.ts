import { describe, expect, it } from 'vitest';
import type { CardFonts, FallbackFont } from './card-fonts.ts';
import type { CardNode } from './card-tree.ts';
import { fitCardText } from './fit-card-text.ts';

const codePoints = (text: string) => new Set([...text].map((character) => character.codePointAt(0) ?? 0));

/** A fallback font of the given characters that counts how often it is asked for them. */
function fallback(name: string, characters: string): FallbackFont & { reads: number } {
  const font = { font: { name, weight: 700, style: 'normal', path: `/fonts/${name}.woff` } as const, reads: 0 };
  return Object.assign(font, {
    read: async () => {
      font.reads += 1;
      return { digest: `digest of ${name}`, characters: codePoints(characters) };
    },
  });
}

/** Card fonts that have the ASCII letters and digits, with the given fallbacks. */
const cardFonts = (fallbacks: FallbackFont[]): CardFonts => ({
  fonts: [],
  digest: 'card fonts',
  characters: async () => codePoints('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,'),
  fallbacks,
});

/** A card of a title under a section, as a site's card component gives it. */
const card = (section: string, title: string): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex' } },
  children: [
    { type: 'div', props: {}, children: [section] },
    { type: 'div', props: {}, children: [title] },
  ],
});

describe('fitting a card to its fonts', () => {
  it('leaves a card the card fonts cover as it is, and reads no fallback', async () => {
    const japanese = fallback('Noto Sans JP', '日本語');
    const tree = card('Blog', 'Tuning G1, in 12 steps');
    expect(await fitCardText(tree, cardFonts([japanese]))).toEqual({ tree, fallbacks: [], missing: [] });
    expect(japanese.reads).toBe(0);
  });

  it('needs, for each character the card fonts lack, the first fallback that has it, named in the order the site gives', async () => {
    const emoji = fallback('Noto Emoji', '🚀😀');
    const japanese = fallback('Noto Sans JP', '日本語の');
    const hebrew = fallback('Noto Sans Hebrew', 'שלום');
    const everything = fallback('Unifont', '日本語の🚀😀שלום');
    const fonts = cardFonts([emoji, japanese, hebrew, everything]);
    const tree = card('日本語', 'Launch 🚀 שלום');
    const fitted = await fitCardText(tree, fonts);
    expect(fitted.tree).toBe(tree);
    expect(fitted.missing).toEqual([]);
    expect(fitted.fallbacks).toEqual([
      { font: emoji.font, digest: 'digest of Noto Emoji' },
      { font: japanese.font, digest: 'digest of Noto Sans JP' },
      { font: hebrew.font, digest: 'digest of Noto Sans Hebrew' },
    ]);
    expect(everything.reads).toBe(0);
  });

  it('takes spaces, joiners and variation selectors as drawn without a glyph of their own', async () => {
    const emoji = fallback('Noto Emoji', '👩💻❤');
    const fitted = await fitCardText(card('Team', 'Pair\u00a0programming 👩\u200d💻 ❤\ufe0f\tnotes'), cardFonts([emoji]));
    expect(fitted.missing).toEqual([]);
    expect(fitted.fallbacks.map(({ font }) => font.name)).toEqual(['Noto Emoji']);
  });

  it('leaves out of the tree the characters no font has, and names each once, in the order the text shows them', async () => {
    const japanese = fallback('Noto Sans JP', '日本');
    const fitted = await fitCardText(card('ༀ Blog', '日本 ༀ and \u{e000}x ༀ'), cardFonts([japanese]));
    expect(fitted.missing).toEqual(['ༀ', '\u{e000}']);
    expect(fitted.tree).toEqual(card(' Blog', '日本  and x '));
    expect(fitted.fallbacks.map(({ font }) => font.name)).toEqual(['Noto Sans JP']);
  });
});
