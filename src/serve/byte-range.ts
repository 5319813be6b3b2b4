/** What to send for a request's Range header, once the file's size is known (RFC 9110, section 14). */
export type RangeAnswer =
  /** No range, or one a server may ignore: the whole file, status 200. */
  | { readonly kind: 'whole' }
  /** Bytes start to end, both included: status 206. */
  | { readonly kind: 'part'; readonly start: number; readonly end: number }
  /** Status 416. */
  | { readonly kind: 'unsatisfiable' };

const whole: RangeAnswer = { kind: 'whole' };
const unsatisfiable: RangeAnswer = { kind: 'unsatisfiable' };

/**
 * Reads a Range header for a file of `size` bytes. A single byte range is honoured;
 * several ranges, another unit and a header that does not parse are ignored, as the
 * RFC allows; a reversed range, which it lets a server reject, is refused with the
 * ranges that start past the end.
 */
export function rangeAnswer(header: string, size: number): RangeAnswer {
  const spec = /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (spec === null) return whole;
  const [, first = '', last = ''] = spec;
  if (first === '' && last === '') return whole;
  if (first === '') {
    const suffixLength = Number(last);
    return suffixLength === 0 || size === 0 ? unsatisfiable : { kind: 'part', start: Math.max(0, size - suffixLength), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size || (last !== '' && Number(last) < start)) return unsatisfiable;
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
