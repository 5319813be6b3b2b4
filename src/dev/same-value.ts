/**
 * Whether two values built from content are the same: primitives by value, arrays
 * and plain objects by their items and own properties, anything else (functions,
 * class instances) by identity. The same object, or the same string, is recognised
 * at once without looking inside, and the dev server's content reuses both for what
 * did not change; so comparing a page's props with the last run's costs a walk over
 * their structure, never over an article's text.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (Array.isArray(b) || !isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
