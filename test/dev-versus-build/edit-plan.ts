import { createSeededRandom } from '../support/seeded-random.ts';
import type { EditCatalogue, FileChange, ProjectFiles, SiteEdit } from './site-edit.ts';

/** What became of an edit: the build took it, or refused it. */
export interface EditOutcome {
  readonly step: number;
  readonly edit: SiteEdit;
  /** Each file the edit changed, as it was before. */
  readonly before: readonly FileChange[];
  readonly built: boolean;
}

/** Where a sequence's edits come from, one at a time, each made for the project as the last left it. */
export interface EditPlan {
  /** The next edit, or undefined when the sequence is over; `step` counts from 1. */
  next(project: ProjectFiles, step: number): Promise<SiteEdit | undefined>;
  /** Told what became of each edit, before the next is asked for. */
  settled(outcome: EditOutcome): void;
}

/** How often an edit is drawn from the kinds a build refuses: most edits keep the site valid. */
const breakingShare = 0.15;
/** How often a step mends the site while it is broken, rather than editing on. */
const mendingShare = 0.5;
/** Draws tried before a step gives up on finding an edit: a kind may have nothing to edit, or touch only blocked files. */
const drawsPerStep = 50;

/**
 * Edits drawn from a site's catalogue by a seeded generator: the same seed draws the
 * same sequence. Once the build refuses an edit, the site is broken: edits go on
 * (dev meets them on a broken site, as a writer's saves do), none touching the files
 * of the edit that broke it, until a step mends it, after a few or at the end. The
 * mend puts back those files as the last good step left them; when that is not enough
 * (an edit made meanwhile broke the site too), every file changed since then.
 */
export function drawnEdits(catalogue: EditCatalogue, seed: number): EditPlan {
  const random = createSeededRandom(seed);
  const valid = catalogue.kinds.filter((kind) => !kind.breaks);
  const breaking = catalogue.kinds.filter((kind) => kind.breaks);
  /** Each file changed since the last good step, as that step left it. */
  const sinceGood = new Map<string, FileChange['content']>();
  let lastGood = 0;
  /** The edit that broke the site, while it is broken; undefined once its files are put back. */
  let breaker: SiteEdit | undefined;
  let broken = false;

  const mend = (): SiteEdit => {
    const files = breaker ? breaker.changes.map((change) => change.file) : [...sinceGood.keys()];
    breaker = undefined;
    const changes = files.map((file) => ({ file, content: sinceGood.get(file) ?? null }));
    const told = changes.map(({ file, content }) => `${file} ${content === null ? 'removed' : 'put back'}`);
    return { kind: 'mend', description: `${told.join(', ')} as step ${lastGood} left it`, changes };
  };

  return {
    async next(project, step) {
      if (step > catalogue.editsPerSequence) {
        if (!broken) return undefined;
        // A partial mend, then a whole one: the files as the last good step left them build, as they did then.
        if (step > catalogue.editsPerSequence + 2) throw new Error(`the site is still broken once put back as step ${lastGood} left it`);
        return mend();
      }
      if (broken && random.next() < mendingShare) return mend();
      const blocked = new Set(breaker?.changes.map((change) => change.file));
      for (let draw = 0; draw < drawsPerStep; draw++) {
        const kinds = breaking.length > 0 && random.next() < breakingShare ? breaking : valid;
        const edit = await random.pick(kinds).draw({ random, project, stamp: `s${step}`, blocked });
        if (edit && !edit.changes.some((change) => blocked.has(change.file))) return edit;
      }
      if (broken) return mend();
      throw new Error(`no edit of ${catalogue.site} could be drawn at step ${step}`);
    },
    settled({ step, edit, before, built }) {
      if (built) {
        sinceGood.clear();
        [lastGood, breaker, broken] = [step, undefined, false];
        return;
      }
      for (const change of before) if (!sinceGood.has(change.file)) sinceGood.set(change.file, change.content);
      if (!broken) [breaker, broken] = [edit, true];
    },
  };
}

/** A sequence given in advance: each edit made, in turn, from the project as the last one left it. */
export function givenEdits(edits: readonly ((project: ProjectFiles) => Promise<SiteEdit>)[]): EditPlan {
  return {
    next: async (project, step) => edits[step - 1]?.(project),
    settled: () => undefined,
  };
}
