import type { FeedSpec, LoadedContent, RouteEnvironment, SearchSpec } from 'sitegen';
import type { SiteContent } from './content.ts';
import { blogIndexPath, blogIndexWritten } from './blog-routes.ts';
import { postPath } from './blog-paths.ts';
import { formatLongDate } from './format.ts';
import type { Post } from './model.ts';
import { blogPosts } from './posts.ts';

/** The blog's feed: its newest articles, in the blog's order (only as many as it carries: the dev server makes it on every save). */
export function blogFeed(content: LoadedContent<SiteContent>): FeedSpec {
  const { site } = content;
  return {
    channel: {
      title: site.blog.feedTitle,
      description: site.blog.feedDescription,
      language: site.language,
      copyright: site.footer.copyright,
      listPath: '/blog',
      size: site.blog.feedSize,
    },
    items: blogPosts(content)
      .slice(0, site.blog.feedSize)
      .map((post) => ({
        path: postPath(post.slug),
        title: post.title,
        summary: post.excerpt,
        html: post.html,
        author: post.author,
        topic: post.category,
        published: post.publishDate,
        updated: post.updated,
      })),
  };
}

/** The search index covers the articles: their title, their category (a filter) and their body, code included. */
export function articleSearch(content: LoadedContent<SiteContent>): SearchSpec {
  return {
    partSize: content.site.blog.searchPartSize,
    documents: blogPosts(content).map((post) => ({
      path: postPath(post.slug),
      title: post.title,
      filters: { category: post.category },
      html: post.html,
    })),
    // Code is found, an API's name say, but an article whose prose has the words ranks above one whose code has them.
    // The blog list's script keeps code out of the passages it quotes (assets/client/blog-mentions.ts).
    weights: { pre: 0.2 },
  };
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
  /** `YYYY-MM-DD`, and as a card shows it. */
  readonly publishDate: string;
  readonly date: string;
}

/** The compact index of every post, newest first, written only when the blog list spans pages (blogIndexWritten). */
export function blogIndexFiles(content: LoadedContent<SiteContent>, { paths }: RouteEnvironment): Record<string, string> {
  if (!blogIndexWritten(content)) return {};
  return {
    [blogIndexPath]: `[${blogPosts(content)
      .map((post) => indexEntryJson(post, paths.link(postPath(post.slug))))
      .join(',')}]`,
  };
}

/** A post's entry of the index as JSON, made once per post and address: a blog of thousands changes one at a time. */
function indexEntryJson(post: Post, url: string): string {
  const known = indexEntries.get(post);
  if (known?.url === url) return known.json;
  const { id, title, excerpt, category, tags, readTime, icon, publishDate } = post;
  const date = formatLongDate(publishDate);
  const json = JSON.stringify({ id, url, title, excerpt, category, tags, readTime, icon, publishDate, date } satisfies BlogIndexEntry);
  indexEntries.set(post, { url, json });
  return json;
}

const indexEntries = new WeakMap<Post, { readonly url: string; readonly json: string }>();
