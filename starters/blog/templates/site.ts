import { defineSite } from 'sitegen';
import { blogCards } from './cards.tsx';
import { blogContent } from './content.ts';
import { blogFeed, blogSearch } from './posts.ts';
import { Document } from './pages.tsx';
import { blogRoutes } from './routes.ts';
import { postScaffold } from './scaffolds.ts';

/**
 * A personal blog: its content and schemas (content.ts), its pages (routes.ts) and
 * their templates (pages.tsx), its feed and search index (posts.ts), its social
 * cards (cards.tsx), and what `sitegen new post` starts (scaffolds.ts).
 */
export default defineSite({
  content: blogContent,
  settings: ({ site }) => ({ url: site.url, language: site.language }),
  routes: blogRoutes,
  document: Document,
  feed: blogFeed,
  search: blogSearch,
  socialCards: blogCards,
  scaffolds: { post: postScaffold },
});
