import { describe, expect, it } from 'vitest';
import { checkInternalLinks } from './internal-links.ts';
import { pageWith, siteOutputOf } from './site-output-fixture.ts';

const about = pageWith('<h1 id="team">Team</h1><a name="history">History</a>');

describe('checkInternalLinks', () => {
  it('accepts links to pages, files, ids and other origins', async () => {
    const links = [
      '/about/',
      '/about',
      '/feed.xml',
      '../about/',
      'about/#team',
      '/about/#history',
      '/about/#top',
      '#intro',
      '#',
      '',
      '/caf%C3%A9/',
      '/café/',
      'https://example.com/nowhere/',
      '//cdn.example.com/x.js',
      'mailto:hello@example.com',
      'tel:+15550100',
    ];
    const output = await siteOutputOf({
      'index.html': pageWith(`<p id="intro">Hi</p>${links.map((href) => `<a href="${href}">x</a>`).join('')}`),
      'about/index.html': about,
      'café/index.html': pageWith('Café'),
      'feed.xml': '<rss/>',
    });
    expect(checkInternalLinks(output)).toEqual([]);
  });

  it('reports a link to no page or file, on the page that has it', async () => {
    const output = await siteOutputOf({
      'index.html': pageWith('<a href="/about/">ok</a>'),
      'about/index.html': pageWith('<a href="/no-such-page">x</a><map name="m"><area href="old.html" alt="Old"></map>'),
    });
    expect(checkInternalLinks(output)).toEqual([
      { where: '/about/', message: 'broken link <a href="/no-such-page">: no page or file at /no-such-page' },
      { where: '/about/', message: 'broken link <area href="old.html">: no page or file at /about/old.html' },
    ]);
  });

  it('reports a #fragment that no element of the target page has, on this page or another', async () => {
    const output = await siteOutputOf({
      'index.html': pageWith('<a href="/about/#no-such-section">x</a><a href="#nowhere">y</a>'),
      'about/index.html': about,
    });
    expect(checkInternalLinks(output)).toEqual([
      { where: '/', message: 'broken anchor <a href="/about/#no-such-section">: /about/ has no element with id "no-such-section"' },
      { where: '/', message: 'broken anchor <a href="#nowhere">: / has no element with id "nowhere"' },
    ]);
  });

  it('honours the base path: links must stay under it', async () => {
    const output = await siteOutputOf(
      {
        'index.html': pageWith('<a href="/docs/about/#team">ok</a><a href="/docs">ok</a><a href="/about/">x</a>'),
        'about/index.html': about,
      },
      '/docs/',
    );
    expect(checkInternalLinks(output)).toEqual([
      { where: '/docs/', message: 'broken link <a href="/about/">: /about/ is outside the base path /docs/' },
    ]);
  });

  it('reports a link that is not a URL at all, without crashing', async () => {
    const output = await siteOutputOf({ 'index.html': pageWith('<a href="http://[::1">x</a>') });
    expect(checkInternalLinks(output)).toEqual([{ where: '/', message: 'broken link <a href="http://[::1">: not a valid URL' }]);
  });
});

describe('checkInternalLinks with the links of Markdown bodies', () => {
  const bodyLinks = [
    { file: 'content/notes/a.md', line: 9, url: '/gone/' },
    { file: 'content/notes/a.md', line: 12, url: '#no-such-heading' },
    { file: 'content/notes/a.md', line: 14, url: '/' },
    { file: 'content/notes/b.md', line: 7, url: '/elsewhere/' },
  ];

  it("reports a body's broken link and anchor at the file and line they are written on, once, whichever pages show the body", async () => {
    const body = '<a href="/gone/">x</a><a href="#no-such-heading">y</a><a href="/">z</a>';
    const output = await siteOutputOf({
      'index.html': pageWith('Home'),
      'notes/a/index.html': pageWith(`<article>${body}</article>`),
      'notes/index.html': pageWith(`<article>${body}</article>`),
    });
    const problems = checkInternalLinks(output, bodyLinks);
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        { where: 'content/notes/a.md:9', message: 'body: broken link <a href="/gone/">: no page or file at /gone/' },
        {
          where: 'content/notes/a.md:12',
          message: 'body: broken anchor <a href="#no-such-heading">: /notes/a/ has no element with id "no-such-heading"',
        },
        {
          where: 'content/notes/a.md:12',
          message: 'body: broken anchor <a href="#no-such-heading">: /notes/ has no element with id "no-such-heading"',
        },
      ]),
    );
  });

  it('reports a link at its page when no body the page shows makes it, though a body elsewhere links there too', async () => {
    const output = await siteOutputOf({
      'index.html': pageWith('<a href="/gone/">from a template</a>'),
    });
    expect(checkInternalLinks(output, bodyLinks)).toEqual([
      { where: '/', message: 'broken link <a href="/gone/">: no page or file at /gone/' },
    ]);
  });
});
