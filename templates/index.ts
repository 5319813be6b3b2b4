/** The site's templates, as the build loads them: the document shell and one component per kind of page. */
import { AboutPage } from './pages/AboutPage.tsx';
import { BlogListPage } from './pages/BlogListPage.tsx';
import { BlogPostPage } from './pages/BlogPostPage.tsx';
import { CareersPage } from './pages/CareersPage.tsx';
import { ContactPage } from './pages/ContactPage.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PortfolioPage } from './pages/PortfolioPage.tsx';
import { ServicePage } from './pages/ServicePage.tsx';
import { StaffAugmentationPage } from './pages/StaffAugmentationPage.tsx';

export { Document, type DocumentAssets, type DocumentHead } from './layout/Document.tsx';
export { SiteProvider, type SiteContextValue } from './site-context.tsx';
export type { PostSummary } from './post-summary.ts';

export const pages = {
  HomePage,
  AboutPage,
  PortfolioPage,
  StaffAugmentationPage,
  ContactPage,
  CareersPage,
  BlogListPage,
  BlogPostPage,
  ServicePage,
  NotFoundPage,
};
