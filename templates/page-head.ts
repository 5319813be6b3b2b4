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
    ...extra,
  });
}
