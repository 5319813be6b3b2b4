import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomically } from '../output/write-atomically.ts';
import type { SweepOptions } from './memo.ts';
import { removeUnused } from './remove-unused.ts';

/**
 * Encoded image files, each under a hash of what it was made from: the original's
 * bytes, the format and width, the encoder's settings and libraries (see
 * plan-images.ts). Encoding is most of what images cost a build, and an entry can
 * never be stale, so any build of the generator reuses it: the command line's, the
 * sources', the next version's.
 */
export interface EncodedImageCache {
  /** The file encoded before from this recipe (see recipeKey), if any. */
  read(recipe: string): Promise<Uint8Array | undefined>;
  write(recipe: string, bytes: Uint8Array): Promise<void>;
  /** Forgets, on save, every file neither read nor written since the last sweep, unless told to keep them. */
  sweep(options?: SweepOptions): void;
  save(): Promise<void>;
}

/** The name an encoding's recipe is kept under. */
function keyOf(recipe: string): string {
  return createHash('sha256').update(recipe).digest('hex');
}

export function openEncodedImageCache(folder: string): EncodedImageCache {
  let used = new Set<string>();
  /** What the next save keeps of the folder, when a sweep asked it to forget the rest. */
  let kept: ReadonlySet<string> | undefined;
  return {
    async read(recipe) {
      const key = keyOf(recipe);
      try {
        const bytes = await readFile(join(folder, key));
        used.add(key);
        return bytes;
      } catch {
        return undefined;
      }
    },
    async write(recipe, bytes) {
      const key = keyOf(recipe);
      used.add(key);
      await writeFileAtomically(join(folder, key), bytes);
    },
    sweep(options) {
      kept = options?.keepUnused ? undefined : used;
      used = new Set();
    },
    async save() {
      if (!kept) return;
      const keep = kept;
      kept = undefined;
      await removeUnused(folder, keep);
    },
  };
}

/** Encoded images kept as long as the process runs. */
export function memoryEncodedImageCache(): EncodedImageCache {
  const files = new Map<string, Uint8Array>();
  return {
    read: async (recipe) => files.get(recipe),
    write: async (recipe, bytes) => {
      files.set(recipe, bytes);
    },
    sweep: () => undefined,
    save: async () => undefined,
  };
}
