import { defineSite } from 'sitegen';
import { referenceRoutes } from './command-reference.tsx';
import { checkDocs, docsSearch } from './doc-pages.ts';
import { docsMarkdown } from './markdown.tsx';
import { Document, type PageHead } from './pages.tsx';
import { referenceContent, type ReferenceContent } from './reference-content.ts';
import { pageScaffold } from './scaffolds.ts';

/**
 * sitegen's documentation: the docs starter (every other file of templates/ and
 * assets/, kept byte for byte as `sitegen init --template docs` writes it), with a
 * reference of the commands made from the CLI's own definitions (reference-content.ts,
 * command-reference.tsx) at the end of the page that asks for it.
 */
export default defineSite<ReferenceContent, PageHead>({
  content: referenceContent,
  settings: ({ site }) => ({ url: site.url, language: site.language }),
  markdown: docsMarkdown,
  check: checkDocs,
  routes: referenceRoutes,
  document: Document,
  search: docsSearch,
  scaffolds: { page: pageScaffold },
});
