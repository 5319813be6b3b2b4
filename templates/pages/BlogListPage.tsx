import type { PageContent } from '../../src/site/model.ts';
import { formatLongDate } from '../format.ts';
import { FilterButtons } from '../parts/FilterButtons.tsx';
import { Hero } from '../parts/Hero.tsx';
import { Icon } from '../parts/Icon.tsx';
import { PostCard } from '../parts/PostCard.tsx';
import type { PostSummary } from '../post-summary.ts';
import { useSite } from '../site-context.tsx';

interface BlogListPageProps {
  content: PageContent['blog'];
  /** Every post, in list order. */
  posts: readonly PostSummary[];
  /** 'All' is added by the page; these are the distinct categories of the posts. */
  categories: readonly string[];
}

export function BlogListPage({ content, posts, categories }: BlogListPageProps) {
  const { link } = useSite();
  const featured = posts.find((post) => post.featured);
  return (
    <>
      <Hero hero={content.hero} />
      <div
        className="blog-toolbar"
        data-requires-js
        data-blog-filter
        data-results-status={content.resultsStatus}
        data-pagefind-path={link('/pagefind/pagefind.js')}
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
          <ul className="post-grid" role="list" data-blog-grid>
            {posts.map((post) => (
              <PostCard key={post.id} post={post} readMore={content.readMore} hidden={post === featured} />
            ))}
          </ul>
          <div className="blog-empty" data-blog-empty hidden>
            <p>{content.empty}</p>
            <button type="button" className="button button--secondary" data-blog-clear>
              {content.clearFilters}
            </button>
          </div>
          <section className="blog-mentions" aria-labelledby="mentions-title" data-blog-mentions hidden>
            <h2 className="section__title" id="mentions-title">
              {content.alsoMentioned}
            </h2>
            <ul className="blog-mentions__list" role="list" data-blog-mentions-list></ul>
          </section>
        </div>
      </section>
    </>
  );
}
