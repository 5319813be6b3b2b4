import { page, paginate, redirect, type LoadedContent, type Route, type RouteEnvironment, type RouteSource } from 'sitegen';
import { blogAuthors } from './authors.ts';
import { authorPath, blogListPath, categoryPath, postPath } from './blog-paths.ts';
import type { SiteContent } from './content.ts';
import { fillPlaceholders } from './format.ts';
import type { Post, SiteConfig } from './model.ts';
import type { HeadOf, PageHead } from './page-head.ts';
import { AuthorPage } from './pages/AuthorPage.tsx';
import { BlogListPage } from './pages/BlogListPage.tsx';
import { BlogPostPage } from './pages/BlogPostPage.tsx';
import type { CategoryLink } from './parts/CategoryLinks.tsx';
import { blogPosts, latestDay, postEntry, postModified, toSummary } from './posts.ts';
import { blogPostingData } from './structured-data.ts';

/** How many related articles a post shows. */
const relatedLimit = 2;

/** Where the compact index of every post lives, for list pages that show only some posts. */
export const blogIndexPath = '/blog/index.json';

/**
 * The blog's pages: the list, an archive per category, a page per author and the
 * articles, all newest first. Each page is dated by the newest post it shows.
 */
export function blogRoutes(content: LoadedContent<SiteContent>, { paths }: RouteEnvironment, head: HeadOf): Route<PageHead>[] {
  const { site, blog } = content;
  const posts = blogPosts(content);
  const summaries = posts.map(toSummary);
  const byCategory = groupBy(summaries, (post) => post.category);
  const byAuthor = groupBy(summaries, (post) => post.author);
  const authors = blogAuthors(content);
  // site.yaml's order, for the categories that have posts.
  const categories = site.blog.categories.filter((category) => byCategory.has(category.name));
  const filter = {
    all: { name: blog.allCategory, path: blogListPath(1) },
    categories: categories.map((category): CategoryLink => ({ name: category.name, path: categoryPath(category.name) })),
  };
  const icons = [...new Set(summaries.map((post) => post.icon))];
  const indexWritten = blogIndexWritten(content);
  const listTitle = (title: string, number: number) =>
    number === 1 ? title : fillPlaceholders(blog.pagination.title, { title, page: String(number) });

  return [
    ...paginate(summaries, { size: site.blog.pageSize, path: blogListPath }).map((list) =>
      page({
        path: list.path,
        template: BlogListPage,
        props: {
          content: blog,
          hero: blog.hero,
          posts: list.items,
          featured: list.number === 1 ? summaries.find((post) => post.featured) : undefined,
          filter,
          pagination: { current: list.number, links: list.links },
          // A list spread over pages filters every post through the compact index, loaded on first use.
          searchIndex: indexWritten ? blogIndexPath : undefined,
          icons,
        },
        head: head({ ...blog.meta, title: listTitle(blog.meta.title, list.number) }),
        // Its own words, or the newest post it shows, whichever changed last.
        lastModified: latestDay([blog.meta.updated, ...list.items.map(postModified)]),
      }),
    ),
    ...categories.flatMap((category) => {
      const title = fillPlaceholders(blog.categoryTitle, { category: category.name });
      return paginate(byCategory.get(category.name) ?? [], {
        size: site.blog.pageSize,
        path: (number) => categoryPath(category.name, number),
      }).map((list) =>
        page({
          path: list.path,
          template: BlogListPage,
          props: {
            content: blog,
            hero: { ...blog.hero, title, lead: category.description },
            posts: list.items,
            category: category.name,
            filter,
            pagination: { current: list.number, links: list.links },
            searchIndex: indexWritten ? blogIndexPath : undefined,
            icons,
          },
          head: head({
            title: listTitle(title, list.number),
            description: category.description,
            keywords: [category.name, ...site.keywords],
          }),
          lastModified: latestDay(list.items.map(postModified)),
        }),
      );
    }),
    ...[...authors.values()].flatMap((author) =>
      paginate(byAuthor.get(author.name) ?? [], { size: site.blog.pageSize, path: (number) => authorPath(author.slug, number) })
        .filter((list) => list.items.length > 0)
        .map((list) =>
          page({
            path: list.path,
            template: AuthorPage,
            props: { content: blog, author, posts: list.items, pagination: { current: list.number, links: list.links } },
            head: head({
              title: listTitle(fillPlaceholders(blog.author.title, { author: author.name }), list.number),
              description: author.bio,
              keywords: [author.name, ...site.keywords],
            }),
            lastModified: latestDay(list.items.map(postModified)),
          }),
        ),
    ),
    ...posts.map((post) =>
      page({
        path: postPath(post.slug),
        template: BlogPostPage,
        props: {
          content: content['blog-post'],
          post,
          author: authors.get(post.author),
          // Newest first, as the list: the first of the category's posts that are not this one.
          related: (byCategory.get(post.category) ?? [])
            .slice(0, relatedLimit + 1)
            .filter((other) => other.id !== post.id)
            .slice(0, relatedLimit),
        },
        head: postHead(post, site, paths.absolute(postPath(post.slug)), head),
        lastModified: postModified(post),
        source: sourceOf(post, ['slug']),
      }),
    ),
    ...posts.flatMap((post) =>
      post.aliases.map((from, index) =>
        redirect({
          from,
          to: postPath(post.slug),
          title: content['blog-post'].moved.title,
          linkText: content['blog-post'].moved.link,
          source: sourceOf(post, ['aliases', index]),
        }),
      ),
    ),
  ];
}

/** Where a post's field is, so that a problem with the address made from it is reported at its line. */
function sourceOf(post: Post, field: RouteSource['field']): RouteSource | undefined {
  const entry = postEntry(post);
  return entry && { entry, field };
}

/** Each post's head, with the site's settings and the address it was made for. */
const postHeads = new WeakMap<Post, { readonly site: SiteConfig; readonly url: string; readonly head: PageHead }>();

/**
 * An article's head, the same object while its post, the site's settings and its
 * address are (see postOf in posts.ts): the dev server then sees the page unchanged
 * without comparing its structured data, and makes no new one for each of thousands
 * of posts on each save.
 */
function postHead(post: Post, site: SiteConfig, url: string, head: HeadOf): PageHead {
  const known = postHeads.get(post);
  if (known?.site === site && known.url === url) return known.head;
  const made = head(
    { title: post.title, description: post.excerpt, keywords: post.tags },
    {
      type: 'article',
      jsonLd: [blogPostingData(post, site, url)],
      card: {
        title: post.title,
        section: post.category,
        picture: post.image ? { path: post.image, alt: post.imageAlt ?? post.title } : undefined,
      },
    },
  );
  postHeads.set(post, { site, url, head: made });
  return made;
}

/**
 * Whether the compact index of every post is written: when the blog list spans pages,
 * so that filtering covers the posts of other pages. A category's archive then uses it
 * too; otherwise its links to the other categories and to the whole list lead there.
 */
export function blogIndexWritten({ posts, site }: LoadedContent<SiteContent>): boolean {
  return posts.length > site.blog.pageSize;
}

function groupBy<Item>(items: readonly Item[], keyOf: (item: Item) => string): ReadonlyMap<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}
