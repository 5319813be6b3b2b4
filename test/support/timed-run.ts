import type { TimedRun } from '../../bench/scale/timed-command.ts';

/** A benchmarked command's figures, as the benchmark's formatting and arithmetic tests need them: no output. */
export const timedRun = (wallMs: number, peakRssKb: number, cpuMs: number): TimedRun => ({
  startedAtMs: 0,
  wallMs,
  cpuMs,
  peakRssKb,
  stdout: '',
  stderr: '',
});
