import { createElement, type ComponentType, type ReactElement } from 'react';
import type { FieldPath } from '../content/source-document.ts';
import type { Entry } from './content-sources.ts';

/** Something the site serves at an address: a page its templates render, or a redirect the engine writes. */
export type Route<Head> = PageRoute<Head> | RedirectRoute;

/**
 * Where a route's address was declared, when it comes from content: the entry and
 * its field (`['slug']`, `['aliases', 2]`; `[]` for an address made from the file's
 * name). A problem with the address is then reported at that field's line, as
 * content errors are.
 */
export interface RouteSource {
  readonly entry: Entry<unknown>;
  readonly field: FieldPath;
}

/**
 * One page of the site: where it lives, what its template renders, and what its
 * head says. `Head` is the site's own: the engine passes it to the site's document
 * shell as it is.
 */
export interface PageRoute<Head> {
  readonly kind: 'page';
  /** The site path, e.g. `/notes/first-light`: written as `notes/first-light/index.html`. */
  readonly path: string;
  readonly head: Head;
  /** The template's name, for messages: `NotePage`. */
  readonly template: string;
  /** The page's template applied to its props. */
  render(): ReactElement;
  /** What the template is given: a page whose props, head and templates did not change need no rendering. */
  readonly props: unknown;
  /** Listed in the sitemap. */
  readonly indexed: boolean;
  /** The page hosts serve for every address that has none: written to `404.html`, with no canonical address. */
  readonly notFound: boolean;
  /** When the page's content last changed, as the site reads it from that content: its sitemap `<lastmod>`. */
  readonly lastModified: string | undefined;
  /** Where its path was declared, when it comes from content. */
  readonly source: RouteSource | undefined;
}

/**
 * An old address that sends visitors on to a page's new one: a small page of its
 * own (an immediate meta refresh, a canonical link and a link to follow), never in
 * the sitemap, which a deploy to S3 also marks for a permanent redirect.
 */
export interface RedirectRoute {
  readonly kind: 'redirect';
  /** The old site path, e.g. `/notes/old-name`: written as `notes/old-name/index.html`. */
  readonly path: string;
  /** The site path it leads to, e.g. `/notes/new-name`. */
  readonly to: string;
  /** The page's title, in the site's language. */
  readonly title: string;
  /** The words of its link to the new address. */
  readonly linkText: string;
  /** Where its old address was declared, when it comes from content. */
  readonly source: RouteSource | undefined;
}

/** What `page` renders: a template with its props at a site path, and the page's head for the document shell. */
export interface PageSpec<Props extends object, Head> {
  readonly path: string;
  readonly template: ComponentType<Props>;
  readonly props: Props;
  readonly head: Head;
  /** False leaves the page out of the sitemap (it is still built and linked). */
  readonly indexed?: boolean;
  /**
   * When the page's content last changed (`2025-03-14`, or a date-time with its time
   * zone), taken from the content, never from the clock: the sitemap's `<lastmod>`.
   */
  readonly lastModified?: string | undefined;
  /** Where the path was declared, when it comes from content (a post's slug): problems with it are reported there. */
  readonly source?: RouteSource | undefined;
}

/** A page rendered by `template` with `props`: the props are checked against the template's. */
export function page<Props extends object, Head>(spec: PageSpec<Props, Head>): PageRoute<Head> {
  const { template, props } = spec;
  return {
    kind: 'page',
    path: spec.path,
    head: spec.head,
    props,
    template: template.displayName ?? (template.name || 'an unnamed template'),
    render: () => createElement(template, props),
    indexed: spec.indexed ?? true,
    notFound: false,
    lastModified: spec.lastModified,
    source: spec.source,
  };
}

/** The not-found page: served by hosts at any address the site does not have. */
export function notFoundPage<Props extends object, Head>(
  spec: Omit<PageSpec<Props, Head>, 'path' | 'indexed' | 'lastModified' | 'source'>,
): PageRoute<Head> {
  return { ...page({ ...spec, path: notFoundPath, indexed: false }), notFound: true };
}

/** The not-found page's site path; its file is `404.html`, where static hosts look for it. */
export const notFoundPath = '/404';

/** What `redirect` makes: a small page at an old address that sends readers on to the new one. */
export interface RedirectSpec {
  /** The old site path: `/blog/old-slug`. */
  readonly from: string;
  /** The site path of the page it moved to: `/blog/new-slug`. */
  readonly to: string;
  /** The page's title, for a site not written in English. */
  readonly title?: string | undefined;
  /** The words of the link to the new address, for a site not written in English. */
  readonly linkText?: string | undefined;
  /** Where `from` was declared, when it comes from content (an alias in front matter): problems with it are reported there. */
  readonly source?: RouteSource | undefined;
}

/** A redirect from an old address to a page's new one, listed among the site's routes. */
export function redirect(spec: RedirectSpec): RedirectRoute {
  return {
    kind: 'redirect',
    path: spec.from,
    to: spec.to,
    title: spec.title ?? 'This page has moved',
    linkText: spec.linkText ?? 'Go to its new address',
    source: spec.source,
  };
}
