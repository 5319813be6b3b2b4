/**
 * The benchmark at scale (issue 6): builds generated blogs of 1,000 and 4,000 posts
 * with the sitegen CLI, cold, warm and after one post changed, and with
 * `--vs eleventy` the same posts with Eleventy, cold builds taken in turn with
 * sitegen's. Prints a table of medians; compare figures only within one run.
 *
 *   npx tsx bench/scale/run.ts [--posts 1000,4000] [--runs 3] [--vs eleventy] [--seed 1]
 */
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseBenchOptions, usage, UsageError, type BenchOptions } from './bench-options.ts';
import { eleventyVersion, installEleventy, runEleventyBuild, writeEleventySite, type EleventyBuild } from './eleventy-site.ts';
import { generateCorpus } from './generate-corpus.ts';
import { formatTargets } from './issue-targets.ts';
import { formatScaleReport, type ScaleMeasurement } from './scale-report.ts';
import { prepareSitegen, removeBuildState, runSitegenBuild, type SitegenBuild, type SitegenFolders } from './sitegen-build.ts';
import type { TimedRun } from './timed-command.ts';

const eleventyLabel = `Eleventy ${eleventyVersion}`;

const progress = (message: string) => process.stderr.write(`${message}\n`);
const describeRun = (label: string, run: TimedRun) =>
  `${label} ${(run.wallMs / 1000).toFixed(2)} s, ${Math.round(run.peakRssKb / 1024)} MB`;

async function measure(posts: number, options: BenchOptions, work: string, eleventyCmd: string | undefined): Promise<ScaleMeasurement> {
  const dir = join(work, String(posts));
  const folders: SitegenFolders = { contentDir: join(dir, 'content'), outDir: join(dir, 'dist'), functionsDir: join(dir, 'functions') };
  progress(`${posts} posts: generating the corpus (seed ${options.seed})`);
  const corpus = await generateCorpus({ dir: folders.contentDir, posts, seed: options.seed });
  const edited = corpus[Math.floor(corpus.length / 2)]!;
  const eleventyDir = join(dir, 'eleventy');
  if (eleventyCmd) await writeEleventySite(eleventyDir, join(folders.contentDir, 'blog'));

  const sitegen = { cold: [] as SitegenBuild[], warm: [] as SitegenBuild[], changed: [] as SitegenBuild[] };
  const eleventy: EleventyBuild[] = [];
  for (let run = 1; run <= options.runs; run++) {
    const step = `${posts} posts, run ${run}/${options.runs}:`;
    await removeBuildState(folders.outDir);
    const cold = await runSitegenBuild(folders);
    sitegen.cold.push(cold);
    progress(`${step} ${describeRun('sitegen cold', cold)} (${cold.pages} pages)`);
    // Right after sitegen's cold build, so that the two see the same machine.
    if (eleventyCmd) {
      const other = await runEleventyBuild(eleventyCmd, eleventyDir);
      eleventy.push(other);
      progress(`${step} ${describeRun(`${eleventyLabel} cold`, other)} (${other.pages} files)`);
    }
    const warm = await runSitegenBuild(folders);
    sitegen.warm.push(warm);
    progress(`${step} ${describeRun('sitegen warm', warm)}`);
    await appendFile(edited.file, `\nThis sentence was added by benchmark run ${run}, so that the post must be built again.\n`);
    const changed = await runSitegenBuild(folders);
    sitegen.changed.push(changed);
    progress(`${step} ${describeRun('sitegen one post changed', changed)}`);
  }
  await rm(dir, { recursive: true, force: true });
  return { posts, sitegen, eleventy };
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  const work = await mkdtemp(join(tmpdir(), 'sitegen-scale-bench-'));
  const startLoad = loadavg()[0]!;
  try {
    progress('compiling the sitegen CLI if its sources changed');
    await prepareSitegen();
    let eleventyCmd: string | undefined;
    if (options.vsEleventy) {
      progress(`installing ${eleventyLabel} into ${tmpdir()} (reused when present)`);
      eleventyCmd = await installEleventy();
    }
    const measurements: ScaleMeasurement[] = [];
    for (const posts of options.posts) measurements.push(await measure(posts, options, work, eleventyCmd));

    const cpu = cpus();
    console.log(
      `\nsitegen at scale: ${options.runs} run${options.runs === 1 ? '' : 's'} of each build, corpus seed ${options.seed}; node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}; ` +
        `load average ${startLoad.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end\n`,
    );
    console.log(formatScaleReport(measurements, eleventyLabel));
    const targets = formatTargets(measurements);
    if (targets) console.log(`\n${targets}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
    console.error(`${error.message}\n${usage}`);
    process.exitCode = 2;
  } else {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
