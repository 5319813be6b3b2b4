import type { DeployStepsFigures } from '../deploy-steps.ts';
import { deployStepsTargetMs } from '../deploy-steps.ts';
import type { DevReloadFigures } from '../dev-reload-bench.ts';
import { cardCpu, firstBuildTargets, type FirstBuildFigures } from '../first-build.ts';
import type { SiteBuildFigures } from '../site-builds.ts';
import { median } from './median.ts';
import { medianCpu, medianWall, peakRss, type ScaleMeasurement, type SitegenBuildKind } from './scale-report.ts';
import { textTable } from './text-table.ts';

/** What one run of `npm run bench` measured; a part left out is undefined or empty. */
export interface BenchFigures {
  readonly site: SiteBuildFigures | undefined;
  readonly firstBuild?: FirstBuildFigures | undefined;
  readonly deploy?: DeployStepsFigures | undefined;
  readonly dev: readonly DevReloadFigures[];
  readonly scale: readonly ScaleMeasurement[];
}

export interface Target {
  readonly name: string;
  /** Undefined when this run did not measure it. */
  readonly measured: number | undefined;
  readonly limit: number;
  /** 'at most' lets the figure equal the limit; 'under' does not. */
  readonly bound: 'at most' | 'under';
  readonly format: (value: number) => string;
  /** The command that measures it, shown when this run did not. */
  readonly howToMeasure: string;
}

/** The corpus sizes the targets are set at. */
const targetPosts = 4000;
const largePosts = 20000;
const gibibyteKb = 1024 * 1024;

