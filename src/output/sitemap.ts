import { withoutNonXmlCharacters } from './xml-text.ts';

/** The namespace of a sitemap's elements, which crawlers read them in. */
export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A page as the sitemap lists it. */
export interface SitemapEntry {
  /** Its absolute URL. */
  readonly url: string;
  /** When its content last changed, as W3C Datetime (`2025-03-14`). */
  readonly lastModified?: string | undefined;
}

/** sitemap.xml: every indexable page, as absolute URLs, each with the date it last changed when the site gives one. */
export function sitemapXml(pages: readonly SitemapEntry[]): string {
  const entries = pages
    .map(({ url, lastModified }) => {
      const lastmod = lastModified === undefined ? '' : `<lastmod>${escapeXml(lastModified)}</lastmod>`;
      return `  <url><loc>${escapeXml(url)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${sitemapNamespace}">\n${entries}\n</urlset>\n`;
  // Whatever the site's routes hold, the sitemap holds no character XML forbids: crawlers would refuse all of it.
  return withoutNonXmlCharacters(xml);
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
