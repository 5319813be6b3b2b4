import { Fragment } from 'react';
import type { PageContent } from '../model.ts';
import { fillPlaceholders, formatLongDate } from '../format.ts';
import { FilterButtons } from '../parts/FilterButtons.tsx';
import { Hero } from '../parts/Hero.tsx';
import { Icon } from '../parts/Icon.tsx';
import { PostCard } from '../parts/PostCard.tsx';
import type { PostSummary } from '../post-summary.ts';
import { useSite } from '../site-context.tsx';

/** A list page by number, and its site path. */
export interface PageLink {
  readonly page: number;
  readonly path: string;
}

interface BlogListPageProps {
  content: PageContent['blog'];
  /** This page's posts, in list order. */
  posts: readonly PostSummary[];
  /** The first featured post, shown above the list on its first page only. */
  featured?: PostSummary | undefined;
  /** 'All' is added by the page; these are the distinct categories of all posts. */
  categories: readonly string[];
  /** Which list page this is (from 1), and the list pages it links to, in order. */
  pagination: { readonly current: number; readonly links: readonly PageLink[] };
  /** The compact index of every post, when the list spans pages: filtering then covers them all. */
  searchIndex?: string | undefined;
  /** The icon names of all posts, for cards the script adds from the index. */
  icons: readonly string[];
}

export function BlogListPage({ content, posts, featured, categories, pagination, searchIndex, icons }: BlogListPageProps) {
  const { link } = useSite();
  return (
    <>
      <Hero hero={content.hero} />
      <div
        className="blog-toolbar"
        data-requires-js
        data-blog-filter
        data-results-status={content.resultsStatus}
        data-search-indexes-path={link('/search-indexes.json')}
      >
        <div className="container blog-toolbar__inner">
          {/* Not a form: the toolbar only exists with JavaScript, which filters as you type. */}
          <div className="blog-search" role="search">
            <label className="visually-hidden" htmlFor="blog-search">
              {content.search.label}
            </label>
            <Icon name="search" size={18} className="blog-search__icon" />
            <input id="blog-search" name="q" type="search" placeholder={content.search.placeholder} autoComplete="off" data-blog-search />
          </div>
          <FilterButtons label={content.categoriesLabel} all={content.allCategory} options={categories} />
          <p className="visually-hidden" role="status" data-blog-status></p>
        </div>
      </div>
      {featured && (
        // The value names the grid card this block stands in for, hidden there while the block shows.
        <section className="section featured" aria-labelledby="featured-title" data-blog-featured={featured.id}>
          <div className="container">
            <h2 className="section__eyebrow" id="featured-title">
              {content.featuredLabel}
            </h2>
            <article className="featured__card">
              <div className="featured__meta">
                <span className="featured__category">{featured.category}</span>
                <span>{featured.readTime}</span>
              </div>
              <h3 className="featured__title">{featured.title}</h3>
              <p className="featured__excerpt">{featured.excerpt}</p>
              <p className="featured__byline">
                <span>{featured.author}</span>
                <time dateTime={featured.publishDate}>{formatLongDate(featured.publishDate)}</time>
              </p>
              <a className="button button--primary" href={link(`/blog/${featured.slug}`)}>
                {content.readFullArticle}
                <span className="visually-hidden">: {featured.title}</span>
              </a>
            </article>
          </div>
        </section>
      )}
      <section className="section" aria-labelledby="articles-title">
        <div className="container">
          <h2
            className="section__title"
            id="articles-title"
            data-blog-grid-title
            data-title-all={content.gridTitle}
            data-title-category={content.gridTitleForCategory}
          >
            {content.gridTitle}
          </h2>
          <ul className="post-grid" role="list" data-blog-grid data-blog-index={searchIndex && link(searchIndex)}>
            {posts.map((post) => (
              <PostCard key={post.id} post={post} readMore={content.readMore} hidden={post.id === featured?.id} />
            ))}
          </ul>
          {searchIndex && <CardTemplates readMore={content.readMore} icons={icons} />}
          <Pagination content={content.pagination} pagination={pagination} />
          <div className="blog-empty" data-blog-empty hidden>
            <p>{content.empty}</p>
            <button type="button" className="button button--secondary" data-blog-clear>
              {content.clearFilters}
            </button>
          </div>
          <section className="blog-mentions" aria-labelledby="mentions-title" data-blog-mentions hidden>
            <h2
              className="section__title"
              id="mentions-title"
              data-blog-mentions-title
              data-title-also={content.alsoMentioned}
              data-title-only={content.onlyMentioned}
            >
              {content.alsoMentioned}
            </h2>
            <ul className="blog-mentions__list" role="list" data-blog-mentions-list></ul>
          </section>
        </div>
      </section>
    </>
  );
}

/**
 * Links to the list pages given, the current one marked, with an ellipsis where pages
 * are left out, and to the previous and next pages; nothing when there is one page.
 */
function Pagination({ content, pagination }: { content: PageContent['blog']['pagination']; pagination: BlogListPageProps['pagination'] }) {
  const { link } = useSite();
  const { current, links } = pagination;
  if (links.length < 2) return null;
  const previous = links.find((other) => other.page === current - 1);
  const next = links.find((other) => other.page === current + 1);
  return (
    <nav className="pagination" aria-label={content.label} data-blog-pagination>
      {previous && (
        <a className="pagination__step" href={link(previous.path)} rel="prev">
          {content.previous}
        </a>
      )}
      <ol className="pagination__pages">
        {links.map(({ page, path }, index) => (
          <Fragment key={path}>
            {page > (links[index - 1]?.page ?? page - 1) + 1 && <li className="pagination__gap">…</li>}
            <li>
              <a
                className="pagination__page"
                href={link(path)}
                aria-label={fillPlaceholders(content.page, { page: String(page) })}
                aria-current={page === current ? 'page' : undefined}
              >
                {page}
              </a>
            </li>
          </Fragment>
        ))}
      </ol>
      {next && (
        <a className="pagination__step" href={link(next.path)} rel="next">
          {content.next}
        </a>
      )}
    </nav>
  );
}

/**
 * What the script needs to show posts of other pages: an empty card to fill in, and
 * every icon the posts use. Inert until cloned (`<template>`).
 */
function CardTemplates({ readMore, icons }: { readMore: string; icons: readonly string[] }) {
  const blank: PostSummary = {
    id: 0,
    title: '',
    slug: '',
    excerpt: '',
    author: '',
    publishDate: '',
    readTime: '',
    category: '',
    tags: [],
    icon: icons[0] ?? 'file-text',
    featured: false,
    draft: false,
  };
  return (
    <>
      <template data-post-card-template>
        <PostCard post={blank} readMore={readMore} />
      </template>
      <template data-post-icons>
        {icons.map((name) => (
          <span key={name} data-icon={name}>
            <Icon name={name} size={20} />
          </span>
        ))}
      </template>
    </>
  );
}
