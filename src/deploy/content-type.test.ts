import { describe, expect, it } from 'vitest';
import { contentTypeOf } from './content-type.ts';

describe('contentTypeOf', () => {
  it('names text types with charset=utf-8', () => {
    expect(contentTypeOf('about/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('assets/main.196a5e849f.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeOf('assets/main.defe6ab57b.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('pagefind/1/pagefind-entry.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeOf('sitemap.xml')).toBe('application/xml; charset=utf-8');
    expect(contentTypeOf('favicon.svg')).toBe('image/svg+xml; charset=utf-8');
    expect(contentTypeOf('robots.txt')).toBe('text/plain; charset=utf-8');
  });

  it('names fonts and images without a charset', () => {
    expect(contentTypeOf('fonts/inter.woff2')).toBe('font/woff2');
    expect(contentTypeOf('images/team.png')).toBe('image/png');
    expect(contentTypeOf('images/team.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('images/team.webp')).toBe('image/webp');
    expect(contentTypeOf('favicon.ico')).toBe('image/x-icon');
  });

  it("serves Pagefind's index files as binary", () => {
    for (const file of [
      'pagefind/1/fragment/en_ba7cf07.pf_fragment',
      'pagefind/1/index/en_fd82fbe.pf_index',
      'pagefind/1/pagefind.en_b2d261bf9d.pf_meta',
      'pagefind/filter/en_c0d0ef4.pf_filter',
      'pagefind/1/wasm.en.pagefind',
    ]) {
      expect(contentTypeOf(file)).toBe('application/octet-stream');
    }
  });

  it('names the types of files a site may add that a hand-kept list left out, text with charset=utf-8', () => {
    expect(contentTypeOf('site.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(contentTypeOf('downloads/brochure.pdf')).toBe('application/pdf');
    expect(contentTypeOf('downloads/pricing.csv')).toBe('text/csv; charset=utf-8');
    expect(contentTypeOf('videos/tour.mp4')).toBe('video/mp4');
    expect(contentTypeOf('scripts/engine.wasm')).toBe('application/wasm');
  });

  it('ignores the case of the extension and falls back to application/octet-stream', () => {
    expect(contentTypeOf('images/SCAN.PNG')).toBe('image/png');
    expect(contentTypeOf('downloads/archive.tar.zst')).toBe('application/octet-stream');
    expect(contentTypeOf('LICENSE')).toBe('application/octet-stream');
    // Names an object has from its prototype are no extension's type.
    expect(contentTypeOf('notes/x.constructor')).toBe('application/octet-stream');
    expect(contentTypeOf('notes/x.__proto__')).toBe('application/octet-stream');
  });
});
