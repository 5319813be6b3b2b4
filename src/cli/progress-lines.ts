import type { SlowStep, StepProgress } from '../pipeline/step-progress.ts';

export interface ProgressLineOptions {
  /** How long a step runs, in milliseconds, before its line is written: a build that takes less says nothing more. */
  readonly after: number;
  readonly write: (line: string) => void;
}

/**
 * Says what a build is doing once a step has run for `after` and still has work: one
 * plain line a step (`Drawing 43 social cards...`), never rewritten in place, so that
 * a log and a terminal read alike, and written before the build's summary.
 */
export function progressLines({ after, write }: ProgressLineOptions): StepProgress {
  return {
    started(step, total) {
      let done = 0;
      let ended = false;
      const say = () => {
        if (!ended && done < total) write(describeStep(step, total, done));
      };
      let timer: NodeJS.Timeout | undefined;
      if (after <= 0) say();
      // Unreferenced: a line not yet due never keeps the process waiting.
      else timer = setTimeout(say, after).unref();
      return {
        done(count = 1) {
          done += count;
        },
        ended() {
          ended = true;
          clearTimeout(timer);
        },
      };
    },
  };
}

function describeStep(step: SlowStep, total: number, done: number): string {
  const count = (one: string, many: string) => `${total} ${total === 1 ? one : many}`;
  const doing = {
    cards: `Drawing ${count('social card', 'social cards')}`,
    images: `Encoding ${count('image file', 'image files')}`,
    searchIndex: `Indexing ${count('page', 'pages')} for search`,
  }[step];
  return `${doing}${done > 0 ? ` (${done} done)` : ''}...`;
}
