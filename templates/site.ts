import { defineSite } from 'sitegen';
import { checkSite } from './checks.ts';
import { siteSocialCards } from './cards/social-cards.tsx';
import { siteContent } from './content.ts';
import { siteMarkdown } from './markdown/site-markdown.tsx';
import { blogFeed, articleSearch, blogIndexFiles } from './blog-files.ts';
import { Document } from './layout/Document.tsx';
import { siteRoutes } from './routes.ts';
import { postScaffold } from './scaffolds.ts';

/**
 * This site, as the engine builds it: its content and schemas (content.ts), the
 * rules across its files (checks.ts), how its Markdown is rendered and the components
 * writers use in it (markdown/), its pages and the templates that render them
 * (routes.ts), its document shell, what its feed and search index cover, its
 * social cards (cards/), what `sitegen new` starts (scaffolds.ts), and the server
 * function its contact form posts to (functions/), and what a page may load at once.
 */
export default defineSite({
  content: siteContent,
  settings: ({ site }) => ({ url: site.url, language: site.language }),
  markdown: siteMarkdown,
  check: checkSite,
  functions: {
    inquiry: { path: '/api/inquiry', module: 'templates/functions/inquiry.ts' },
  },
  routes: siteRoutes,
  document: Document,
  feed: blogFeed,
  search: articleSearch,
  files: blogIndexFiles,
  socialCards: siteSocialCards,
  scaffolds: { post: postScaffold },
  // A kilobyte over the default for CSS: Inter's metric-matched fallback faces and the heroes' drawings.
  budgets: { script: 6, stylesheet: 11 },
});
