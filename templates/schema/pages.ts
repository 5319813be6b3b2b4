import { z } from 'zod';
import {
  action,
  callToAction,
  heading,
  hero,
  href,
  icon,
  iconCard,
  meta,
  pageMeta,
  portrait,
  portraitLabel,
  text,
  textList,
} from './common.ts';
import { claimKeys } from './site.ts';

/** Which headline claims of site.yaml a page shows, in order. */
const stats = z.array(z.enum(claimKeys)).min(1);

const section = <Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject({ ...heading, ...shape });

export const homePage = z.strictObject({
  meta: pageMeta,
  hero,
  stats,
  services: section({
    cards: z.array(z.strictObject({ title: text, description: text, href, icon, linkLabel: text })).length(4),
  }),
  technologies: section({ items: textList }),
  reasons: section({ items: z.array(iconCard).min(1) }),
  testimonial: z.strictObject({
    title: text,
    quote: text,
    author: text,
    role: text,
    rating: z.number().min(0).max(5),
    /** Read out instead of the stars: `{rating}` is the rating with one decimal, `{outOf}` the number of stars. */
    ratingLabel: text,
    portrait,
  }),
  cta: callToAction,
});

export const aboutPage = z.strictObject({
  meta: pageMeta,
  hero,
  story: section({ paragraphs: textList }),
  milestones: section({ items: z.array(z.strictObject({ date: text, title: text, description: text })).min(1) }),
  mission: z.strictObject({ title: text, text }),
  vision: z.strictObject({ title: text, text }),
  values: section({ items: z.array(iconCard).length(4) }),
  founders: section({
    portraitLabel,
    people: z
      .array(z.strictObject({ name: text, role: text, experience: text, expertise: textList, description: text, portrait }))
      .length(3),
  }),
  offices: section({}),
  cta: callToAction,
});

export const portfolioPage = z.strictObject({
  meta: pageMeta,
  hero,
  stats,
  filter: z.strictObject({ label: text, all: text, categories: textList }),
  visitLabel: text,
  technologiesLabel: text,
  featuresLabel: text,
  projects: z
    .array(
      z.strictObject({
        title: text,
        url: z.url({ protocol: /^https?$/ }),
        domain: text,
        description: text,
        category: text,
        technologies: textList,
        features: textList,
      }),
    )
    .min(1),
  technologyGroups: section({ groups: z.array(z.strictObject({ title: text, items: textList })).min(1) }),
  cta: callToAction,
});

export const staffAugmentationPage = z.strictObject({
  meta: pageMeta,
  hero,
  benefits: section({ items: z.array(iconCard).min(1) }),
  talent: section({
    skillsLabel: text,
    experienceLabel: text,
    availabilityLabel: text,
    profiles: z
      .array(
        z.strictObject({
          title: text,
          skills: textList,
          experience: text,
          availability: z.enum(['Immediate', '1-2 weeks', '2-3 weeks']),
        }),
      )
      .length(6),
  }),
  process: section({ steps: z.array(z.strictObject({ title: text, description: text })).length(4) }),
  engagement: section({
    popularLabel: text,
    models: z
      .array(z.strictObject({ name: text, duration: text, description: text, features: textList, popular: z.boolean().default(false) }))
      .length(3),
  }),
  cta: callToAction,
});

export const contactPage = z.strictObject({
  meta: pageMeta,
  hero,
  form: section({
    labels: z.strictObject({ name: text, email: text, message: text }),
    placeholders: z.strictObject({ name: text, email: text, message: text }),
    submit: text,
    submitting: text,
    success: text,
    failure: text,
    /** A sentence under the form on what happens to the visitor's details, and a link to the whole policy. */
    privacy: z.strictObject({ text, link: z.strictObject({ label: text, href }) }),
    /** Labels the hidden trap field that only bots fill in. */
    trapLabel: text,
  }),
  promises: section({ items: z.array(iconCard).min(1) }),
  cards: z.strictObject({ email: text, phone: text, hours: text }),
  offices: section({}),
  faqs: section({ items: z.array(z.strictObject({ question: text, answer: text })).length(4) }),
});

