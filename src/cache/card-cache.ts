import { createHash } from 'node:crypto';
import { copyFile, link, mkdir } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { writeFileAtomically } from '../output/write-atomically.ts';
import { removeUnused } from './remove-unused.ts';

/**
 * Social cards as they were drawn, each kept by its name in the output, which hashes
 * what it was made from and how (see plan-cards.ts: its element tree, fonts, encodings
 * and the libraries' versions): a card whose page, template and fonts are the same is
 * taken from here instead of being drawn again, by any build of the generator, the
 * command line's or the sources'.
 */
export interface CardCache {
  /** Puts the card kept as `name` at `target`; false when none is kept. */
  take(name: string, target: string): Promise<boolean>;
  /** Keeps a card just made, as `name`. */
  keep(name: string, bytes: Uint8Array): Promise<void>;
  /** Drops every card neither taken nor kept since the last sweep. */
  sweep(): Promise<void>;
}

/** `folder` undefined keeps nothing. */
export function openCardCache(folder: string | undefined): CardCache {
  const used = new Set<string>();
  const fileOf = (name: string) => `${createHash('sha256').update(name).digest('hex')}${extname(name)}`;
  return {
    async take(name, target) {
      if (!folder) return false;
      const file = fileOf(name);
      await mkdir(dirname(target), { recursive: true });
      // A hard link: neither side is ever written in place, so sharing the file is safe.
      const placed = await link(join(folder, file), target).then(
        () => true,
        (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? false : copyFile(join(folder, file), target).then(() => true)),
      );
      if (placed) used.add(file);
      return placed;
    },
    async keep(name, bytes) {
      if (!folder) return;
      const file = fileOf(name);
      used.add(file);
      await writeFileAtomically(join(folder, file), bytes);
    },
    async sweep() {
      if (folder) await removeUnused(folder, used);
      used.clear();
    },
  };
}
