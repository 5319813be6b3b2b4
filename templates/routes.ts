import { notFoundPage, page, type LoadedContent, type Route, type RouteEnvironment } from 'sitegen';
import { blogRoutes } from './blog-routes.ts';
import type { SiteContent } from './content.ts';
import type { MarkdownPage, ServicePage } from './model.ts';
import { headOf, type PageHead } from './page-head.ts';
import type { PageMeta } from './schema/common.ts';
import { AboutPage } from './pages/AboutPage.tsx';
import { CareersPage } from './pages/CareersPage.tsx';
import { ContactPage } from './pages/ContactPage.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { MarkdownPage as MarkdownPageTemplate } from './pages/MarkdownPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PortfolioPage } from './pages/PortfolioPage.tsx';
import { ServicePage as ServicePageTemplate } from './pages/ServicePage.tsx';
import { StaffAugmentationPage } from './pages/StaffAugmentationPage.tsx';
import { organizationData } from './structured-data.ts';

// The blog's articles, as the list, the feed and the tests read them.
export { blogPosts } from './posts.ts';

/** The site's pages, derived from its content, and the address of the function its contact form posts to. */
export function siteRoutes(content: LoadedContent<SiteContent>, environment: RouteEnvironment<'inquiry'>): Route<PageHead>[] {
  const { site } = content;
  const { paths } = environment;
  const head = headOf(site);
  // A page of copy tells search engines the day its copy last changed.
  const dated = (meta: PageMeta) => ({ head: head(meta), lastModified: meta.updated });

  return [
    page({
      path: '/',
      template: HomePage,
      props: { content: content.home },
      head: head(content.home.meta, { jsonLd: [organizationData(site, paths.absolute('/'))] }),
      lastModified: content.home.meta.updated,
    }),
    page({ path: '/about', template: AboutPage, props: { content: content.about }, ...dated(content.about.meta) }),
    page({ path: '/portfolio', template: PortfolioPage, props: { content: content.portfolio }, ...dated(content.portfolio.meta) }),
    page({
      path: '/staff-augmentation',
      template: StaffAugmentationPage,
      props: { content: content['staff-augmentation'] },
      ...dated(content['staff-augmentation'].meta),
    }),
    page({
      path: '/contact',
      template: ContactPage,
      // A handler deployed on another origin than the site's is named in site.yaml.
      props: { content: content.contact, inquiryAction: site.inquiryEndpoint ?? environment.functions.inquiry },
      ...dated(content.contact.meta),
    }),
    page({ path: '/careers', template: CareersPage, props: { content: content.careers }, ...dated(content.careers.meta) }),
    ...blogRoutes(content, environment, head),
    ...servicePages(content).map((service) =>
      page({ path: service.link.href, template: ServicePageTemplate, props: { page: service }, ...dated(service.content.meta) }),
    ),
    ...markdownPages(content).map(({ slug, page: markdownPage }) =>
      page({
        path: `/${slug}`,
        template: MarkdownPageTemplate,
        props: { page: markdownPage },
        head: head(markdownPage),
        lastModified: markdownPage.updated,
      }),
    ),
    notFoundPage({
      template: NotFoundPage,
      props: {
        content: content['not-found'],
        postTitle: head({ ...content['not-found'].meta, title: content['not-found'].post.title }).title,
      },
      head: head(content['not-found'].meta),
    }),
  ];
}

/** The service pages, in the order site.yaml lists them. */
function servicePages({ site, services }: LoadedContent<SiteContent>): ServicePage[] {
  const bySlug = new Map(services.map((entry) => [entry.name, entry]));
  return site.services.flatMap((link) => {
    const slug = link.href.slice('/services/'.length);
    const entry = bySlug.get(slug);
    return entry ? [{ slug, link, content: entry.data, html: entry.html }] : [];
  });
}

function markdownPages({ pages }: LoadedContent<SiteContent>): { slug: string; page: MarkdownPage }[] {
  return pages.map((entry) => ({ slug: entry.name, page: { ...entry.data, html: entry.html } }));
}
