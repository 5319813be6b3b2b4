import { z } from 'zod';
import { portrait, text } from './common.ts';

/** content/authors/{slug}.yaml: a writer of the blog, shown beside their articles and on their own page. */
export const authorSchema = z.strictObject({
  /** As posts name the author in their `author` field. */
  name: text,
  role: text,
  /** A few sentences of the author's own, shown under each of their articles and on their page. */
  bio: text,
  links: z
    .array(z.strictObject({ label: text, url: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }) }))
    .default([]),
  portrait,
});

export type AuthorData = z.output<typeof authorSchema>;
