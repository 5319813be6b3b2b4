import type { LoadedContent } from 'sitegen';
import type { SiteContent } from './content.ts';
import type { Author } from './model.ts';

/** The blog's authors by the name posts give in their `author` field, each with the slug of their page. */
export function blogAuthors({ authors }: LoadedContent<SiteContent>): ReadonlyMap<string, Author> {
  return new Map(authors.map((entry) => [entry.data.name, { ...entry.data, slug: entry.name }]));
}
