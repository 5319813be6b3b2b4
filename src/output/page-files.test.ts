import { describe, expect, it } from 'vitest';
import { filesServedAt, pageFileOf, servedPathOf, SitePathError } from './page-files.ts';

describe('the files of pages', () => {
  it('puts every page in its folder, the home page at the root and the not-found page where hosts look', () => {
    expect(['/', '/about', '/blog/my-post', '/blog/page/2/'].map((path) => pageFileOf(path))).toEqual([
      'index.html',
      'about/index.html',
      'blog/my-post/index.html',
      'blog/page/2/index.html',
    ]);
    expect(pageFileOf('/404', { notFound: true })).toBe('404.html');
  });

  it('serves a page file at its folder, and the same page file back from it', () => {
    for (const path of ['/', '/about', '/blog/my-post']) {
      const file = pageFileOf(path);
      expect(filesServedAt(servedPathOf(file))).toContain(file);
    }
    expect(servedPathOf('feed.xml')).toBe('feed.xml');
    expect(filesServedAt('blog/a')).toEqual(['blog/a', 'blog/a/index.html']);
  });

  it("puts a page at the file of its address in the site-path rule's form, and refuses a path the rule refuses", () => {
    expect(['/notes/', '/caf%C3%A9/'].map((path) => pageFileOf(path))).toEqual(['notes/index.html', 'café/index.html']);
    expect(() => pageFileOf('/../../x')).toThrow(new SitePathError("'/../../x' must not have a . or .. segment"));
    expect(() => pageFileOf('/a\0')).toThrow(new SitePathError("'/a\\u0000' must not have a control character"));
  });
});
