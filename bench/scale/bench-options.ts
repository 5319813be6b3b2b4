import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Corpus sizes to measure, in order. */
  readonly posts: readonly number[];
  /** Runs of each kind of build; figures are their medians. */
  readonly runs: number;
  readonly vsEleventy: boolean;
  readonly seed: number;
}

export const usage = 'usage: npx tsx bench/scale/run.ts [--posts 1000,4000] [--runs 3] [--vs eleventy] [--seed 1]';

export class UsageError extends Error {
  override name = 'UsageError';
}

export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      posts: { type: 'string', default: '1000,4000' },
      runs: { type: 'string', default: '3' },
      vs: { type: 'string' },
      seed: { type: 'string', default: '1' },
    },
    strict: true,
  });
  const wholeNumber = (text: string, name: string, min: number) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min) throw new UsageError(`--${name} must be a whole number of at least ${min}, not '${text}'`);
    return value;
  };
  if (values.vs !== undefined && values.vs !== 'eleventy') throw new UsageError(`--vs knows only 'eleventy', not '${values.vs}'`);
  return {
    posts: values.posts.split(',').map((size) => wholeNumber(size.trim(), 'posts', 1)),
    runs: wholeNumber(values.runs, 'runs', 1),
    vsEleventy: values.vs === 'eleventy',
    seed: wholeNumber(values.seed, 'seed', 0),
  };
}