export const careersPage = z.strictObject({
  meta: pageMeta,
  hero,
  openings: z.strictObject({ title: text, text, note: text, action }),
  culture: section({ items: z.array(iconCard).min(1) }),
});

export const blogListPage = z.strictObject({
  meta: pageMeta,
  hero,
  /** The link to the blog's RSS feed, under the hero. */
  feedLink: text,
  search: z.strictObject({ label: text, placeholder: text }),
  categoriesLabel: text,
  /** Read out with the categories, which scroll sideways in one row. */
  categoriesHint: text,
  allCategory: text,
  featuredLabel: text,
  readFullArticle: text,
  gridTitle: text,
  gridTitleForCategory: text.refine((value) => value.includes('{category}'), { message: 'must contain {category}' }),
  readMore: text,
  empty: text,
  clearFilters: text,
  alsoMentioned: text,
  onlyMentioned: text.refine((value) => value.includes('{query}'), { message: 'must contain {query}' }),
  onlyMentionedInCategory: text.refine((value) => value.includes('{query}') && value.includes('{category}'), {
    message: 'must contain {query} and {category}',
  }),
  /** Under an article that mentions the words searched for only in its code, where its prose would be quoted. */
  mentionedInCode: text,
  pagination: z.strictObject({
    label: text,
    previous: text,
    next: text,
    page: text.refine((value) => value.includes('{page}'), { message: 'must contain {page}' }),
    title: text.refine((value) => value.includes('{title}') && value.includes('{page}'), { message: 'must contain {title} and {page}' }),
  }),
  resultsStatus: text.refine((value) => value.includes('{count}'), { message: 'must contain {count}' }),
  /** What screen readers are told when a search finds exactly one article. */
  resultsStatusOne: text,
  /** The heading of a category's archive, /blog/category/{slug}/. */
  categoryTitle: text.refine((value) => value.includes('{category}'), { message: 'must contain {category}' }),
  /** An author's page, /blog/author/{slug}/. */
  author: z.strictObject({
    title: text.refine((value) => value.includes('{author}'), { message: 'must contain {author}' }),
    linksLabel: text,
    portraitLabel,
  }),
});

export const blogPostPage = z.strictObject({
  back: text,
  byline: text,
  /** Shown beside the publish date of an article that has an `updated` date. */
  updated: text.refine((value) => value.includes('{date}'), { message: 'must contain {date}' }),
  shareTitle: text,
  shareText: text.refine((value) => value.includes('{title}'), { message: 'must contain {title}' }),
  shareOn: text.refine((value) => value.includes('{network}'), { message: 'must contain {network}' }),
  tocTitle: text,
  copyCode: text,
  copied: text,
  copyFailed: text,
  authorTitle: text,
  authorText: text.refine((value) => value.includes('{author}'), { message: 'must contain {author}' }),
  authorLink: text.refine((value) => value.includes('{author}'), { message: 'must contain {author}' }),
  portraitLabel,
  relatedTitle: text,
  /** The page left at an article's old address (`aliases`), and its link to the new one. */
  moved: z.strictObject({ title: text, link: text }),
  readMore: text,
});

export const notFoundPage = z.strictObject({
  // Not in the sitemap: nothing to date.
  meta,
  page: z.strictObject({ code: text, title: text, text, action }),
  post: z.strictObject({ title: text, text, action }),
});

/** Each file in content/pages/ and the schema it must satisfy. */
export const pageSchemas = {
  home: homePage,
  about: aboutPage,
  portfolio: portfolioPage,
  'staff-augmentation': staffAugmentationPage,
  contact: contactPage,
  careers: careersPage,
  blog: blogListPage,
  'blog-post': blogPostPage,
  'not-found': notFoundPage,
} as const;

export type PageName = keyof typeof pageSchemas;
export type PageContent = { [Name in PageName]: z.output<(typeof pageSchemas)[Name]> };
