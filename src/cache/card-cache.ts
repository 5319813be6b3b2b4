import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, link, mkdir, readFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { writeFileAtomically } from '../output/write-atomically.ts';
import { removeUnused } from './remove-unused.ts';

/**
 * Social cards as they were drawn, each kept by its name in the output, which hashes
 * what it was made from and how (see plan-cards.ts: its element tree, fonts, encodings
 * and the libraries' versions): a card whose page, template and fonts are the same is
 * taken from here instead of being drawn again, by any build of the generator, the
 * command line's or the sources'. The backdrops cards are drawn over are kept here too,
 * by their own such names.
 */
export interface CardCache {
  /** Puts the card kept as `name` at `target`; false when none is kept. */
  take(name: string, target: string): Promise<boolean>;
  /** The bytes kept as `name`, for what is not copied out as it is (a backdrop cards are drawn over); undefined when none are kept. */
  read(name: string): Promise<Uint8Array | undefined>;
  /** Keeps a card or a backdrop just made, as `name`. */
  keep(name: string, bytes: Uint8Array): Promise<void>;
  /** Drops every card neither taken nor kept since the last sweep. */
  sweep(): Promise<void>;
  /** Whether no card is kept at all, as in a build after a fresh clone: every card will be drawn. */
  keepsNone(): boolean;
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
    async read(name) {
      if (!folder) return undefined;
      const file = fileOf(name);
      const bytes = await readFile(join(folder, file)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (bytes) used.add(file);
      return bytes;
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
    keepsNone() {
      return !folder || !existsSync(folder) || readdirSync(folder).length === 0;
    },
  };
}
