import type { Element } from 'hast';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomically } from '../output/write-atomically.ts';

/** Highlighted `<pre>` elements by block key (see keyOf in highlighter.ts): what the cache holds. */
export type HighlightedBlocks = Record<string, Element>;

export interface HighlightCacheOptions {
  /** Where highlighted blocks are kept between builds; none means no caching. */
  readonly folder?: string | undefined;
  /**
   * Whether the blocks given are every block of the site: only then are the other
   * cached blocks dropped, so that the cache never grows with deleted code.
   */
  readonly everyBlock?: boolean;
}

/** What one highlighting of a build used: every block it needed, and which of them shiki made. */
export interface HighlightUse {
  readonly used: HighlightedBlocks;
  readonly fresh: readonly string[];
}

/** The cache as one build (or one thread of it) sees it. */
export interface HighlightCache {
  /** The cached blocks among these keys. */
  lookup(keys: readonly string[]): Promise<HighlightedBlocks>;
  /** Writes what the build's highlightings used, where that changes the cache. */
  save(uses: readonly HighlightUse[]): Promise<void>;
}

/** Hex digits of a key that name its shard: 16 files. */
const shardDigits = 1;
const shards = Array.from({ length: 16 ** shardDigits }, (_, index) => index.toString(16).padStart(shardDigits, '0'));
const shardOf = (key: string) => key.slice(0, shardDigits);

/**
 * The blocks live in shard files by key, each read on first need and only once: a
 * build that rendered one changed article reads the shards of its blocks, not the
 * cache of every article, and writes only the shards it added to.
 */
export function openHighlightCache(options: HighlightCacheOptions, version: string): HighlightCache {
  const { folder } = options;
  const reads = new Map<string, Promise<HighlightedBlocks>>();
  const read = (shard: string) => {
    let reading = reads.get(shard);
    if (!reading) {
      reading = folder ? readShard(join(folder, `${shard}.json`), version) : Promise.resolve({});
      reads.set(shard, reading);
    }
    return reading;
  };
  return {
    async lookup(keys) {
      const found: HighlightedBlocks = {};
      for (const key of keys) {
        const hit = (await read(shardOf(key)))[key];
        if (hit) found[key] = hit;
      }
      return found;
    },
    async save(uses) {
      if (!folder) return;
      const used: HighlightedBlocks = Object.assign({}, ...uses.map((use) => use.used));
      const touched = new Set(uses.flatMap((use) => use.fresh.map(shardOf)));
      if (options.everyBlock) {
        // Shards holding blocks the site no longer has are written without them.
        const usedKeys = Object.keys(used);
        for (const shard of shards) {
          const stored = Object.keys(await read(shard));
          const kept = usedKeys.filter((key) => shardOf(key) === shard);
          if (stored.length !== kept.length) touched.add(shard);
        }
      }
      await Promise.all(
        [...touched].map(async (shard) => {
          const entries: HighlightedBlocks = options.everyBlock ? {} : { ...(await read(shard)) };
          for (const [key, element] of Object.entries(used)) if (shardOf(key) === shard) entries[key] = element;
          await writeFileAtomically(join(folder, `${shard}.json`), JSON.stringify({ version, entries }));
        }),
      );
    },
  };
}

/** A shard's blocks; empty when its file is missing, unreadable or from another version. */
async function readShard(file: string, version: string): Promise<HighlightedBlocks> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { version?: string; entries?: HighlightedBlocks };
    return stored.version === version && stored.entries ? stored.entries : {};
  } catch {
    // No cache yet, or an unreadable one: highlight these blocks again.
    return {};
  }
}
