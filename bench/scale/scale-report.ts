import type { EleventyBuild } from './eleventy-site.ts';
import { median } from './median.ts';
import type { SitegenBuild } from './sitegen-build.ts';
import { textTable } from './text-table.ts';
import type { TimedRun } from './timed-command.ts';

export type SitegenBuildKind = 'cold' | 'warm' | 'changed';

/** Every run taken at one corpus size. */
export interface ScaleMeasurement {
  readonly posts: number;
  readonly sitegen: Readonly<Record<SitegenBuildKind, readonly SitegenBuild[]>>;
  /** Empty without `--vs eleventy`. */
  readonly eleventy: readonly EleventyBuild[];
}

const kindLabels: Record<SitegenBuildKind, string> = {
  cold: 'sitegen cold',
  warm: 'sitegen warm, nothing changed',
  changed: 'sitegen warm, one post changed',
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (kb: number) => `${Math.round(kb / 1024)} MB`;
const walls = (runs: readonly TimedRun[]) => runs.map((run) => run.wallMs);
const peakRss = (runs: readonly TimedRun[]) => Math.max(...runs.map((run) => run.peakRssKb));

/** The figures table, the sitegen/Eleventy ratios and what the figures include. */
export function formatScaleReport(measurements: readonly ScaleMeasurement[], eleventyLabel: string): string {
  const allSitegen = measurements.flatMap((measurement) => Object.values(measurement.sitegen).flat());
  // Steps in the order the CLI prints them; a step added to --timings gets its own column.
  const steps = [...new Set(allSitegen.flatMap((build) => Object.keys(build.timings)))];
  const headers = [
    'posts',
    'build',
    'median',
    'min–max',
    'build step',
    'pages',
    'ms/page',
    'peak RSS',
    ...steps.map((step) => `${step} ms`),
    'Pagefind share',
  ];

  const rows: string[][] = [];
  for (const measurement of measurements) {
    for (const kind of ['cold', 'warm', 'changed'] as const) {
      const builds = measurement.sitegen[kind];
      if (builds.length === 0) continue;
      const wall = median(walls(builds));
      const pages = median(builds.map((build) => build.pages));
      const searchIndex = median(builds.map((build) => build.timings.searchIndex ?? Number.NaN));
      rows.push([
        String(measurement.posts),
        kindLabels[kind],
        seconds(wall),
        `${seconds(Math.min(...walls(builds)))}–${seconds(Math.max(...walls(builds)))}`,
        seconds(median(builds.map((build) => build.buildMs))),
        String(pages),
        (wall / pages).toFixed(2),
        megabytes(peakRss(builds)),
        ...steps.map((step) => String(Math.round(median(builds.map((build) => build.timings[step] ?? Number.NaN))))),
        Number.isNaN(searchIndex) ? '?' : `${((searchIndex / wall) * 100).toFixed(0)}%`,
      ]);
    }
    if (measurement.eleventy.length) {
      const wall = median(walls(measurement.eleventy));
      const pages = median(measurement.eleventy.map((build) => build.pages));
      rows.push([
        String(measurement.posts),
        `${eleventyLabel} cold`,
        seconds(wall),
        `${seconds(Math.min(...walls(measurement.eleventy)))}–${seconds(Math.max(...walls(measurement.eleventy)))}`,
        '',
        String(pages),
        (wall / pages).toFixed(2),
        megabytes(peakRss(measurement.eleventy)),
        ...steps.map(() => ''),
        'none',
      ]);
    }
  }

  const ratios = measurements
    .filter((measurement) => measurement.eleventy.length && measurement.sitegen.cold.length)
    .map((measurement) => {
      const ratio = median(walls(measurement.sitegen.cold)) / median(walls(measurement.eleventy));
      return `  ${measurement.posts} posts: sitegen / ${eleventyLabel} = ${ratio.toFixed(2)} (cold builds, medians of ${measurement.eleventy.length} run${measurement.eleventy.length === 1 ? '' : 's'} each, taken in turn)`;
    });

  return [
    textTable(headers, rows),
    '',
    'median, min–max: wall time of `node bin/sitegen.js build` from spawn to exit; build step: what the CLI reports (`Built ... in N ms`).',
    'Steps (ms) are medians of the `Timings:` line; searchIndex runs beside render and write, from the end of load. Pagefind share = median searchIndex / median wall time.',
    'peak RSS: the largest of the runs, as /usr/bin/time -f %M reports it (the largest single process: node or the Pagefind binary, not their sum).',
    'cold: .sitegen/cache and the output deleted first (the compiled CLI is kept); warm: the same build again; one post changed: one body edited before it.',
    ...(ratios.length
      ? [
          '',
          'sitegen / Eleventy, cold builds:',
          ...ratios,
          `Not like for like: sitegen's figures include code highlighting (shiki), the Pagefind search index, sitemap, feed, stylesheet and script;`,
          `${eleventyLabel}'s do not (markdown-it without highlighting, one Liquid layout, one list page of every post).`,
        ]
      : []),
  ].join('\n');
}
