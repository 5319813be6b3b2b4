import { describe, expect, it } from 'vitest';
import { expressions, glassesStyles, hairColours, hairStyles, portraitTraits, skinTones } from './portrait-traits.ts';
import { tones } from './choose.ts';

describe('portraitTraits', () => {
  it('draws the same person the same way every time, whatever spaces surround the name', () => {
    expect(portraitTraits('Ananya Desai')).toEqual(portraitTraits('Ananya Desai'));
    expect(portraitTraits(' Ananya Desai ')).toEqual(portraitTraits('Ananya Desai'));
  });

  it('gives every trait one of its known values', () => {
    const traits = portraitTraits('Rahul Iyer');
    expect(hairStyles).toContain(traits.hair);
    expect(hairColours).toContain(traits.hairColour);
    expect(skinTones).toContain(traits.skin);
    expect(tones).toContain(traits.tone);
    expect(expressions).toContain(traits.expression);
    expect(glassesStyles).toContain(traits.glasses);
  });

  it('gives a beard only to whom the content gives one: a name says nothing of it', () => {
    const names = Array.from({ length: 50 }, (_, index) => `Person ${index}`);
    expect(new Set(names.map((name) => portraitTraits(name).facialHair))).toEqual(new Set(['none']));
    expect(portraitTraits('Vikram Joshi', { facialHair: 'beard' }).facialHair).toBe('beard');
    // Glasses are the name's to choose, on some faces and not others.
    expect(new Set(names.map((name) => portraitTraits(name).glasses)).size).toBe(3);
  });

  it('draws different names differently', () => {
    const names = ['Rahul Iyer', 'Ananya Desai', 'Vikram Joshi', 'Meera Nair', 'Arjun Rao', 'Priya Shah'];
    const looks = names.map((name) => JSON.stringify(portraitTraits(name)));
    expect(new Set(looks).size).toBe(names.length);
  });

  it('keeps what the content chose and fills in the rest from the name', () => {
    const drawn = portraitTraits('Vikram Joshi');
    const chosen = portraitTraits('Vikram Joshi', { hair: 'bun', skin: 'deep' });
    expect(chosen).toEqual({ ...drawn, hair: 'bun', skin: 'deep' });
  });
});
