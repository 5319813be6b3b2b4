import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isProcessRunning } from './process-running.ts';

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
 * (bench/README.md); in memory it is a matter of milliseconds.
 *
 * The memory-backed folder is shared by every user of the machine, so the pages go in
 * a folder of this user's own there, which nobody else can write in. Pages in memory
 * are out of sight and hold memory until the machine restarts, so each build's folder
 * is named by its process as well as its output, and the folders of processes no
 * longer running (killed builds, whose own cleanup never ran) are removed here.
 * Beside the output, the name is the output's, and the next build removes what a
 * killed one left.
 */
export function stagingFolderFor(outDir: string, bytes: number, options: StagingOptions = {}): string {
  const output = resolve(outDir);
  const own = ownFolderIn(options.memoryFolder ?? defaultMemoryFolder, bytes);
  if (own === undefined) return `${output}.search-pages`;
  removeAbandoned(own);
  const name = createHash('sha256').update(output).digest('hex').slice(0, 16);
  return join(own, `search-pages-${process.pid}-${name}`);
}

/**
 * Removes the pages killed builds of this user staged in memory, whose own cleanup
 * never ran: every build does so as it starts, one with nothing to do included.
 */
export function removeAbandonedStagedPages(options: StagingOptions = {}): void {
  const own = existingOwnFolder(options);
  if (own !== undefined) removeAbandoned(own);
}

/** Removes the staged pages of every process that is no longer running. */
function removeAbandoned(own: string): void {
  removeStagedBy(own, (owner) => !isProcessRunning(owner));
}

/**
 * Removes the pages this process staged in memory, at once and whatever is writing
 * them: for a build stopped by a signal, whose own cleanup will not run. The next
 * build would remove them too, but until then they hold the machine's memory.
 */
export function removeOwnStagedPages(options: StagingOptions = {}): void {
  const own = existingOwnFolder(options);
  if (own !== undefined) removeStagedBy(own, (owner) => owner === process.pid);
}

/** Removes the staged pages in `own` of the processes `chosen` picks. */
function removeStagedBy(own: string, chosen: (owner: number) => boolean): void {
  for (const entry of readdirSync(own)) {
    const owner = stagingProcessOf(entry);
    if (owner !== undefined && chosen(owner)) rmSync(join(own, entry), { recursive: true, force: true });
  }
}

/** The id of the process whose staged pages a folder in memory holds, by its name; undefined for any other name. */
export function stagingProcessOf(name: string): number | undefined {
  const owner = /^search-pages-(\d+)-/.exec(name)?.[1];
  return owner === undefined ? undefined : Number(owner);
}

/**
 * This user's folder in `memory` (made when missing), when `memory` has room for
 * `bytes` and the folder is this user's alone: a real folder, not a link, that only
 * its owner can enter.
 */
function ownFolderIn(memory: string, bytes: number): string | undefined {
  const own = userFolderIn(memory);
  if (own === undefined) return undefined;
  try {
    const { bavail, bsize } = statfsSync(memory);
    if (bavail * bsize < bytes) return undefined;
    if (!existsSync(own)) mkdirSync(own, { mode: 0o700 });
    return isOwnPrivateFolder(own) ? own : undefined;
  } catch {
    // Missing (macOS), or not this user's to write in: the output's own disk serves.
    return undefined;
  }
}

/** This user's folder in the memory-backed folder, when it exists and is this user's alone. */
function existingOwnFolder(options: StagingOptions): string | undefined {
  const own = userFolderIn(options.memoryFolder ?? defaultMemoryFolder);
  return own !== undefined && isOwnPrivateFolder(own) ? own : undefined;
}

/** This user's folder in `memory`, whether or not it exists. */
function userFolderIn(memory: string): string | undefined {
  // Without POSIX users (Windows) there is no shared-memory folder either.
  const user = process.getuid?.();
  return user === undefined ? undefined : join(memory, `sitegen-${user}`);
}

/** Whether the folder is a real folder, not a link, of this user's that nobody else can enter. */
function isOwnPrivateFolder(folder: string): boolean {
  const found = lstatSync(folder, { throwIfNoEntry: false });
  return found !== undefined && found.isDirectory() && found.uid === process.getuid?.() && (found.mode & 0o077) === 0;
}
