import type { ResolvedFont } from './card-fonts.ts';
import type { CardNode } from './card-tree.ts';

/** One card file to put in the output, as a thread that makes it is sent it: several pages may share it. */
export interface CardJob {
  /** The card's file name, the hash of everything it is made from: `3f2a1b9c0d4e5f60a7b8.png`. */
  readonly name: string;
  /** The first page that shows it, for messages. */
  readonly page: string;
  readonly source: CardSource;
}

/** What a card is made from. */
export type CardSource =
  /** `fallbackFonts`: those its text needs besides the card fonts, in the site's order. */
  | { readonly kind: 'drawn'; readonly tree: CardNode; readonly fallbackFonts: readonly ResolvedFont[] }
  /** `path`: the picture's absolute path. */
  | { readonly kind: 'picture'; readonly path: string };
