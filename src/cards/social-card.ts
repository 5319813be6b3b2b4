import type { ReactElement } from 'react';
import type { PageRoute } from '../definition/routes.ts';

/**
 * A site's social cards, as it declares them: the picture each page shows when it is
 * shared (Open Graph, X). The site says what a card shows; the engine draws, caches
 * and names the files, and hands each page's document the image to announce.
 */
export interface SocialCardSpec<Head> {
  /** The fonts the drawn cards use, read from the project's packages: satori reads WOFF and TTF, not WOFF2. */
  readonly fonts: readonly CardFont[];
  /**
   * Fonts for the characters `fonts` lack (other scripts, emoji), tried in order: a card
   * reads only those its text needs. A character no font has is left out of the card,
   * and the build warns, naming the page.
   */
  readonly fallbackFonts?: readonly CardFont[];
  /** The card of a page, or undefined for a page that has none. */
  card(route: PageRoute<Head>): SocialCard | undefined;
}

export interface CardFont {
  /** The family name the card's styles use (`fontFamily: 'Inter'`). */
  readonly name: string;
  /** The file, as a package path resolved from the project: `@fontsource/inter/files/inter-latin-700-normal.woff`. */
  readonly file: string;
  readonly weight: 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
  readonly style: 'normal' | 'italic';
}

/** A card drawn from an element tree, or a picture the site already has, cropped to fit. */
export type SocialCard = DrawnCard | PictureCard;

export interface DrawnCard {
  readonly kind: 'drawn';
  /**
   * What the card shows, laid out by satori at the card's size: plain elements with
   * inline styles (flexbox), and components that return them. No hooks, no context.
   */
  readonly element: ReactElement;
  /**
   * What the card shares with other cards (its ground, artwork, brand), drawn under
   * `element`, whose own ground is then left clear. The engine draws it once for all
   * the cards that show it and keeps it in the build cache, so that each card lays out
   * and rasterises only its own part. `element` is laid out by itself at the card's
   * size: to sit where it would on a card drawn whole, it keeps the backdrop's parts
   * that place it, unseen (`opacity: 0`).
   */
  readonly backdrop?: ReactElement;
  /** Says what the card shows, for readers who cannot see it. */
  readonly alt: string;
}

export interface PictureCard {
  readonly kind: 'picture';
  /** The picture's file, from the project's folder: `assets/images/launch.jpg`. */
  readonly file: string;
  readonly alt: string;
}

/** Every card's size, the one Open Graph and X show large. */
export const cardSize = { width: 1200, height: 630 } as const;

/** The most bytes a card may take: networks fetch it for every share, some refuse large ones. */
export const cardByteBudget = 100 * 1024;

/** A page's card as its document announces it. */
export interface CardImage {
  /** The absolute address of the card's file. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  /** `image/png` for a drawn card, `image/jpeg` for a picture. */
  readonly type: string;
}
