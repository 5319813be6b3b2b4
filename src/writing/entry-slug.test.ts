import { describe, expect, it } from 'vitest';
import { entrySlug, longestSlug } from './entry-slug.ts';

describe('the slug of a new entry', () => {
  it("is the title's words, lowercase, joined by hyphens, with nothing to say about it", () => {
    expect(entrySlug('Choosing Between Threads & Streams', 'post')).toEqual({ slug: 'choosing-between-threads-streams' });
    expect(entrySlug("Über-Caching: Don't Panic, 10 Lessons!", 'post')).toEqual({ slug: 'uber-caching-dont-panic-10-lessons' });
    expect(entrySlug('Straße & Café', 'post')).toEqual({ slug: 'strasse-cafe' });
  });

  it('spells other scripts and emoji in Latin letters, a word to each character of scripts written without spaces', () => {
    const spelled = (title: string) => entrySlug(title, 'post');
    expect(spelled('你好世界')).toEqual({
      slug: 'ni-hao-shi-jie',
      note: 'Its slug, ni-hao-shi-jie, spells the title in Latin letters: change it if you want another.',
    });
    expect(spelled('東京の夜')?.slug).toBe('dong-jing-no-ye');
    expect(spelled('한국어 제목')?.slug).toBe('hangugeo-jemog');
    expect(spelled('Привет, мир')?.slug).toBe('privet-mir');
    expect(spelled('🚀🌙')?.slug).toBe('rocket-crescent-moon');
    expect(spelled('Release 🚀')?.note).toBe('Its slug, release-rocket, spells the title in Latin letters: change it if you want another.');
  });

  it('is cut where a word ends, at most 80 characters, however long the title', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`);
    const { slug, note } = entrySlug(words.join(' '), 'post') ?? { slug: '' };
    expect(slug.length).toBeLessThanOrEqual(longestSlug);
    expect(words.join('-').startsWith(`${slug}-`)).toBe(true);
    expect(slug.length).toBeGreaterThan(longestSlug - 'word59-'.length);
    expect(note).toBe(
      `Its slug, ${slug}, is the title's first words, cut at 80 characters where a word ends: change it if you want another.`,
    );
    // A word that ends exactly at the limit is kept whole.
    expect(entrySlug(`${'a'.repeat(79)} bc`, 'post')?.slug).toBe('a'.repeat(79));
    expect(entrySlug(`${'a'.repeat(80)} bc`, 'post')?.slug).toBe('a'.repeat(80));
    // One word longer than the limit is cut inside it.
    expect(entrySlug('x'.repeat(300), 'post')?.slug).toBe('x'.repeat(80));
    expect(entrySlug('界'.repeat(100), 'post')).toEqual({
      slug: Array.from({ length: 20 }, () => 'jie').join('-'),
      note: `Its slug, ${Array.from({ length: 20 }, () => 'jie').join('-')}, spells the title's first words in Latin letters, cut at 80 characters where a word ends: change it if you want another.`,
    });
  });

  it('falls back to a slug made from the hash of a title that has no letters to spell, the same for the same title', () => {
    const rare = entrySlug('𪜀', 'post');
    expect(rare?.slug).toMatch(/^post-[0-9a-f]{8}$/);
    expect(rare?.note).toBe(
      `The title has no letters to spell in Latin ones, so its slug, ${rare?.slug}, is made from its hash: change it if you want another.`,
    );
    expect(entrySlug('𪜀', 'post')).toEqual(rare);
    expect(entrySlug('𪜀𪜀', 'post')?.slug).not.toBe(rare?.slug);
    expect(entrySlug('𪜀', 'note')?.slug).toBe(rare?.slug.replace('post', 'note'));
  });

  it('is refused for a title with no letter, digit or emoji', () => {
    for (const title of ['', '!!!', '…', '— ? —']) expect(entrySlug(title, 'post')).toBeUndefined();
  });
});
