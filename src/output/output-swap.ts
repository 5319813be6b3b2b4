import { lstatSync, readdirSync, readlinkSync } from 'node:fs';
import { readFile, rename, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { writeFileAtomically } from './write-atomically.ts';
import { isProcessRunning } from './process-running.ts';

/**
 * The output is a symbolic link to a folder beside it that holds one complete site
 * (`dist` -> `.dist.site-{pid}-{random}`). A build's site goes in as a new link, made
 * under a name of its own and renamed over the output: a rename replaces what the name
 * points to at once, so a static server, a deploy or a reader finds the previous site or
 * the new one, whole, at every instant, wherever the build is killed. The previous site's
 * folder is removed after; one a killed build left is removed by the next command.
 *
 * An output an older version wrote is a real folder, which no rename can turn into a
 * link: that once, the folder is moved aside and the link moved in, two renames with no
 * output between them. That swap is written down first, in a journal beside the output,
 * and whoever next finds the journal (a build, a preview, a deploy) finishes or undoes it.
 *
 * Linux and macOS are the targets. On Windows, making a symbolic link takes Developer
 * Mode or an administrator: without either, the swap fails (EPERM) and leaves the
 * previous site as it was.
 */

/** The names beside the output that belong to it. */
export interface OutputNeighbours {
  /** A build's staging folder: `.{name}.tmp-{pid}-{random}`. */
  staging(suffix: string): string;
  /** A complete site, which the output may point to: `.{name}.site-{pid}-{random}`. */
  site(suffix: string): string;
  /** The link to a site before it becomes the output: `.{name}.link-{pid}-{random}`. */
  link(suffix: string): string;
  /** Where an older version's output folder waits to be removed: `.{name}.old-{pid}-{random}`. */
  replaced(suffix: string): string;
  readonly journal: string;
}

export function neighboursOf(outDir: string): OutputNeighbours {
  const parent = dirname(outDir);
  const name = basename(outDir);
  return {
    staging: (suffix) => join(parent, `.${name}.tmp-${suffix}`),
    site: (suffix) => join(parent, `.${name}.site-${suffix}`),
    link: (suffix) => join(parent, `.${name}.link-${suffix}`),
    replaced: (suffix) => join(parent, `.${name}.old-${suffix}`),
    journal: join(parent, `.${name}.swap.json`),
  };
}

/** A swap of an output folder in progress: what comes in and where the folder goes meanwhile, by their names beside the output. */
interface SwapJournal {
  readonly staged: string;
  readonly replaced: string;
}

/**
 * The steps of a swap, in order; a test may stop the swap at any of them, as a kill
 * would. An output that is a link (or none) is switched; one that is a real folder is
 * moved aside, with a journal.
 */
export type SwapStep =
  | 'site named'
  | 'link made'
  | 'link switched'
  | 'journal written'
  | 'previous moved aside'
  | 'link moved in'
  | 'journal removed'
  | 'previous removed';

export interface SwapOptions {
  /** Called after each step, and awaited: for tests that stop a swap half-way. */
  readonly afterStep?: (step: SwapStep) => Promise<void> | void;
}

/** Makes the complete site in `staged` the output; `suffix` names what the swap puts beside the output. */
export async function swapIn(outDir: string, staged: string, suffix: string, options: SwapOptions = {}): Promise<void> {
  const step = async (done: SwapStep) => options.afterStep?.(done);
  const neighbours = neighboursOf(outDir);
  const site = neighbours.site(suffix);
  const link = neighbours.link(suffix);
  await rename(staged, site);
  await step('site named');
  const previous = outputEntry(outDir);
  const replaced = previous.kind === 'other' ? neighbours.replaced(suffix) : undefined;
  try {
    // By name: the project can move, its output with it.
    await symlink(basename(site), link, 'dir');
    await step('link made');
    if (replaced === undefined) {
      await rename(link, outDir);
      await step('link switched');
    } else {
      await moveInPlaceOf(outDir, link, replaced, step);
    }
  } catch (error) {
    await Promise.all([rm(link, { force: true }), rm(site, { recursive: true, force: true })]);
    throw error;
  }
  if (replaced !== undefined) {
    await rm(neighbours.journal, { force: true });
    await step('journal removed');
  }
  const previousSite = replaced ?? (previous.kind === 'link' ? previous.site : undefined);
  if (previousSite !== undefined) await rm(previousSite, { recursive: true, force: true });
  await step('previous removed');
}

/** Puts the link in place of an older version's output folder (or anything else not a link), journaled. */
async function moveInPlaceOf(outDir: string, link: string, replaced: string, step: (done: SwapStep) => Promise<void>): Promise<void> {
  const journal = neighboursOf(outDir).journal;
  // Names, not paths: a project moved elsewhere still recovers.
  await writeFileAtomically(journal, JSON.stringify({ staged: basename(link), replaced: basename(replaced) } satisfies SwapJournal));
  await step('journal written');
  await rename(outDir, replaced);
  await step('previous moved aside');
  try {
    await rename(link, outDir);
  } catch (error) {
    // The previous site goes back where it was: a failed swap leaves the output as it found it.
    await rename(replaced, outDir);
    await rm(journal, { force: true });
    throw error;
  }
  await step('link moved in');
}

/** What is at the output's name: nothing, a link (with the site folder of this output it points to, if it is one), or anything else. */
type OutputEntry = { readonly kind: 'missing' } | { readonly kind: 'link'; readonly site: string | undefined } | { readonly kind: 'other' };

function outputEntry(outDir: string): OutputEntry {
  const found = lstatSync(outDir, { throwIfNoEntry: false });
  if (found === undefined) return { kind: 'missing' };
  if (!found.isSymbolicLink()) return { kind: 'other' };
  const target = readlinkSync(outDir);
  // Only a site folder beside the output is its own: a link a user made to elsewhere leaves its target alone.
  const own = target === basename(target) && target.startsWith(`.${basename(outDir)}.site-`);
  return { kind: 'link', site: own ? join(dirname(outDir), target) : undefined };
}

/** What recovering the output found and did. */
export type Recovery = 'nothing to do' | 'finished the swap' | 'restored the previous site' | 'cleaned up';

/**
 * Finishes or undoes the swap of an older version's output folder a killed process left
 * half-way, then removes what killed builds and finished swaps left beside the output
 * (staging folders, sites the output no longer points to, links, replaced folders). What
 * a build still running made is left alone.
 */
export async function recoverOutput(outDir: string): Promise<Recovery> {
  const neighbours = neighboursOf(outDir);
  const journal = await readJournal(neighbours.journal);
  let recovery: Recovery = 'nothing to do';
  if (journal) {
    const staged = join(dirname(outDir), journal.staged);
    const replaced = join(dirname(outDir), journal.replaced);
    if (!exists(outDir)) {
      // What comes in is complete once the journal exists: moving it in finishes what was begun.
      if (exists(staged)) {
        await rename(staged, outDir);
        recovery = 'finished the swap';
      } else if (exists(replaced)) {
        await rename(replaced, outDir);
        recovery = 'restored the previous site';
      }
    }
    await rm(neighbours.journal, { force: true });
    if (recovery === 'nothing to do') recovery = 'cleaned up';
  }
  const entry = outputEntry(outDir);
  const served = entry.kind === 'link' ? entry.site : undefined;
  const leftovers = leftoversBeside(outDir).filter((leftover) => leftover !== served && !ownedByLiveProcess(leftover));
  // A Pagefind the killed build started may write there a moment longer, until its guard stops it: a file
  // made during the removal fails it (ENOTEMPTY), and it is tried again.
  await Promise.all(leftovers.map((leftover) => rm(leftover, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })));
  return leftovers.length > 0 && recovery === 'nothing to do' ? 'cleaned up' : recovery;
}

