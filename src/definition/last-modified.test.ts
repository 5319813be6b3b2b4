import { describe, expect, it } from 'vitest';
import { isLastModifiedDate } from './last-modified.ts';

describe("a page's lastModified", () => {
  it('may be a day the calendar has, or a date-time with its time zone, as a sitemap takes them', () => {
    for (const value of ['2025-03-14', '2024-02-29', '2025-03-14T09:30Z', '2025-03-14T09:30:15Z', '2025-03-14T09:30:15.250+05:30'])
      expect(isLastModifiedDate(value), value).toBe(true);
  });

  it('may not be a day the calendar lacks, another way of writing a date, or a time with no zone', () => {
    for (const value of [
      '2025-02-29',
      '2025-13-01',
      '2025-3-14',
      '14/03/2025',
      '2025-03-14T09:30:00',
      '2025-03-14T24:00Z',
      'yesterday',
      '',
    ])
      expect(isLastModifiedDate(value), value).toBe(false);
  });

  it('is judged the same when asked again, as for every page of a large site', () => {
    const values = ['2025-03-14', '2025-02-29', '2025-03-14T09:30Z', '2025-03-14T09:30:00'];
    const first = values.map((value) => isLastModifiedDate(value));
    expect(values.map((value) => isLastModifiedDate(value))).toEqual(first);
    expect(first).toEqual([true, false, true, false]);
  });
});
