import { createHash } from 'node:crypto';
import { entriesByShard, readShard, shardNames, shardOf, writeShard } from './json-shards.ts';
import type { Memo } from './memo.ts';

export interface PersistentMemo<Value> extends Memo<Value> {
  /** Writes what the latest build used, where it differs from what the files hold. */
  save(): Promise<void>;
}

/**
 * A memo kept in a folder of JSON files between processes, so that a build reuses
 * work done by an earlier one. Keys are hashed; a file written by another version of
 * the generator, or one that cannot be read, is simply ignored.
 *
 * The entries are spread over shards by hash (see json-shards.ts), and a save
 * rewrites only the shards whose entries changed: after one post of thousands
 * changed, two small files are written instead of the whole memo.
 */
export async function openPersistentMemo<Value>(folder: string, version: string): Promise<PersistentMemo<Value>> {
  const stored = await Promise.all(shardNames.map((shard) => readShard<Value>(folder, shard, version)));
  let entries = new Map<string, Value>(stored.flatMap((shard) => (shard ? Object.entries(shard) : [])));
  let used = new Map<string, Value>();
  /** Shards whose file differs from what the memo should hold. */
  const changed = new Set(shardNames.filter((_, index) => stored[index] === undefined));
  // A long-running process (the dev server) asks for the same keys on every run: each is hashed once.
  const hashes = new Map<string, string>();
  const hashOf = (key: string) => {
    let hashed = hashes.get(key);
    if (hashed === undefined) {
      hashed = createHash('sha256').update(key).digest('hex');
      hashes.set(key, hashed);
    }
    return hashed;
  };
  return {
    get(key) {
      const hashed = hashOf(key);
      const value = used.get(hashed) ?? entries.get(hashed);
      if (value !== undefined) used.set(hashed, value);
      return value;
    },
    set(key, value) {
      const hashed = hashOf(key);
      used.set(hashed, value);
      if (entries.get(hashed) !== value) changed.add(shardOf(hashed));
    },
    sweep(options) {
      if (options?.keepUnused) {
        for (const [hashed, value] of used) entries.set(hashed, value);
      } else {
        for (const hashed of entries.keys()) if (!used.has(hashed)) changed.add(shardOf(hashed));
        entries = used;
        for (const [key, hashed] of hashes) if (!entries.has(hashed)) hashes.delete(key);
      }
      used = new Map();
    },
    async save() {
      if (changed.size === 0) return;
      const contents = entriesByShard(entries, changed);
      changed.clear();
      // One shard at a time: each is written as one JSON text, and a large site's rendered bodies, all at once, made a build's peak.
      for (const [shard, content] of contents) await writeShard(folder, shard, version, content);
    },
  };
}
