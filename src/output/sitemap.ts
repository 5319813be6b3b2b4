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
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
