import { z } from 'zod';
import { isoDate, text, textList } from './common.ts';

/**
 * Front matter of `content/pages/{slug}.md`: a page written in Markdown, published at
 * `/{slug}/` with no code. `layout: wide` gives the body the page's full width, for
 * tables; the default keeps it to a reading column.
 */
export const markdownPageSchema = z.strictObject({
  title: text,
  description: text,
  keywords: textList.optional(),
  /** The day the text last changed: the page's `<lastmod>` in the sitemap. */
  updated: isoDate,
  layout: z.enum(['prose', 'wide']).default('prose'),
});

export type MarkdownPageFrontMatter = z.output<typeof markdownPageSchema>;
