import type { LoadedContent } from 'sitegen';
import type { SiteContent } from './content.ts';
import type { Post } from './model.ts';
import type { PostSummary } from './post-summary.ts';
import { readingMinutes, readTimeLabel } from './read-time.ts';

/**
 * The blog's order: the newest first, and the latest id first among posts of one day.
 * Days are `YYYY-MM-DD`, in order as plain strings: localeCompare took half of sorting
 * 4,000 posts, which the dev server does on every save.
 */
export function newestFirst(a: Pick<Post, 'publishDate' | 'id'>, b: Pick<Post, 'publishDate' | 'id'>): number {
  if (a.publishDate !== b.publishDate) return a.publishDate < b.publishDate ? 1 : -1;
  return b.id - a.id;
}

/** The day a post last changed: its `updated` date, or the day it was published. */
export function postModified(post: Pick<Post, 'publishDate' | 'updated'>): string {
  return post.updated ?? post.publishDate;
}

/** The latest of some days written `YYYY-MM-DD`, if there are any. */
export function latestDay(days: readonly string[]): string | undefined {
  return days.reduce<string | undefined>((latest, day) => (latest === undefined || day > latest ? day : latest), undefined);
}

/** The published articles, newest first, each with its icon or its category's and its read time. */
export function blogPosts(content: LoadedContent<SiteContent>): readonly Post[] {
  // The routes, the feed, the search index and the blog's index each ask for them: they are made once per content.
  let posts = postsOf.get(content.posts);
  if (!posts) {
    const iconOf = new Map(content.site.blog.categories.map((category) => [category.name, category.icon]));
    posts = inBlogOrder(content.posts.map((entry) => postOf(entry, iconOf)));
    postsOf.set(content.posts, posts);
  }
  return posts;
}

/**
 * The posts sorted newest first. The sort compares small objects of one shape holding
 * what it compares: comparing the posts themselves, of as many shapes as their optional
 * fields make, took twice as long (9 ms against 4 at 4,000 posts, on every dev-server save).
 */
function inBlogOrder(posts: readonly Post[]): Post[] {
  return posts
    .map((post) => ({ post, publishDate: post.publishDate, id: post.id }))
    .sort(newestFirst)
    .map(({ post }) => post);
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
  const post = { ...data, icon, readTime: data.readTime ?? readTimeLabel(readingMinutes(html)), html, headings };
  postOfEntry.set(entry, post);
  entryOfPost.set(post, entry);
  return post;
}

const postOfEntry = new WeakMap<PostEntry, Post>();
const entryOfPost = new WeakMap<Post, PostEntry>();

/** The content entry a post was made from, for routes that say where their address was declared. */
export function postEntry(post: Post): PostEntry | undefined {
  return entryOfPost.get(post);
}

/** A post without its body, the same object for the same post (see postOf). */
export function toSummary(post: Post): PostSummary {
  let summary = summaryOf.get(post);
  if (!summary) {
    const { html: _html, headings: _headings, ...rest } = post;
    summary = rest;
    summaryOf.set(post, summary);
  }
  return summary;
}

const summaryOf = new WeakMap<Post, PostSummary>();