/** Whether something, a link included, is at `path`: a link is looked at, not followed. */
function exists(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
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

/** The kinds of folders and links beside the output that a swap makes, by the word after the output's name. */
const leftoverKinds = ['tmp', 'site', 'link', 'old'] as const;

/** Everything beside `outDir` that swaps make, by their names. */
function leftoversBeside(outDir: string): string[] {
  const parent = dirname(outDir);
  const prefix = `.${basename(outDir)}.`;
  const names = exists(parent) ? readdirSync(parent) : [];
  // A journal half-written by a build killed while writing it is a leftover too: `.{name}.swap.json.{pid}.tmp`.
  const isLeftover = (name: string) =>
    leftoverKinds.some((kind) => name.startsWith(`${prefix}${kind}-`)) || (name.startsWith(`${prefix}swap.json.`) && name.endsWith('.tmp'));
  return names.filter(isLeftover).map((name) => join(parent, name));
}

/** Whether the process whose id a leftover's name carries is still running (a build beside this one). */
function ownedByLiveProcess(leftover: string): boolean {
  const name = basename(leftover);
  const pid = Number((/\.(?:tmp|site|link|old)-(\d+)-/.exec(name) ?? /\.swap\.json\.(\d+)\.tmp$/.exec(name))?.[1]);
  return Number.isInteger(pid) && pid !== process.pid && isProcessRunning(pid);
}
