import { notFoundPage, page, type LoadedContent, type Route, type RouteEnvironment } from 'sitegen';
import type { DocsContent } from './content.ts';
import { docPath, inOrder, type DocPage } from './doc-pages.ts';
import { DocPageView, DocsSearchPage, NotFoundPage, type DocPageProps, type NavLink, type PageHead } from './pages.tsx';

/** A page of the docs with what its template is given and what its head says. */
export interface DocPagePlan {
  readonly entry: DocPage;
  readonly props: DocPageProps;
  readonly head: PageHead;
}

/** Every page in sidebar order, each with its place among the others and its table of contents. */
export function planDocPages(content: LoadedContent<DocsContent>, { paths }: RouteEnvironment): DocPagePlan[] {
  const pages = inOrder(content.pages);
  const links: NavLink[] = pages.map((entry) => ({ title: entry.data.title, href: paths.link(docPath(entry)) }));
  return pages.map((entry, index) => ({
    entry,
    props: {
      sidebar: links.map((link, at) => ({ ...link, current: at === index })),
      title: entry.data.title,
      html: entry.html,
      // The table of contents: the body's sections and their subsections.
      contents: entry.headings.filter((heading) => heading.depth === 2 || heading.depth === 3),
      previous: links[index - 1],
      next: links[index + 1],
    },
    head: pageHead(content, entry.data.title, entry.data.description),
  }));
}

/** A page titled as the site is (a home page often is) is titled once, not `Name | Name`. */
function pageHead({ site }: LoadedContent<DocsContent>, title: string, description: string): PageHead {
  return { title: title === site.title ? title : `${title} | ${site.title}`, description };
}

/** A page per Markdown file, in sidebar order, then search and the not-found page. */
export function docsRoutes(content: LoadedContent<DocsContent>, environment: RouteEnvironment): Route<PageHead>[] {
  const { paths } = environment;
  return [
    ...planDocPages(content, environment).map(({ entry, props, head }) =>
      page({
        path: docPath(entry),
        template: DocPageView,
        props,
        head,
        // A page's address is its file's name: a clash between two is reported at that file.
        source: { entry, field: [] },
      }),
    ),
    page({
      path: '/search',
      template: DocsSearchPage,
      props: { heading: 'Search', manifest: paths.link('/search-indexes.json') },
      head: pageHead(content, 'Search', `Search the pages of ${content.site.title}.`),
    }),
    notFoundPage({
      template: NotFoundPage,
      props: { home: paths.link('/') },
      head: pageHead(content, 'Not found', 'No page has this address.'),
    }),
  ];
}
