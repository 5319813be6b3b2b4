import type { DocumentProps, LoadedData } from 'sitegen';
import type { BlogContent } from './content.ts';

export interface PageHead {
  /** The full title, the blog's name included. */
  readonly title: string;
  readonly description: string;
}

export interface PostCard {
  readonly title: string;
  readonly date: string;
  readonly summary: string | undefined;
  readonly href: string;
  readonly tags: readonly { readonly name: string; readonly href: string }[];
}

/** What wraps every page: the head, the blog's name and links above, the author and the feed below. */
export function Document({
  data,
  head,
  canonical,
  assets,
  paths,
  card,
  sharedMarkup,
  children,
}: DocumentProps<LoadedData<BlogContent>, PageHead>) {
  const { site } = data;
  return (
    <html lang={site.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {canonical ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
        <link rel="icon" href={paths.link('/favicon.svg')} type="image/svg+xml" />
        {assets.feed && <link rel="alternate" type="application/rss+xml" title={site.title} href={assets.feed} />}
        {assets.stylesheet && <link rel="stylesheet" href={assets.stylesheet} />}
        {assets.script && <script type="module" src={assets.script}></script>}
        {card && (
          <>
            <meta property="og:title" content={head.title} />
            <meta property="og:image" content={card.url} />
            <meta property="og:image:width" content={String(card.width)} />
            <meta property="og:image:height" content={String(card.height)} />
            <meta property="og:image:alt" content={card.alt} />
            <meta name="twitter:card" content="summary_large_image" />
          </>
        )}
      </head>
      <body>
        {sharedMarkup(
          'header',
          <header className="site-header">
            <a className="site-name" href={paths.link('/')}>
              {site.title}
            </a>
            <nav aria-label="Site">
              <a href={paths.link('/search')}>Search</a>
            </nav>
          </header>,
        )}
        <main>{children}</main>
        {sharedMarkup(
          'footer',
          <footer className="site-footer">
            <p>
              Written by {site.author}. {assets.feed && <a href={assets.feed}>Follow the feed</a>}
            </p>
          </footer>,
        )}
      </body>
    </html>
  );
}

function Tags({ tags }: { tags: PostCard['tags'] }) {
  return (
    <p className="tags">
      Tagged{' '}
      {tags.map((tag) => (
        <a key={tag.name} href={tag.href}>
          {tag.name}
        </a>
      ))}
    </p>
  );
}

function PostList({ posts }: { posts: readonly PostCard[] }) {
  return (
    <ul className="posts">
      {posts.map((post) => (
        <li key={post.href}>
          <a href={post.href}>{post.title}</a> <time dateTime={post.date}>{post.date}</time>
          {post.summary && <p>{post.summary}</p>}
        </li>
      ))}
    </ul>
  );
}

export function PostListPage({ heading, description, posts }: { heading: string; description: string; posts: readonly PostCard[] }) {
  return (
    <>
      <h1>{heading}</h1>
      <p className="lead">{description}</p>
      <PostList posts={posts} />
    </>
  );
}

export function PostPage({ card, html, author }: { card: PostCard; html: string; author: string }) {
  return (
    <article>
      <h1>{card.title}</h1>
      <p className="byline">
        {author}, <time dateTime={card.date}>{card.date}</time>
      </p>
      <Tags tags={card.tags} />
      {/* Markdown that the build rendered and sanitized. */}
      <div className="body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

export function TagListPage({ tag, posts }: { tag: string; posts: readonly PostCard[] }) {
  return (
    <>
      <h1>Posts tagged {tag}</h1>
      <PostList posts={posts} />
    </>
  );
}

export function NotFoundPage({ home }: { home: string }) {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        No post lives at this address. The <a href={home}>home page</a> lists them all.
      </p>
    </>
  );
}
