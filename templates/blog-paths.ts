/** The blog's addresses, as site paths: every template and file that links into the blog takes them from here. */

/** The blog list, page `page` (from 1). */
export function blogListPath(page: number): string {
  return page === 1 ? '/blog' : `/blog/page/${page}`;
}

export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

/** `Spring Boot` -> `spring-boot`: lowercase words joined by hyphens. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A category's archive, page `page` (from 1). */
export function categoryPath(category: string, page = 1): string {
  const first = `/blog/category/${categorySlug(category)}`;
  return page === 1 ? first : `${first}/page/${page}`;
}

/** An author's page, by the name of their file in content/authors/. */
export function authorPath(slug: string, page = 1): string {
  const first = `/blog/author/${slug}`;
  return page === 1 ? first : `${first}/page/${page}`;
}
