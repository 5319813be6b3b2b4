import { Feed } from 'feed';
import type { SitePaths } from '../render/site-paths.ts';
import type { Memo } from '../cache/memo.ts';
import { inCodeUnitOrder } from './code-unit-order.ts';
import { feedItemHtml } from './feed-html.ts';
import { escapeXml } from './sitemap.ts';
import { withoutNonXmlCharacters } from './xml-text.ts';

export const feedPath = '/feed.xml';

/** What the feed says of itself. */
export interface FeedChannel {
  readonly title: string;
  readonly description: string;
  readonly language: string;
  readonly copyright: string;
  /** The site path of the page that lists the items, e.g. `/notes`. */
  readonly listPath: string;
  /** The most items the feed carries: readers poll it, so a large site must not make it megabytes. */
  readonly size: number;
}

/**
 * One article as the feed carries it. Titles and summaries are plain text; `html` is
 * the body as the page shows it: the feed makes its URLs absolute and drops what the
 * page's interface adds to it (copy buttons, the box a table scrolls in).
 */
export interface FeedItem {
  readonly path: string;
  readonly title: string;
  readonly summary: string;
  readonly html: string;
  readonly author: string;
  /** What the item is filed under: its RSS `<category>`. */
  readonly topic: string;
  /** YYYY-MM-DD. */
  readonly published: string;
  /** YYYY-MM-DD: when the article was last revised, if it was. */
  readonly updated?: string | undefined;
}

/**
 * The newest items as RSS 2.0, newest first (items published the same day keep
 * their order). Its `lastBuildDate` is the newest day one of them was published or
 * revised on, not the clock, so builds are reproducible. Readers treat an item's title and description
 * as HTML, so plain text is escaped: a `<script>` in a summary reaches them as text.
 */
/**
 * `madeBefore` keeps items as they stand alone, by address and page HTML: making one
 * parses the article's whole HTML (about 35 ms for a long one with much highlighted
 * code), so a build, and the dev server on every save, remake only the items that changed.
 */
export function rssFeed(channel: FeedChannel, items: readonly FeedItem[], paths: SitePaths, madeBefore?: Memo<string>): string {
  const newest = [...items].sort((a, b) => inCodeUnitOrder(b.published, a.published)).slice(0, channel.size);
  const dateOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
  const lastChange = newest
    .flatMap((item) => [item.published, item.updated ?? item.published])
    .sort()
    .at(-1);
  const feed = new Feed({
    title: channel.title,
    description: channel.description,
    id: paths.absolute(channel.listPath),
    link: paths.absolute(channel.listPath),
    language: channel.language,
    copyright: channel.copyright,
    updated: lastChange === undefined ? undefined : dateOf(lastChange),
    feedLinks: { rss: paths.absolute(feedPath) },
  });
  for (const item of newest) {
    const url = paths.absolute(item.path);
    const key = `${url}\n${item.html}`;
    const content = madeBefore?.get(key) ?? feedItemHtml(item.html, url);
    madeBefore?.set(key, content);
    feed.addItem({
      // Escaped, a `]]>` in the text cannot end the CDATA section it is written in.
      title: escapeXml(item.title),
      id: url,
      link: url,
      description: escapeXml(item.summary),
      content: cdataHtml(content),
      author: [{ name: item.author }],
      date: dateOf(item.published),
      category: [{ name: item.topic }],
    });
  }
  // Whatever the site's items hold, the feed holds no character XML forbids: readers would refuse all of it.
  return withoutNonXmlCharacters(feed.rss2());
}

/**
 * HTML as a CDATA section can hold it: the `feed` package splits only the first `]]>`
 * of a section, so a second would end it early, and a character XML forbids, taken
 * out of the whole feed, could make one. In HTML's text and attributes, `&gt;` reads as `>`.
 */
function cdataHtml(html: string): string {
  return withoutNonXmlCharacters(html).replaceAll(']]>', ']]&gt;');
}
