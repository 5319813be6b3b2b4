import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { defaultHandlerConfig } from '../../src/inquiry/config.ts';
import { createFileSink, type FileSink } from '../../src/inquiry/file-sink.ts';
import { createInquiryHandler } from '../../src/inquiry/inquiry-handler.ts';
import { nodeListener } from '../../src/functions/node-adapter.ts';
import { inquiryFunction } from '../../src/inquiry/inquiry-function.ts';
import type { RunningServer } from '../../src/serve/listen.ts';
import { startPreviewServer } from '../../src/serve/preview-server.ts';
import { sharedSite } from '../support/shared-site.ts';
import { makeTempDir } from '../support/project.ts';
import { launchBrowser, viewports, withPage } from './support/browser.ts';

/** The contact form, the real handler and its file sink, served by `sitegen preview`. */
let server: RunningServer;
let browser: Browser;
let inquiriesFile: string;
let sink: FileSink;

beforeAll(async () => {
  const [site, launched, dir] = await Promise.all([sharedSite(), launchBrowser(), makeTempDir('sitegen-inquiries-')]);
  browser = launched;
  inquiriesFile = join(dir, 'inquiries.jsonl');
  sink = createFileSink(inquiriesFile);
  const handler = createInquiryHandler({ ...defaultHandlerConfig, rateLimit: null }, sink);
  server = await startPreviewServer({
    dir: site.outDir,
    host: '127.0.0.1',
    port: 0,
    inquiry: {
      path: '/api/inquiry',
      listener: nodeListener(
        inquiryFunction(() => handler),
        { env: {} },
      ),
    },
  });
});
afterAll(async () => {
  await browser.close();
  await server.close();
  await sink.close();
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
