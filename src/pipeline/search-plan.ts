/**
 * Pagefind can only build an index whole: at 4,000 articles that takes seconds. So
 * the full index is kept while few articles changed since it was built, and those
 * few go into a small second index, the delta, which the browser searches too; the
 * full index's results for the articles the delta replaces are dropped.
 *
 * Articles are compared by what the index sees of them (see searchedPart in
 * site-builder.ts), so a change around an article, such as its related posts, does
 * not count.
 *
 * The full index is made in parts of at most `blog.searchPartSize` articles, one
 * Pagefind process after another: its memory grows with the articles of one index
 * (about 270 KB each), so a large blog is never indexed at once.
 */
export type SearchIndexPlan =
  /** No article changed since the last build: both indexes stay as they are. */
  | { readonly kind: 'keep' }
  /** Index every article again, into the parts of a new full index, with no delta. */
  | { readonly kind: 'full' }
  | {
      readonly kind: 'delta';
      /** Articles to index into the delta: added, or changed since the full index was built. */
      readonly indexed: readonly string[];
      /** Articles whose entries in the full index are out of date: changed or removed. */
      readonly replaced: readonly string[];
    };

/** What the search indexes of a build hold: each article's fingerprint, by site path. */
export interface SearchIndexState {
  /** The articles as the full index holds them. */
  readonly full: ReadonlyMap<string, string>;
  /** The articles as they were at that build: the full index with its delta. */
  readonly latest: ReadonlyMap<string, string>;
}

/** At most this share of the articles goes into a delta; beyond it the full index is built again. */
const deltaShare = 1 / 20;

/** What this build's articles ask of the indexes a previous build left (undefined: none to build on). */
export function planSearchIndex(previous: SearchIndexState | undefined, articles: ReadonlyMap<string, string>): SearchIndexPlan {
  if (previous === undefined) return { kind: 'full' };
  if (sameEntries(previous.latest, articles)) return { kind: 'keep' };
  const { full } = previous;
  const indexed = [...articles].filter(([path, fingerprint]) => full.get(path) !== fingerprint).map(([path]) => path);
  const removed = [...full.keys()].filter((path) => !articles.has(path));
  if (indexed.length + removed.length > Math.floor(articles.size * deltaShare)) return { kind: 'full' };
  return { kind: 'delta', indexed, replaced: [...indexed.filter((path) => full.has(path)), ...removed] };
}

function sameEntries(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  return a.size === b.size && [...a].every(([key, value]) => b.get(key) === value);
}

/** How many parts `articles` are split into: as few as hold at most `partSize` each. */
export function partCount(articles: number, partSize: number): number {
  return Math.ceil(articles / partSize);
}

/** Splits the articles into partCount parts, as even in size as they can be. */
export function splitIntoParts<Article>(articles: readonly Article[], partSize: number): Article[][] {
  const count = partCount(articles.length, partSize);
  return Array.from({ length: count }, (_, part) =>
    articles.slice(Math.floor((part * articles.length) / count), Math.floor(((part + 1) * articles.length) / count)),
  );
}
