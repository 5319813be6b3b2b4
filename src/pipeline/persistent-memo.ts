import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomically } from '../output/write-atomically.ts';
import type { Memo } from './memo.ts';

export interface PersistentMemo<Value> extends Memo<Value> {
  /** Writes what the latest build used, where it differs from what the files hold. */
  save(): Promise<void>;
}

/** Hex digits of a hashed key that name its shard: 16 files. */
const shardDigits = 1;
const shards = Array.from({ length: 16 ** shardDigits }, (_, index) => index.toString(16).padStart(shardDigits, '0'));

/**
 * A memo kept in a folder of JSON files between processes, so that a build reuses
 * work done by an earlier one (rendered Markdown). Keys are hashed; a file written by
 * another version of the generator, or one that cannot be read, is simply ignored.
 *
 * The entries are spread over shards by hash, and a save rewrites only the shards
 * whose entries changed: after one post of thousands changed, two small files are
 * written instead of the whole memo.
 */
export async function openPersistentMemo<Value>(folder: string, version: string): Promise<PersistentMemo<Value>> {
  const stored = await Promise.all(shards.map((shard) => readShard<Value>(join(folder, `${shard}.json`), version)));
  let entries = new Map<string, Value>(stored.flatMap((shard) => (shard ? Object.entries(shard) : [])));
  let used = new Map<string, Value>();
  /** Shards whose file differs from what the memo should hold. */
  const changed = new Set(shards.filter((_, index) => stored[index] === undefined));
  const shardOf = (hashed: string) => hashed.slice(0, shardDigits);
  return {
    entry(key) {
      const hashed = createHash('sha256').update(key).digest('hex');
      return {
        known: used.has(hashed) || entries.has(hashed),
        get(compute) {
          let value = used.get(hashed) ?? entries.get(hashed);
          if (value === undefined) {
            value = compute();
            changed.add(shardOf(hashed));
          }
          used.set(hashed, value);
          return value;
        },
      };
    },
    sweep() {
      for (const hashed of entries.keys()) if (!used.has(hashed)) changed.add(shardOf(hashed));
      entries = used;
      used = new Map();
    },
    async save() {
      if (changed.size === 0) return;
      const contents = new Map([...changed].map((shard) => [shard, {} as Record<string, Value>]));
      for (const [hashed, value] of entries) {
        const content = contents.get(shardOf(hashed));
        if (content) content[hashed] = value;
      }
      changed.clear();
      await Promise.all(
        [...contents].map(([shard, content]) => writeFileAtomically(join(folder, `${shard}.json`), JSON.stringify({ version, entries: content }))),
      );
    },
  };
}

/** A shard's entries; undefined when its file is missing, unreadable or from another version. */
async function readShard<Value>(file: string, version: string): Promise<Record<string, Value> | undefined> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { version?: string; entries?: Record<string, Value> };
    return stored.version === version && stored.entries ? stored.entries : undefined;
  } catch {
    return undefined;
  }
}
