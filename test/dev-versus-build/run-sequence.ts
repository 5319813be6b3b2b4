import { rm } from 'node:fs/promises';
import { differencesBetween, outputFolder, type SiteOutput } from './compare-outputs.ts';
import type { EditPlan } from './edit-plan.ts';
import { filesBefore, projectFiles, type SiteEdit } from './site-edit.ts';

/** The script the dev server adds to every page. */
export const pageScript = '/__sitegen/live-reload.js';

/** How a build, or dev's, took the site: built, or refused it with an error. */
export type Attempt = { readonly ok: true } | { readonly ok: false; readonly error: unknown };

export async function attempt(work: () => Promise<unknown>): Promise<Attempt> {
  try {
    await work();
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Dev as a sequence drives it: the dev builder in-process, or the dev server over HTTP. */
export interface DevUnderTest {
  /** Builds the project as it is, the first time. */
  start(): Promise<Attempt>;
  /** Makes the edit in the project and waits for dev to take it. */
  take(edit: SiteEdit): Promise<Attempt>;
  /** The site as dev serves it now. */
  served(): Promise<SiteOutput>;
  /** Files neither side's output is compared on. */
  readonly leftOut: (file: string) => boolean;
}

/** A cold `sitegen build --drafts` of the project as it is now, into a folder of its own for the step; throws when it refuses the site. */
export type ColdBuild = (step: number) => Promise<string>;

/** What happened at one step of a sequence, as a failure tells it. */
export interface StepAccount {
  readonly step: number;
  readonly edit: SiteEdit | undefined;
  /** How dev and the build took it: `both built`, `both refused it (...)`. */
  readonly outcome: string;
}

/** Dev and the build disagreed, or the sequence could not go on: the message tells every step up to there, and how to replay it. */
export class SequenceFailure extends Error {
  override name = 'SequenceFailure';
}

/** An error's first line, for a sequence's account. */
function firstLine(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.split('\n', 1)[0] ?? text;
}

function outcomeOf(built: Attempt, dev: Attempt): string {
  if (built.ok) return dev.ok ? 'both built' : `the build built, dev refused it (${firstLine(dev.error)})`;
  return dev.ok ? `dev built, the build refused it (${firstLine(built.error)})` : `both refused it (${firstLine(built.error)})`;
}

/** One step as a failure tells it. */
export function describeStep({ step, edit, outcome }: StepAccount): string {
  return `  ${step}. ${edit ? `${edit.kind}: ${edit.description}` : 'the project as copied'} -> ${outcome}`;
}

/**
 * Runs a sequence of edits on a project, each taken by dev and followed by a cold
 * build of the same files. After every step dev must serve what the build wrote
 * (compare-outputs.ts); when the build refuses an edit, dev must refuse it too and
 * still serve the last good site. Throws a SequenceFailure telling the whole
 * sequence, and `replay`, otherwise; resolves to the account of every step.
 */
export async function runSequence(
  root: string,
  plan: EditPlan,
  sides: { readonly dev: DevUnderTest; readonly build: ColdBuild },
  replay: string,
): Promise<readonly StepAccount[]> {
  const { dev, build } = sides;
  const steps: StepAccount[] = [];
  /** The output of the last build that succeeded: what dev serves while the site is broken. */
  let lastGood: string | undefined;
  const failure = (heading: string, problems: readonly string[]) =>
    new SequenceFailure(
      [heading, ...problems.map((problem) => `  ${problem}`), 'The sequence:', ...steps.map(describeStep), replay].join('\n'),
    );
  const disagree = (step: number, problems: readonly string[]) => failure(`Dev and the build disagree at step ${step}:`, problems);

  const compare = async (step: number, edit: SiteEdit | undefined, devRun: Attempt): Promise<boolean> => {
    let outDir: string | undefined;
    const built = await attempt(async () => {
      outDir = await build(step);
    });
    const outcome = outcomeOf(built, devRun);
    steps.push({ step, edit, outcome });
    if (built.ok !== devRun.ok) throw disagree(step, [outcome]);
    // Dev serves the last good site while the site is broken: nothing to compare with before the first.
    const expected = outDir ?? lastGood;
    if (expected) {
      const differences = await differencesBetween(await dev.served(), await outputFolder(expected), { pageScript, leftOut: dev.leftOut });
      if (differences.length > 0) throw disagree(step, differences);
    }
    if (outDir) {
      if (lastGood) await rm(lastGood, { recursive: true, force: true });
      lastGood = outDir;
    }
    return built.ok;
  };

  await compare(0, undefined, await dev.start());
  const files = projectFiles(root);
  for (let step = 1; ; step++) {
    const edit = await plan.next(files, step).catch((error: unknown) => {
      throw failure(`No edit could be made at step ${step}:`, [String(error)]);
    });
    if (!edit) break;
    const before = await filesBefore(root, edit);
    const built = await compare(step, edit, await dev.take(edit));
    plan.settled({ step, edit, before, built });
  }
  return steps;
}
