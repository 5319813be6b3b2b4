import { createHash } from 'node:crypto';
import { accessSync, constants, statfsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Linux's shared-memory file system: its files are held in memory, not written to a disk. */
export const defaultMemoryFolder = '/dev/shm';

export interface StagingOptions {
  /** A memory-backed folder to stage in when it has room; `/dev/shm` by default. */
  readonly memoryFolder?: string | undefined;
}

/**
 * Where the pages Pagefind reads for `outDir` are written, a part at a time, and removed
 * once read: `bytes` at most. They go to a memory-backed folder when the machine has one
 * with that much room to spare, and beside the output otherwise. On a disk, making
 * and removing a folder and a file for each of 4,000 pages took a cold build 1.5-4.5 s
 * (bench/README.md); in memory it is a matter of milliseconds. The name is the same for
 * every build of the same output, so a build removes the pages a killed one left.
 */
export function stagingFolderFor(outDir: string, bytes: number, options: StagingOptions = {}): string {
  const memory = options.memoryFolder ?? defaultMemoryFolder;
  const output = resolve(outDir);
  if (!hasRoom(memory, bytes)) return `${output}.search-pages`;
  const name = createHash('sha256').update(output).digest('hex').slice(0, 16);
  return join(memory, `sitegen-search-pages-${name}`);
}

/** Whether `folder` is a folder this process can write `bytes` into. */
function hasRoom(folder: string, bytes: number): boolean {
  try {
    if (!statSync(folder).isDirectory()) return false;
    accessSync(folder, constants.W_OK);
    const { bavail, bsize } = statfsSync(folder);
    return bavail * bsize >= bytes;
  } catch {
    // Missing (macOS, Windows) or unreadable: the output's own disk serves.
    return false;
  }
}
