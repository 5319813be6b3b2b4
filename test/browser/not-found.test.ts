import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, viewports, withPage } from './support/browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

let sut: SiteUnderTest;
beforeAll(async () => {
  sut = await startSiteUnderTest();
});
afterAll(() => sut.close());

describe.each(viewports)('not-found page at $width px', (viewport) => {
  it('titles the document as the variant shown: "Post Not Found" under /blog/, "Page Not Found" elsewhere and without the script', async () => {
    await withPage(sut.browser, viewport, async (page) => {
      await page.goto(sut.url('/blog/no-such-post/'));
      await expect.poll(() => page.title()).toBe('Post Not Found | Northbeam Software');
      expect(await page.getByRole('heading', { level: 1, name: 'Post Not Found' }).isVisible()).toBe(true);
      await page.goto(sut.url('/no-such-page/'));
      await page.getByRole('heading', { level: 1, name: '404 Oops! Page not found' }).waitFor();
      expect(await page.title()).toBe('Page Not Found | Northbeam Software');
    });
    await withPage(
      sut.browser,
      viewport,
      async (page) => {
        await page.goto(sut.url('/blog/no-such-post/'));
        expect(await page.title()).toBe('Page Not Found | Northbeam Software');
        expect(await page.getByRole('heading', { level: 1, name: '404 Oops! Page not found' }).isVisible()).toBe(true);
      },
      { javaScriptEnabled: false },
    );
  });

  it('shows "Post Not Found" under /blog/, the generic 404 elsewhere, and logs the attempted path', async () => {
    const { page, errors, messages, close } = await openPage(sut.browser, viewport);
    try {
      const generic = page.getByRole('heading', { level: 1, name: '404 Oops! Page not found' });
      const post = page.getByRole('heading', { level: 1, name: 'Post Not Found' });
      const pathOf = (link: string) =>
        page.getByRole('link', { name: link }).evaluate((element) => new URL((element as HTMLAnchorElement).href).pathname);

      const response = await page.goto(sut.url('/blog/no-such-post/'));
      expect(response?.status()).toBe(404);
      await expect.poll(() => post.isVisible()).toBe(true);
      expect(await generic.isVisible()).toBe(false);
      expect(await page.getByText("The blog post you're looking for doesn't exist.").isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Back to Blog' }).isVisible()).toBe(true);
      expect(await pathOf('Back to Blog')).toBe('/blog/');

      await page.goto(sut.url('/no-such-page/'));
      await expect.poll(() => generic.isVisible()).toBe(true);
      expect(await post.isVisible()).toBe(false);
      expect(await page.getByText('404', { exact: true }).first().isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Back to Home' }).isVisible()).toBe(true);
      expect(await pathOf('Back to Home')).toBe('/');

      // A path that merely starts with the letters "blog" is not an article.
      await page.goto(sut.url('/blogging-tips/'));
      await expect.poll(() => generic.isVisible()).toBe(true);
      expect(await post.isVisible()).toBe(false);

      const logged = messages.filter((message) => /^(warning|log): /.test(message));
      for (const path of ['/blog/no-such-post/', '/no-such-page/', '/blogging-tips/']) {
        expect(
          logged.some((message) => message.includes(path)),
          path,
        ).toBe(true);
      }
    } finally {
      await close();
    }
    expect(errors).toEqual([]);
  });
});
