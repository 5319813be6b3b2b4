import type { Heading } from 'sitegen';
import type { AuthorData } from './schema/author.ts';
import type { PageContent } from './schema/pages.ts';
import type { MarkdownPageFrontMatter } from './schema/markdown-page.ts';
import type { PostFrontMatter } from './schema/post.ts';
import type { ServiceFrontMatter } from './schema/service.ts';
import type { NavItem, ServiceLink, SiteConfig } from './schema/site.ts';

/** What the templates are given: the site's content, shaped for the pages that show it. */

export type { Heading, NavItem, PageContent, ServiceLink, SiteConfig };

/** A blog article, validated and rendered. */
export interface Post extends Readonly<Omit<PostFrontMatter, 'icon' | 'readTime'>> {
  /** The post's own icon, or its category's. */
  readonly icon: string;
  /** As the writer gave it, or computed from the body's words. */
  readonly readTime: string;
  readonly html: string;
  readonly headings: readonly Heading[];
}

/** A service page: its entry in site.yaml and its own content file. */
export interface ServicePage {
  readonly slug: string;
  readonly link: ServiceLink;
  readonly content: ServiceFrontMatter;
  readonly html: string;
}

/** A page written in Markdown (`content/pages/{slug}.md`). */
export interface MarkdownPage extends MarkdownPageFrontMatter {
  readonly html: string;
}

/** A writer of the blog (`content/authors/{slug}.yaml`), whose page is at `/blog/author/{slug}/`. */
export interface Author extends Readonly<AuthorData> {
  readonly slug: string;
}
