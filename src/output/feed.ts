import { Feed } from 'feed';
import type { SiteModel } from '../site/model.ts';
import type { SitePaths } from '../render/site-paths.ts';

export const feedPath = '/feed.xml';

/**
 * The blog's newest `blog.feedSize` articles as RSS 2.0, newest first. Dated by the
 * newest post, not the clock, so builds are reproducible.
 */
export function rssFeed(model: SiteModel, paths: SitePaths): string {
  const { config } = model;
  const posts = [...model.posts]
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.id - a.id)
    .slice(0, config.blog.feedSize);
  const dateOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
  const feed = new Feed({
    title: config.blog.feedTitle,
    description: config.blog.feedDescription,
    id: paths.absolute('/blog'),
    link: paths.absolute('/blog'),
    language: config.language,
    copyright: config.footer.copyright,
    updated: posts[0] ? dateOf(posts[0].publishDate) : undefined,
    feedLinks: { rss: paths.absolute(feedPath) },
  });
  for (const post of posts) {
    const url = paths.absolute(`/blog/${post.slug}`);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      content: post.html,
      author: [{ name: post.author }],
      date: dateOf(post.publishDate),
      category: [{ name: post.category }],
    });
  }
  return feed.rss2();
}
