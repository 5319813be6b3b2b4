import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { XMLParser } from 'fast-xml-parser';
import { readXml } from '../check/xml-document.ts';
import { createSitePaths } from '../render/site-paths.ts';
import { rssFeed, type FeedItem } from './feed.ts';

const channel = { title: 'Notes', description: 'What we learned', language: 'en', copyright: '© Notes', listPath: '/notes', size: 2 };
const item = (published: string, title: string): FeedItem => ({
  path: `/notes/${published}`,
  title,
  summary: `About ${title}`,
  html: `<p>${title}</p>`,
  author: 'Ada',
  topic: 'General',
  published,
});

interface ParsedFeed {
  rss: { channel: { item: { title: string; description: string; link: string }[] } };
}
const parse = (xml: string) => new XMLParser({ cdataPropName: false }).parse(xml) as ParsedFeed;

describe('the RSS feed', () => {
  it('carries the newest items, newest first, up to its size, with absolute links', () => {
    const xml = rssFeed(
      channel,
      [item('2025-01-01', 'Old'), item('2025-03-01', 'Newest'), item('2025-02-01', 'Middle')],
      createSitePaths('https://example.com', '/docs/'),
    );
    const items = parse(xml).rss.channel.item;
    expect(items.map((entry) => entry.title)).toEqual(['Newest', 'Middle']);
    expect(items[0]?.link).toBe('https://example.com/docs/notes/2025-03-01/');
  });

  it('keeps the given order of items published on the same day', () => {
    const sameDay = (title: string) => ({ ...item('2025-03-01', title), path: `/notes/${title.toLowerCase()}` });
    const xml = rssFeed(
      { ...channel, size: 3 },
      [item('2025-01-01', 'Old'), sameDay('Second'), sameDay('First')],
      createSitePaths('https://example.com', '/'),
    );
    expect(parse(xml).rss.channel.item.map((entry) => entry.title)).toEqual(['Second', 'First', 'Old']);
  });

  it('gives titles and summaries to readers as text, never as markup', () => {
    const hostile = { ...item('2025-01-01', 'Escaping <b>bold</b> & co'), summary: 'Why <script>alert(1)</script> must not run' };
    const [entry] = [
      parse(rssFeed({ ...channel, size: 1 }, [hostile], createSitePaths('https://example.com', '/'))).rss.channel.item,
    ].flat();
    // A feed reader renders these fields as HTML: what it shows must be the writer's text, with no element in it.
    for (const [field, text] of [
      [entry?.title, hostile.title],
      [entry?.description, hostile.summary],
    ] as const) {
      const shown = cheerio.load(field ?? '', null, false);
      expect(shown('*')).toHaveLength(0);
      expect(shown.root().text()).toBe(text);
    }
  });

  it('holds no character XML forbids, whatever the site hands it, and no CDATA section ends early', () => {
    const forbidden = '\u0000\u001b\u000b\ud800\ufffe';
    const hostile: FeedItem = {
      ...item('2025-01-01', `Pasted]]> [31m${forbidden}red]]> title`),
      summary: `A summary]]>${forbidden} that goes on]]]]>`,
      html: `<p>Body]]> with ${forbidden}<code>a[b[0]]>c</code> and ]]\u0000> more</p>`,
      author: `Ada${forbidden}`,
      topic: `General${forbidden}`,
    };
    const xml = rssFeed({ ...channel, title: `Notes${forbidden}` }, [hostile], createSitePaths('https://example.com', '/'));
    // Read as strictly as a feed reader does: well-formed, no forbidden character anywhere.
    expect(readXml('feed.xml', new TextEncoder().encode(xml))).toMatchObject({ kind: 'read', forbidden: undefined });
    const parsed = new XMLParser().parse(xml) as {
      rss: {
        channel: {
          title: string;
          item: { title: string; description: string; author: string; category: string; 'content:encoded': string };
        };
      };
    };
    const shown = (html: string) => cheerio.load(html, null, false).root().text();
    const entry = parsed.rss.channel.item;
    expect(parsed.rss.channel.title).toBe('Notes');
    expect(shown(entry.title)).toBe('Pasted]]> [31mred]]> title');
    expect(shown(entry.description)).toBe('A summary]]> that goes on]]]]>');
    expect(shown(entry['content:encoded'])).toBe('Body]]> with a[b[0]]>c and ]]> more');
    expect([entry.author, entry.category]).toEqual(['Ada', 'General']);
  });

  it('is dated by the newest day an item it carries was published or revised on, never by the clock', () => {
    const paths = createSitePaths('https://example.com', '/');
    const lastBuildDate = (items: readonly FeedItem[]) =>
      (new XMLParser().parse(rssFeed(channel, items, paths)) as { rss: { channel: { lastBuildDate: string } } }).rss.channel.lastBuildDate;
    const revised = { ...item('2025-01-01', 'Revised'), updated: '2025-04-02' };
    expect(lastBuildDate([item('2025-03-01', 'Newest'), revised])).toBe('Wed, 02 Apr 2025 00:00:00 GMT');
    expect(lastBuildDate([item('2025-03-01', 'Newest'), item('2025-01-01', 'Old')])).toBe('Sat, 01 Mar 2025 00:00:00 GMT');
    // An item beyond the feed's size is not in it: its revision does not date the feed.
    expect(lastBuildDate([item('2025-03-01', 'Newest'), item('2025-02-01', 'Middle'), revised])).toBe('Sat, 01 Mar 2025 00:00:00 GMT');
  });

  it('carries each body with absolute links and without the copy buttons of its page', () => {
    const body = {
      ...item('2025-01-01', 'Body'),
      html: '<p><a href="/docs/notes/other/">Other</a></p><button type="button">Copy code</button>',
    };
    const xml = rssFeed(channel, [body], createSitePaths('https://example.com', '/docs/'));
    const parsed = new XMLParser().parse(xml) as { rss: { channel: { item: { 'content:encoded': string } } } };
    expect(parsed.rss.channel.item['content:encoded']).toBe('<p><a href="https://example.com/docs/notes/other/">Other</a></p>');
  });
});
