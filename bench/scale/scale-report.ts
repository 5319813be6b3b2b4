import type { PeerBuild } from './eleventy-site.ts';
import { median } from './median.ts';
import type { SitegenBuild } from './sitegen-build.ts';
import { textTable } from './text-table.ts';
import type { TimedRun } from './timed-command.ts';

export const sitegenBuildKinds = ['cold', 'cached', 'unchanged', 'changed'] as const;
export type SitegenBuildKind = (typeof sitegenBuildKinds)[number];

/** Every run taken at one corpus size. */
export interface ScaleMeasurement {
  readonly posts: number;
  readonly sitegen: Readonly<Record<SitegenBuildKind, readonly SitegenBuild[]>>;
  /** Empty without `--vs eleventy`. */
  readonly peer: readonly PeerBuild[];
}

const kindLabels: Record<SitegenBuildKind, string> = {
  cold: 'sitegen cold',
  cached: 'sitegen, only .sitegen/cache kept',
  unchanged: 'sitegen, nothing changed',
  changed: 'sitegen, one post changed',
};

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const mebibytes = (kb: number) => `${Math.round(kb / 1024)} MiB`;
export const medianWall = (runs: readonly TimedRun[]) => median(runs.map((run) => run.wallMs));
export const medianCpu = (runs: readonly TimedRun[]) => median(runs.map((run) => run.cpuMs));
/** The largest of the runs' peaks: a limit on memory must hold in every run. */
export const peakRss = (runs: readonly TimedRun[]) => Math.max(...runs.map((run) => run.peakRssKb));

const wallRange = (runs: readonly TimedRun[]) => {
  const walls = runs.map((run) => run.wallMs);
  return `${seconds(Math.min(...walls))}–${seconds(Math.max(...walls))}`;
};

/** The figures table, the sitegen/peer ratios and what the figures include. */
export function formatScaleReport(measurements: readonly ScaleMeasurement[], peerLabel: string): string {
  const allSitegen = measurements.flatMap((measurement) => Object.values(measurement.sitegen).flat());
  // Steps in the order the CLI prints them; a step added to --timings gets its own column.
  const steps = [...new Set(allSitegen.flatMap((build) => Object.keys(build.timings)))];
  const headers = [
    'posts',
    'build',
    'median',
    'min–max',
    'CPU',
    'build step',
    'pages',
    'ms/page',
    'peak RSS',
    ...steps.map((step) => `${step} ms`),
    'Pagefind share',
  ];

  const rows: string[][] = [];
  for (const measurement of measurements) {
    for (const kind of sitegenBuildKinds) {
      const builds = measurement.sitegen[kind];
      if (builds.length === 0) continue;
      const wall = medianWall(builds);
      const pages = median(builds.map((build) => build.pages));
      const searchIndex = median(builds.map((build) => build.timings.searchIndex ?? Number.NaN));
      rows.push([
        String(measurement.posts),
        kindLabels[kind],
        seconds(wall),
        wallRange(builds),
        seconds(medianCpu(builds)),
        seconds(median(builds.map((build) => build.buildMs))),
        String(pages),
        (wall / pages).toFixed(2),
        mebibytes(peakRss(builds)),
        ...steps.map((step) => String(Math.round(median(builds.map((build) => build.timings[step] ?? Number.NaN))))),
        Number.isNaN(searchIndex) ? '?' : `${((searchIndex / wall) * 100).toFixed(0)}%`,
      ]);
    }
    const { peer } = measurement;
    if (peer.length) {
      const wall = medianWall(peer);
      const pages = median(peer.map((build) => build.pages));
      rows.push([
        String(measurement.posts),
        `${peerLabel} cold`,
        seconds(wall),
        wallRange(peer),
        seconds(medianCpu(peer)),
        '',
        String(pages),
        (wall / pages).toFixed(2),
        mebibytes(peakRss(peer)),
        ...steps.map(() => ''),
        `${((median(peer.map((build) => build.pagefindWallMs)) / wall) * 100).toFixed(0)}%`,
      ]);
    }
  }

  const ratios = measurements
    .filter((measurement) => measurement.peer.length && measurement.sitegen.cold.length)
    .flatMap((measurement) => {
      const { posts, sitegen, peer } = measurement;
      const ratio = (numerator: number, denominator: number) => (numerator / denominator).toFixed(2);
      return [
        `  ${posts} posts, wall: sitegen cold / peer cold = ${ratio(medianWall(sitegen.cold), medianWall(peer))}; ` +
          `sitegen with only .sitegen/cache kept / peer cold = ${ratio(medianWall(sitegen.cached), medianWall(peer))}`,
        `  ${posts} posts, CPU: sitegen cold / peer cold = ${ratio(medianCpu(sitegen.cold), medianCpu(peer))}; ` +
          `peak RSS: sitegen cold / peer cold = ${ratio(peakRss(sitegen.cold), peakRss(peer))}`,
      ];
    });

  return [
    textTable(headers, rows),
    '',
    'median, min–max: wall time of `node bin/sitegen.js build` from spawn to exit; CPU: median user + system time of the build and the processes it waited for;',
    'build step: what the CLI reports (`Built ... in N ms`). Steps (ms) are medians of the `Timings:` line; searchIndex runs beside render and write, from the end of load.',
    'Pagefind share = median searchIndex (for the peer: its Pagefind command) / median wall time.',
    'peak RSS: the largest of the runs, as /usr/bin/time -f %M reports it (the largest single process: node or the Pagefind binary, not their sum).',
    'cold: no .sitegen/ folder and no output (the compiled CLI is kept); only .sitegen/cache kept: as CI restores it, the output and the last-build records deleted;',
    'nothing changed: the same build again; one post changed: one body edited before it.',
    ...(ratios.length
      ? [
          '',
          `The peer: ${peerLabel}, Eleventy's build (Markdown with Prism highlighting, an article page of each post, a list page of all posts)`,
          'then `pagefind --site _site` over its output, indexing the articles; wall from the first spawn to the end of the second, CPU added up, peak the larger.',
          'Ratios of medians, taken in turn within each run:',
          ...ratios,
        ]
      : []),
  ].join('\n');
}
