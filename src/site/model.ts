import type { Heading } from '../markdown/render-markdown.ts';
import type { PageContent } from './schema/pages.ts';
import type { PostFrontMatter } from './schema/post.ts';
import type { ServiceFrontMatter } from './schema/service.ts';
import type { NavItem, ServiceLink, SiteConfig } from './schema/site.ts';

export type { Heading, NavItem, PageContent, ServiceLink, SiteConfig };

/** A blog article, validated and rendered. */
export interface Post extends Readonly<Omit<PostFrontMatter, 'icon'>> {
  /** The post's own icon, or its category's. */
  readonly icon: string;
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

/** Everything the site shows, loaded from content/ and checked. Templates read only this. */
export interface SiteModel {
  readonly config: SiteConfig;
  readonly pages: PageContent;
  readonly services: readonly ServicePage[];
  /** Ordered by id. */
  readonly posts: readonly Post[];
}
