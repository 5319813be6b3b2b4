import { readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `dir` (absolute paths, sorted); undefined when the folder is
 * missing. Read synchronously on purpose: for thousands of entries that takes a
 * fraction of the time of the promise-based calls.
 */
export function filesUnder(dir: string): string[] | undefined {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
