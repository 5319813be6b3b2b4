import { defineSite, notFoundPage, page, type MarkdownEntry } from 'sitegen';
import { docsContent } from './content.ts';
import { docsMarkdown } from './markdown.tsx';
import { DocPage, Document, NotFoundPage, SearchPage, type PageHead } from './pages.tsx';

type DocsPage = MarkdownEntry<{ title: string; description: string; order: number; commandReference: boolean }>;

/** `index` is the home page; every other page is at its file's name. */
const pagePath = (entry: DocsPage) => (entry.name === 'index' ? '/' : `/${entry.name}`);

/**
 * sitegen's documentation, built by sitegen: Markdown pages in the sidebar's order,
 * each with a table of contents, callouts as directives, code in two themes, a search
 * over every page, and a reference of the commands made from the CLI's definitions.
 */
export default defineSite({
  content: docsContent,
  settings: ({ site }) => ({ url: site.url, language: site.language }),
  check: ({ pages }, problems) => {
    const byOrder = new Map<number, string>();
    for (const entry of pages) {
      const taken = byOrder.get(entry.data.order);
      if (taken !== undefined)
        problems.entry(entry, ['order'], `${entry.data.order} is also the order of ${taken}: each page needs its own`);
      else byOrder.set(entry.data.order, entry.file);
    }
  },
  markdown: docsMarkdown,
  routes: ({ site, commands, pages }, { paths }) => {
    const ordered = [...pages].sort((a, b) => a.data.order - b.data.order);
    const sidebar = ordered.map((entry) => ({ title: entry.data.title, href: paths.link(pagePath(entry)) }));
    return [
      ...ordered.map((entry) =>
        page<Parameters<typeof DocPage>[0], PageHead>({
          path: pagePath(entry),
          template: DocPage,
          props: {
            sidebar,
            href: paths.link(pagePath(entry)),
            title: entry.data.title,
            description: entry.data.description,
            html: entry.html,
            headings: entry.headings,
            commands: entry.data.commandReference ? commands.commands : [],
            words: site.words,
          },
          head: { title: entry.data.title, description: entry.data.description },
        }),
      ),
      page({
        path: '/search',
        template: SearchPage,
        props: { sidebar, words: site.words },
        head: { title: site.words.search, description: site.words.searchDescription },
        indexed: false,
      }),
      notFoundPage({
        template: NotFoundPage,
        props: { sidebar, words: site.words },
        head: { title: site.words.notFoundTitle, description: site.description },
      }),
    ];
  },
  document: Document,
  search: ({ pages }) => ({
    partSize: 1000,
    weights: { pre: 0.2 },
    documents: pages.map((entry) => ({ path: pagePath(entry), title: entry.data.title, filters: {}, html: entry.html })),
  }),
});
