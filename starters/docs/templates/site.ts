import { defineSite } from 'sitegen';
import { docsContent } from './content.ts';
import { checkDocs, docsSearch } from './doc-pages.ts';
import { docsMarkdown } from './markdown.tsx';
import { Document } from './pages.tsx';
import { docsRoutes } from './routes.ts';
import { pageScaffold } from './scaffolds.ts';

/**
 * Documentation: Markdown pages in a sidebar by their order (content.ts,
 * doc-pages.ts), each with a table of contents (pages.tsx), callouts (markdown.tsx),
 * code in a light and a dark theme, and a search page (routes.ts); and what
 * `sitegen new page` starts.
 */
export default defineSite({
  content: docsContent,
  settings: ({ site }) => ({ url: site.url, language: site.language }),
  markdown: docsMarkdown,
  check: checkDocs,
  routes: docsRoutes,
  document: Document,
  search: docsSearch,
  scaffolds: { page: pageScaffold },
});