const ratio = (value: number) => value.toFixed(2);
const mib = (kb: number) => `${Math.round(kb / 1024)} MiB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const tenthsMs = (value: number) => `${value.toFixed(1)} ms`;
const sec = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** The figures a build is compared with the peer's by. */
const peerFigures = { wall: medianWall, CPU: medianCpu } as const;

/** What measures a save until Chromium shows it: `bench/dev-reload-bench.ts`, on this site or a generated blog. */
const inChromium = 'npm run bench, or npx tsx bench/dev-reload.ts [--posts 4000]';

/** The saves after the first, until the page showed them: the first after start is a target of its own. */
const laterSavesShown = (dev: DevReloadFigures | undefined) => (dev && dev.shownMs.length > 1 ? median(dev.shownMs.slice(1)) : undefined);

/**
 * The performance targets against this run's figures: those a user feels (the first
 * build after a clone, a save shown in the browser, a deploy, a large blog's cold
 * build against the peer), then the earlier ones they leave standing.
 */
export function issueTargets(figures: BenchFigures): Target[] {
  const atSize = (posts: number) => figures.scale.find((measurement) => measurement.posts === posts);
  const target = atSize(targetPosts);
  const large = atSize(largePosts);
  const dev = figures.dev.find((measurement) => measurement.posts === targetPosts);
  const devOnSite = figures.dev.find((measurement) => measurement.posts === undefined);
  const withPeer = target?.peer.length ? target : undefined;
  const firstBuild = figures.firstBuild?.after;
  const benchAtTargetSize = `npm run bench -- --posts ${targetPosts}`;
  const withLarge = `npm run bench -- --posts ${targetPosts},${largePosts}`;
  /** sitegen's builds of one kind against the peer's cold builds, by the median of one figure of each. */
  const againstPeer = (label: string, kind: SitegenBuildKind, figure: keyof typeof peerFigures, limit: number): Target => ({
    name: `${label}, ${targetPosts} posts: ${figure} / the peer's cold ${figure}`,
    measured: withPeer && peerFigures[figure](withPeer.sitegen[kind]) / peerFigures[figure](withPeer.peer),
    limit,
    bound: 'at most',
    format: ratio,
    howToMeasure: `${benchAtTargetSize} --vs eleventy`,
  });
  return [
    {
      name: 'this site, first build after a clone: wall',
      measured: firstBuild && medianWall(firstBuild.builds),
      limit: firstBuildTargets.wallMs,
      bound: 'at most',
      format: sec,
      howToMeasure: 'npm run bench, or npx tsx bench/first-build.ts',
    },
    {
      name: 'this site, a drawn social card: CPU',
      measured: firstBuild && cardCpu(firstBuild.card),
      limit: firstBuildTargets.cardCpuMs,
      bound: 'at most',
      format: tenthsMs,
      howToMeasure: 'npm run bench, or npx tsx bench/first-build.ts',
    },
    {
      name: 'sitegen dev, this site: save an article body until Chromium shows it, median',
      measured: laterSavesShown(devOnSite),
      limit: 150,
      bound: 'at most',
      format: ms,
      howToMeasure: inChromium,
    },
    {
      name: 'sitegen dev, this site: the first save after start until Chromium shows it',
      measured: devOnSite?.shownMs[0],
      limit: 300,
      bound: 'at most',
      format: ms,
      howToMeasure: inChromium,
    },
    {
      name: `sitegen dev, ${targetPosts} posts: save until Chromium shows it, median`,
      measured: laterSavesShown(dev),
      limit: 250,
      bound: 'at most',
      format: ms,
      howToMeasure: inChromium,
    },
    {
      name: "the deploy workflow's steps, cache restored: wall, median",
      measured: figures.deploy && median(figures.deploy.totals.map((run) => run.wallMs)),
      limit: deployStepsTargetMs,
      bound: 'at most',
      format: sec,
      howToMeasure: 'npm run bench, or npx tsx bench/deploy.ts',
    },
    againstPeer('cold build', 'cold', 'wall', 1.4),
    againstPeer('cold build', 'cold', 'CPU', 1.8),
    {
      name: `cold build, ${targetPosts} posts: peak RSS of the largest process`,
      measured: target && peakRss(target.sitegen.cold),
      limit: 512 * 1024,
      bound: 'at most',
      format: mib,
      howToMeasure: benchAtTargetSize,
    },
    {
      name: `cold build, ${largePosts} posts: peak RSS of the largest process`,
      measured: large && peakRss(large.sitegen.cold),
      limit: gibibyteKb,
      bound: 'under',
      format: mib,
      howToMeasure: withLarge,
    },
    againstPeer('only .sitegen/cache kept', 'cached', 'wall', 0.7),
    {
      name: `cold build, ${largePosts} posts: wall / ${targetPosts}-post cold wall`,
      measured: target && large && medianWall(large.sitegen.cold) / medianWall(target.sitegen.cold),
      limit: 5.5,
      bound: 'at most',
      format: ratio,
      howToMeasure: withLarge,
    },
    {
      name: `sitegen dev, ${targetPosts} posts: save to reload event, median`,
      measured: dev && median(dev.reloadMs),
      limit: 200,
      bound: 'at most',
      format: ms,
      howToMeasure: benchAtTargetSize,
    },
    {
      name: `sitegen dev, ${targetPosts} posts: peak RSS of the dev process`,
      measured: dev?.peakRssKb,
      limit: gibibyteKb,
      bound: 'under',
      format: mib,
      howToMeasure: benchAtTargetSize,
    },
    {
      name: 'this site, nothing changed: wall',
      measured: figures.site && medianWall(figures.site.builds.unchanged),
      limit: 500,
      bound: 'under',
      format: sec,
      howToMeasure: 'npm run bench',
    },
  ];
}

/** Whether a figure meets its target, and by how much it is below or above the limit. */
export function describeMet(target: Pick<Target, 'bound' | 'limit'>, measured: number): string {
  const met = target.bound === 'at most' ? measured <= target.limit : measured < target.limit;
  if (measured === target.limit) return `${met ? 'yes' : 'no'}, at the limit`;
  const percent = (Math.abs(measured - target.limit) / target.limit) * 100;
  const amount = percent < 1 ? 'under 1%' : `${Math.round(percent)}%`;
  return `${met ? 'yes' : 'no'}, ${amount} ${measured < target.limit ? 'below' : 'above'} the limit`;
}

export function formatTargets(figures: BenchFigures): string {
  const rows = issueTargets(figures).map((target) => {
    const limit = `${target.bound === 'at most' ? '<=' : '<'} ${target.format(target.limit)}`;
    return target.measured === undefined || Number.isNaN(target.measured)
      ? [`${target.name} ${limit}`, 'not measured', `(${target.howToMeasure})`]
      : [`${target.name} ${limit}`, target.format(target.measured), describeMet(target, target.measured)];
  });
  return [
    'Performance targets, medians of this run (sitegen and the peer taken in turn):',
    textTable(['target', 'measured', 'met'], rows),
  ].join('\n');
}
