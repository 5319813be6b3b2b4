import type { ComponentProps } from 'react';
import type { pages } from '../../templates/index.ts';
import type { PageLink } from '../../templates/pages/BlogListPage.tsx';
import type { PostSummary } from '../../templates/post-summary.ts';
import type { SitePaths } from '../render/site-paths.ts';
import type { Meta } from './schema/common.ts';
import type { Post, SiteModel } from './model.ts';
import { blogPostingData, organizationData } from './structured-data.ts';
import { fillPlaceholders } from '../../templates/format.ts';

type Pages = typeof pages;
export type TemplateName = keyof Pages;

export interface RouteHead {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly type: 'website' | 'article';
  readonly jsonLd: readonly object[];
}

/** One URL of the site: where it lives, which template renders it, with what. */
export type Route = {
  [Name in TemplateName]: {
    /** The site path, e.g. `/blog/my-post`; the 404 page's is `/404`. */
    readonly path: string;
    readonly template: Name;
    readonly props: ComponentProps<Pages[Name]>;
    readonly head: RouteHead;
  };
}[TemplateName];

export const notFoundPath = '/404';

/** How many related articles a post shows. */
const relatedLimit = 2;

/** The route table: every page of the site, derived from the content alone. */
export function createRoutes(model: SiteModel, paths: SitePaths): Route[] {
  const { config, pages } = model;
  const head = (meta: Meta, extra: Partial<RouteHead> = {}): RouteHead => ({
    title: `${meta.title} | ${config.titleSuffix}`,
    description: meta.description,
    keywords: meta.keywords ?? config.keywords,
    type: 'website',
    jsonLd: [],
    ...extra,
  });
  const summaries = model.posts.map(toSummary);
  const categories = [...new Set(model.posts.map((post) => post.category))];
  const icons = [...new Set(summaries.map((post) => post.icon))];
  const postsByCategory = new Map<string, PostSummary[]>();
  for (const post of summaries) {
    const group = postsByCategory.get(post.category);
    if (group) group.push(post);
    else postsByCategory.set(post.category, [post]);
  }

  return [
    {
      path: '/',
      template: 'HomePage',
      props: { content: pages.home },
      head: head(pages.home.meta, { jsonLd: [organizationData(config, paths.absolute('/'))] }),
    },
    { path: '/about', template: 'AboutPage', props: { content: pages.about }, head: head(pages.about.meta) },
    { path: '/portfolio', template: 'PortfolioPage', props: { content: pages.portfolio }, head: head(pages.portfolio.meta) },
    {
      path: '/staff-augmentation',
      template: 'StaffAugmentationPage',
      props: { content: pages['staff-augmentation'] },
      head: head(pages['staff-augmentation'].meta),
    },
    { path: '/contact', template: 'ContactPage', props: { content: pages.contact }, head: head(pages.contact.meta) },
    { path: '/careers', template: 'CareersPage', props: { content: pages.careers }, head: head(pages.careers.meta) },
    ...blogListPages(summaries, config.blog.pageSize).map((pagePosts, index, all): Route => {
      const page = index + 1;
      const title = page === 1 ? pages.blog.meta.title : fillPlaceholders(pages.blog.pagination.title, { title: pages.blog.meta.title, page: String(page) });
      return {
        path: blogListPath(page),
        template: 'BlogListPage',
        props: {
          content: pages.blog,
          posts: pagePosts,
          featured: page === 1 ? summaries.find((post) => post.featured) : undefined,
          categories,
          pagination: { current: page, links: paginationLinks(page, all.length) },
          // A list spread over pages filters every post through the compact index, loaded on first use.
          searchIndex: blogListSpansPages(model) ? blogIndexPath : undefined,
          icons,
        },
        head: head({ ...pages.blog.meta, title }),
      };
    }),
    ...model.posts.map(
      (post): Route => ({
        path: `/blog/${post.slug}`,
        template: 'BlogPostPage',
        props: {
          content: pages['blog-post'],
          post,
          related: (postsByCategory.get(post.category) ?? [])
            .slice(0, relatedLimit + 1)
            .filter((other) => other.id !== post.id)
            .slice(0, relatedLimit),
        },
        head: head(
          { title: post.title, description: post.excerpt, keywords: post.tags },
          { type: 'article', jsonLd: [blogPostingData(post, config, paths.absolute(`/blog/${post.slug}`))] },
        ),
      }),
    ),
    ...model.services.map(
      (page): Route => ({ path: page.link.href, template: 'ServicePage', props: { page }, head: head(page.content.meta) }),
    ),
    { path: notFoundPath, template: 'NotFoundPage', props: { content: pages['not-found'] }, head: head(pages['not-found'].meta) },
  ];
}

/** Where the compact index of every post lives when the blog list spans several pages. */
export const blogIndexPath = '/blog/index.json';

export function blogListPath(page: number): string {
  return page === 1 ? '/blog' : `/blog/page/${page}`;
}

/** One entry of the compact index: what a card shows and what filtering matches. */
export interface BlogIndexEntry {
  readonly id: number;
  readonly url: string;
  readonly title: string;
  readonly excerpt: string;
  readonly category: string;
  readonly tags: readonly string[];
  readonly readTime: string;
  readonly icon: string;
}

/** The compact index of every post, written only when the blog list spans several pages. */
export function blogSearchIndex(model: SiteModel, paths: SitePaths): string | undefined {
  if (!blogListSpansPages(model)) return undefined;
  const entries: BlogIndexEntry[] = model.posts.map(({ id, slug, title, excerpt, category, tags, readTime, icon }) => ({
    id,
    url: paths.link(`/blog/${slug}`),
    title,
    excerpt,
    category,
    tags,
    readTime,
    icon,
  }));
  return JSON.stringify(entries);
}

/** How far either side of the current list page its neighbours are linked. */
const paginationReach = 2;

/**
 * The list pages a list page links to: the first, the last and those within reach of
 * the current one, so that a blog of thousands of posts does not link every page from
 * every page. A gap of a single page is filled rather than shown as an ellipsis.
 */
function paginationLinks(current: number, count: number): PageLink[] {
  const near = Array.from({ length: 2 * paginationReach + 1 }, (_, index) => current - paginationReach + index);
  const numbers = [...new Set([1, ...near, count])].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  const filled = numbers.flatMap((page, index) => (index > 0 && page - numbers[index - 1]! === 2 ? [page - 1, page] : [page]));
  return filled.map((page) => ({ page, path: blogListPath(page) }));
}

/** The posts of each blog list page; one (possibly empty) page at least. */
/** Whether the blog list needs more than one page, and so the compact index of every post. */
function blogListSpansPages(model: SiteModel): boolean {
  return model.posts.length > model.config.blog.pageSize;
}

function blogListPages(posts: readonly PostSummary[], pageSize: number): PostSummary[][] {
  const pagesOfPosts: PostSummary[][] = [];
  for (let start = 0; start < posts.length; start += pageSize) pagesOfPosts.push(posts.slice(start, start + pageSize));
  return pagesOfPosts.length ? pagesOfPosts : [[]];
}

function toSummary({ html: _html, headings: _headings, ...summary }: Post): PostSummary {
  return summary;
}
