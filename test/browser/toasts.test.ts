import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { viewports, withPage } from './support/browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

// Toasts are raised here by the article's copy buttons: a real copy for green, a refused one for red.
const article = '/blog/java-virtual-threads-in-practice';
const copied = 'Copied to clipboard!';
const copyFailed = 'Copying failed. Select the code and copy it by hand.';
const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };

let sut: SiteUnderTest;
beforeAll(async () => {
  sut = await startSiteUnderTest();
});
afterAll(() => sut.close());

/** Toasts live in the page's live region, where screen readers hear them. */
const liveRegion = (page: Page) => page.locator('[aria-live="polite"]');
const toasts = (page: Page) => liveRegion(page).locator('> *');

/** Which of red, green or blue dominates an element's background. */
async function dominantColour(locator: Locator): Promise<string> {
  const background = await locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red = 0, green = 0, blue = 0] = background.match(/\d+/g)!.map(Number);
  const top = Math.max(red, green, blue);
  return top === green ? 'green' : top === red ? 'red' : 'blue';
}

function refuseClipboard(page: Page) {
  return page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
}

function restoreClipboard(page: Page) {
  return page.evaluate(() => Reflect.deleteProperty(navigator.clipboard, 'writeText'));
}

describe.each(viewports)('toasts at $width px', (viewport) => {
  it('announces a green success and a red error, each dismissible by its labelled close button', async () => {
    await withPage(
      sut.browser,
      viewport,
      async (page) => {
        await page.goto(sut.url(article));
        const copyButtons = page.getByRole('button', { name: 'Copy code' });

        await copyButtons.first().click();
        const success = liveRegion(page).getByText(copied);
        await expect.poll(() => success.isVisible()).toBe(true);
        expect(await dominantColour(toasts(page).first())).toBe('green');

        await refuseClipboard(page);
        await copyButtons.nth(1).click();
        const failure = liveRegion(page).getByText(copyFailed);
        await expect.poll(() => failure.isVisible()).toBe(true);
        expect(await dominantColour(toasts(page).nth(1))).toBe('red');

        const dismissButtons = liveRegion(page).getByRole('button', { name: 'Dismiss notification' });
        expect(await dismissButtons.count()).toBe(2);
        // From the keyboard: focus moves on to the next toast, then back to where it came from.
        await copyButtons.nth(1).focus();
        await dismissButtons.first().focus();
        await page.keyboard.press('Enter');
        expect(await success.count()).toBe(0);
        expect(await dismissButtons.first().evaluate((element) => element === document.activeElement)).toBe(true);
        await page.keyboard.press('Enter');
        expect(await failure.count()).toBe(0);
        expect(await copyButtons.nth(1).evaluate((element) => element === document.activeElement)).toBe(true);
      },
      clipboard,
    );
  });

  it('shows at most three, dropping the oldest, and removes each after about four seconds unless it holds focus', async () => {
    await withPage(
      sut.browser,
      viewport,
      async (page) => {
        await page.clock.install();
        await page.goto(sut.url(article));
        // Paused: the toasts' timers move only with runFor, however slowly the machine clicks.
        await page.clock.pauseAt(Date.now() + 60_000);
        const copyButtons = page.getByRole('button', { name: 'Copy code' });

        await refuseClipboard(page);
        await copyButtons.nth(0).click();
        await restoreClipboard(page);
        for (const index of [1, 2, 3]) await copyButtons.nth(index).click();
        // Each copy answers when the clipboard does: three toasts may show before the fourth drops the first.
        await expect.poll(() => liveRegion(page).getByText(copied).count()).toBe(3);
        expect(await toasts(page).count()).toBe(3);
        expect(await liveRegion(page).getByText(copyFailed).count()).toBe(0);

        await liveRegion(page).getByRole('button', { name: 'Dismiss notification' }).last().focus();
        await page.clock.runFor(3500);
        expect(await toasts(page).count()).toBe(3);
        await page.clock.runFor(1000);
        expect(await toasts(page).count()).toBe(1);

        await page.clock.runFor(10_000);
        expect(await toasts(page).count()).toBe(1);
        await page.keyboard.press('Shift+Tab');
        await page.clock.runFor(3500);
        expect(await toasts(page).count()).toBe(1);
        await page.clock.runFor(1000);
        expect(await toasts(page).count()).toBe(0);
      },
      clipboard,
    );
  });

  it('slides in only when the visitor has not asked for reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await withPage(
        sut.browser,
        viewport,
        async (page) => {
          await page.goto(sut.url(article));
          await page.getByRole('button', { name: 'Copy code' }).first().click();
          const animation = await toasts(page)
            .first()
            .evaluate((element) => getComputedStyle(element).animationName);
          expect(animation, reducedMotion).toBe(reducedMotion === 'reduce' ? 'none' : 'toast-in');
        },
        { ...clipboard, reducedMotion },
      );
    }
  });
});
