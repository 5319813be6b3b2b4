import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fontCharacters, FontCharactersError } from './font-characters.ts';
import type { CardFont } from './social-card.ts';

/** A card font found in the project's packages: what a thread that draws cards reads. */
export interface ResolvedFont extends Omit<CardFont, 'file'> {
  /** The font file's absolute path. */
  readonly path: string;
}

export interface CardFonts {
  readonly fonts: readonly ResolvedFont[];
  /** A hash of every font's bytes and declaration: a card drawn with other fonts is another card. */
  readonly digest: string;
  /** The characters the fonts have, by code point. */
  readonly characters: ReadonlySet<number>;
  /** The fonts for the characters these lack, in the site's order: each is read the first time a card needs one. */
  readonly fallbacks: readonly FallbackFont[];
}

export interface FallbackFont {
  readonly font: ResolvedFont;
  /** The font's digest (as CardFonts' is made) and characters, read once. */
  read(): Promise<{ readonly digest: string; readonly characters: ReadonlySet<number> }>;
}

/** A card font cannot be found or read. */
export class CardFontError extends Error {
  override name = 'CardFontError';
}

/**
 * Finds the fonts in the project's node_modules, as its own code would import them:
 * nothing is downloaded. The fallback fonts are only found here; their files are read
 * when a card shows a character the fonts lack.
 */
export async function resolveCardFonts(
  root: string,
  fonts: readonly CardFont[],
  fallbackFonts: readonly CardFont[] = [],
): Promise<CardFonts> {
  const require = createRequire(join(root, 'package.json'));
  const resolve = ({ file, ...font }: CardFont): ResolvedFont => {
    try {
      return { ...font, path: require.resolve(file) };
    } catch (error) {
      throw new CardFontError(`The card font ${file} cannot be read (${(error as Error).message}): is its package installed?`);
    }
  };
  const fallbacks = fallbackFonts.map((declared): FallbackFont => {
    const font = resolve(declared);
    let reading: ReturnType<FallbackFont['read']> | undefined;
    const read = async () => {
      const { bytes, characters } = await readFont(font.path, declared.file);
      const digest = createHash('sha256')
        .update(JSON.stringify(declarationOf(font)))
        .update(bytes)
        .digest('hex');
      return { digest, characters };
    };
    return { font, read: () => (reading ??= read()) };
  });
  const resolved: ResolvedFont[] = [];
  const hash = createHash('sha256');
  const characters = new Set<number>();
  for (const declared of fonts) {
    const font = resolve(declared);
    const read = await readFont(font.path, declared.file);
    hash.update(JSON.stringify(declarationOf(font))).update(read.bytes);
    for (const character of read.characters) characters.add(character);
    resolved.push(font);
  }
  return { fonts: resolved, digest: hash.digest('hex'), characters, fallbacks };
}

/** A font as the site declares it, its file aside: part of what a card is drawn with. */
function declarationOf({ path: _path, ...font }: ResolvedFont): Omit<ResolvedFont, 'path'> {
  return font;
}

async function readFont(path: string, file: string): Promise<{ bytes: Buffer; characters: ReadonlySet<number> }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    throw new CardFontError(`The card font ${file} cannot be read (${(error as Error).message}): is its package installed?`);
  }
  try {
    return { bytes, characters: await charactersOf(bytes) };
  } catch (error) {
    if (error instanceof FontCharactersError) throw new CardFontError(`The card font ${file} cannot be used: it is ${error.message}`);
    throw error;
  }
}

/** The characters of each font file read before, by its bytes' hash: a dev server plans the cards again at every save. */
const charactersByContent = new Map<string, ReadonlySet<number>>();

async function charactersOf(bytes: Buffer): Promise<ReadonlySet<number>> {
  const key = createHash('sha256').update(bytes).digest('hex');
  let characters = charactersByContent.get(key);
  if (characters === undefined) {
    characters = await fontCharacters(bytes);
    charactersByContent.set(key, characters);
  }
  return characters;
}
