import { mkdirSync, renameSync, rmSync, rmdirSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join, relative } from 'node:path';
import { filesUnder } from './files-under.ts';
import { listOutput, relistOutput, type OutputListing } from './output-listing.ts';

/**
 * A build writes into a fresh folder beside the real output and swaps it in only
 * when everything succeeded, so a failed build leaves the previous site intact.
 */
export interface StagedOutput {
  /** Where this build writes. */
  readonly dir: string;
  /** Replaces the output folder with the staged one; returns what it then holds. */
  commit(): Promise<OutputListing>;
  /** Removes the staged folder, leaving the output folder as it was. */
  discard(): Promise<void>;
}

/** The staged folder holds the whole site. */
export async function stageOutput(outDir: string): Promise<StagedOutput> {
  const { staged, suffix } = await makeStagingFolder(outDir);
  const previous = join(dirname(outDir), `.${basename(outDir)}.old-${suffix}`);
  return {
    dir: staged,
    async commit() {
      const hadPrevious = await rename(outDir, previous).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );
      try {
        await rename(staged, outDir);
      } catch (error) {
        // The previous site goes back where it was: a failed build leaves it as it found it.
        if (hadPrevious) await rename(previous, outDir);
        throw error;
      }
      if (hadPrevious) await rm(previous, { recursive: true, force: true });
      return listOutput(outDir) ?? new Map();
    },
    discard: () => rm(staged, { recursive: true, force: true }),
  };
}

/**
 * The staged folder holds only the files this build made; the rest stays in the
 * output folder. Cheaper than a whole site when a few pages of thousands changed.
 */
export interface OverlayOutput {
  readonly dir: string;
  /**
   * Moves every staged file into the output folder and removes the files there that
   * are neither staged nor in `kept` (paths inside the output folder); returns what
   * the output folder then holds.
   */
  commit(kept: readonly string[]): Promise<OutputListing>;
  discard(): Promise<void>;
}

/** `listing` is what the output folder holds now: only the files the build moves or drops are read again. */
export async function stageOverlay(outDir: string, listing: OutputListing): Promise<OverlayOutput> {
  const { staged } = await makeStagingFolder(outDir);
  return {
    dir: staged,
    async commit(kept) {
      const made = (filesUnder(staged) ?? []).map((file) => relative(staged, file));
      const belongs = new Set([...kept, ...made]);
      // Pages last, as a deploy does: a page never arrives before the stylesheet or script it names.
      const pagesLast = [...made.filter((file) => !file.endsWith('.html')), ...made.filter((file) => file.endsWith('.html'))];
      // Synchronous: thousands of moves one after another take a fraction of the time of promise-based calls.
      for (const file of pagesLast) {
        mkdirSync(dirname(join(outDir, file)), { recursive: true });
        renameSync(join(staged, file), join(outDir, file));
      }
      const dropped = [...listing.keys()].filter((file) => !belongs.has(file));
      for (const file of dropped) rmSync(join(outDir, file), { force: true });
      removeEmptyFolders(outDir, dropped);
      await rm(staged, { recursive: true, force: true });
      return relistOutput(outDir, listing, [...made, ...dropped]);
    },
    discard: () => rm(staged, { recursive: true, force: true }),
  };
}

async function makeStagingFolder(outDir: string): Promise<{ staged: string; suffix: string }> {
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const staged = join(dirname(outDir), `.${basename(outDir)}.tmp-${suffix}`);
  await mkdir(staged, { recursive: true });
  return { staged, suffix };
}

/** Removes the folders the removed files leave empty (a deleted post's `blog/slug/`), up to `root`. */
function removeEmptyFolders(root: string, removedFiles: readonly string[]): void {
  const folders = new Set(removedFiles.map((file) => dirname(file)).filter((folder) => folder !== '.'));
  // Deepest first, so that a parent is tried once its children are gone.
  for (const folder of [...folders].sort((a, b) => b.split('/').length - a.split('/').length)) {
    for (let current = folder; current !== '.'; current = dirname(current)) {
      try {
        rmdirSync(join(root, current));
      } catch {
        break; // not empty, or already gone
      }
    }
  }
}
