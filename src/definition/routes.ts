import { createElement, type ComponentType, type ReactElement } from 'react';

/**
 * One page of the site: where it lives, what its template renders, and what its
 * head says. `Head` is the site's own: the engine passes it to the site's document
 * shell as it is.
 */
export interface Route<Head> {
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
}

interface PageSpec<Props extends object, Head> {
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
}

/** A page rendered by `template` with `props`: the props are checked against the template's. */
export function page<Props extends object, Head>(spec: PageSpec<Props, Head>): Route<Head> {
  const { template, props } = spec;
  return {
    path: spec.path,
    head: spec.head,
    props,
    template: template.displayName ?? (template.name || 'an unnamed template'),
    render: () => createElement(template, props),
    indexed: spec.indexed ?? true,
    notFound: false,
    lastModified: spec.lastModified,
  };
}

/** The not-found page: served by hosts at any address the site does not have. */
export function notFoundPage<Props extends object, Head>(
  spec: Omit<PageSpec<Props, Head>, 'path' | 'indexed' | 'lastModified'>,
): Route<Head> {
  return { ...page({ ...spec, path: notFoundPath, indexed: false }), notFound: true };
}

/** The not-found page's site path; its file is `404.html`, where static hosts look for it. */
export const notFoundPath = '/404';
