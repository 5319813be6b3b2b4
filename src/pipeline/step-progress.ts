/** The steps of a build that can take seconds on a first build: drawing social cards, encoding images, indexing pages for search. */
export type SlowStep = 'cards' | 'images' | 'searchIndex';

/** A slow step under way. */
export interface StepUnderWay {
  /** Some of its things are done: one unless told. */
  done(count?: number): void;
  ended(): void;
}

/** Told of each slow step as it runs, so that whoever waits on a build can be told what it is doing. */
export interface StepProgress {
  /** A step starts, with `total` things to do: cards to draw, files to encode, pages to index. */
  started(step: SlowStep, total: number): StepUnderWay;
}

export const noProgress: StepProgress = { started: () => ({ done: () => undefined, ended: () => undefined }) };

/** Runs `work` as the step `step` of `total` things, told to `progress`, ended however the work ends. */
export async function asStep<Result>(
  progress: StepProgress,
  step: SlowStep,
  total: number,
  work: (underWay: StepUnderWay) => Promise<Result>,
): Promise<Result> {
  const underWay = progress.started(step, total);
  try {
    return await work(underWay);
  } finally {
    underWay.ended();
  }
}
