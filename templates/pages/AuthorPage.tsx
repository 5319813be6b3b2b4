import type { PageLink } from 'sitegen';
import type { Author, PageContent } from '../model.ts';
import { fillPlaceholders } from '../format.ts';
import { Hero } from '../parts/Hero.tsx';
import { Pagination } from '../parts/Pagination.tsx';
import { PostCard } from '../parts/PostCard.tsx';
import { Portrait } from '../parts/visuals/Portrait.tsx';
import type { PostSummary } from '../post-summary.ts';

interface AuthorPageProps {
  content: PageContent['blog'];
  author: Author;
  /** This page's share of the author's posts, newest first. */
  posts: readonly PostSummary[];
  /** Which page this is (from 1), and the pages it links to. */
  pagination: { readonly current: number; readonly links: readonly PageLink[] };
}

/** An author's page: who they are, in their own words, and the articles they wrote. */
export function AuthorPage({ content, author, posts, pagination }: AuthorPageProps) {
  const title = fillPlaceholders(content.author.title, { author: author.name });
  return (
    <>
      <Hero
        hero={{ eyebrow: author.role, title: author.name, lead: author.bio, actions: [] }}
        visual={
          <Portrait
            name={author.name}
            label={fillPlaceholders(content.author.portraitLabel, { name: author.name })}
            traits={author.portrait}
            size={288}
            className="hero__portrait"
          />
        }
      >
        {author.links.length > 0 && (
          <nav className="author-links" aria-label={content.author.linksLabel}>
            <ul role="list">
              {author.links.map((item) => (
                <li key={item.url}>
                  <a href={item.url} rel="me noopener" target="_blank">
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Hero>
      <section className="section" aria-labelledby="articles-title">
        <div className="container">
          <h2 className="section__title" id="articles-title">
            {title}
          </h2>
          <ul className="post-grid" role="list">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} readMore={content.readMore} />
            ))}
          </ul>
          <Pagination content={content.pagination} current={pagination.current} links={pagination.links} />
        </div>
      </section>
    </>
  );
}
