import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { imageField, imageReferences, imageReferencesOfFile } from './image-field.ts';

describe('image fields', () => {
  const schema = z.strictObject({
    title: z.string(),
    cover: imageField().optional(),
    gallery: z.array(z.strictObject({ image: imageField(), caption: z.string() })).default([]),
  });

  it('are found wherever the schema puts them, each with its path; other strings are not images', () => {
    const value = schema.parse({
      title: '/images/not-an-image-field.png',
      cover: '/images/cover.jpg',
      gallery: [
        { image: '/images/a.png', caption: 'A' },
        { image: '/images/b.svg', caption: 'B' },
      ],
    });
    expect(imageReferences(schema, value)).toEqual([
      { path: ['cover'], image: '/images/cover.jpg' },
      { path: ['gallery', 0, 'image'], image: '/images/a.png' },
      { path: ['gallery', 1, 'image'], image: '/images/b.svg' },
    ]);
    expect(imageReferences(schema, schema.parse({ title: 'No pictures' }))).toEqual([]);
  });

  it('take only a site path of assets/images/ to a published format', () => {
    expect(imageField().safeParse('/images/team/ada.jpeg').success).toBe(true);
    expect(imageField().safeParse('https://example.com/ada.jpeg').error?.issues[0]?.message).toBe(
      'must name an image of assets/images/, as /images/name.png',
    );
    expect(imageField().safeParse('/images/notes.txt').success).toBe(false);
  });

  it("are walked once for a file's value: the same value gives the very same references", () => {
    const schema = z.object({ cover: imageField(), gallery: z.array(imageField()) });
    const value = { cover: '/images/a.png', gallery: ['/images/b.png'] };
    const first = imageReferencesOfFile(schema, value);
    expect(first.map((reference) => reference.image)).toEqual(['/images/a.png', '/images/b.png']);
    expect(imageReferencesOfFile(schema, value)).toBe(first);
    const edited = { ...value, cover: '/images/c.png' };
    expect(imageReferencesOfFile(schema, edited).map((reference) => reference.image)).toEqual(['/images/c.png', '/images/b.png']);
  });
});
