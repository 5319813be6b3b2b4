/**
 * `npm run bench`: this site's builds, the deploy workflow's steps, `sitegen dev` (on this site and on the
 * generated blogs of up to 4,000 posts, a save timed until Chromium shows it), the inquiry handler, the generated
 * blogs' builds (with `--vs eleventy`, in turn with the peer's) and the social
 * cards' cost apart (the smallest blog cold with cards off and on); then every
 * performance target against the figures of this one run. Each part prints its figures as it
 * ends; compare figures only within one run.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatCardCost, measureCardCost, type CardCost } from './scale/card-cost.ts';
import { defaultDeployRuns, formatDeploySteps, measureDeploySteps } from './deploy-steps.ts';
import { formatDevReloads, measureDevReloads, type DevReloadFigures } from './dev-reload-bench.ts';
import { benchOptionLines, defaultScaleRuns, parseBenchOptions, runBenchCommand } from './scale/bench-options.ts';
import { installEleventyPeer, peerLabel } from './scale/eleventy-site.ts';
import { formatTargets } from './scale/issue-targets.ts';
import { describeMachine, measureAtScale, progress } from './scale/scale-bench.ts';
import { formatScaleReport, type ScaleMeasurement } from './scale/scale-report.ts';
import { compileSitegen } from './scale/sitegen-build.ts';
import { defaultSiteRuns, formatSiteBuilds, measureSiteBuilds } from './site-builds.ts';
import { formatFirstBuild, measureFirstBuild } from './first-build.ts';

/** The largest generated blog `sitegen dev` is measured on: the targets' size; a larger one takes minutes to serve. */
const largestDevPosts = 4000;
const devSaves = 9;

const usage = [
  'usage: npm run bench -- [--posts 1000,4000] [--runs N] [--seed 1] [--vs eleventy]',
  ...benchOptionLines(`${defaultSiteRuns} for this site, ${defaultScaleRuns} at scale`),
  `sitegen dev is measured on this site and on each generated blog of at most ${largestDevPosts} posts, ${devSaves} saves each, until the article open in Chromium shows each.`,
].join('\n');

/** The inquiry handler's benchmark, in its own process: it measures its own process's server and clients. */
function runInquiryHandlerBench(): Promise<void> {
  // The same Node flags as this process, so that the script's TypeScript loads as this one's did.
  const child = spawn(process.execPath, [...process.execArgv, join(import.meta.dirname, 'inquiry-handler.ts')], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench/inquiry-handler.ts exited with ${code}`))));
  });
}

await runBenchCommand(usage, async () => {
  const options = parseBenchOptions(process.argv.slice(2));
  if (options.help) return console.log(usage);
  const startLoad = loadavg()[0] ?? Number.NaN;
  progress('compiling the sitegen CLI');
  await compileSitegen();

  progress('building this site');
  const site = await measureSiteBuilds(options.runs ?? defaultSiteRuns);
  console.log(`${formatSiteBuilds(site)}\n`);

  progress("building this site cold, before the first build's round of work and after, in turn");
  const firstBuild = await measureFirstBuild(options.runs ?? 3);
  console.log(`${formatFirstBuild(firstBuild)}\n`);

  progress("the deploy workflow's steps on this site");
  const deploy = await measureDeploySteps(options.runs ?? defaultDeployRuns);
  console.log(`${formatDeploySteps(deploy)}\n`);

  const dev: DevReloadFigures[] = [];
  const measureDev = async (posts: number | undefined) => {
    progress(`sitegen dev on ${posts === undefined ? 'this site' : `${posts} posts`}`);
    const figures = await measureDevReloads({ posts, seed: options.seed, saves: devSaves });
    dev.push(figures);
    console.log(`${formatDevReloads(figures)}\n`);
  };
  await measureDev(undefined);

  await runInquiryHandlerBench();
  console.log('');

  if (options.vsEleventy) progress(`installing ${peerLabel} into ${tmpdir()} (reused when present)`);
  const peer = options.vsEleventy ? await installEleventyPeer() : undefined;
  const scaleRuns = options.runs ?? defaultScaleRuns;
  const scale: ScaleMeasurement[] = [];
  let cards: CardCost | undefined;
  const work = await mkdtemp(join(tmpdir(), 'sitegen-scale-bench-'));
  try {
    for (const posts of options.posts) {
      scale.push(await measureAtScale(posts, { runs: scaleRuns, seed: options.seed }, work, peer));
      if (posts <= largestDevPosts) await measureDev(posts);
    }
    // On the smallest blog: a card costs tens of milliseconds, thousands of them minutes.
    cards = await measureCardCost(Math.min(...options.posts), { runs: scaleRuns, seed: options.seed }, work);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  console.log(`\n${describeMachine(scaleRuns, options.seed, startLoad)}\n`);
  console.log(formatScaleReport(scale, peerLabel));
  console.log(`\n${formatCardCost(cards)}`);
  console.log(`\n${formatTargets({ site, firstBuild, deploy, dev, scale })}`);
});
