import { feedPath, type PageLink } from 'sitegen';
import type { PageContent } from '../model.ts';
import { fillPlaceholders, formatLongDate } from '../format.ts';
import { CategoryLinks, type CategoryLink } from '../parts/CategoryLinks.tsx';
import type { Hero as HeroContent } from '../schema/common.ts';
import { Hero } from '../parts/Hero.tsx';
import { Icon } from '../parts/Icon.tsx';
import { Pagination } from '../parts/Pagination.tsx';
import { PostCard } from '../parts/PostCard.tsx';
import type { PostSummary } from '../post-summary.ts';
import { useSite } from '../site-context.tsx';

interface BlogListPageProps {
  content: PageContent['blog'];
  /** The page's opening: the blog's own, or a category archive's. */
  hero: HeroContent;
  /** This page's posts, in list order. */
  posts: readonly PostSummary[];
  /** The first featured post, shown above the list on its first page only. */
  featured?: PostSummary | undefined;
  /** The category whose archive this is; undefined on the blog list itself. */
  category?: string | undefined;
  /** Links to the whole list ('All') and to each category's archive, in order. */
  filter: { readonly all: CategoryLink; readonly categories: readonly CategoryLink[] };
  /** Which list page this is (from 1), and the list pages it links to, in order. */
  pagination: { readonly current: number; readonly links: readonly PageLink[] };
  /** The compact index of every post, when the list spans pages: filtering then covers them all. */
  searchIndex?: string | undefined;
  /** The icon names of all posts, for cards the script adds from the index. */
  icons: readonly string[];
}

export function BlogListPage({ content, hero, posts, featured, category, filter, pagination, searchIndex, icons }: BlogListPageProps) {
  const { link } = useSite();
  return (
    <>
      <Hero hero={hero}>
        <p className="feed-link">
          <a href={link(feedPath)} type="application/rss+xml">
            <Icon name="rss" size={18} />
            {content.feedLink}
          </a>
        </p>
      </Hero>
      <div
        className="blog-toolbar"
        data-blog-filter
        data-results-status={content.resultsStatus}
        data-results-status-one={content.resultsStatusOne}
        data-search-indexes-path={link('/search-indexes.json')}
      >
        <div className="container blog-toolbar__inner">
          {/* Not a form: the search box only exists with JavaScript, which filters as you type. */}
          <div className="blog-search" role="search" data-requires-js>
            <label className="visually-hidden" htmlFor="blog-search">
              {content.search.label}
            </label>
            <Icon name="search" size={18} className="blog-search__icon" />
            <input id="blog-search" name="q" type="search" placeholder={content.search.placeholder} autoComplete="off" data-blog-search />
          </div>
          <CategoryLinks
            label={content.categoriesLabel}
            hint={content.categoriesHint}
            all={filter.all}
            categories={filter.categories}
            current={category}
          />
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
        <div className="container" data-blog-results>
          <h2
            className="section__title"
            id="articles-title"
            data-blog-grid-title
            data-title-all={content.gridTitle}
            data-title-category={content.gridTitleForCategory}
          >
            {category === undefined ? content.gridTitle : fillPlaceholders(content.gridTitleForCategory, { category })}
          </h2>
          <ul className="post-grid" role="list" data-blog-grid data-blog-index={searchIndex && link(searchIndex)}>
            {posts.map((post) => (
              <PostCard key={post.id} post={post} readMore={content.readMore} hidden={post.id === featured?.id} />
            ))}
          </ul>
          {searchIndex && posts[0] && <CardTemplates model={posts[0]} readMore={content.readMore} icons={icons} />}
          <Pagination content={content.pagination} current={pagination.current} links={pagination.links} />
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
              data-title-only-category={content.onlyMentionedInCategory}
            >
              {content.alsoMentioned}
            </h2>
            <ul className="blog-mentions__list" role="list" data-blog-mentions-list data-in-code={content.mentionedInCode}></ul>
          </section>
        </div>
      </section>
    </>
  );
}

/**
 * What the script needs to show posts of other pages: a card to fill in (a real one,
 * every slot of which the script replaces), and every icon the posts use. Inert until
 * cloned (`<template>`).
 */
function CardTemplates({ model, readMore, icons }: { model: PostSummary; readMore: string; icons: readonly string[] }) {
  return (
    <>
      <template data-post-card-template>
        <PostCard post={model} readMore={readMore} />
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
