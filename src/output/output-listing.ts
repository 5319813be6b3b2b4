import { statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { filesUnder } from './files-under.ts';

/**
 * Every file of an output folder, by path inside it, with what changes whenever the
 * file is written, replaced or truncated: its size, modification time and inode. Not
 * its ctime, unlike a source file's identity (source-files.ts): a build may hard-link
 * kept pages from the previous output (previous-output.ts), which changes their
 * ctime but not what they hold.
 */
export type OutputListing = ReadonlyMap<string, string>;

/** Reads every file's identity; undefined when the folder is missing. */
export function listOutput(dir: string): OutputListing | undefined {
  // Synchronous on purpose: for thousands of files one after another, that takes a fraction of the time.
  const files = filesUnder(dir);
  return files && new Map(files.map((file) => [relative(dir, file), identityOf(file)!]));
}

function identityOf(path: string): string | undefined {
  const stats = statSync(path, { bigint: true, throwIfNoEntry: false });
  return stats && `${stats.size} ${stats.mtimeNs} ${stats.ino}`;
}
