import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withPage } from './support/browser.ts';
import { isArticle, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

let sut: SiteUnderTest;
let articles: string[];
beforeAll(async () => {
  sut = await startSiteUnderTest();
  articles = sut.routes.filter(isArticle);
});
afterAll(() => sut.close());

/** A small phone's whole screen: what a reader sees before scrolling. */
const phone = { name: 'phone', width: 375, height: 667 };

const contents = (page: Page) => page.getByRole('navigation', { name: 'Table of Contents' });
const contentsToggle = (page: Page) => contents(page).getByText('Table of Contents', { exact: true });

/** How far down the page the first paragraph's first line ends. */
const firstLineBottom = (page: Page) =>
  page
    .locator('.article__body > p')
    .first()
    .evaluate((paragraph) => {
      const top = paragraph.getBoundingClientRect().top;
      return top + parseFloat(getComputedStyle(paragraph).lineHeight);
    });

describe.each(['light', 'dark'] as const)('an article on a phone, %s scheme', (colorScheme) => {
  it('shows the first line of its first paragraph on the first screen, under the closed contents and a row of share buttons', async () => {
    await withPage(
      sut.browser,
      phone,
      async (page) => {
        expect(articles.length).toBeGreaterThan(1);
        for (const article of articles) {
          await page.goto(sut.url(article));
          expect(await contents(page).getByRole('link').count(), article).toBe(0);
          expect(await firstLineBottom(page), article).toBeLessThanOrEqual(phone.height);
          // The share buttons come after the title block and stand in one row.
          const title = await page.getByRole('heading', { level: 1 }).boundingBox();
          const shares = await Promise.all(
            ['Twitter', 'LinkedIn', 'Facebook'].map((network) => page.getByRole('link', { name: `Share on ${network}` }).boundingBox()),
          );
          for (const share of shares) {
            expect(share?.y, article).toBeGreaterThan((title?.y ?? 0) + (title?.height ?? 0));
            expect(share?.y, article).toBe(shares[0]?.y);
          }
        }
      },
      { colorScheme },
    );
  });
});

describe('the contents of an article', () => {
  it('open and close on a phone, and each link then leads to its section', async () => {
    await withPage(sut.browser, phone, async (page) => {
      await page.goto(sut.url(articles[0] ?? ''));
      await contentsToggle(page).click();
      const links = contents(page).getByRole('link');
      await expect.poll(() => links.count()).toBeGreaterThanOrEqual(4);
      expect(await firstLineBottom(page)).toBeGreaterThan(phone.height);
      const second = links.nth(1);
      const hash = await second.evaluate((link) => (link as HTMLAnchorElement).hash);
      await second.click();
      await expect.poll(() => new URL(page.url()).hash).toBe(hash);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await contentsToggle(page).click();
      await expect.poll(() => links.count()).toBe(0);
    });
  });

  it('open on a phone without JavaScript too', async () => {
    await withPage(
      sut.browser,
      phone,
      async (page) => {
        await page.goto(sut.url(articles[0] ?? ''));
        expect(await contents(page).getByRole('link').count()).toBe(0);
        await contentsToggle(page).click();
        expect(await contents(page).getByRole('link').count()).toBeGreaterThanOrEqual(4);
      },
      { javaScriptEnabled: false },
    );
  });

  it.each([
    { script: 'on', javaScriptEnabled: true },
    { script: 'off', javaScriptEnabled: false },
  ])(
    'stand open in the sidebar on a laptop with JavaScript $script, and stay open when their title is pressed',
    async ({ javaScriptEnabled }) => {
      await withPage(
        sut.browser,
        { name: 'laptop', width: 1280, height: 900 },
        async (page) => {
          await page.goto(sut.url(articles[0] ?? ''));
          const links = contents(page).getByRole('link');
          await expect.poll(() => links.count()).toBeGreaterThanOrEqual(4);
          const sidebar = await contents(page).boundingBox();
          const body = await page.locator('.article__body').boundingBox();
          expect((sidebar?.x ?? 0) + (sidebar?.width ?? 0)).toBeLessThan(body?.x ?? 0);
          await contentsToggle(page).focus();
          await page.keyboard.press('Enter');
          expect(await links.count()).toBeGreaterThanOrEqual(4);
          // The script opens it again on the toggle event, which the browser fires after the key press returns.
          if (javaScriptEnabled) await expect.poll(() => page.locator('[data-toc-disclosure]').getAttribute('open')).not.toBeNull();
        },
        { javaScriptEnabled },
      );
    },
  );
});
