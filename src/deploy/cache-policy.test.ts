import { describe, expect, it } from 'vitest';
import { hashedName } from '../assets/hashed-name.ts';
import { cacheControlOf, immutable, revalidate } from './cache-policy.ts';

describe('cacheControlOf', () => {
  it('lets browsers keep content-hashed assets for a year', () => {
    expect(immutable).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf(`assets/${hashedName('main.css', 'body{}')}`)).toBe(immutable);
    expect(cacheControlOf(`assets/${hashedName('main.js', 'let a')}`)).toBe(immutable);
    expect(cacheControlOf('assets/fonts/inter.3f2a1b9c0d.woff2')).toBe(immutable);
  });

  it("lets browsers keep the images' content-hashed files for a year", () => {
    expect(cacheControlOf('images/diagram-800.3f2a1b9c0d.avif')).toBe(immutable);
    expect(cacheControlOf('images/team/ada-480.3f2a1b9c0d.webp')).toBe(immutable);
    expect(cacheControlOf('images/logo.3f2a1b9c0d.svg')).toBe(immutable);
  });

  it('lets browsers keep the social cards, named by what each is drawn from, for a year', () => {
    expect(cacheControlOf('cards/0a1b2c3d4e5f60718293.png')).toBe(immutable);
    expect(cacheControlOf('cards/0a1b2c3d4e5f60718293.jpg')).toBe(immutable);
    expect(cacheControlOf('cards/launch.png')).toBe(revalidate);
  });

  it("lets browsers keep Pagefind's hashed index files for a year", () => {
    expect(cacheControlOf('pagefind/1/fragment/en_ba7cf07.pf_fragment')).toBe(immutable);
    expect(cacheControlOf('pagefind/2/index/en_fd82fbe.pf_index')).toBe(immutable);
    expect(cacheControlOf('pagefind/1/pagefind.en_b2d261bf9d.pf_meta')).toBe(immutable);
    expect(cacheControlOf('pagefind/1/filter/en_c0d0ef4.pf_filter')).toBe(immutable);
    expect(cacheControlOf('pagefind-delta/fragment/en_1c2d3e4.pf_fragment')).toBe(immutable);
  });

  it('makes browsers revalidate pages and every file whose name stays the same across builds', () => {
    expect(revalidate).toBe('no-cache');
    for (const file of [
      'index.html',
      'about/index.html',
      '404.html',
      'feed.xml',
      'sitemap.xml',
      'robots.txt',
      'favicon.svg',
      'assets/main.css',
      'assets/logo.png',
      'pagefind/1/pagefind.js',
      'pagefind/1/pagefind-entry.json',
      'pagefind/2/wasm.en.pagefind',
      'pagefind-delta/pagefind-entry.json',
      'search-indexes.json',
      // Hashed-looking names outside assets/, images/ and pagefind/ are a writer's files, not the build's.
      'downloads/report.3f2a1b9c0d.pdf',
    ]) {
      expect(cacheControlOf(file), file).toBe(revalidate);
    }
  });
});
