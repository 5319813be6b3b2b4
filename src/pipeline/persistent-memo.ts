import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { writeFileAtomically } from '../output/write-atomically.ts';
import type { Memo } from './memo.ts';

export interface PersistentMemo<Value> extends Memo<Value> {
  /** Writes what the latest build used, when it differs from what the file holds. */
  save(): Promise<void>;
}

/**
 * A memo kept in a JSON file between processes, so that a build reuses work done by
 * an earlier one (rendered Markdown). Keys are hashed; a file written by another
 * version of the generator, or one that cannot be read, is simply ignored.
 */
export async function openPersistentMemo<Value>(file: string, version: string): Promise<PersistentMemo<Value>> {
  let entries = new Map<string, Value>(Object.entries(await readEntries<Value>(file, version)));
  let used = new Map<string, Value>();
  let changed = false;
  const hash = (key: string) => createHash('sha256').update(key).digest('base64url');
  return {
    get(key, compute) {
      const hashed = hash(key);
      let value = used.get(hashed) ?? entries.get(hashed);
      if (value === undefined) {
        value = compute();
        changed = true;
      }
      used.set(hashed, value);
      return value;
    },
    has(key) {
      const hashed = hash(key);
      return used.has(hashed) || entries.has(hashed);
    },
    sweep() {
      if (used.size !== entries.size) changed = true;
      entries = used;
      used = new Map();
    },
    async save() {
      if (!changed) return;
      await writeFileAtomically(file, JSON.stringify({ version, entries: Object.fromEntries(entries) }));
      changed = false;
    },
  };
}

async function readEntries<Value>(file: string, version: string): Promise<Record<string, Value>> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { version?: string; entries?: Record<string, Value> };
    return stored.version === version && stored.entries ? stored.entries : {};
  } catch {
    return {};
  }
}
