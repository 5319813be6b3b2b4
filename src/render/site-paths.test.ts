import { describe, expect, it } from 'vitest';
import { createSitePaths, normalizeBase } from './site-paths.ts';

describe('site paths', () => {
  it('normalizes the base path to /, or /name/ with both slashes', () => {
    expect(['', '/', 'docs', '/docs', 'docs/', '/docs/', ' /a/b/ '].map(normalizeBase)).toEqual([
      '/',
      '/',
      '/docs/',
      '/docs/',
      '/docs/',
      '/docs/',
      '/a/b/',
    ]);
  });

  it('links pages with a trailing slash under the base, files as they are, keeping query and hash', () => {
    const { link } = createSitePaths('https://example.com', '/docs/');
    expect(link('/')).toBe('/docs/');
    expect(link('/about')).toBe('/docs/about/');
    expect(link('/blog/post#setup')).toBe('/docs/blog/post/#setup');
    expect(link('/blog?q=java')).toBe('/docs/blog/?q=java');
    expect(link('/blog?q=java#results')).toBe('/docs/blog/?q=java#results');
    expect(link('/blog#why?not')).toBe('/docs/blog/#why?not');
    expect(link('/feed.xml')).toBe('/docs/feed.xml');
    expect(link('/assets/main.abc.css')).toBe('/docs/assets/main.abc.css');
  });

  it('leaves absolute, protocol-relative, mail and anchor links untouched', () => {
    const { link } = createSitePaths('https://example.com', '/docs/');
    for (const href of ['https://other.example/x', '//cdn.example/x', 'mailto:a@b.example', '#top']) expect(link(href)).toBe(href);
  });

  it('makes absolute URLs from the origin, without doubling slashes', () => {
    expect(createSitePaths('https://example.com/', '/').absolute('/about')).toBe('https://example.com/about/');
    expect(createSitePaths('https://me.github.io', 'repo').absolute('/')).toBe('https://me.github.io/repo/');
  });

  it('prefixes endpoints with the base without turning them into page URLs', () => {
    const { withBase } = createSitePaths('https://example.com', '/docs/');
    expect(withBase('/api/inquiry')).toBe('/docs/api/inquiry');
    expect(withBase('https://api.example.com/inquiry')).toBe('https://api.example.com/inquiry');
  });
});
