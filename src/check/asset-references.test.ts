import { describe, expect, it } from 'vitest';
import { checkAssetReferences, srcsetUrls } from './asset-references.ts';
import { pageWith, siteOutputOf } from './site-output-fixture.ts';

describe('checkAssetReferences', () => {
  it('accepts files that exist, relative or under the base, and skips other origins', async () => {
    const output = await siteOutputOf(
      {
        'blog/index.html': pageWith(
          '<img src="../img/a.png" srcset="/docs/img/a.png 1x, /docs/img/a@2x.png 2x" alt="A">' +
            '<picture><source srcset="/docs/img/a.webp"><img src="https://cdn.example.com/b.png" alt="B"></picture>' +
            '<video poster="/docs/img/a.png"><source src="/docs/clip.mp4"></video>',
          '<title>T</title><link rel="stylesheet" href="/docs/main.css"><link rel="canonical" href="https://example.com/blog/"><script src="/docs/main.js"></script>',
        ),
        'img/a.png': 'png',
        'img/a@2x.png': 'png',
        'img/a.webp': 'webp',
        'clip.mp4': 'mp4',
        'main.css': 'css',
        'main.js': 'js',
      },
      '/docs/',
    );
    expect(checkAssetReferences(output)).toEqual([]);
  });

  it('reports every missing file with the element that loads it', async () => {
    const output = await siteOutputOf({
      'about/index.html': pageWith(
        '<img src="/images/team.png" alt="Team"><img src="/logo.svg" srcset="/logo.svg 1x, /logo@2x.svg 2x" alt="Logo"><video poster="/poster.jpg"></video>',
        '<title>T</title><link rel="stylesheet" href="/assets/gone.css"><script src="gone.js"></script>',
      ),
      'logo.svg': '<svg/>',
    });
    expect(checkAssetReferences(output).map((problem) => `${problem.where}: ${problem.message}`)).toEqual([
      '/about/: missing asset <script src="gone.js">: no file at /about/gone.js',
      '/about/: missing asset <img src="/images/team.png">: no file at /images/team.png',
      '/about/: missing asset <link href="/assets/gone.css">: no file at /assets/gone.css',
      '/about/: missing asset <video poster="/poster.jpg">: no file at /poster.jpg',
      '/about/: missing asset <img srcset="/logo.svg 1x, /logo@2x.svg 2x">: no file at /logo@2x.svg',
    ]);
  });

  it('reports files outside the base path', async () => {
    const output = await siteOutputOf({ 'index.html': pageWith('<img src="/logo.svg" alt="Logo">'), 'logo.svg': '<svg/>' }, '/docs/');
    expect(checkAssetReferences(output)).toEqual([
      { where: '/docs/', message: 'missing asset <img src="/logo.svg">: /logo.svg is outside the base path /docs/' },
    ]);
  });
});

describe('srcsetUrls', () => {
  it('reads the URL of each candidate, with or without descriptors', () => {
    expect(srcsetUrls('a.png')).toEqual(['a.png']);
    expect(srcsetUrls(' a.png 480w,  b.png 800w ')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls('a.png,b.png 2x')).toEqual(['a.png,b.png']);
    expect(srcsetUrls('a.png, b.png 2x,')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls('/img/a,b.png 1x, c.png 2x')).toEqual(['/img/a,b.png', 'c.png']);
    expect(srcsetUrls('')).toEqual([]);
  });
});
