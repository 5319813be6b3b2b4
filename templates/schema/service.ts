import { z } from 'zod';
import { callToAction, hero, iconCard, pageMeta, text, textList } from './common.ts';

const base = {
  meta: pageMeta,
  hero,
  offerings: z.strictObject({ title: text, items: textList }),
  technologies: z.strictObject({ title: text, items: textList }),
  cta: callToAction,
};

/**
 * Front matter of content/services/{slug}.md. The body is the overview prose.
 * `full` pages add a feature grid and one extra section; `compact` pages do not.
 */
export const serviceSchema = z.discriminatedUnion('layout', [
  z.strictObject({
    layout: z.literal('full'),
    ...base,
    features: z.strictObject({ title: text, lead: text.optional(), items: z.array(iconCard).min(3) }),
    extra: z.strictObject({
      kind: z.enum(['process', 'microservices', 'approach', 'use-cases']),
      title: text,
      lead: text.optional(),
      items: z.array(z.strictObject({ title: text, description: text })).min(2),
    }),
  }),
  z.strictObject({ layout: z.literal('compact'), ...base }),
]);

export type ServiceFrontMatter = z.output<typeof serviceSchema>;
