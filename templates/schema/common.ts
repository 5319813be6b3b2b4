import { z } from 'zod';
import { isIconName } from '../parts/icon-set.ts';
import { heroMotifs } from '../parts/visuals/hero-motifs.ts';
import { tones } from '../parts/visuals/choose.ts';
import { expressions, facialHairStyles, glassesStyles, hairColours, hairStyles, skinTones } from '../parts/visuals/portrait-traits.ts';

export const text = z.string().trim().min(1, 'must not be empty');
export const textList = z.array(text).min(1, 'must list at least one item');

/** A link target: a site path (`/about`, `/blog#top`) or an absolute http(s) URL. */
export const href = text.refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\//.test(value), {
  message: 'must be a site path starting with / or an http(s) URL',
});
export const sitePath = text.refine((value) => /^\/(?!\/)/.test(value), {
  message: 'must be a site path starting with /',
});

export const icon = text.refine(isIconName, {
  message: 'is not a known icon name (use a Lucide icon name in kebab-case, e.g. heart-pulse)',
});

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const isoDate = text.refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value), {
  message: 'must be a real date written YYYY-MM-DD',
});

export const meta = z.strictObject({
  title: text,
  description: text,
  keywords: textList.optional(),
});

/** The meta of a page in the sitemap, with the day its copy last changed: its `<lastmod>`. */
export const pageMeta = meta.extend({ updated: isoDate });

export const action = z.strictObject({
  label: text,
  href,
  style: z.enum(['primary', 'secondary']).default('primary'),
});

export const hero = z.strictObject({
  eyebrow: text.optional(),
  title: text,
  lead: text,
  actions: z.array(action).default([]),
  /** The scene of the illustration beside the text on wide screens; without it the hero is text alone. */
  art: z.enum(heroMotifs).optional(),
});

/** How a person's illustrated portrait looks, where the choice made from their name does not suit them. */
export const portrait = z
  .strictObject({
    hair: z.enum(hairStyles).optional(),
    hairColour: z.enum(hairColours).optional(),
    skin: z.enum(skinTones).optional(),
    tone: z.enum(tones).optional(),
    expression: z.enum(expressions).optional(),
    glasses: z.enum(glassesStyles).optional(),
    facialHair: z.enum(facialHairStyles).optional(),
  })
  .optional();

/** The accessible name of a portrait, naming the person: "Portrait of {name}". */
export const portraitLabel = text.refine((value) => value.includes('{name}'), { message: 'must contain {name}' });

export const callToAction = z.strictObject({
  title: text,
  text,
  actions: z.array(action).min(1),
});

/** A card with an icon: features, values, reasons, benefits. */
export const iconCard = z.strictObject({
  title: text,
  description: text,
  icon,
});

export const heading = { title: text, lead: text.optional() };

export type Meta = z.output<typeof meta>;
export type PageMeta = z.output<typeof pageMeta>;
export type Action = z.output<typeof action>;
export type Hero = z.output<typeof hero>;
export type CallToAction = z.output<typeof callToAction>;
export type IconCard = z.output<typeof iconCard>;
