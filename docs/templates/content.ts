import { dataFile, markdownCollection } from 'sitegen';
import { z } from 'zod';

const text = z.string().trim().min(1, 'must not be empty');

/** content/site.yaml */
const siteSchema = z.strictObject({ title: text, url: z.url(), language: text, description: text });

/** The front matter of content/pages/*.md; the body is the page. A site that needs more fields extends it. */
export const pageSchema = z.strictObject({
  title: text,
  /** The page's place in the sidebar: smaller comes first. */
  order: z.number().int('must be a whole number'),
  /** A sentence for search engines and link previews. */
  description: text,
  /** A draft shows in `sitegen dev` only. */
  draft: z.boolean().optional(),
});

/** A draft is published by `sitegen dev` only. */
export const pagePublishing = (page: { draft?: boolean | undefined }) => ({ draft: page.draft });

export const docsContent = {
  site: dataFile('site.yaml', siteSchema),
  pages: markdownCollection('pages', pageSchema, { publishing: pagePublishing }),
};

export type DocsContent = typeof docsContent;
