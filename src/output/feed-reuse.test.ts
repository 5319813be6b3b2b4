import { describe, expect, it, vi } from 'vitest';
import { createSitePaths } from '../render/site-paths.ts';
import { feedItemHtml } from './feed-html.ts';
import { openMemoryMemo } from '../cache/memo.ts';
import { rssFeed, type FeedItem } from './feed.ts';

vi.mock('./feed-html.ts', async (original) => {
  const real = await original<typeof import('./feed-html.ts')>();
  return { ...real, feedItemHtml: vi.fn(real.feedItemHtml) };
});

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
    const made = vi.mocked(feedItemHtml);
    const madeBefore = openMemoryMemo<string>();
    const items = [item('2025-01-01', 'One'), item('2025-02-01', 'Two'), item('2025-03-01', 'Three')];
    const first = rssFeed(channel, items, paths, madeBefore);
    expect(made).toHaveBeenCalledTimes(3);

    expect(rssFeed(channel, items, paths, madeBefore)).toBe(first);
    expect(made).toHaveBeenCalledTimes(3);

    const edited = [items[0], item('2025-02-01', 'Two, revised'), items[2]].flatMap((entry) => (entry ? [entry] : []));
    const again = rssFeed(channel, edited, paths, madeBefore);
    expect(made).toHaveBeenCalledTimes(4);
    expect(again).toContain('Two, revised');
    expect(again).toContain('<a href="https://example.com/notes">all notes</a>');

    rssFeed(channel, items, createSitePaths('https://example.org', '/'), madeBefore);
    expect(made).toHaveBeenCalledTimes(7);
  });
});
