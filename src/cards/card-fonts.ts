import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
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
}

/** A card font cannot be found or read. */
export class CardFontError extends Error {
  override name = 'CardFontError';
}

/** Finds the fonts in the project's node_modules, as its own code would import them: nothing is downloaded. */
export async function resolveCardFonts(root: string, fonts: readonly CardFont[]): Promise<CardFonts> {
  const require = createRequire(join(root, 'package.json'));
  const hash = createHash('sha256');
  const resolved: ResolvedFont[] = [];
  for (const { file, ...font } of fonts) {
    let path: string;
    let bytes: Buffer;
    try {
      path = require.resolve(file);
      bytes = await readFile(path);
    } catch (error) {
      throw new CardFontError(`The card font ${file} cannot be read (${(error as Error).message}): is its package installed?`);
    }
    hash.update(JSON.stringify(font)).update(bytes);
    resolved.push({ ...font, path });
  }
  return { fonts: resolved, digest: hash.digest('hex') };
}
