import type { Meta } from './schema/common.ts';
import type { SiteConfig } from './model.ts';

/** What every page tells search engines and social networks about itself, beyond its address. */
export interface PageHead {
  /** The full title, suffix included. */
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly type: 'website' | 'article';
  readonly jsonLd: readonly object[];
  /** What the page's social card shows (see cards/social-cards.tsx). */
  readonly card: CardContent;
}

export interface CardContent {
  /** The page's title, without the site's name. */
  readonly title: string;
  /** The section or category the page belongs to; when not given, the one the site's links name for its address. */
  readonly section?: string | undefined;
  /** A picture of the page's own (`/images/launch.jpg`), cropped to a card instead of drawing one. */
  readonly picture?: { readonly path: string; readonly alt: string } | undefined;
}

/** What a page's meta and the site's defaults make of its head. */
export type HeadOf = (meta: Pick<Meta, 'title' | 'description' | 'keywords'>, extra?: Partial<PageHead>) => PageHead;

export function headOf(site: SiteConfig): HeadOf {
  return (meta, extra = {}) => ({
    title: `${meta.title} | ${site.titleSuffix}`,
    description: meta.description,
    keywords: meta.keywords ?? site.keywords,
    type: 'website',
    jsonLd: [],
    card: { title: meta.title },
    ...extra,
  });
}
