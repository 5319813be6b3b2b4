import { entriesByShard, readShard, shardNames, shardOf, writeShard } from './json-shards.ts';

/** Highlighted `<pre>` elements as HTML, by block key (see keyOf in highlighter.ts): what the cache holds. */
export type HighlightedBlocks = Record<string, string>;

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
      // A missing or unusable shard: its blocks are highlighted again.
      reading = folder ? readShard<string>(folder, shard, version).then((entries) => entries ?? {}) : Promise.resolve({});
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
      const used = entriesByShard(
        uses.flatMap((use) => Object.entries(use.used)),
        shardNames,
      );
      const touched = new Set(uses.flatMap((use) => use.fresh.map(shardOf)));
      if (options.everyBlock) {
        // Shards holding blocks the site no longer has are written without them. Every block
        // used but not fresh came from its shard, so a shard differs exactly when the counts do.
        for (const shard of shardNames) {
          if (Object.keys(await read(shard)).length !== Object.keys(used.get(shard) ?? {}).length) touched.add(shard);
        }
      }
      await Promise.all(
        [...touched].map(async (shard) =>
          writeShard(folder, shard, version, options.everyBlock ? (used.get(shard) ?? {}) : { ...(await read(shard)), ...used.get(shard) }),
        ),
      );
    },
  };
}
