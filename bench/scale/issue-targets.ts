import { median } from './median.ts';
import type { ScaleMeasurement } from './scale-report.ts';
import { textTable } from './text-table.ts';

/** The corpus size the targets are set at. */
const targetPosts = 4000;

/** The targets of issue 6 at 4,000 posts, against this run's figures; empty when 4,000 posts were not measured. */
export function formatTargets(measurements: readonly ScaleMeasurement[]): string {
  const measurement = measurements.find((entry) => entry.posts === targetPosts);
  if (!measurement) return '';
  const medianWall = (runs: readonly { wallMs: number }[]) => median(runs.map((run) => run.wallMs));
  const sitegenRuns = Object.values(measurement.sitegen).flat();
  const rows: [string, number | undefined, number, (value: number) => string][] = [
    [
      'cold build / Eleventy cold build <= 1.0',
      measurement.eleventy.length ? medianWall(measurement.sitegen.cold) / medianWall(measurement.eleventy) : undefined,
      1.0,
      (value) => value.toFixed(2),
    ],
    ['warm rebuild, nothing changed < 1 s', medianWall(measurement.sitegen.warm) / 1000, 1.0, (value) => `${value.toFixed(2)} s`],
    ['rebuild after one post changed < 0.5 s', medianWall(measurement.sitegen.changed) / 1000, 0.5, (value) => `${value.toFixed(2)} s`],
    ['peak RSS < 320 MB', Math.max(...sitegenRuns.map((run) => run.peakRssKb)) / 1024, 320, (value) => `${Math.round(value)} MB`],
  ];
  return textTable(
    ['target at 4,000 posts (issue 6)', 'measured', 'met'],
    rows.map(([target, value, limit, format]) =>
      value === undefined || Number.isNaN(value)
        ? [target, 'not measured', '']
        : [target, format(value), value <= limit ? 'yes' : `no (${(value / limit).toFixed(1)}×)`],
    ),
  );
}
