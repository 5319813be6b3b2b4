import { escapeXml } from './sitemap.ts';

/** A redirect page, as the engine writes it. */
export interface RedirectPage {
  /** The page's language (`en`). */
  readonly language: string;
  readonly title: string;
  readonly linkText: string;
  /** Where it sends visitors, as the site serves it: the new page's path under the base (`/docs/notes/new/`). */
  readonly location: string;
  /** The new page's absolute address: its canonical link. */
  readonly canonical: string;
}

/**
 * The first bytes of every redirect page, up to its location. A redirect page is
 * known by them (see `redirectLocationOf`), so a deploy, which works from the built
 * folder alone, can tell S3 which objects redirect without another file to keep.
 */
const opening =
  /^<!DOCTYPE html><html lang="[^"<>]*"><head><meta charset="utf-8" \/><meta http-equiv="refresh" content="0; url=([^"<>]*)" \/>/;

/**
 * A page that sends the visitor on at once: a meta refresh for browsers, a canonical
 * link so search engines credit the new address, `noindex`, and a link to follow
 * where refreshing is switched off.
 */
export function redirectPageHtml(page: RedirectPage): string {
  const location = escapeXml(page.location);
  return [
    `<!DOCTYPE html><html lang="${escapeXml(page.language)}"><head><meta charset="utf-8" />`,
    `<meta http-equiv="refresh" content="0; url=${location}" />`,
    `<title>${escapeXml(page.title)}</title>`,
    `<link rel="canonical" href="${escapeXml(page.canonical)}" />`,
    '<meta name="robots" content="noindex" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '</head><body><main>',
    `<h1>${escapeXml(page.title)}</h1>`,
    `<p><a href="${location}">${escapeXml(page.linkText)}</a></p>`,
    '</main></body></html>\n',
  ].join('');
}

/** Where a page the engine wrote as a redirect sends visitors (`/docs/notes/new/`); undefined for any other HTML. */
export function redirectLocationOf(html: string): string | undefined {
  const escaped = opening.exec(html)?.[1];
  return escaped?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
