import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { openPage, type TrackedPage, type Viewport } from './browser.ts';

/** The media features a test asks for, as a context's options would set them. */
export interface MediaPreferences {
  readonly reducedMotion?: 'reduce' | 'no-preference';
  readonly colorScheme?: 'light' | 'dark';
}

/** Runs a test's steps on the shared page, then expects it to have logged no console error and thrown nothing. */
export type OnSharedPage = (use: (page: Page) => Promise<void>, media?: MediaPreferences) => Promise<void>;

/**
 * Declares, in the calling describe block, one page that its tests take turns on: a
 * fresh context and page cost Chromium more CPU than the page load most tests make.
 * Each test starts as on a page of its own: on a blank document, at the block's width,
 * the mouse at the corner a new page has it at, no request intercepted, no other tab
 * open, and only the media preferences it asks for; whatever the test before left.
 * `browser` is read once the file's own `beforeAll` has started it.
 */
export function sharedPage(browser: () => Browser, viewport: Viewport, options: BrowserContextOptions = {}): OnSharedPage {
  let tracked: TrackedPage;
  beforeAll(async () => {
    tracked = await openPage(browser(), viewport, options);
  });
  afterAll(() => tracked.close());

  return async (use, { reducedMotion = 'no-preference', colorScheme = 'light' } = {}) => {
    const { page, errors } = tracked;
    await Promise.all(
      page
        .context()
        .pages()
        .filter((other) => other !== page)
        .map((other) => other.close()),
    );
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('about:blank');
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.emulateMedia({ reducedMotion, colorScheme });
    await page.mouse.move(0, 0);
    errors.length = 0;
    await use(page);
    expect(errors).toEqual([]);
  };
}
