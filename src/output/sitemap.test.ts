import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { readXml } from '../check/xml-document.ts';
import { sitemapXml } from './sitemap.ts';

describe('the sitemap', () => {
  it('holds no character XML forbids, whatever the routes hand it, and keeps the rest of each address', () => {
    const xml = sitemapXml([
      { url: 'https://example.com/notes/a\u001b[0m&b<c>/', lastModified: '2025-03-14\u0000' },
      { url: 'https://example.com/\ud800\uffff' },
    ]);
    expect(readXml('sitemap.xml', new TextEncoder().encode(xml))).toMatchObject({ kind: 'read', forbidden: undefined });
    const parsed = new XMLParser({ processEntities: true, htmlEntities: true }).parse(xml) as {
      urlset: { url: { loc: string; lastmod?: string }[] };
    };
    expect(parsed.urlset.url).toEqual([
      { loc: 'https://example.com/notes/a[0m&b<c>/', lastmod: '2025-03-14' },
      { loc: 'https://example.com/' },
    ]);
  });
});
