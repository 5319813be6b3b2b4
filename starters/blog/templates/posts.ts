import type { FeedSpec, LoadedContent, SearchSpec } from 'sitegen';
import type { BlogContent } from './content.ts';

/** A published post, its body rendered. */
export type Post = LoadedContent<BlogContent>['posts'][number];

export function postPath(post: Post): string {
  return `/posts/${post.name}`;
}

export function tagPath(tag: string): string {
  return `/tags/${tag}`;
}

/** The newest post first; posts of one day by file name. */
export function newestFirst(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => b.data.date.localeCompare(a.data.date) || a.name.localeCompare(b.name));
}

/** Each tag with its posts, newest first; tags in alphabetical order. */
export function postsByTag(posts: readonly Post[]): Map<string, Post[]> {
  const byTag = new Map<string, Post[]>();
  for (const post of newestFirst(posts)) {
    for (const tag of post.data.tags) byTag.set(tag, [...(byTag.get(tag) ?? []), post]);
  }
  return new Map([...byTag].sort(([a], [b]) => a.localeCompare(b)));
}

export function postSummary(post: Post): string {
  return post.data.summary ?? post.data.title;
}

export function blogFeed({ site, posts }: LoadedContent<BlogContent>): FeedSpec {
  return {
    channel: { title: site.title, description: site.description, language: site.language, copyright: site.author, listPath: '/', size: 20 },
    items: newestFirst(posts).map((post) => ({
      path: postPath(post),
      title: post.data.title,
      summary: postSummary(post),
      html: post.html,
      author: site.author,
      topic: post.data.tags[0],
      published: post.data.date,
    })),
  };
}

/** Search covers the posts; the words of code count for less than those of prose. */
export function blogSearch({ posts }: LoadedContent<BlogContent>): SearchSpec {
  return {
    partSize: 1000,
    documents: newestFirst(posts).map((post) => ({ path: postPath(post), title: post.data.title, filters: {}, html: post.html })),
    weights: { pre: 0.2 },
  };
}
