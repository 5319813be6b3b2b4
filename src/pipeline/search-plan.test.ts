import { describe, expect, it } from 'vitest';
import { planSearchIndex, splitIntoParts } from './search-plan.ts';

/** Forty articles, /blog/a1 to /blog/a40, each with fingerprint v1: a delta may hold two (a twentieth). */
const articles = (changes: Record<string, string | undefined> = {}) => {
  const map = new Map(Array.from({ length: 40 }, (_, index) => [`/blog/a${index + 1}`, 'v1'] as [string, string]));
  for (const [path, fingerprint] of Object.entries(changes)) {
    if (fingerprint === undefined) map.delete(path);
    else map.set(path, fingerprint);
  }
  return map;
};
const unchangedSince = (full: Map<string, string>) => ({ full, latest: full });

describe('planning the search index', () => {
  it('builds the full index when there is none to build on', () => {
    expect(planSearchIndex(undefined, articles())).toEqual({ kind: 'full' });
  });

  it('keeps both indexes when no article changed since the last build', () => {
    expect(planSearchIndex(unchangedSince(articles()), articles())).toEqual({ kind: 'keep' });
    const withDelta = { full: articles(), latest: articles({ '/blog/a7': 'v2' }) };
    expect(planSearchIndex(withDelta, articles({ '/blog/a7': 'v2' }))).toEqual({ kind: 'keep' });
  });

  it('puts a changed and an added article in the delta, replacing only the changed one', () => {
    expect(planSearchIndex(unchangedSince(articles()), articles({ '/blog/a7': 'v2', '/blog/new': 'v1' }))).toEqual({
      kind: 'delta',
      indexed: ['/blog/a7', '/blog/new'],
      replaced: ['/blog/a7'],
    });
  });

  it('replaces a removed article with nothing', () => {
    expect(planSearchIndex(unchangedSince(articles()), articles({ '/blog/a3': undefined }))).toEqual({
      kind: 'delta',
      indexed: [],
      replaced: ['/blog/a3'],
    });
  });

  it('counts every difference from the full index, not only this build’s, and rebuilds it past a twentieth', () => {
    const previous = { full: articles(), latest: articles({ '/blog/a1': 'v2' }) };
    expect(planSearchIndex(previous, articles({ '/blog/a1': 'v2', '/blog/a2': 'v2' }))).toEqual({
      kind: 'delta',
      indexed: ['/blog/a1', '/blog/a2'],
      replaced: ['/blog/a1', '/blog/a2'],
    });
    expect(planSearchIndex(previous, articles({ '/blog/a1': 'v2', '/blog/a2': 'v2', '/blog/a3': undefined }))).toEqual({ kind: 'full' });
  });

  it('needs an empty delta once an article is changed back', () => {
    const previous = { full: articles(), latest: articles({ '/blog/a1': 'v2' }) };
    expect(planSearchIndex(previous, articles())).toEqual({ kind: 'delta', indexed: [], replaced: [] });
  });

  it('rebuilds a small blog’s index whole: a twentieth of it is less than one article', () => {
    const few = new Map([['/blog/a', 'v1'], ['/blog/b', 'v1']]);
    expect(planSearchIndex(unchangedSince(few), new Map([['/blog/a', 'v2'], ['/blog/b', 'v1']]))).toEqual({ kind: 'full' });
  });
});

describe('splitting the full index into parts', () => {
  const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

  it('keeps every article in one part while they fit', () => {
    expect(splitIntoParts(numbers(13), 1000)).toEqual([numbers(13)]);
    expect(splitIntoParts(numbers(1000), 1000)).toEqual([numbers(1000)]);
  });

  it('makes as few parts as hold at most the part size, in order, each article once', () => {
    const parts = splitIntoParts(numbers(4001), 1000);
    expect(parts.map((part) => part.length)).toEqual([800, 800, 800, 800, 801]);
    expect(parts.flat()).toEqual(numbers(4001));
  });

  it('balances the parts rather than leaving a small last one', () => {
    expect(splitIntoParts(numbers(60), 25).map((part) => part.length)).toEqual([20, 20, 20]);
  });

  it('makes no part for a blog without articles', () => {
    expect(splitIntoParts([], 1000)).toEqual([]);
  });
});
