import { copyFile, link, mkdir, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { filesUnder } from '../output/files-under.ts';
import type { OutputListing } from '../output/output-listing.ts';

/**
 * How a build takes unchanged files (pages, search indexes) from the previous
 * build's output instead of making them again. A file missing there is simply
 * made again by the caller.
 */
export interface PreviousOutput {
  /** Takes these files (paths inside the output); returns those the previous output had. */
  files(files: readonly string[]): Promise<Set<string>>;
  /** Takes a whole folder; false when it is not there, or not whole. */
  folder(folder: string): Promise<boolean>;
  /** Gives back what was taken at or under a path: the build makes it anew. */
  release(path: string): Promise<void>;
  /** The files left where they are, for an overlay commit; empty when they were linked. */
  readonly kept: readonly string[];
}

/** Hard-links (or copies) each taken file into `toDir`, which becomes a complete site. */
export function linkFromPrevious(fromDir: string, toDir: string): PreviousOutput {
  const files = async (list: readonly string[]) => {
    const taken = await Promise.all(
      list.map(async (file) => {
        const target = join(toDir, file);
        await mkdir(dirname(target), { recursive: true });
        try {
          await link(join(fromDir, file), target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
          await copyFile(join(fromDir, file), target);
        }
        return file;
      }),
    );
    return new Set(taken.filter((file): file is string => file !== undefined));
  };
  return {
    files,
    async folder(folder) {
      const list = filesIn(fromDir, folder);
      return list !== undefined && (await files(list)).size === list.length;
    },
    release: (path) => rm(join(toDir, path), { recursive: true, force: true }),
    kept: [],
  };
}

/**
 * Leaves each taken file where it is and lists it: the build writes only new files,
 * and committing them over the previous output keeps these and drops the rest.
 * `listing` is what the previous output holds.
 */
export function keepInPrevious(listing: OutputListing): PreviousOutput {
  let kept: string[] = [];
  return {
    async files(list) {
      const taken = list.filter((file) => listing.has(file));
      kept.push(...taken);
      return new Set(taken);
    },
    async folder(folder) {
      const list = [...listing.keys()].filter((file) => file.startsWith(`${folder}/`));
      if (list.length === 0) return false;
      kept.push(...list);
      return true;
    },
    async release(path) {
      kept = kept.filter((file) => file !== path && !file.startsWith(`${path}/`));
    },
    get kept() {
      return kept;
    },
  };
}

/** Every file under a folder of `dir`, as paths inside `dir`; undefined when the folder is missing. */
function filesIn(dir: string, folder: string): string[] | undefined {
  return filesUnder(join(dir, folder))?.map((file) => relative(dir, file));
}
