import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../../test/support/project.ts';
import { openMemoryMemo } from '../cache/memo.ts';
import { CardFontError, resolveCardFonts } from './card-fonts.ts';

const inter = { name: 'Inter', weight: 700, style: 'normal', file: '@fontsource/inter/files/inter-latin-700-normal.woff' } as const;

/** The key the memo keeps a font file's characters under: the hash of its bytes. */
const keyOf = async (file: string) =>
  createHash('sha256')
    .update(await readFile(createRequire(join(repoRoot, 'package.json')).resolve(file)))
    .digest('hex');

describe('the card fonts', () => {
  it("read their characters only when a card asks, and keep them in the memo by the file's hash", async () => {
    const memo = openMemoryMemo<readonly number[]>();
    const fonts = await resolveCardFonts(repoRoot, [inter], [], memo);
    const key = await keyOf(inter.file);
    expect(memo.get(key)).toBeUndefined();
    const characters = await fonts.characters();
    expect(['A', 'z', '’', '—'].every((character) => characters.has(character.codePointAt(0) ?? 0))).toBe(true);
    expect(characters.has('語'.codePointAt(0) ?? 0)).toBe(false);
    expect(new Set(memo.get(key))).toEqual(characters);
  });

  it('take their characters from the memo when it holds them, as a build with the cache kept does', async () => {
    const memo = openMemoryMemo<readonly number[]>();
    memo.set(await keyOf(inter.file), [0x41]);
    const fonts = await resolveCardFonts(repoRoot, [inter], [], memo);
    expect(await fonts.characters()).toEqual(new Set([0x41]));
  });

  it('name a fallback font that is not installed before any card needs it', async () => {
    const missing = {
      ...inter,
      name: 'Noto Sans Tibetan',
      file: '@fontsource/noto-sans-tibetan/files/noto-sans-tibetan-tibetan-700-normal.woff',
    };
    const resolving = resolveCardFonts(repoRoot, [inter], [missing]);
    await expect(resolving).rejects.toThrow(CardFontError);
    await expect(resolving).rejects.toThrow(
      /^The card font @fontsource\/noto-sans-tibetan\/files\/\S+ cannot be read \(.*\): is its package installed\?$/s,
    );
  });
});
