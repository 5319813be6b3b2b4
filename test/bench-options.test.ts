import { describe, expect, it } from 'vitest';
import { parseDevReloadOptions } from '../bench/dev-reload-bench.ts';
import { parseBenchOptions, UsageError } from '../bench/scale/bench-options.ts';

describe("npm run bench's options", () => {
  it('default to 1,000 and 4,000 posts, seed 1, no peer, and each script its own number of runs', () => {
    expect(parseBenchOptions([])).toEqual({ posts: [1000, 4000], runs: undefined, vsEleventy: false, seed: 1, help: false });
  });

  it('take sizes in the order given, the runs, the seed, the peer and --help', () => {
    expect(parseBenchOptions(['--posts', '4000, 20000', '--runs', '1', '--seed', '0', '--vs', 'eleventy', '--help'])).toEqual({
      posts: [4000, 20000],
      runs: 1,
      vsEleventy: true,
      seed: 0,
      help: true,
    });
  });

  it.each([
    [['--posts', '1000,0'], "--posts must be a whole number of at least 1, not '0'"],
    [['--posts', '1e3x'], "--posts must be a whole number of at least 1, not '1e3x'"],
    [['--runs', '1.5'], "--runs must be a whole number of at least 1, not '1.5'"],
    [['--seed=-1'], "--seed must be a whole number of at least 0, not '-1'"],
    [['--vs', 'hugo'], "--vs knows only 'eleventy', not 'hugo'"],
    [['--bogus'], "Unknown option '--bogus'"],
    [['--runs'], "Option '--runs <value>' argument missing"],
    [['4000'], "Unexpected argument '4000'"],
  ])('refuse %j as a usage error', (args, message) => {
    expect(() => parseBenchOptions(args)).toThrow(UsageError);
    expect(() => parseBenchOptions(args)).toThrow(message);
  });
});

describe("bench/dev-reload.ts's options", () => {
  it('default to this site as it is, 9 saves', () => {
    expect(parseDevReloadOptions([])).toEqual({ posts: undefined, seed: 1, saves: 9, help: false });
  });

  it('take a generated blog of --posts posts, its seed and the number of saves', () => {
    expect(parseDevReloadOptions(['--posts', '4000', '--seed', '3', '--saves', '5'])).toEqual({
      posts: 4000,
      seed: 3,
      saves: 5,
      help: false,
    });
  });

  it('refuse a list of sizes and no saves', () => {
    expect(() => parseDevReloadOptions(['--posts', '1000,4000'])).toThrow(UsageError);
    expect(() => parseDevReloadOptions(['--saves', '0'])).toThrow("--saves must be a whole number of at least 1, not '0'");
  });
});
