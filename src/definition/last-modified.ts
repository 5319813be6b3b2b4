const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d))?$/;

/**
 * Whether a page's `lastModified` is a date a sitemap's `<lastmod>` takes (W3C
 * Datetime): a day the calendar has, `YYYY-MM-DD`, optionally followed by a time
 * with its time zone (`2025-03-14T09:30:00Z`, `2025-03-14T09:30+05:30`).
 */
export function isLastModifiedDate(value: string): boolean {
  if (validDates.has(value)) return true;
  const parts = dateTimePattern.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1, 4).map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (valid) validDates.add(value);
  return valid;
}

/** Dates found valid: thousands of pages share a few hundred days, and the dev server checks every page on each save. */
const validDates = new Set<string>();

/** What a build says of a page whose `lastModified` is not such a date. */
export const lastModifiedRule = 'must be a date written YYYY-MM-DD, or a date-time with its time zone (2025-03-14T09:30:00Z)';
