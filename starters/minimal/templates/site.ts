import { defineSite, notFoundPage, page } from 'sitegen';
import { siteContent } from './content.ts';
import { Document, HomePage, NotFoundPage } from './pages.tsx';

/** One page from content/site.yaml, and the page a host shows for an address the site does not have. */
export default defineSite({
  content: siteContent,
  settings: ({ site }) => ({ url: site.url, language: site.language }),
  routes: ({ site }, { paths }) => [
    page({
      path: '/',
      template: HomePage,
      props: { title: site.title, description: site.description },
      head: { title: site.title, description: site.description },
    }),
    notFoundPage({
      template: NotFoundPage,
      props: { home: paths.link('/') },
      head: { title: `Not found | ${site.title}`, description: 'This address has no page.' },
    }),
  ],
  document: Document,
});
