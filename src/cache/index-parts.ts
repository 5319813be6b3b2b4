import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { removeUnused } from './remove-unused.ts';

/**
 * Parts of the search index as Pagefind made them, each kept whole under the hash of
 * what it was made from: a build whose part holds the same documents as before takes
 * the folder instead of running Pagefind over them again.
 */
export interface IndexPartCache {
  /** Puts the part kept under `key` at `target`; false when none is kept. */
  take(key: string, target: string): Promise<boolean>;
  /** Keeps the part just made in `source` under `key`. */
  keep(key: string, source: string): Promise<void>;
  /** Drops every part neither taken nor kept since the last sweep. */
  sweep(): Promise<void>;
}

/**
 * `folder` undefined keeps nothing. `version` names the generator: a part made by
 * another one is never taken, and goes at the next sweep.
 */
export function openIndexPartCache(folder: string | undefined, version: string): IndexPartCache {
  const used = new Set<string>();
  const nameOf = (key: string) => createHash('sha256').update(`${version}\n${key}`).digest('hex');
  return {
    async take(key, target) {
      const name = nameOf(key);
      if (!folder || !existsSync(join(folder, name))) return false;
      linkTree(join(folder, name), target);
      used.add(name);
      return true;
    },
    async keep(key, source) {
      if (!folder) return;
      const name = nameOf(key);
      used.add(name);
      if (existsSync(join(folder, name))) return;
      // Kept under a name of its own, then renamed: a build running beside never takes half a part.
      const temporary = join(folder, `${name}.${process.pid}.tmp`);
      await rm(temporary, { recursive: true, force: true });
      linkTree(source, temporary);
      await rename(temporary, join(folder, name)).catch(() => rm(temporary, { recursive: true, force: true }));
    },
    async sweep() {
      if (folder) await removeUnused(folder, used);
      used.clear();
    },
  };
}

/**
 * Puts every file of `source` at the same place under `target`, as a hard link: a part
 * is a thousand files or more, which links make in a tenth of the time copies take.
 * Neither side is ever written in place (a build writes a new output and swaps it in),
 * so sharing the files is safe; where links cannot be made (another file system), the
 * files are copied.
 */
function linkTree(source: string, target: string): void {
  for (const entry of readdirSync(source, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = join(entry.parentPath, entry.name);
    const to = join(target, relative(source, from));
    mkdirSync(dirname(to), { recursive: true });
    try {
      linkSync(from, to);
    } catch {
      copyFileSync(from, to);
    }
  }
}
