import { notFoundPage, page, paginate, type LoadedContent, type Route, type RouteEnvironment } from 'sitegen';
import type { SiteContent } from './content.ts';
import { fillPlaceholders } from './format.ts';
import type { Meta } from './schema/common.ts';
import type { MarkdownPage, Post, ServicePage } from './model.ts';
import { AboutPage } from './pages/AboutPage.tsx';
import { BlogListPage } from './pages/BlogListPage.tsx';
import { BlogPostPage } from './pages/BlogPostPage.tsx';
import { CareersPage } from './pages/CareersPage.tsx';
import { ContactPage } from './pages/ContactPage.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { MarkdownPage as MarkdownPageTemplate } from './pages/MarkdownPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PortfolioPage } from './pages/PortfolioPage.tsx';
import { ServicePage as ServicePageTemplate } from './pages/ServicePage.tsx';
import { StaffAugmentationPage } from './pages/StaffAugmentationPage.tsx';
import type { PostSummary } from './post-summary.ts';
import { blogPostingData, organizationData } from './structured-data.ts';

/** What every page tells search engines and social networks about itself, beyond its address. */
export interface PageHead {
  /** The full title, suffix included. */
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly type: 'website' | 'article';
  readonly jsonLd: readonly object[];
}

/** How many related articles a post shows. */
const relatedLimit = 2;

/** Where the compact index of every post lives when the blog list spans several pages. */
export const blogIndexPath = '/blog/index.json';

export function blogListPath(page: number): string {
  return page === 1 ? '/blog' : `/blog/page/${page}`;
}

/** The site's pages, derived from its content alone. */
export function siteRoutes(content: LoadedContent<SiteContent>, { paths }: RouteEnvironment): Route<PageHead>[] {
  const { site } = content;
  const head = (meta: Meta, extra: Partial<PageHead> = {}): PageHead => ({
    title: `${meta.title} | ${site.titleSuffix}`,
    description: meta.description,
    keywords: meta.keywords ?? site.keywords,
    type: 'website',
    jsonLd: [],
    ...extra,
  });
  const posts = blogPosts(content);
  const summaries = posts.map(toSummary);
  const categories = [...new Set(posts.map((post) => post.category))];
  const icons = [...new Set(summaries.map((post) => post.icon))];
  const postsByCategory = new Map<string, PostSummary[]>();
  for (const post of summaries) {
    const group = postsByCategory.get(post.category);
    if (group) group.push(post);
    else postsByCategory.set(post.category, [post]);
  }
  const spansPages = blogListSpansPages(content);

  return [
    page({
      path: '/',
      template: HomePage,
      props: { content: content.home },
      head: head(content.home.meta, { jsonLd: [organizationData(site, paths.absolute('/'))] }),
    }),
    page({ path: '/about', template: AboutPage, props: { content: content.about }, head: head(content.about.meta) }),
    page({ path: '/portfolio', template: PortfolioPage, props: { content: content.portfolio }, head: head(content.portfolio.meta) }),
    page({
      path: '/staff-augmentation',
      template: StaffAugmentationPage,
      props: { content: content['staff-augmentation'] },
      head: head(content['staff-augmentation'].meta),
    }),
    page({ path: '/contact', template: ContactPage, props: { content: content.contact }, head: head(content.contact.meta) }),
    page({ path: '/careers', template: CareersPage, props: { content: content.careers }, head: head(content.careers.meta) }),
    ...paginate(summaries, { size: site.blog.pageSize, path: blogListPath }).map((list) => {
      const { meta, pagination } = content.blog;
      const title = list.number === 1 ? meta.title : fillPlaceholders(pagination.title, { title: meta.title, page: String(list.number) });
      return page({
        path: list.path,
        template: BlogListPage,
        props: {
          content: content.blog,
          posts: list.items,
          featured: list.number === 1 ? summaries.find((post) => post.featured) : undefined,
          categories,
          pagination: { current: list.number, links: list.links },
          // A list spread over pages filters every post through the compact index, loaded on first use.
          searchIndex: spansPages ? blogIndexPath : undefined,
          icons,
        },
        head: head({ ...meta, title }),
      });
    }),
    ...posts.map((post) =>
      page({
        path: `/blog/${post.slug}`,
        template: BlogPostPage,
        props: {
          content: content['blog-post'],
          post,
          related: (postsByCategory.get(post.category) ?? [])
            .slice(0, relatedLimit + 1)
            .filter((other) => other.id !== post.id)
            .slice(0, relatedLimit),
        },
        head: head(
          { title: post.title, description: post.excerpt, keywords: post.tags },
          { type: 'article', jsonLd: [blogPostingData(post, site, paths.absolute(`/blog/${post.slug}`))] },
        ),
      }),
    ),
    ...servicePages(content).map((service) =>
      page({ path: service.link.href, template: ServicePageTemplate, props: { page: service }, head: head(service.content.meta) }),
    ),
    ...markdownPages(content).map(({ slug, page: markdownPage }) =>
      page({ path: `/${slug}`, template: MarkdownPageTemplate, props: { page: markdownPage }, head: head(markdownPage) }),
    ),
    notFoundPage({ template: NotFoundPage, props: { content: content['not-found'] }, head: head(content['not-found'].meta) }),
  ];
}

