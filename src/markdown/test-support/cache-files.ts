import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HighlightedBlocks } from '../../cache/highlight-cache.ts';

interface ShardFile {
  version: string;
  entries: HighlightedBlocks;
}

async function shardFiles(folder: string): Promise<string[]> {
  return (await readdir(folder)).filter((name) => name.endsWith('.json')).map((name) => join(folder, name));
}

/** Every block the cache folder holds, from all its shard files. */
export async function cachedBlocks(folder: string): Promise<HighlightedBlocks> {
  const shards = await Promise.all(
    (await shardFiles(folder)).map(async (file) => (JSON.parse(await readFile(file, 'utf8')) as ShardFile).entries),
  );
  return Object.assign({}, ...shards);
}

/** Changes every shard file of the cache folder on disk, as another process could. */
export async function editShards(folder: string, edit: (shard: ShardFile) => ShardFile): Promise<void> {
  for (const file of await shardFiles(folder))
    await writeFile(file, JSON.stringify(edit(JSON.parse(await readFile(file, 'utf8')) as ShardFile)));
}
