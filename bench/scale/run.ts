/**
 * The benchmark at scale (issue 17): builds generated blogs of 1,000 and 4,000 posts
 * with the sitegen CLI, cold, with only its cache kept, with nothing changed and
 * after one post changed, and with `--vs eleventy` the same posts with the peer
 * (Eleventy, Prism and Pagefind), its cold builds taken in turn with sitegen's.
 * Prints a table of medians and the targets; compare figures only within
 * one run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchOptionLines, defaultScaleRuns, parseBenchOptions, runBenchCommand } from './bench-options.ts';
import { installEleventyPeer, peerLabel } from './eleventy-site.ts';
import { formatTargets } from './issue-targets.ts';
import { describeMachine, measureAtScale, progress } from './scale-bench.ts';
import { formatScaleReport, type ScaleMeasurement } from './scale-report.ts';
import { compileSitegen } from './sitegen-build.ts';

const usage = [
  'usage: npx tsx bench/scale/run.ts [--posts 1000,4000] [--runs 3] [--seed 1] [--vs eleventy]',
  ...benchOptionLines(String(defaultScaleRuns)),
].join('\n');

await runBenchCommand(usage, async () => {
  const options = parseBenchOptions(process.argv.slice(2));
  if (options.help) return console.log(usage);
  const runs = options.runs ?? defaultScaleRuns;
  const startLoad = loadavg()[0] ?? Number.NaN;
  const work = await mkdtemp(join(tmpdir(), 'sitegen-scale-bench-'));
  try {
    progress('compiling the sitegen CLI');
    await compileSitegen();
    if (options.vsEleventy) progress(`installing ${peerLabel} into ${tmpdir()} (reused when present)`);
    const peer = options.vsEleventy ? await installEleventyPeer() : undefined;
    const measurements: ScaleMeasurement[] = [];
    for (const posts of options.posts) measurements.push(await measureAtScale(posts, { runs, seed: options.seed }, work, peer));
    console.log(`\n${describeMachine(runs, options.seed, startLoad)}\n`);
    console.log(formatScaleReport(measurements, peerLabel));
    console.log(`\n${formatTargets({ site: undefined, dev: [], scale: measurements })}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});
