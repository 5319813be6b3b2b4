import type { CardImage } from '../cards/social-card.ts';
import type { ContentSources, LoadedData } from '../definition/content-sources.ts';
import type { AssetUrls, SiteSettings } from '../definition/define-site.ts';
import type { Route } from '../definition/routes.ts';
import { sameValue } from './same-value.ts';

/**
 * Everything a page's HTML is made from besides its own route: the site module
 * (templates and schemas, by its fingerprint), the data files and settings the
 * document shell reads, the address the site is built for, the asset URLs and the
 * script added to every page. The one statement of what a page depends on: the
 * builder renders a page again only when this or its own inputs changed, so nothing
 * the shell or a template reads may come from elsewhere.
 */
export interface ShellInputs {
  readonly fingerprint: string;
  readonly data: LoadedData<ContentSources>;
  readonly settings: SiteSettings;
  /** The origin and the base path the site's links and canonical addresses are made with. */
  readonly origin: string;
  readonly base: string;
  readonly assets: AssetUrls;
  readonly pageScript: string | undefined;
}

/** What one page file is rendered from: its route's path, props and head (or a redirect's words and target), its card, and the shell. */
export type PageInputs =
  | {
      readonly kind: 'page';
      readonly path: string;
      readonly notFound: boolean;
      readonly props: unknown;
      readonly head: unknown;
      readonly card: CardImage | undefined;
      readonly shell: ShellInputs;
    }
  | {
      readonly kind: 'redirect';
      readonly path: string;
      readonly to: string;
      readonly title: string;
      readonly linkText: string;
      readonly shell: ShellInputs;
    };

/**
 * This run's shell inputs, or the last run's when they are the same value: every page
 * then holds the same object as before, and comparing pages never walks the shell again.
 */
export function shellInputs(next: ShellInputs, previous: ShellInputs | undefined): ShellInputs {
  return previous && sameValue(previous, next) ? previous : next;
}

/** What a route's page is rendered from, with the cards of this run, by site path. */
export function pageInputsOf(route: Route<unknown>, cards: ReadonlyMap<string, CardImage>, shell: ShellInputs): PageInputs {
  if (route.kind === 'redirect') {
    const { path, to, title, linkText } = route;
    return { kind: 'redirect', path, to, title, linkText, shell };
  }
  const { path, notFound, props, head } = route;
  return { kind: 'page', path, notFound, props, head, card: cards.get(path), shell };
}

/**
 * Whether a page would be rendered from the same inputs as before: compared as values
 * (see same-value.ts), so that content reloaded unchanged is recognised; the shell is
 * the same object when it did not change (see shellInputs), so it costs nothing here.
 */
export function rendersAsBefore(before: PageInputs, now: PageInputs): boolean {
  return sameValue(before, now);
}
