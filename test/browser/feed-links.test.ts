import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { viewports, withPage } from './support/browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

let sut: SiteUnderTest;
beforeAll(async () => {
  sut = await startSiteUnderTest();
});
afterAll(() => sut.close());

/** Where a link leads, and what the host serves there. */
async function followed(page: Page, link: Locator): Promise<{ path: string; status: number; type: string; rss: boolean }> {
  const href = (await link.evaluate((element) => (element as HTMLAnchorElement).href)) ?? '';
  const response = await page.request.get(href);
  return {
    path: new URL(href).pathname,
    status: response.status(),
    type: (await link.getAttribute('type')) ?? '',
    rss: (await response.text()).includes('<rss'),
  };
}

const feed = { path: '/feed.xml', status: 200, type: 'application/rss+xml', rss: true };

describe.each(viewports)('links to the RSS feed at $width px', (viewport) => {
  it.each(['/', '/blog', '/about'])('are in the footer of %s, beside the social links', async (path) => {
    await withPage(sut.browser, viewport, async (page) => {
      await page.goto(sut.url(path));
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'RSS feed', exact: true });
      await link.scrollIntoViewIfNeeded();
      expect(await link.isVisible()).toBe(true);
      expect(await followed(page, link)).toEqual(feed);
      const socials = page
        .getByRole('contentinfo')
        .getByRole('list')
        .filter({ has: page.getByRole('link', { name: 'RSS feed', exact: true }) });
      expect(await socials.getByRole('link', { name: 'LinkedIn' }).count()).toBe(1);
    });
  });

  it('is on the blog list, under its heading', async () => {
    await withPage(sut.browser, viewport, async (page) => {
      await page.goto(sut.url('/blog'));
      const link = page.getByRole('main').getByRole('link', { name: 'Subscribe via RSS' });
      expect(await link.isVisible()).toBe(true);
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect((await link.boundingBox())!.y).toBeGreaterThan(heading!.y + heading!.height);
      expect(await followed(page, link)).toEqual(feed);
    });
  });
});
