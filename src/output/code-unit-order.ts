/**
 * Orders two strings by their UTF-16 code units, as `<` does: the same on every
 * machine whatever its locale, and many times faster than localeCompare over thousands
 * of paths or `YYYY-MM-DD` days.
 */
export function inCodeUnitOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
