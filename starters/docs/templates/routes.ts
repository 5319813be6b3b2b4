import { notFoundPage, page, type LoadedContent, type Route, type RouteEnvironment } from 'sitegen';
import type { DocsContent } from './content.ts';
import { docPath, inOrder } from './doc-pages.ts';
import { DocPageView, DocsSearchPage, NotFoundPage, type NavLink, type PageHead } from './pages.tsx';

/** A page per Markdown file, in sidebar order, then search and the not-found page. */
export function docsRoutes(content: LoadedContent<DocsContent>, { paths }: RouteEnvironment): Route<PageHead>[] {
  const { site } = content;
  const pages = inOrder(content.pages);
  const links: NavLink[] = pages.map((entry) => ({ title: entry.data.title, href: paths.link(docPath(entry)) }));
  const head = (title: string, description: string): PageHead => ({ title: `${title} | ${site.title}`, description });

  return [
    ...pages.map((entry, index) =>
      page({
        path: docPath(entry),
        template: DocPageView,
        props: {
          sidebar: links.map((link, at) => ({ ...link, current: at === index })),
          title: entry.data.title,
          html: entry.html,
          // The table of contents: the body's sections and their subsections.
          contents: entry.headings.filter((heading) => heading.depth === 2 || heading.depth === 3),
          previous: links[index - 1],
          next: links[index + 1],
        },
        head: head(entry.data.title, entry.data.description),
        // A page's address is its file's name: a clash between two is reported at that file.
        source: { entry, field: [] },
      }),
    ),
    page({
      path: '/search',
      template: DocsSearchPage,
      props: { heading: 'Search', manifest: paths.link('/search-indexes.json') },
      head: head('Search', `Search the pages of ${site.title}.`),
    }),
    notFoundPage({ template: NotFoundPage, props: { home: paths.link('/') }, head: head('Not found', 'No page has this address.') }),
  ];
}
