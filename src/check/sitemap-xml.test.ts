import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../output/sitemap.ts';
import { pageWith, siteOutputOf } from './site-output-fixture.ts';
import { checkSitemapXml } from './sitemap-xml.ts';

const page = pageWith('<h1>Home</h1>');
const robots = 'User-agent: *\nAllow: /\n\nSitemap: https://example.com/docs/sitemap.xml\n';
const urlset = (urls: string, root = 'urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>\n${urls}\n</${root.split(' ')[0]}>\n`;

describe('checkSitemapXml', () => {
  it('accepts the sitemap the build writes, and a site with none', async () => {
    const sitemap = sitemapXml([
      { url: 'https://example.com/docs/' },
      { url: 'https://example.com/docs/notes/a/', lastModified: '2025-03-14' },
    ]);
    expect(
      await checkSitemapXml(await siteOutputOf({ 'index.html': page, 'sitemap.xml': sitemap, 'robots.txt': robots }, '/docs/')),
    ).toEqual([]);
    expect(await checkSitemapXml(await siteOutputOf({ 'index.html': page }))).toEqual([]);
  });

  it('reports a root element that is not a <urlset> in the sitemap namespace', async () => {
    const problemsOf = async (root: string) => checkSitemapXml(await siteOutputOf({ 'sitemap.xml': urlset('', root) }));
    const expected = 'not a sitemap\'s <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
    expect(await problemsOf('urls')).toEqual([{ where: '/sitemap.xml', message: `its root element is <urls>, ${expected}` }]);
    expect(await problemsOf('urlset xmlns="http://example.com/sitemap"')).toEqual([
      { where: '/sitemap.xml', message: `its root element is <urlset xmlns="http://example.com/sitemap">, ${expected}` },
    ]);
  });

  it('reports each address a crawler would skip: none, not absolute, on another host than robots.txt names, outside the base path', async () => {
    const urls = [
      '<url><loc>https://example.com/docs/a/</loc></url>',
      '<url><lastmod>2025-03-14</lastmod></url>',
      '<url><loc>/docs/b/</loc></url>',
      '<url><loc>javascript:alert(1)</loc></url>',
      '<url><loc>https://example.org/docs/c/</loc></url>',
      '<url><loc>https://example.com/d/</loc></url>',
    ].join('\n');
    const output = await siteOutputOf({ 'index.html': page, 'sitemap.xml': urlset(urls), 'robots.txt': robots }, '/docs/');
    expect(await checkSitemapXml(output)).toEqual([
      { where: '/docs/sitemap.xml', message: 'the <url> at sitemap.xml:4:5 has no <loc>' },
      { where: '/docs/sitemap.xml', message: '<loc>/docs/b/</loc> at sitemap.xml:5:10 is not an absolute URL' },
      { where: '/docs/sitemap.xml', message: '<loc>javascript:alert(1)</loc> at sitemap.xml:6:10 is not an absolute URL' },
      {
        where: '/docs/sitemap.xml',
        message: '<loc>https://example.org/docs/c/</loc> at sitemap.xml:7:10 is not an address of the site, https://example.com/docs/',
      },
      {
        where: '/docs/sitemap.xml',
        message: '<loc>https://example.com/d/</loc> at sitemap.xml:8:10 is not an address of the site, https://example.com/docs/',
      },
    ]);
  });

  it('takes the first address for the site when there is no robots.txt to say where the sitemap is', async () => {
    const urls = '<url><loc>https://example.org/</loc></url>\n<url><loc>https://example.com/b/</loc></url>';
    expect(await checkSitemapXml(await siteOutputOf({ 'index.html': page, 'sitemap.xml': urlset(urls) }))).toEqual([
      {
        where: '/sitemap.xml',
        message: '<loc>https://example.com/b/</loc> at sitemap.xml:4:10 is not an address of the site, https://example.org/',
      },
    ]);
  });

  it('reports a sitemap that is not well-formed, or holds a character XML forbids', async () => {
    const broken = urlset('<url><loc>https://example.com/\u0000</loc></url>\n<url><loc>https://example.com/b/</url>');
    expect(await checkSitemapXml(await siteOutputOf({ 'sitemap.xml': broken }))).toEqual([
      { where: '/sitemap.xml', message: 'holds a character XML forbids, U+0000 at sitemap.xml:3:31: readers refuse the whole file' },
      { where: '/sitemap.xml', message: 'is not well-formed XML at sitemap.xml:4:38: unexpected close tag: readers refuse the whole file' },
    ]);
  });
});
