import type { DevReloadFigures } from '../dev-reload-bench.ts';
import type { SiteBuildFigures } from '../site-builds.ts';
import { median } from './median.ts';
import { medianWall, peakRss, type ScaleMeasurement } from './scale-report.ts';
import { textTable } from './text-table.ts';

/** What one run of `npm run bench` measured; a part left out is undefined or empty. */
export interface BenchFigures {
  readonly site: SiteBuildFigures | undefined;
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

/** The corpus sizes the issue's targets are set at. */
const targetPosts = 4000;
const largePosts = 20000;
const gibibyteKb = 1024 * 1024;

const ratio = (value: number) => value.toFixed(2);
const mib = (kb: number) => `${Math.round(kb / 1024)} MiB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const sec = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** The targets of issue 17 against this run's figures. */
export function issueTargets(figures: BenchFigures): Target[] {
  const atSize = (posts: number) => figures.scale.find((measurement) => measurement.posts === posts);
  const target = atSize(targetPosts);
  const large = atSize(largePosts);
  const dev = figures.dev.find((measurement) => measurement.posts === targetPosts);
  const withPeer = target?.peer.length ? target : undefined;
  const benchAtTargetSize = `npm run bench -- --posts ${targetPosts}`;
  return [
    {
      name: `cold build, ${targetPosts} posts: wall / the peer's cold wall`,
      measured: withPeer && medianWall(withPeer.sitegen.cold) / medianWall(withPeer.peer),
      limit: 1.2,
      bound: 'at most',
      format: ratio,
      howToMeasure: `${benchAtTargetSize} --vs eleventy`,
    },
    {
      name: `cold build, ${targetPosts} posts: peak RSS of the largest process`,
      measured: target && peakRss(target.sitegen.cold),
      limit: 512 * 1024,
      bound: 'at most',
      format: mib,
      howToMeasure: benchAtTargetSize,
    },
    {
      name: `only .sitegen/cache kept, ${targetPosts} posts: wall / the peer's cold wall`,
      measured: withPeer && medianWall(withPeer.sitegen.cached) / medianWall(withPeer.peer),
      limit: 0.7,
      bound: 'at most',
      format: ratio,
      howToMeasure: `${benchAtTargetSize} --vs eleventy`,
    },
    {
      name: `cold build, ${largePosts} posts: wall / ${targetPosts}-post cold wall`,
      measured: target && large && medianWall(large.sitegen.cold) / medianWall(target.sitegen.cold),
      limit: 5.5,
      bound: 'at most',
      format: ratio,
      howToMeasure: `npm run bench -- --posts ${targetPosts},${largePosts}`,
    },
    {
      name: `cold build, ${largePosts} posts: peak RSS of the largest process`,
      measured: large && peakRss(large.sitegen.cold),
      limit: gibibyteKb,
      bound: 'under',
      format: mib,
      howToMeasure: `npm run bench -- --posts ${targetPosts},${largePosts}`,
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
      name: 'this site, cold build (no .sitegen/): wall',
      measured: figures.site && medianWall(figures.site.builds.cold),
      limit: 1000,
      bound: 'under',
      format: sec,
      howToMeasure: 'npm run bench',
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
    'Targets of issue 17, medians of this run (sitegen and the peer taken in turn):',
    textTable(['target', 'measured', 'met'], rows),
  ].join('\n');
}
