/**
 * The host serves 404.html for every unknown address. Under the blog's path the
 * visitor was looking for an article, so the 'Post Not Found' variant is shown,
 * and the document takes its title: the tab and history read as the page does.
 */
export function enhanceNotFound(root: Document, location: Location): void {
  const page = root.querySelector<HTMLElement>('[data-not-found]');
  if (!page) return;
  console.warn(`404: no page at ${location.pathname}`);
  const blogPath = page.dataset.blogPath;
  if (!blogPath || !location.pathname.startsWith(blogPath)) return;
  for (const variant of page.querySelectorAll<HTMLElement>('[data-not-found-variant]')) {
    variant.hidden = variant.dataset.notFoundVariant !== 'post';
    if (!variant.hidden && variant.dataset.title) root.title = variant.dataset.title;
  }
}
