import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { viewports, withPage } from './support/browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

let sut: SiteUnderTest;
beforeAll(async () => {
  sut = await startSiteUnderTest();
});
afterAll(() => sut.close());

const article = '/blog/idempotency-keys-for-safe-retries';
const [phone, desktop] = viewports;

/** How wide the diagram is drawn. */
function diagramWidth(page: Page): Promise<number> {
  return page.locator('.figure--diagram img').evaluate((image: HTMLImageElement) => image.getBoundingClientRect().width);
}

/** How bright the diagram looks, from 0 (black) to 1 (white): the mean of its pixels as the page shows them. */
async function diagramBrightness(page: Page): Promise<number> {
  const diagram = page.locator('.figure--diagram img');
  await diagram.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.figure--diagram img')?.complete === true);
  const { channels } = await sharp(await diagram.screenshot()).stats();
  return channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3 / 255;
}

describe('the idempotency article’s diagram', () => {
  it('fits a phone’s column, and its link under it opens the image at full size, 1600 pixels wide', async () => {
    await withPage(sut.browser, phone, async (page) => {
      await page.goto(sut.url(article));
      expect(await diagramWidth(page)).toBeLessThanOrEqual(phone.width);
      const link = page.locator('.figure__full-size');
      await link.scrollIntoViewIfNeeded();
      await Promise.all([page.waitForURL(/\/images\/idempotent-retry-1600\.[0-9a-f]{10}\.png$/), link.click()]);
      expect(await page.evaluate(() => (document.querySelector('img') as HTMLImageElement | null)?.naturalWidth)).toBe(1600);
    });
  });

  it('does not glare in the dark scheme: drawn dark on white in the light one, light on dark in the dark one', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await withPage(
        sut.browser,
        desktop,
        async (page) => {
          await page.goto(sut.url(article));
          const brightness = await diagramBrightness(page);
          expect(brightness, colorScheme).toSatisfy((value: number) => (colorScheme === 'dark' ? value < 0.25 : value > 0.85));
        },
        { colorScheme },
      );
    }
  });
});
