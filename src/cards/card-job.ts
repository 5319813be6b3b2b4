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
  /** `fallbackFonts`: those its text needs besides the card fonts, in the site's order; `backdrop`: what it is drawn over. */
  | {
      readonly kind: 'drawn';
      readonly tree: CardNode;
      readonly fallbackFonts: readonly ResolvedFont[];
      readonly backdrop?: CardBackdrop | undefined;
    }
  /** `path`: the picture's absolute path. */
  | { readonly kind: 'picture'; readonly path: string };

/** What many drawn cards share, drawn once for all of them (see DrawnCard). */
export interface CardBackdrop {
  /** The hash of what it is drawn from and how: its name in the cache, and what the threads drawing cards share it by. */
  readonly key: string;
  readonly tree: CardNode;
  readonly fallbackFonts: readonly ResolvedFont[];
}
