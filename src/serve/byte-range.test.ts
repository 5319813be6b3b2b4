import { describe, expect, it } from 'vitest';
import { rangeAnswer } from './byte-range.ts';

const size = 100;

describe('rangeAnswer', () => {
  it('gives the bytes of a single range, cut at the end of the file', () => {
    expect(rangeAnswer('bytes=0-9', size)).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(rangeAnswer('bytes=90-', size)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(rangeAnswer('bytes=95-1000', size)).toEqual({ kind: 'part', start: 95, end: 99 });
    expect(rangeAnswer('BYTES=0-0', size)).toEqual({ kind: 'part', start: 0, end: 0 });
  });

  it('gives the last bytes for a suffix range, the whole file when it is longer', () => {
    expect(rangeAnswer('bytes=-10', size)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(rangeAnswer('bytes=-1000', size)).toEqual({ kind: 'part', start: 0, end: 99 });
  });

  it('refuses ranges that start past the end, empty suffixes, reversed ranges, and any range of an empty file', () => {
    for (const header of ['bytes=100-', 'bytes=1000-2000', `bytes=${'9'.repeat(400)}-`, 'bytes=-0', 'bytes=50-10']) {
      expect(rangeAnswer(header, size), header).toEqual({ kind: 'unsatisfiable' });
    }
    expect(rangeAnswer('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeAnswer('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores several ranges, other units and headers that do not parse', () => {
    for (const header of ['bytes=0-1,4-5', 'lines=1-2', 'bytes=x-y', 'bytes=-', 'bytes=1.5-2', 'bytes=-1-2', 'bytes 0-1', '']) {
      expect(rangeAnswer(header, size), header).toEqual({ kind: 'whole' });
    }
  });
});
