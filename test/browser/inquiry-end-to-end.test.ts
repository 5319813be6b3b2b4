import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../src/serve/listen.ts';
import { startPreviewServer } from '../../src/serve/preview-server.ts';
import { sharedFunctions, sharedSite } from '../support/shared-site.ts';
import { makeTempDir } from '../support/project.ts';
import { launchBrowser, viewports, withPage } from './support/browser.ts';

/** The contact form and the inquiry handler's bundle, as the build made them, served by `sitegen preview` with the file sink. */
let server: RunningServer;
let browser: Browser;
let inquiriesFile: string;

beforeAll(async () => {
  const [site, launched, dir] = await Promise.all([sharedSite(), launchBrowser(), makeTempDir('sitegen-inquiries-')]);
  browser = launched;
  inquiriesFile = join(dir, 'inquiries.jsonl');
  const env = { INQUIRY_FILE: inquiriesFile, INQUIRY_RATE_LIMIT: 'off' };
  server = await startPreviewServer({
    dir: site.outDir,
    host: '127.0.0.1',
    port: 0,
    functions: { dir: sharedFunctions(), serving: { env, local: { server: 'preview', folder: dir } } },
  });
  // Preview imports the bundle at the first request to it: made here, a preflight that stores nothing, so that no test waits for that.
  expect((await fetch(new URL('/api/inquiry', server.url), { method: 'OPTIONS' })).status).toBe(204);
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

const stored = async () =>
  (await readFile(inquiriesFile, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; name: string; email: string; message: string });

async function fill(page: Page, inquiry: { name: string; email: string; message: string }) {
  await page.getByLabel('Full Name *').fill(inquiry.name);
  await page.getByLabel('Email Address *').fill(inquiry.email);
  await page.getByLabel('Project Details *').fill(inquiry.message);
}

describe.each(viewports)('the contact form against sitegen preview at $width px', (viewport) => {
  it('stores an inquiry sent with JavaScript, then thanks the visitor and clears the form', async () => {
    const inquiry = {
      name: `Katherine Johnson ${viewport.width}`,
      email: 'katherine@example.com',
      message: 'Trajectory service needs an audit.',
    };
    await withPage(browser, viewport, async (page) => {
      await page.goto(new URL('/contact/', server.url).href);
      await fill(page, inquiry);
      await page.getByRole('button', { name: 'Send Message' }).click();
      const notifications = page.locator('[aria-live="polite"]');
      await expect.poll(() => notifications.getByText("Thank you! We'll get back to you within 24 hours.").isVisible()).toBe(true);
      expect(await page.getByLabel('Full Name *').inputValue()).toBe('');
      expect(await stored()).toContainEqual(expect.objectContaining(inquiry));
    });
  });

  it('stores an inquiry posted with JavaScript off and shows the result on the contact page', async () => {
    const inquiry = {
      name: `Dorothy Vaughan ${viewport.width}`,
      email: 'dorothy@example.com',
      message: 'We are moving from Fortran to Java.',
    };
    await withPage(
      browser,
      viewport,
      async (page) => {
        await page.goto(new URL('/contact/', server.url).href);
        await fill(page, inquiry);
        await page.getByRole('button', { name: 'Send Message' }).click();
        await expect.poll(() => page.url()).toMatch(/\/contact\/#inquiry-sent$/);
        expect(await page.getByText("Thank you! We'll get back to you within 24 hours.").first().isVisible()).toBe(true);
        expect(await page.getByText('Something went wrong. Please try again.').first().isVisible()).toBe(false);
        expect(await stored()).toContainEqual(expect.objectContaining(inquiry));
      },
      { javaScriptEnabled: false },
    );
  });
});
