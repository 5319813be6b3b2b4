import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { imageField, imageReferences } from './image-field.ts';

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
});
