/** A font file has no characters to read: not a font fontkit knows, or a collection of several. */
export class FontCharactersError extends Error {
  override name = 'FontCharactersError';
}

/** The characters a font file (TTF, OTF, WOFF or WOFF2) has glyphs for, by code point. */
export async function fontCharacters(bytes: Buffer): Promise<ReadonlySet<number>> {
  // Loaded on first use: most commands, and most builds, read no font.
  const { create } = await import('fontkit');
  let font: ReturnType<typeof create>;
  try {
    font = create(bytes);
  } catch (error) {
    throw new FontCharactersError(`not a font file (${(error as Error).message})`);
  }
  if ('fonts' in font) throw new FontCharactersError('a collection of fonts: name one font file');
  return new Set(font.characterSet);
}
