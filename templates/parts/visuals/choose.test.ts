import { describe, expect, it } from 'vitest';
import { chooseFor, stableHash, toneFor, tones } from './choose.ts';

describe('stableHash', () => {
  it('gives the same unsigned 32-bit number for the same text, every time', () => {
    expect(stableHash('Northbeam')).toBe(stableHash('Northbeam'));
    // Pinned: a change of algorithm would quietly recolour every project and redraw every face.
    expect(stableHash('Northbeam')).toBe(3526824608);
    expect(Number.isInteger(stableHash('Rahul Iyer'))).toBe(true);
    expect(stableHash('Rahul Iyer')).toBeGreaterThanOrEqual(0);
    expect(stableHash('Rahul Iyer')).toBeLessThan(2 ** 32);
  });

  it('gives different texts different numbers', () => {
    const names = ['Rahul Iyer', 'Ananya Desai', 'Vikram Joshi', 'rahul iyer', 'Rahul Iyer '];
    expect(new Set(names.map(stableHash)).size).toBe(names.length);
  });
});

describe('chooseFor', () => {
  it('picks the same option for the same text and salt', () => {
    const options = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
    expect(chooseFor('CarePoint', options)).toBe(chooseFor('CarePoint', options));
    expect(options).toContain(chooseFor('CarePoint', options, 'hair'));
  });

  it('spreads many texts over every option, and salts make independent choices', () => {
    const options = [0, 1, 2, 3] as const;
    const texts = Array.from({ length: 200 }, (_, index) => `Project ${index}`);
    expect(new Set(texts.map((text) => chooseFor(text, options)))).toEqual(new Set(options));
    const unsalted = texts.map((text) => chooseFor(text, options));
    const salted = texts.map((text) => chooseFor(text, options, 'skin'));
    expect(salted).not.toEqual(unsalted);
  });
});

describe('toneFor', () => {
  it('gives every text one of the tones, always the same one', () => {
    expect(tones).toContain(toneFor('TaskHarbor Team Workspace'));
    expect(toneFor('TaskHarbor Team Workspace')).toBe(toneFor('TaskHarbor Team Workspace'));
  });
});
