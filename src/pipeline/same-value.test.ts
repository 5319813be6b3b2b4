import { describe, expect, it } from 'vitest';
import { sameValue } from './same-value.ts';

describe('sameValue', () => {
  it('compares primitives by value, and arrays and plain objects by what they hold', () => {
    expect(sameValue('a', 'a')).toBe(true);
    expect(sameValue(1, '1')).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue({ a: [1, { b: 'x' }], c: undefined }, { a: [1, { b: 'x' }], c: undefined })).toBe(true);
    expect(sameValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });

  it('compares objects whatever the order of their keys, and a null-prototype object as a plain one', () => {
    expect(sameValue(Object.assign(Object.create(null) as object, { a: [1] }), { a: [1] })).toBe(true);
    expect(sameValue({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });

  it('compares functions and class instances by identity', () => {
    const render = () => 'x';
    expect(sameValue({ render }, { render })).toBe(true);
    expect(sameValue({ render }, { render: () => 'x' })).toBe(false);
    expect(sameValue(new Date(0), new Date(0))).toBe(false);
  });
});
