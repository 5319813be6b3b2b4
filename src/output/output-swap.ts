import { existsSync, readdirSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { writeFileAtomically } from './write-atomically.ts';
import { isProcessRunning } from './process-running.ts';

/**
 * Putting a staged site in place of the output folder takes two renames, and a
 * process killed between them leaves no output at all. So a swap is written down
 * first, in a journal beside the output, and whoever next finds the journal (a
 * build, a preview, a deploy) finishes or undoes the swap before anything else:
 * the output is always the previous site or the new one, whole.
 */

/** The folders beside the output that belong to it: staged builds, a replaced site, the journal. */
export interface OutputNeighbours {
  /** A build's staging folder: `.{name}.tmp-{pid}-{random}`. */
  staging(suffix: string): string;
  /** Where the replaced site waits to be removed: `.{name}.old-{pid}-{random}`. */
  replaced(suffix: string): string;
  readonly journal: string;
}

export function neighboursOf(outDir: string): OutputNeighbours {
  const parent = dirname(outDir);
  const name = basename(outDir);
  return {
    staging: (suffix) => join(parent, `.${name}.tmp-${suffix}`),
    replaced: (suffix) => join(parent, `.${name}.old-${suffix}`),
    journal: join(parent, `.${name}.swap.json`),
  };
}

/** A swap in progress: the staged site coming in and the place the previous one goes to, by their names beside the output. */
interface SwapJournal {
  readonly staged: string;
  readonly replaced: string;
}

/** The steps of a swap, in order; a test may stop the swap at any of them, as a kill would. */
export type SwapStep = 'journal written' | 'previous moved aside' | 'staged moved in' | 'journal removed';

export interface SwapOptions {
  /** Called after each step, and awaited: for tests that stop a swap half-way. */
  readonly afterStep?: (step: SwapStep) => Promise<void> | void;
}

/** Replaces `outDir` with the complete site in `staged`; `replaced` is where the previous site goes meanwhile. */
export async function swapIn(outDir: string, staged: string, replaced: string, options: SwapOptions = {}): Promise<void> {
  const step = async (done: SwapStep) => options.afterStep?.(done);
  const journal = neighboursOf(outDir).journal;
  // Names, not paths: a project moved elsewhere still recovers.
  await writeFileAtomically(journal, JSON.stringify({ staged: basename(staged), replaced: basename(replaced) } satisfies SwapJournal));
  await step('journal written');
  const hadPrevious = await rename(outDir, replaced).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  await step('previous moved aside');
  try {
    await rename(staged, outDir);
  } catch (error) {
    // The previous site goes back where it was: a failed swap leaves the output as it found it.
    if (hadPrevious) await rename(replaced, outDir);
    await rm(journal, { force: true });
    throw error;
  }
  await step('staged moved in');
  await rm(journal, { force: true });
  await step('journal removed');
  await rm(replaced, { recursive: true, force: true });
}

/** What recovering the output found and did. */
export type Recovery = 'nothing to do' | 'finished the swap' | 'restored the previous site' | 'cleaned up';

/**
 * Finishes or undoes a swap a killed process left half-way, then removes what killed
 * builds left beside the output (staging folders, replaced sites). A staging folder of
 * a build still running is left alone.
 */
export async function recoverOutput(outDir: string): Promise<Recovery> {
  const neighbours = neighboursOf(outDir);
  const journal = await readJournal(neighbours.journal);
  let recovery: Recovery = 'nothing to do';
  if (journal) {
    const staged = join(dirname(outDir), journal.staged);
    const replaced = join(dirname(outDir), journal.replaced);
    if (!existsSync(outDir)) {
      // The staged site is complete once the journal exists: moving it in finishes what was begun.
      if (existsSync(staged)) {
        await rename(staged, outDir);
        recovery = 'finished the swap';
      } else if (existsSync(replaced)) {
        await rename(replaced, outDir);
        recovery = 'restored the previous site';
      }
    }
    await rm(neighbours.journal, { force: true });
    if (recovery === 'nothing to do') recovery = 'cleaned up';
  }
  const leftovers = leftoversBeside(outDir).filter((leftover) => !ownedByLiveProcess(leftover));
  // A Pagefind the killed build started may write there a moment longer, until its guard stops it: a file
  // made during the removal fails it (ENOTEMPTY), and it is tried again.
  await Promise.all(leftovers.map((leftover) => rm(leftover, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })));
  return leftovers.length > 0 && recovery === 'nothing to do' ? 'cleaned up' : recovery;
}

async function readJournal(file: string): Promise<SwapJournal | undefined> {
  try {
    const journal = JSON.parse(await readFile(file, 'utf8')) as Partial<SwapJournal>;
    const isName = (name: unknown): name is string => typeof name === 'string' && name === basename(name);
    return isName(journal.staged) && isName(journal.replaced) ? { staged: journal.staged, replaced: journal.replaced } : undefined;
  } catch {
    return undefined;
  }
}

/** Staging folders and replaced sites of `outDir`, by their names. */
function leftoversBeside(outDir: string): string[] {
  const parent = dirname(outDir);
  const prefix = `.${basename(outDir)}.`;
  const names = existsSync(parent) ? readdirSync(parent) : [];
  // A journal half-written by a build killed while writing it is a leftover too: `.{name}.swap.json.{pid}.tmp`.
  const isLeftover = (name: string) =>
    name.startsWith(`${prefix}tmp-`) ||
    name.startsWith(`${prefix}old-`) ||
    (name.startsWith(`${prefix}swap.json.`) && name.endsWith('.tmp'));
  return names.filter(isLeftover).map((name) => join(parent, name));
}

/** Whether the process whose id a leftover's name carries is still running (a build beside this one). */
function ownedByLiveProcess(leftover: string): boolean {
  const name = basename(leftover);
  const pid = Number((/\.(?:tmp|old)-(\d+)-/.exec(name) ?? /\.swap\.json\.(\d+)\.tmp$/.exec(name))?.[1]);
  return Number.isInteger(pid) && pid !== process.pid && isProcessRunning(pid);
}
