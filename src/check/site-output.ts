import type { PageFacts } from './page-facts.ts';

/** One HTML file of a built site, as every check sees it. */
export interface CheckedPage {
  /** Relative to the output folder, with forward slashes: `about/index.html`. */
  readonly file: string;
  /** The address a static host serves it at, base path included: `/docs/about/`. */
  readonly url: string;
  readonly facts: PageFacts;
}

/** A built site as the checks see it. */
export interface SiteOutput {
  /** The path the site is served under, normalized: `/` or `/docs/`. */
  readonly base: string;
  readonly pages: readonly CheckedPage[];
  /** Every file of the output, relative to its folder, with forward slashes. */
  readonly files: ReadonlySet<string>;
  read(file: string): Promise<Uint8Array>;
}
