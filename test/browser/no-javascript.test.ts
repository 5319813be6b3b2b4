import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewports } from './support/browser.ts';
import { sharedPage } from './support/shared-page.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

let sut: SiteUnderTest;
let routes: string[];
beforeAll(async () => {
  sut = await startSiteUnderTest();
  routes = [...sut.routes];
});
afterAll(() => sut.close());

describe.each(viewports)('with JavaScript off at $width px', (viewport) => {
  const onPage = sharedPage(() => sut.browser, viewport, { javaScriptEnabled: false });
  it('shows every page complete: its heading, its content, and nothing that needs the script', async () => {
    await onPage(async (page) => {
      // Every page at the desktop width; at the phone width, one of each kind, whose layout alone differs.
      for (const route of viewport.width >= 1024 ? routes : sut.sampleRoutes) {
        await page.goto(sut.url(route));
        await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible(), { message: route }).toBe(true);
        const mainText = await page.locator('main').innerText();
        expect(mainText.length, route).toBeGreaterThan(400);
        const visibleScriptOnly = await page
          .locator('[data-requires-js]')
          .evaluateAll((elements) => elements.filter((element) => (element as HTMLElement).offsetParent !== null).length);
        expect(visibleScriptOnly, route).toBe(0);
        await expect.poll(() => page.getByRole('contentinfo').isVisible(), { message: route }).toBe(true);
      }
    });
  });

  it('lists every article on the blog, every project on the portfolio, and opens FAQs', async () => {
    await onPage(async (page) => {
      await page.goto(sut.url('/blog'));
      const visibleTitles = await page.locator('main h3').allInnerTexts();
      expect(new Set(visibleTitles.filter((title) => title.trim())).size).toBeGreaterThanOrEqual(13);
      await page.goto(sut.url('/portfolio'));
      for (const link of await page.getByRole('link', { name: /Visit Website/ }).all()) expect(await link.isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: /Visit Website/ }).count()).toBe(5);
      await page.goto(sut.url('/contact'));
      const faq = page.locator('details').first();
      await faq.locator('summary').click();
      expect(await faq.getAttribute('open')).not.toBeNull();
      for (const label of ['Full Name *', 'Email Address *', 'Project Details *'])
        expect(await page.getByLabel(label).isVisible()).toBe(true);
    });
  });

  it('reaches every page of the navigation', async () => {
    await onPage(async (page) => {
      await page.goto(sut.url('/'));
      if (viewport.width < 1024) {
        await page
          .getByRole('link', { name: 'Open menu' })
          .or(page.getByRole('button', { name: 'Open menu' }))
          .click();
      } else {
        await page.getByRole('button', { name: 'Services' }).hover();
      }
      const menu = page.getByRole('navigation', { name: viewport.width < 1024 ? 'Menu' : 'Main', exact: true });
      await menu.getByRole('link', { name: /Spring Boot/ }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/services/spring-boot/');
    });
  });
});
