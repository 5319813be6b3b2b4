import { describe, expect, it } from 'vitest';
import { openMemoryMemo, type Memo } from '../cache/memo.ts';
import { createSitePaths } from '../render/site-paths.ts';
import { rssFeed, type FeedItem } from './feed.ts';

/** Items made before, counting those it did not hold: each of them the feed made afresh. */
function countingMemo(): { readonly madeBefore: Memo<string>; made(): number } {
  const memo = openMemoryMemo<string>();
  let made = 0;
  const madeBefore: Memo<string> = {
    get(key) {
      const value = memo.get(key);
      if (value === undefined) made += 1;
      return value;
    },
    set: (key, value) => memo.set(key, value),
    sweep: (options) => memo.sweep(options),
  };
  return { madeBefore, made: () => made };
}

const channel = { title: 'Notes', description: 'What we learned', language: 'en', copyright: '© Notes', listPath: '/notes', size: 3 };
const item = (day: string, body: string): FeedItem => ({
  path: `/notes/${day}`,
  title: day,
  summary: day,
  html: `<p>${body} <a href="/notes">all notes</a></p>`,
  author: 'Ada',
  topic: 'General',
  published: day,
});
const paths = createSitePaths('https://example.com', '/');

describe('the RSS feed made again with the items made before', () => {
  it('makes again only the items whose page or address changed, and says the same as a feed made afresh', () => {
    const { madeBefore, made } = countingMemo();
    const items = [item('2025-01-01', 'One'), item('2025-02-01', 'Two'), item('2025-03-01', 'Three')];
    const first = rssFeed(channel, items, paths, madeBefore);
    expect(first).toBe(rssFeed(channel, items, paths));
    expect(made()).toBe(3);

    expect(rssFeed(channel, items, paths, madeBefore)).toBe(first);
    expect(made()).toBe(3);

    const edited = [items[0], item('2025-02-01', 'Two, revised'), items[2]].flatMap((entry) => (entry ? [entry] : []));
    const again = rssFeed(channel, edited, paths, madeBefore);
    expect(made()).toBe(4);
    expect(again).toContain('Two, revised');
    expect(again).toContain('<a href="https://example.com/notes">all notes</a>');

    rssFeed(channel, items, createSitePaths('https://example.org', '/'), madeBefore);
    expect(made()).toBe(7);
  });
});
