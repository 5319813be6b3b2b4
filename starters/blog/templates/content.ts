import { dataFile, markdownCollection } from 'sitegen';
import { z } from 'zod';

const text = z.string().trim().min(1, 'must not be empty');

/** A day as YYYY-MM-DD: the order of posts and the day each is published are read from it. */
const day = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });

/** Tags are addresses (`/tags/{tag}`): lowercase words joined by hyphens. */
const tag = text.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');

/** content/site.yaml */
const siteSchema = z.strictObject({
  title: text,
  author: text,
  url: z.url(),
  language: text,
  description: text,
  socialCards: z.boolean(),
});

/** The front matter of content/posts/*.md; the body is the post. */
const postSchema = z.strictObject({
  title: text,
  date: day,
  /** A sentence for lists, the feed and search engines; the title stands in when there is none. */
  summary: text.optional(),
  /** One tag or more: the first is the one the feed files the post under. */
  tags: z.tuple([tag], tag),
  /** A draft shows in `sitegen dev` only. */
  draft: z.boolean().optional(),
});

export const blogContent = {
  site: dataFile('site.yaml', siteSchema),
  // A post dated after the day of the build waits for a build on or after that day.
  posts: markdownCollection('posts', postSchema, { publishing: (post) => ({ draft: post.draft, date: post.date }) }),
};

export type BlogContent = typeof blogContent;
