import { z } from 'zod';
import { imageField } from 'sitegen';
import { icon, isoDate, sitePath, text, textList } from './common.ts';

/** Front matter of content/blog/*.md. The body holds the introduction, `##` sections and conclusion. */
export const postSchema = z.strictObject({
  id: z.number().int().positive(),
  title: text,
  slug: text.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
  excerpt: text,
  author: text,
  publishDate: isoDate,
  /** Computed from the body's words when left out. */
  readTime: text.regex(/^\d+ min read$/, "must read like '12 min read'").optional(),
  /** The article's old addresses (`/blog/old-slug/`), each left as a redirect to its address. */
  aliases: z.array(sitePath).default([]),
  /** The day the article last changed in substance, when it did after publishDate. */
  updated: isoDate.optional(),
  category: text,
  tags: textList,
  icon: icon.optional(),
  /**
   * The article's own picture for social networks (`/images/launch.jpg`, its file in
   * assets/images/), cropped to a card in place of the drawn one.
   */
  image: imageField().optional(),
  /** Says what the picture shows, for readers who cannot see it; the title when left out. */
  imageAlt: text.optional(),
  featured: z.boolean().default(false),
  /** Drafts are shown by `sitegen dev` and `build --drafts`, never published. */
  draft: z.boolean().default(false),
});

export type PostFrontMatter = z.output<typeof postSchema>;
