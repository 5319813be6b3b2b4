import { dataFile, markdownCollection } from 'sitegen';
import { z } from 'zod';

const text = z.string().trim().min(1, 'must not be empty');

/** content/site.yaml */
const siteSchema = z.strictObject({ title: text, url: z.url(), language: text, description: text });

/** The front matter of content/pages/*.md; the body is the page. */
const pageSchema = z.strictObject({
  title: text,
  /** The page's place in the sidebar: smaller comes first. */
  order: z.number().int('must be a whole number'),
  /** A sentence for search engines and link previews. */
  description: text,
  /** A draft shows in `sitegen dev` only. */
  draft: z.boolean().optional(),
});

export const docsContent = {
  site: dataFile('site.yaml', siteSchema),
  pages: markdownCollection('pages', pageSchema, { publishing: (page) => ({ draft: page.draft }) }),
};

export type DocsContent = typeof docsContent;
