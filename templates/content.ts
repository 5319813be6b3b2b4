import { dataFile, markdownCollection, yamlCollection } from 'sitegen';
import { authorSchema } from './schema/author.ts';
import { markdownPageSchema } from './schema/markdown-page.ts';
import { pageSchemas } from './schema/pages.ts';
import { postSchema } from './schema/post.ts';
import { serviceSchema } from './schema/service.ts';
import { siteSchema } from './schema/site.ts';

/** Where every word of the site lives, and the schema each file must satisfy. */
export const siteContent = {
  /** What every page shares: the company, navigation, services, contact details, offices, the blog's settings. */
  site: dataFile('site.yaml', siteSchema),
  /** The copy of each page that has its own template. */
  home: dataFile('pages/home.yaml', pageSchemas.home),
  about: dataFile('pages/about.yaml', pageSchemas.about),
  portfolio: dataFile('pages/portfolio.yaml', pageSchemas.portfolio),
  'staff-augmentation': dataFile('pages/staff-augmentation.yaml', pageSchemas['staff-augmentation']),
  contact: dataFile('pages/contact.yaml', pageSchemas.contact),
  careers: dataFile('pages/careers.yaml', pageSchemas.careers),
  /** The blog list page, and the words around every article. */
  blog: dataFile('pages/blog.yaml', pageSchemas.blog),
  'blog-post': dataFile('pages/blog-post.yaml', pageSchemas['blog-post']),
  'not-found': dataFile('pages/not-found.yaml', pageSchemas['not-found']),
  /** One page per service listed in site.yaml. */
  services: markdownCollection('services', serviceSchema),
  /** The blog's articles: drafts and future-dated posts are left out of a published build. */
  posts: markdownCollection('blog', postSchema, { publishing: (post) => ({ draft: post.draft, date: post.publishDate }) }),
  /** The people who write the articles: each post names one by `author`. */
  authors: yamlCollection('authors', authorSchema),
  /** Pages written in Markdown, each at `/{slug}/`. */
  pages: markdownCollection('pages', markdownPageSchema),
};

export type SiteContent = typeof siteContent;
