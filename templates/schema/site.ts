import { z } from 'zod';
import { href, icon, sitePath, text, textList } from './common.ts';
import { brands } from '../parts/brand-marks.ts';

const claim = z.strictObject({ value: text, label: text });

export const claimKeys = ['projects', 'clients', 'largeProjects', 'industries', 'experience', 'support', 'founded'] as const;

const navItem = z.union([
  z.strictObject({ label: text, href: sitePath }),
  z.strictObject({ label: text, dropdown: z.literal('services') }),
]);

const service = z.strictObject({
  title: text,
  href: sitePath.refine((value) => /^\/services\/[a-z0-9-]+$/.test(value), {
    message: 'must be /services/{slug}, with a matching content/services/{slug}.md',
  }),
  description: text,
  icon,
  inFooter: z.boolean().default(false),
});

const office = z.strictObject({
  title: text,
  type: z.enum(['Main Office', 'Branch Office', 'US Office']),
  address: textList,
});

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

/** content/site.yaml: everything shared by every page. */
export const siteSchema = z.strictObject({
  name: text,
  url: httpUrl,
  language: text.default('en'),
  titleSuffix: text,
  description: text,
  keywords: textList,
  tagline: text,
  nav: z.strictObject({
    label: text,
    items: z.array(navItem).min(1),
    cta: z.strictObject({ label: text, href: sitePath }),
    openMenu: text,
    menuLabel: text,
    closeMenu: text,
  }),
  services: z.array(service).min(1),
  claims: z.strictObject(Object.fromEntries(claimKeys.map((key) => [key, claim])) as Record<(typeof claimKeys)[number], typeof claim>),
  contact: z.strictObject({
    email: z.email({ error: 'must be an email address' }),
    phone: text,
    phoneHours: text,
    hours: z.array(z.strictObject({ days: text, time: text })).min(1),
  }),
  offices: z.array(office).min(1),
  socials: z.array(z.strictObject({ name: text, url: z.url({ protocol: /^https?$/ }), brand: z.enum(brands) })).default([]),
  footer: z.strictObject({
    servicesTitle: text,
    companyTitle: text,
    company: z.array(z.strictObject({ label: text, href })).min(1),
    contactTitle: text,
    officesTitle: text,
    followTitle: text,
    /** The link to the blog's RSS feed, last of the links under followTitle. */
    feedLabel: text,
    copyright: text,
  }),
  blog: z.strictObject({
    feedTitle: text,
    feedDescription: text,
    /** Each category has an archive at /blog/category/{slug}/, described by its description. */
    categories: z.array(z.strictObject({ name: text, icon, description: text })).min(1),
    /** Cards per blog list page; beyond it the list continues at /blog/page/2/ and so on. */
    pageSize: z.number().int().min(1).default(24),
    /** Newest articles in the RSS feed: readers poll it, so a large blog must not make it megabytes. */
    feedSize: z.number().int().min(1).default(20),
    /** About how many articles one part of the search index holds: Pagefind's memory grows with the articles it indexes at once. */
    searchPartSize: z.number().int().min(1).default(1000),
  }),
  /**
   * The inquiry handler's full URL, for one deployed on another origin than the site's (next to GitHub
   * Pages, say); without it, the contact form posts to the handler's address in templates/site.ts.
   */
  inquiryEndpoint: httpUrl.optional(),
  /** A drawn card for every page to show when it is shared; false leaves pages without, but an article's own `image`. */
  socialCards: z.boolean().default(true),
  skipLink: text,
  toastDismiss: text,
  /** Names the box a Markdown table scrolls in, for keyboard and screen reader users (numbered when a page has several). */
  tableLabel: text,
  /** What the components writers use in Markdown say of themselves (templates/markdown.tsx). */
  directives: z.strictObject({
    /** A callout's heading when its writer gives none: `:::note`, `:::warning`. */
    note: text,
    warning: text,
    /** The link under a figure to its image at full size, for a diagram too detailed for a phone's column. */
    fullSize: text,
    /** The words of a call to action whose writer gives none: `::cta{href="/contact"}`. */
    callToAction: text,
  }),
});

export type SiteConfig = z.output<typeof siteSchema>;
export type ServiceLink = SiteConfig['services'][number];
export type Office = SiteConfig['offices'][number];
export type NavItem = SiteConfig['nav']['items'][number];
export type ClaimKey = (typeof claimKeys)[number];
