import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { openMemoryMemo, type Memo } from '../cache/memo.ts';
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
  /** The characters the fonts have, by code point: read when a drawn card first asks. */
  characters(): Promise<ReadonlySet<number>>;
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
 * when a card shows a character the fonts lack. The fonts' characters are kept in
 * `memo` by their files' hashes: reading them takes loading a font parser.
 */
export async function resolveCardFonts(
  root: string,
  fonts: readonly CardFont[],
  fallbackFonts: readonly CardFont[] = [],
  memo: Memo<readonly number[]> = openMemoryMemo(),
): Promise<CardFonts> {
  const require = createRequire(join(root, 'package.json'));
  const resolve = ({ file, ...font }: CardFont): ResolvedFont => {
    try {
      return { ...font, path: require.resolve(file) };
    } catch (error) {
      throw new CardFontError(`The card font ${file} cannot be read (${(error as Error).message}): is its package installed?`);
    }
  };
  const charactersOf = async (bytes: Buffer, file: string): Promise<ReadonlySet<number>> => {
    const key = createHash('sha256').update(bytes).digest('hex');
    const known = memo.get(key);
    if (known) return new Set(known);
    const characters = await readCharacters(bytes, file);
    memo.set(key, [...characters]);
    return characters;
  };
  const fallbacks = fallbackFonts.map((declared): FallbackFont => {
    const font = resolve(declared);
    let reading: ReturnType<FallbackFont['read']> | undefined;
    const read = async () => {
      const bytes = await readBytes(font.path, declared.file);
      const digest = createHash('sha256')
        .update(JSON.stringify(declarationOf(font)))
        .update(bytes)
        .digest('hex');
      return { digest, characters: await charactersOf(bytes, declared.file) };
    };
    return { font, read: () => (reading ??= read()) };
  });
  const resolved = fonts.map((declared) => ({ declared, font: resolve(declared) }));
  const hash = createHash('sha256');
  const files: { bytes: Buffer; file: string }[] = [];
  for (const { declared, font } of resolved) {
    const bytes = await readBytes(font.path, declared.file);
    hash.update(JSON.stringify(declarationOf(font))).update(bytes);
    files.push({ bytes, file: declared.file });
  }
  let characters: Promise<ReadonlySet<number>> | undefined;
  const union = async () => {
    const sets = await Promise.all(files.map(({ bytes, file }) => charactersOf(bytes, file)));
    return new Set(sets.flatMap((set) => [...set]));
  };
  return { fonts: resolved.map(({ font }) => font), digest: hash.digest('hex'), characters: () => (characters ??= union()), fallbacks };
}

/** A font as the site declares it, its file aside: part of what a card is drawn with. */
function declarationOf({ path: _path, ...font }: ResolvedFont): Omit<ResolvedFont, 'path'> {
  return font;
}

async function readBytes(path: string, file: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    throw new CardFontError(`The card font ${file} cannot be read (${(error as Error).message}): is its package installed?`);
  }
}

async function readCharacters(bytes: Buffer, file: string): Promise<ReadonlySet<number>> {
  try {
    return await fontCharacters(bytes);
  } catch (error) {
    if (error instanceof FontCharactersError) throw new CardFontError(`The card font ${file} cannot be used: it is ${error.message}`);
    throw error;
  }
}
