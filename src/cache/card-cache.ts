import { copyFile, link, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeFileAtomically } from '../output/write-atomically.ts';

/**
 * Social cards as they were drawn, each a file named by the hash of what it was made
 * from (see plan-cards.ts): a card whose page, template, fonts and generator are the
 * same is taken from here instead of being drawn again.
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
  return {
    async take(name, target) {
      if (!folder) return false;
      await mkdir(dirname(target), { recursive: true });
      // A hard link: neither side is ever written in place, so sharing the file is safe.
      const placed = await link(join(folder, name), target).then(
        () => true,
        (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? false : copyFile(join(folder, name), target).then(() => true)),
      );
      if (placed) used.add(name);
      return placed;
    },
    async keep(name, bytes) {
      if (!folder) return;
      used.add(name);
      await writeFileAtomically(join(folder, name), bytes);
    },
    async sweep() {
      if (!folder) return;
      const kept = await readdir(folder).catch(() => []);
      await Promise.all(
        kept.filter((name) => !used.has(name) && !name.endsWith('.tmp')).map((name) => rm(join(folder, name), { force: true })),
      );
      used.clear();
    },
  };
}
