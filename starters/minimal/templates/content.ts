import { dataFile } from 'sitegen';
import { z } from 'zod';

const text = z.string().trim().min(1, 'must not be empty');

/** What the site reads from content/: content/site.yaml, checked against this schema. */
export const siteContent = {
  site: dataFile('site.yaml', z.strictObject({ title: text, url: z.url(), language: text, description: text })),
};

export type SiteContent = typeof siteContent;
