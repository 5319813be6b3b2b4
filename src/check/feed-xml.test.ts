import { describe, expect, it } from 'vitest';
import { checkFeedXml } from './feed-xml.ts';
import { parseSiteOutput } from './read-site-output.ts';
import { pageWith, siteOutputOf } from './site-output-fixture.ts';

const feedWith = (items: string, root = 'rss version="2.0"') =>
  `<?xml version="1.0" encoding="utf-8"?>\n<${root}>\n<channel><title>Notes</title>\n${items}\n</channel>\n</${root.split(' ')[0]}>\n`;
const item = (title: string, link: string) => `<item><title><![CDATA[${title}]]></title><link>${link}</link></item>`;

const problemsOf = async (feed: string, base = '/') =>
  checkFeedXml(await siteOutputOf({ 'index.html': pageWith('<h1>Home</h1>'), 'feed.xml': feed }, base));

describe('checkFeedXml', () => {
  it('accepts a feed a reader reads, and a site with no feed', async () => {
    expect(await problemsOf(feedWith(item('First', 'https://example.com/first/')))).toEqual([]);
    expect(await checkFeedXml(await siteOutputOf({ 'index.html': pageWith('<h1>Home</h1>') }))).toEqual([]);
  });

  it('reports the characters XML forbids, counted, at the first one, and still checks the rest', async () => {
    const feed = feedWith(`${item('Red \u001b[31m', 'https://example.com/red/')}\n${item('Nul\u0000', '')}`);
    expect(await problemsOf(feed, '/docs/')).toEqual([
      {
        where: '/docs/feed.xml',
        message: 'holds 2 characters XML forbids, the first U+001B at feed.xml:4:27: readers refuse the whole file',
      },
      { where: '/docs/feed.xml', message: 'the item "Nul\ufffd" at feed.xml:5:6 has no link' },
    ]);
  });

  it('reports a feed that is not well-formed at its first error, and nothing a reader would not get to', async () => {
    expect(await problemsOf(feedWith('<item><title>A</title><link>https://example.com/a/</link>'))).toEqual([
      { where: '/feed.xml', message: 'is not well-formed XML at feed.xml:5:10: unexpected close tag: readers refuse the whole file' },
    ]);
    expect(await problemsOf(`${feedWith(item('A', 'https://example.com/a/'))}<rss/>\n`)).toEqual([
      {
        where: '/feed.xml',
        message: 'is not well-formed XML at feed.xml:7:5: documents may contain only one root: readers refuse the whole file',
      },
    ]);
  });

  it('reports a root element that is not <rss>, and an <rss> with no <channel>', async () => {
    expect(await problemsOf(feedWith(item('A', 'https://example.com/a/'), 'feed xmlns="http://www.w3.org/2005/Atom"'))).toEqual([
      { where: '/feed.xml', message: "its root element is <feed>, not RSS's <rss>: readers take it for no feed" },
    ]);
    expect(await problemsOf('<rss version="2.0"><item/></rss>')).toEqual([
      { where: '/feed.xml', message: 'its <rss> has no <channel>: readers find nothing in it' },
    ]);
  });

  it('reports each item a reader cannot list or open: no title, no link, a link that is not absolute', async () => {
    const items = [item('', 'https://example.com/a/'), item('B', ' '), item('C', '/notes/c/'), '<item><description>D</description></item>'];
    expect(await problemsOf(feedWith(items.join('\n')))).toEqual([
      { where: '/feed.xml', message: 'the item at feed.xml:4:6 has no title' },
      { where: '/feed.xml', message: 'the item "B" at feed.xml:5:6 has no link' },
      { where: '/feed.xml', message: 'the item "C" at feed.xml:6:6 links to "/notes/c/", not an absolute URL' },
      { where: '/feed.xml', message: 'the item at feed.xml:7:6 has no title and no link' },
    ]);
  });

  it('reports a feed that is not UTF-8', async () => {
    const latin1 = Buffer.from(feedWith(item('Café', 'https://example.com/cafe/')), 'latin1');
    const output = await parseSiteOutput({ base: '/', files: ['feed.xml'], read: async () => latin1 });
    expect(await checkFeedXml(output)).toEqual([{ where: '/feed.xml', message: 'is not UTF-8 text: readers cannot decode it' }]);
  });
});
