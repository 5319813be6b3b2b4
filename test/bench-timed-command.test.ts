import { describe, expect, it } from 'vitest';
import { oneAfterTheOther, parseTimeReport } from '../bench/scale/timed-command.ts';
import { timedRun } from './support/timed-run.ts';

describe('timed commands', () => {
  it("read peak RSS and user + system time from /usr/bin/time's last line, after a failure's status line too", () => {
    expect(parseTimeReport('812340 31.52 4.07\n')).toEqual({ peakRssKb: 812340, cpuMs: 35590 });
    expect(parseTimeReport('Command exited with non-zero status 1\n2048 0.00 0.01\n')).toEqual({ peakRssKb: 2048, cpuMs: 10 });
    expect(parseTimeReport('Command terminated by signal 9\n')).toBeUndefined();
  });

  it('tell two commands run one after the other as one: wall from the first spawn to the second exit, CPU added, the larger peak', () => {
    const first = { ...timedRun(2_000, 900 * 1024, 3_000), startedAtMs: 100, stdout: 'Wrote 1001 files\n' };
    const second = { ...timedRun(1_500, 300 * 1024, 2_500), startedAtMs: 2_105, stdout: 'Indexed 1000 pages\n' };
    expect(oneAfterTheOther(first, second)).toEqual({
      startedAtMs: 100,
      wallMs: 3_505,
      cpuMs: 5_500,
      peakRssKb: 900 * 1024,
      stdout: 'Wrote 1001 files\nIndexed 1000 pages\n',
      stderr: '',
    });
  });
});
