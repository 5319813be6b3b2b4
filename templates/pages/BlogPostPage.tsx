import type { Author, PageContent, Post } from '../model.ts';
import { fillPlaceholders, formatLongDate, truncate } from '../format.ts';
import { BrandMark, Icon } from '../parts/Icon.tsx';
import { PostCard } from '../parts/PostCard.tsx';
import { Portrait } from '../parts/visuals/Portrait.tsx';
import type { PostSummary } from '../post-summary.ts';
import { authorPath, blogListPath, postPath } from '../blog-paths.ts';
import { useSite } from '../site-context.tsx';

interface BlogPostPageProps {
  content: PageContent['blog-post'];
  post: Post;
  /** The post's author, as content/authors/ describes them. */
  author: Author | undefined;
  /** At most two posts of the same category. */
  related: readonly PostSummary[];
}

/** Length at which related-article excerpts are cut. */
const relatedExcerptLength = 100;

/** Where the article's aside is a sidebar beside it, as article.css lays it out: there its table of contents is open. */
const sidebarMedia = '(min-width: 1024px)';

export function BlogPostPage({ content, post, author, related }: BlogPostPageProps) {
  const { link, absolute, config } = useSite();
  // The canonical address, so a share always points at the public page (the client script shares it as is).
  const url = absolute(postPath(post.slug));
  const shareText = fillPlaceholders(content.shareText, { title: post.title });
  // The spec names the first network Twitter, and X is what its readers now see it called: the label says both, once.
  const shares = (
    [
      {
        id: 'twitter',
        network: 'Twitter (now X)',
        brand: 'x',
        href: `https://twitter.com/intent/tweet?${new URLSearchParams({ url, text: shareText })}`,
      },
      {
        id: 'linkedin',
        network: 'LinkedIn',
        brand: 'linkedin',
        href: `https://www.linkedin.com/shareArticle?${new URLSearchParams({ mini: 'true', url, text: shareText, title: post.title, summary: post.excerpt })}`,
      },
      {
        id: 'facebook',
        network: 'Facebook',
        brand: 'facebook',
        href: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url, quote: shareText })}`,
      },
    ] as const
  ).map((share) => ({ ...share, label: fillPlaceholders(content.shareOn, { network: share.network }) }));
  // The words around the date of 'Updated {date}', which is shown as a <time>.
  const [updatedBefore, updatedAfter] = content.updated.split('{date}');
  const sections = post.headings.filter((heading) => heading.depth === 2);

  return (
    <>
      <article className="article">
        <header className="article__header">
          <div className="container">
            <a className="back-link" href={link(blogListPath(1))}>
              <Icon name="arrow-left" size={16} />
              {content.back}
            </a>
            <p className="article__category">{post.category}</p>
            <h1 className="article__title">{post.title}</h1>
            <p className="article__meta">
              <span>
                {content.byline} {post.author}
              </span>
              <time dateTime={post.publishDate}>{formatLongDate(post.publishDate)}</time>
              {post.updated && (
                <span className="article__updated">
                  {updatedBefore}
                  <time dateTime={post.updated}>{formatLongDate(post.updated)}</time>
                  {updatedAfter}
                </span>
              )}
              <span>{post.readTime}</span>
            </p>
          </div>
        </header>
        <div className="container article__layout">
          <aside className="article__sidebar">
            <nav className="toc" aria-labelledby="toc-title">
              {/* Closed, so that a phone opens on the article; the sidebar's list shows whatever its state (article.css). */}
              <details className="toc__disclosure" data-toc-disclosure data-open-where={sidebarMedia}>
                <summary className="toc__title" id="toc-title">
                  {content.tocTitle}
                </summary>
                <ol className="toc__list">
                  {sections.map((heading) => (
                    <li key={heading.id}>
                      <a href={`#${heading.id}`} data-toc-link>
                        {heading.title}
                      </a>
                    </li>
                  ))}
                </ol>
              </details>
            </nav>
            <div className="share">
              <h2 className="share__title">{content.shareTitle}</h2>
              <ul className="share__list" role="list">
                {shares.map((share) => (
                  <li key={share.id}>
                    <a
                      className="share__link"
                      href={share.href}
                      target="_blank"
                      rel="noopener"
                      aria-label={share.label}
                      data-share={share.id}
                    >
                      <BrandMark brand={share.brand} size={18} />
                      {/* Shown beside the mark in the sidebar; a phone's compact row shows the marks alone, named by aria-label. */}
                      <span className="share__label">{share.label}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
          <div className="article__main">
            <div
              className="prose article__body"
              data-copied-message={content.copied}
              data-copy-failed-message={content.copyFailed}
              dangerouslySetInnerHTML={{ __html: post.html }}
            />
            <section className="author-box" aria-labelledby="author-title">
              <Portrait
                name={post.author}
                label={fillPlaceholders(content.portraitLabel, { name: post.author })}
                traits={author?.portrait}
                size={64}
              />
              <div>
                <h2 className="author-box__title" id="author-title">
                  {content.authorTitle}
                </h2>
                <p className="author-box__name">{post.author}</p>
                {/* One paragraph: the company's sentence reads as the bio's opening, not as a preamble set above it. */}
                <p className="author-box__text">
                  {fillPlaceholders(content.authorText, { author: post.author, site: config.name })}
                  {author && (
                    <>
                      {' '}
                      <span className="author-box__bio">{author.bio}</span>
                    </>
                  )}
                </p>
                {author && (
                  <a className="author-box__link" href={link(authorPath(author.slug))}>
                    {fillPlaceholders(content.authorLink, { author: author.name })}
                  </a>
                )}
              </div>
            </section>
          </div>
        </div>
      </article>
      {related.length > 0 && (
        <section className="section section--muted" aria-labelledby="related-title">
          <div className="container">
            <h2 className="section__title" id="related-title">
              {content.relatedTitle}
            </h2>
            <ul className="post-grid post-grid--two" role="list">
              {related.map((item) => (
                <PostCard key={item.id} post={item} readMore={content.readMore} excerpt={truncate(item.excerpt, relatedExcerptLength)} />
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
