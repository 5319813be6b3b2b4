import { describe, expect, it } from 'vitest';
import { hairColours, hairStyles, portraitTraits, skinTones } from './portrait-traits.ts';
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
