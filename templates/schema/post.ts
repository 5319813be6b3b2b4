import { z } from 'zod';
import { icon, text, textList } from './common.ts';

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const isoDate = text.refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value), {
  message: 'must be a real date written YYYY-MM-DD',
});

/** Front matter of content/blog/*.md. The body holds the introduction, `##` sections and conclusion. */
export const postSchema = z.strictObject({
  id: z.number().int().positive(),
  title: text,
  slug: text.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
  excerpt: text,
  author: text,
  publishDate: isoDate,
  readTime: text.regex(/^\d+ min read$/, "must read like '12 min read'"),
  category: text,
  tags: textList,
  icon: icon.optional(),
  featured: z.boolean().default(false),
  /** Drafts are shown by `sitegen dev` and `build --drafts`, never published. */
  draft: z.boolean().default(false),
});

export type PostFrontMatter = z.output<typeof postSchema>;
