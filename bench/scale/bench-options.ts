import { parseArgs, type ParseArgsConfig } from 'node:util';

export interface BenchOptions {
  /** Corpus sizes to measure, in order. */
  readonly posts: readonly number[];
  /** Runs of each kind of build; figures are their medians. Undefined leaves each script's own number. */
  readonly runs: number | undefined;
  /** Also build each corpus with the peer, in turn with sitegen. */
  readonly vsEleventy: boolean;
  readonly seed: number;
  readonly help: boolean;
}

/** Runs of each kind of build at scale when `--runs` is not given. */
export const defaultScaleRuns = 3;

/** What the options of `npm run bench` and `bench/scale/run.ts` do, for their usage text; `runsDefault` says what `--runs` leaves. */
export const benchOptionLines = (runsDefault: string) => [
  '  --posts 1000,4000  sizes of the generated blog to build, in order (default 1000,4000)',
  `  --runs N           runs of each kind of build; figures are their medians (default ${runsDefault})`,
  '  --seed 1           seed of the generated posts: the same seed writes the same bytes (default 1)',
  '  --vs eleventy      also build each size with the peer: Eleventy, its Prism plugin and the Pagefind CLI, installed',
  '                     on demand into a folder of the temporary directory (a minute the first time), in turn with sitegen',
  '  --help             print this and exit',
];

export class UsageError extends Error {
  override name = 'UsageError';
}

/** `parseArgs` with its errors (an unknown option, a missing value) told as usage errors. */
export function parseStrictArgs<Options extends NonNullable<ParseArgsConfig['options']>>(args: readonly string[], options: Options) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false });
  } catch (error) {
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
      throw new UsageError(error.message);
    throw error;
  }
}

export function wholeNumber(text: string, name: string, min: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new UsageError(`--${name} must be a whole number of at least ${min}, not '${text}'`);
  return value;
}

export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const { values } = parseStrictArgs(args, {
    posts: { type: 'string', default: '1000,4000' },
    runs: { type: 'string' },
    vs: { type: 'string' },
    seed: { type: 'string', default: '1' },
    help: { type: 'boolean', default: false },
  });
  if (values.vs !== undefined && values.vs !== 'eleventy') throw new UsageError(`--vs knows only 'eleventy', not '${values.vs}'`);
  return {
    posts: values.posts.split(',').map((size) => wholeNumber(size.trim(), 'posts', 1)),
    runs: values.runs === undefined ? undefined : wholeNumber(values.runs, 'runs', 1),
    vsEleventy: values.vs === 'eleventy',
    seed: wholeNumber(values.seed, 'seed', 0),
    help: values.help,
  };
}

/**
 * Runs a benchmark script's `main`: a usage error is printed with the usage text
 * (exit code 2), any other error by its message (exit code 1).
 */
export async function runBenchCommand(usage: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${usage}`);
      process.exitCode = 2;
    } else {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    }
  }
}