/** The published articles, by id, each with its icon or its category's. */
export function blogPosts(content: LoadedContent<SiteContent>): readonly Post[] {
  // The routes, the feed, the search index and the blog's index each ask for them: they are made once per content.
  let posts = postsOf.get(content.posts);
  if (!posts) {
    const iconOf = new Map(content.site.blog.categories.map((category) => [category.name, category.icon]));
    posts = content.posts.map((entry) => postOf(entry, iconOf)).sort((a, b) => a.id - b.id);
    postsOf.set(content.posts, posts);
  }
  return posts;
}

type PostEntry = LoadedContent<SiteContent>['posts'][number];

const postsOf = new WeakMap<readonly PostEntry[], readonly Post[]>();

/**
 * An entry as a post, the same object for the same entry and icon: the dev server
 * hands over the same entries for files that did not change, and pages made from the
 * same objects are seen to be unchanged without looking into them.
 */
function postOf(entry: PostEntry, iconOf: ReadonlyMap<string, string>): Post {
  const { data, html, headings } = entry;
  const icon = data.icon ?? iconOf.get(data.category) ?? 'file-text';
  const known = postOfEntry.get(entry);
  if (known?.icon === icon) return known;
  const post = { ...data, icon, html, headings };
  postOfEntry.set(entry, post);
  return post;
}

const postOfEntry = new WeakMap<PostEntry, Post>();

/** The service pages, in the order site.yaml lists them. */
function servicePages({ site, services }: LoadedContent<SiteContent>): ServicePage[] {
  const bySlug = new Map(services.map((entry) => [entry.name, entry]));
  return site.services.flatMap((link) => {
    const slug = link.href.slice('/services/'.length);
    const entry = bySlug.get(slug);
    return entry ? [{ slug, link, content: entry.data, html: entry.html }] : [];
  });
}

function markdownPages({ pages }: LoadedContent<SiteContent>): { slug: string; page: MarkdownPage }[] {
  return pages.map((entry) => ({ slug: entry.name, page: { ...entry.data, html: entry.html } }));
}

/** Whether the blog list needs more than one page, and so the compact index of every post. */
export function blogListSpansPages({ site, posts }: LoadedContent<SiteContent>): boolean {
  return posts.length > site.blog.pageSize;
}

/** A post without its body, the same object for the same post (see postOf). */
function toSummary(post: Post): PostSummary {
  let summary = summaryOf.get(post);
  if (!summary) {
    const { html: _html, headings: _headings, ...rest } = post;
    summary = rest;
    summaryOf.set(post, summary);
  }
  return summary;
}

const summaryOf = new WeakMap<Post, PostSummary>();
