import { notFoundPage, page, type LoadedContent, type Route, type RouteEnvironment } from 'sitegen';
import type { BlogContent } from './content.ts';
import { newestFirst, postPath, postsByTag, postSummary, tagPath, type Post } from './posts.ts';
import { NotFoundPage, PostListPage, PostPage, TagListPage, type PageHead, type PostCard } from './pages.tsx';
import { SearchPage } from './search-page.tsx';

/** The pages: every post listed on the home page, a page per post and per tag, search, and the not-found page. */
export function blogRoutes(content: LoadedContent<BlogContent>, { paths }: RouteEnvironment): Route<PageHead>[] {
  const { site } = content;
  const posts = newestFirst(content.posts);
  const head = (title: string, description: string): PageHead => ({ title: `${title} | ${site.title}`, description });
  // Templates get every address ready to use, under the base path the site is served at.
  const cardOf = (post: Post): PostCard => ({
    title: post.data.title,
    date: post.data.date,
    summary: post.data.summary,
    href: paths.link(postPath(post)),
    tags: post.data.tags.map((name) => ({ name, href: paths.link(tagPath(name)) })),
  });

  return [
    page({
      path: '/',
      template: PostListPage,
      props: { heading: site.title, description: site.description, posts: posts.map(cardOf) },
      head: { title: site.title, description: site.description },
    }),
    ...posts.map((post) =>
      page({
        path: postPath(post),
        template: PostPage,
        props: { card: cardOf(post), html: post.html, author: site.author },
        head: head(post.data.title, postSummary(post)),
        lastModified: post.data.date,
        // A post's address is its file's name: a clash between two is reported at that file.
        source: { entry: post, field: [] },
      }),
    ),
    ...[...postsByTag(posts)].map(([tag, tagged]) =>
      page({
        path: tagPath(tag),
        template: TagListPage,
        props: { tag, posts: tagged.map(cardOf) },
        head: head(`Posts tagged ${tag}`, `Every post of ${site.title} tagged ${tag}.`),
      }),
    ),
    page({
      path: '/search',
      template: SearchPage,
      props: { heading: 'Search', manifest: paths.link('/search-indexes.json') },
      head: head('Search', `Search the posts of ${site.title}.`),
    }),
    notFoundPage({ template: NotFoundPage, props: { home: paths.link('/') }, head: head('Not found', 'No post has this address.') }),
  ];
}
