/**
 * Whether two values built from content are the same: primitives by value, arrays
 * and plain objects by their items and own properties, anything else (functions,
 * class instances) by identity. The same object, or the same string, is recognised
 * at once without looking inside, and the dev server's content reuses both for what
 * did not change; so comparing a page's props with the last run's costs a walk over
 * their structure, never over an article's text.
 *
 * The walk allocates nothing: at 4,000 posts the dev server compares every page's
 * props on each save, and the key arrays and callbacks of a walk with Object.keys and
 * every came to 12 MB a save, which the garbage collector then had to sweep.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && sameItems(a, b);
  if (Array.isArray(b) || !isPlainObject(a) || !isPlainObject(b)) return false;
  return sameProperties(a, b);
}

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (!sameValue(a[index], b[index])) return false;
  return true;
}

/** The same own enumerable properties, with the same values. */
function sameProperties(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  let unmatched = 0;
  for (const key in a) {
    if (!Object.hasOwn(a, key)) continue;
    if (!Object.hasOwn(b, key) || !sameValue(a[key], b[key])) return false;
    unmatched++;
  }
  for (const key in b) if (Object.hasOwn(b, key)) unmatched--;
  return unmatched === 0;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
