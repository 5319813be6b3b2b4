import { describe, expect, it } from 'vitest';
import { defaultWidths, variantWidths } from './variant-widths.ts';

describe('variantWidths', () => {
  it('takes every default width of a wide original, and nothing wider', () => {
    expect(variantWidths(2400)).toEqual(defaultWidths);
  });

  it('caps the widths at the original, which takes the place of those it cannot reach', () => {
    expect(variantWidths(1000)).toEqual([480, 800, 1000]);
    expect(variantWidths(1600)).toEqual([480, 800, 1200, 1600]);
  });

  it('never enlarges a small original: it is published at its own width alone', () => {
    expect(variantWidths(120)).toEqual([120]);
  });
});
