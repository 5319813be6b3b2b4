import { existsSync } from 'node:fs';
import { expect } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/**
 * Debian's Chromium headless shell, the browser Playwright itself runs headless tests
 * in (`npx playwright install` cannot download browsers here). The full browser's
 * headless mode renders the same pages with the same Blink, but a fresh context and
 * page cost it 1.3 s of CPU against 0.3 s, and loading the home page 0.5 s against 0.16 s.
 */
const executablePath = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium headless shell at ${executablePath}: apt-get install chromium-headless-shell, or set HEADLESS_SHELL_PATH`);
  }
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      // Without these, Chromium keeps trying to reach Google's services, which this network refuses.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** The widths every behaviour is checked at: a small phone and a laptop. */
export const viewports = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** A window size to check at: one of `viewports`, or another width where a layout changes. */
export interface Viewport {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

export interface TrackedPage {
  readonly page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  readonly errors: string[];
  /** Console messages of every type, as `type: text`. */
  readonly messages: string[];
  close(): Promise<void>;
}

/** A fresh page in its own context, recording console errors and uncaught exceptions. */
export async function openPage(browser: Browser, viewport: Viewport, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  const messages: string[] = [];
  page.on('console', (message) => {
    messages.push(`${message.type()}: ${message.text()}`);
    // The host's 404 status for an unknown address is expected, not an error of the page.
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return { page, errors, messages, close: () => context.close() };
}

/**
 * Runs a test's steps on a fresh page, closes it whatever happens, and then expects
 * the page to have logged no console error and thrown no uncaught exception.
 */
export async function withPage(
  browser: Browser,
  viewport: Viewport,
  use: (page: Page) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  const { page, errors, close } = await openPage(browser, viewport, options);
  try {
    await use(page);
  } finally {
    await close();
  }
  expect(errors).toEqual([]);
}
