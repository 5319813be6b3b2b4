import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomically } from '../output/write-atomically.ts';

/**
 * A cache kept as a folder of JSON files, its entries spread over them by the first
 * hex digit of their (hashed) key: a change rewrites only the files whose entries it
 * touched, and a reader may read only the files of the keys it needs.
 */
export type ShardEntries<Value> = Record<string, Value>;

/** Every shard's name: 16 files. */
export const shardNames: readonly string[] = Array.from({ length: 16 }, (_, index) => index.toString(16));

/** The shard of a key that is a hex hash. */
export function shardOf(key: string): string {
  return key.slice(0, 1);
}

/** The entries of each of `shards`, from entries keyed by hex hash. */
export function entriesByShard<Value>(
  entries: Iterable<readonly [string, Value]>,
  shards: Iterable<string>,
): Map<string, ShardEntries<Value>> {
  const grouped = new Map([...shards].map((shard) => [shard, {} as ShardEntries<Value>]));
  for (const [key, value] of entries) {
    const group = grouped.get(shardOf(key));
    if (group) group[key] = value;
  }
  return grouped;
}

/** A shard's entries; undefined when its file is missing, unreadable or written for another `version`. */
export async function readShard<Value>(folder: string, shard: string, version: string): Promise<ShardEntries<Value> | undefined> {
  try {
    const stored = JSON.parse(await readFile(join(folder, `${shard}.json`), 'utf8')) as { version?: string; entries?: ShardEntries<Value> };
    return stored.version === version && stored.entries ? stored.entries : undefined;
  } catch {
    return undefined;
  }
}

export function writeShard<Value>(folder: string, shard: string, version: string, entries: ShardEntries<Value>): Promise<void> {
  return writeFileAtomically(join(folder, `${shard}.json`), JSON.stringify({ version, entries }));
}
