import { copyFile, link, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { OutputListing } from '../output/output-listing.ts';

/**
 * How a build takes unchanged files (pages, search indexes) from the previous
 * build's output instead of making them again. Only files still as that build left
 * them are taken: one missing, edited or replaced since is made again by the caller.
 */
export interface PreviousOutput {
  /** Takes these files (paths inside the output); returns those it took. */
  files(files: readonly string[]): Promise<Set<string>>;
  /** Takes a whole folder; false when it is not there, or one of its files is missing or changed. */
  folder(folder: string): Promise<boolean>;
  /** Gives back what was taken at or under a path: the build makes it anew. */
  release(path: string): Promise<void>;
}

/** What of the previous output is still as the last build left it, by that build's record. */
export interface VouchedOutput {
  /** Files (paths inside the output) whose identity is the recorded one. */
  readonly files: ReadonlySet<string>;
  /** Files the record names that are missing or changed since. */
  readonly lost: ReadonlySet<string>;
  /** Whether the output holds exactly what the record names: nothing lost, nothing added. */
  readonly exact: boolean;
}

/** Compares what the last build recorded of its output with what the output holds now (undefined: no output). */
export function vouchOutput(recorded: OutputListing, current: OutputListing | undefined): VouchedOutput {
  const files = new Set<string>();
  const lost = new Set<string>();
  for (const [file, identity] of recorded) (current?.get(file) === identity ? files : lost).add(file);
  return { files, lost, exact: current !== undefined && lost.size === 0 && files.size === current.size };
}

/** Hard-links (or copies) each taken file into `toDir`, which becomes a complete site. */
export function linkFromPrevious(fromDir: string, toDir: string, vouched: VouchedOutput): PreviousOutput {
  const files = async (list: readonly string[]) => {
    const taken = await Promise.all(
      list.map(async (file) => {
        if (!vouched.files.has(file)) return undefined;
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
      const list = wholeFolder(vouched, folder);
      return list !== undefined && (await files(list)).size === list.length;
    },
    release: (path) => rm(join(toDir, path), { recursive: true, force: true }),
  };
}

/** The files of a folder of the previous output, when it has some and none of them is lost. */
function wholeFolder(vouched: VouchedOutput, folder: string): string[] | undefined {
  const inFolder = (file: string) => file.startsWith(`${folder}/`);
  const list = [...vouched.files].filter(inFolder);
  return list.length > 0 && ![...vouched.lost].some(inFolder) ? list : undefined;
}
