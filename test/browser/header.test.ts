import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { viewports, withPage } from './support/browser.ts';
import { sharedPage } from './support/shared-page.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

let sut: SiteUnderTest;
beforeAll(async () => {
  sut = await startSiteUnderTest();
});
afterAll(() => sut.close());

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const holdsFocus = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));
/** Lets a link be chosen without leaving the page, so what the click did to the menu stays observable. */
const stayOnPage = (page: Page) => page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));

describe.each(viewports)('header at $width px', (viewport) => {
  const desktop = viewport.width >= 1024;
  // The tests with the script take turns on one page; each with it off needs a context of its own.
  const onPage = sharedPage(() => sut.browser, viewport);

  it('shows the Services dropdown on wide screens and the menu button on narrow ones', async () => {
    await onPage(async (page) => {
      await page.goto(sut.url('/portfolio'));
      expect(await page.getByRole('button', { name: 'Services' }).isVisible()).toBe(desktop);
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(!desktop);
    });
  });

  it.runIf(desktop)('opens the Services dropdown on hover, click and keyboard focus, with aria-expanded always matching', async () => {
    await onPage(async (page) => {
      await page.goto(sut.url('/portfolio'));
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      const toggle = nav.getByRole('button', { name: 'Services' });
      const serviceLink = nav.getByRole('link', { name: /Spring Boot/ });
      const expectOpen = async (open: boolean) => {
        await expect.poll(() => serviceLink.isVisible()).toBe(open);
        expect(await toggle.getAttribute('aria-expanded')).toBe(String(open));
      };
      await expectOpen(false);

      // Hover opens it; moving away closes it.
      await toggle.hover();
      await expectOpen(true);
      await page.mouse.move(640, 700);
      await expectOpen(false);

      // A click keeps it open after the mouse leaves; a click outside closes it.
      await toggle.click();
      await expectOpen(true);
      await page.mouse.move(640, 700);
      await expectOpen(true);
      await page.mouse.click(viewport.width - 20, viewport.height - 20);
      await expectOpen(false);

      // Clicking the toggle again closes it; Escape closes it and keeps focus on the toggle.
      await toggle.click();
      await expectOpen(true);
      await toggle.click();
      await expectOpen(false);
      await toggle.click();
      await page.keyboard.press('Escape');
      await expectOpen(false);
      expect(await isFocused(toggle)).toBe(true);

      // From the keyboard: Tab onto the toggle opens it, Tab goes into the panel, Escape returns to the toggle.
      await page.mouse.move(640, 700);
      await nav.getByRole('link', { name: 'Home' }).focus();
      await page.keyboard.press('Tab');
      expect(await isFocused(toggle)).toBe(true);
      await expectOpen(true);
      // Enter on the toggle that focus opened keeps it open, as a screen reader user expects of a disclosure.
      await page.keyboard.press('Enter');
      await expectOpen(true);
      await page.keyboard.press('Tab');
      expect(await holdsFocus(page.locator('#desktop-services-menu'))).toBe(true);
      await page.keyboard.press('Escape');
      await expectOpen(false);
      expect(await isFocused(toggle)).toBe(true);
      await page.keyboard.press('Enter');
      await expectOpen(true);
      await page.keyboard.press('Enter');
      await expectOpen(false);
      // Tabbing past the closed dropdown goes straight on to the next link.
      await page.keyboard.press('Tab');
      expect(await isFocused(nav.getByRole('link', { name: 'Staff Augmentation' }))).toBe(true);
      await expectOpen(false);

      // Opened by keyboard focus, with the mouse then resting on it: it closes once both have left.
      await nav.getByRole('link', { name: 'Home' }).focus();
      await page.keyboard.press('Tab');
      await expectOpen(true);
      await toggle.hover();
      await page.keyboard.press('Shift+Tab');
      await expectOpen(true);
      await page.mouse.move(640, 700);
      await expectOpen(false);

      // Choosing a service closes the panel.
      await stayOnPage(page);
      await toggle.click();
      await serviceLink.click();
      await expectOpen(false);
    });
  });

  it.runIf(desktop)('still opens the dropdown on hover and focus with JavaScript off', async () => {
    await withPage(
      sut.browser,
      viewport,
      async (page) => {
        await page.goto(sut.url('/portfolio'));
        const nav = page.getByRole('navigation', { name: 'Main', exact: true });
        const serviceLink = nav.getByRole('link', { name: /Spring Boot/ });
        expect(await serviceLink.isVisible()).toBe(false);
        const toggle = nav.getByRole('button', { name: 'Services' });
        await toggle.hover();
        await expect.poll(() => serviceLink.isVisible()).toBe(true);
        // Nothing keeps an aria-expanded true to what CSS shows, so the button claims no state.
        expect(await toggle.getAttribute('aria-expanded')).toBeNull();
      },
      { javaScriptEnabled: false },
    );
  });

  it.runIf(!desktop)('opens the menu as a modal dialog from the right, traps focus, locks the page and closes every way', async () => {
    await onPage(async (page) => {
      await page.goto(sut.url('/portfolio'));
      const opener = page.getByRole('button', { name: 'Open menu' });
      // Named by its title, whatever the site is called.
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      const closer = dialog.getByRole('button', { name: 'Close menu' });
      const scrollY = () => page.evaluate(() => window.scrollY);
      const expectOpen = async (open: boolean) => {
        await expect.poll(() => dialog.isVisible()).toBe(open);
        expect(await opener.getAttribute('aria-expanded')).toBe(String(open));
        // Closing hands focus back to the menu button.
        if (!open) expect(await isFocused(opener)).toBe(true);
      };
      expect(await dialog.isVisible()).toBe(false);
      expect(await opener.getAttribute('aria-expanded')).toBe('false');

      await opener.click();
      await expectOpen(true);
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await isFocused(closer)).toBe(true);
      expect(new URL(page.url()).hash).toBe('');
      // Slides in to sit against the right edge, 300px wide.
      await expect
        .poll(async () => await dialog.boundingBox())
        .toEqual({ x: viewport.width - 300, y: 0, width: 300, height: viewport.height });

      // Focus stays inside: Shift+Tab from the first control wraps to the last, Tab wraps back.
      await page.keyboard.press('Shift+Tab');
      expect(await isFocused(dialog.getByRole('link', { name: 'Get Quote' }))).toBe(true);
      await page.keyboard.press('Tab');
      expect(await isFocused(closer)).toBe(true);
      // A click on the panel's text leaves focus on nothing: Tab still stays inside.
      await dialog.locator('.brand__name').click();
      await page.keyboard.press('Shift+Tab');
      expect(await isFocused(dialog.getByRole('link', { name: 'Get Quote' }))).toBe(true);

      // The page behind does not scroll while the menu is open.
      await page.mouse.move(20, 400);
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(300);
      expect(await scrollY()).toBe(0);

      await page.keyboard.press('Escape');
      await expectOpen(false);
      await page.mouse.wheel(0, 800);
      await expect.poll(scrollY).toBeGreaterThan(0);

      await page.keyboard.press('Enter');
      await expectOpen(true);
      await closer.click();
      await expectOpen(false);

      await page.keyboard.press('Space');
      await expectOpen(true);
      await closer.press('Space');
      await expectOpen(false);

      // The backdrop, to the left of the panel.
      await opener.click();
      await expectOpen(true);
      await page.mouse.click(20, 400);
      await expectOpen(false);

      // Choosing a link closes it and goes there.
      await opener.click();
      await dialog.getByRole('link', { name: 'Contact' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/contact/');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      expect(await dialog.isVisible()).toBe(false);

      // From 640px up the panel is 400px wide.
      await page.setViewportSize({ width: 700, height: viewport.height });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(async () => await dialog.boundingBox()).toEqual({ x: 300, y: 0, width: 400, height: viewport.height });
    });
  });

  it.runIf(!desktop)('closes the menu when a link on the same page is chosen', async () => {
    await onPage(async (page) => {
      await page.goto(sut.url('/portfolio'));
      await stayOnPage(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('link', { name: 'Portfolio' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
    });
  });

  it.runIf(!desktop)(
    'takes over a menu opened as the #mobile-menu target before the script ran, and opens instantly with reduced motion',
    async () => {
      await onPage(
        async (page) => {
          await page.goto(`${sut.url('/portfolio')}#mobile-menu`);
          const opener = page.getByRole('button', { name: 'Open menu' });
          const dialog = page.getByRole('dialog');
          await expect.poll(() => opener.getAttribute('aria-expanded')).toBe('true');
          expect(await dialog.isVisible()).toBe(true);
          await page.keyboard.press('Escape');
          expect(await dialog.isVisible()).toBe(false);
          await opener.click();
          // No slide: the panel is in place at once.
          expect(await dialog.boundingBox()).toEqual({ x: viewport.width - 300, y: 0, width: 300, height: viewport.height });
        },
        { reducedMotion: 'reduce' },
      );
    },
  );

  it.runIf(!desktop)('still opens and closes the menu as a link target with JavaScript off', async () => {
    await withPage(
      sut.browser,
      viewport,
      async (page) => {
        await page.goto(sut.url('/portfolio'));
        const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
        await page.getByRole('link', { name: 'Open menu' }).click();
        await expect.poll(() => menu.isVisible()).toBe(true);
        await page.getByRole('link', { name: 'Close menu' }).click();
        await expect.poll(() => menu.isVisible()).toBe(false);
      },
      { javaScriptEnabled: false },
    );
  });
});
