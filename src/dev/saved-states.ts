import { statSync } from 'node:fs';

/**
 * Tells a file's save from a second notice of one already built. The system may tell
 * of one save twice (a write that truncates the file, then fills it), 50 ms apart or
 * more on a busy machine: each notice would start a build of its own, and at 4,000
 * posts a build that finds nothing changed still costs 150 ms.
 */
export interface SavedStates {
  /** Whether the file is not as it was when a build last took it: saved again, made or removed. */
  changedSinceBuilt(file: string): boolean;
  /** Notes the files as a build is about to read them. */
  built(files: readonly string[]): void;
}

export function savedStates(): SavedStates {
  const states = new Map<string, string>();
  return {
    changedSinceBuilt: (file) => states.get(file) !== stateOf(file),
    built(files) {
      for (const file of files) states.set(file, stateOf(file));
    },
  };
}

/** A file's size, modification time to the nanosecond and inode, or that it is missing. */
function stateOf(file: string): string {
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  return stats ? `${stats.size} ${stats.mtimeNs} ${stats.ino}` : 'missing';
}
