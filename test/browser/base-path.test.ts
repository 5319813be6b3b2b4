import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { XMLParser } from 'fast-xml-parser';
import type { Browser } from 'playwright-core';
import { buildSiteOnce, type BuiltSite } from '../support/built-site.ts';
import { launchBrowser, viewports, withPage } from './support/browser.ts';
import { startStaticHost, type StaticHost } from './support/static-host.ts';

/** A GitHub Pages project site: everything lives under /repo/ of owner.github.io. */
const base = '/repo/';
let site: BuiltSite;
let host: StaticHost;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildSiteOnce({ base, url: 'https://owner.github.io' }), launchBrowser()]);
  host = await startStaticHost(site.outDir, base);
});
afterAll(async () => {
  await browser.close();
  await host.close();
});

const origin = () => new URL(host.url).origin;

describe(`a site built with --base ${base} and served under it`, () => {
  it('can be crawled from its home page: every link and resource answers 200', async () => {
    const pages = new Set<string>();
    const checked = new Map<string, number>();
    const queue = [base];
    while (queue.length) {
      const path = queue.shift()!;
      if (pages.has(path)) continue;
      pages.add(path);
      const $ = cheerio.load(await (await fetch(origin() + path)).text());
      const urls = $('a[href], link[href], script[src], img[src]')
        .toArray()
        .map((element) => $(element).attr('href') ?? $(element).attr('src') ?? '')
        .filter((url) => url.startsWith('/'));
      for (const url of urls) {
        const { pathname } = new URL(url, origin());
        if (!checked.has(pathname)) checked.set(pathname, (await fetch(origin() + pathname)).status);
        if (pathname.endsWith('/') && !pages.has(pathname)) queue.push(pathname);
      }
    }
    const broken = [...checked].filter(([, status]) => status !== 200);
    expect(broken).toEqual([]);
    expect([...checked.keys()].every((path) => path.startsWith(base))).toBe(true);
    expect(pages.size).toBe(site.htmlFiles.length - 1);
  });

  it('lists only addresses under the base in the sitemap and feed, and they all answer', async () => {
    const parser = new XMLParser();
    const sitemap = parser.parse(await site.read('sitemap.xml')) as { urlset: { url: { loc: string }[] } };
    const feed = parser.parse(await site.read('feed.xml')) as { rss: { channel: { item: { link: string }[] } } };
    const addresses = [...sitemap.urlset.url.map((entry) => entry.loc), ...feed.rss.channel.item.map((item) => item.link)];
    expect(addresses.length).toBeGreaterThan(40);
    for (const address of addresses) {
      expect(address.startsWith(`https://owner.github.io${base}`), address).toBe(true);
      expect((await fetch(origin() + new URL(address).pathname)).status, address).toBe(200);
    }
  });

  it.each(viewports)('finds articles through Pagefind under the base at $width px', async (viewport) => {
    await withPage(browser, viewport, async (page) => {
      await page.goto(`${host.url}blog/`);
      await page.getByPlaceholder('Search articles...').fill('kafka');
      const mentions = page.getByRole('region', { name: 'Articles that mention “kafka”' });
      await expect.poll(() => mentions.getByRole('link').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      for (const href of await mentions.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).toMatch(/^\/repo\/blog\/[a-z0-9-]+\/$/);
      }
    });
  });

  it.each([
    ['/repo/no/such/page/', 'Oops! Page not found', '/repo/'],
    ['/repo/blog/no-such-post/', 'Post Not Found', '/repo/blog/'],
    ['/repo/blog/deep/er/still/', 'Post Not Found', '/repo/blog/'],
  ])('serves the 404 page styled and working at %s', async (path, heading, back) => {
    await withPage(browser, viewports[1], async (page) => {
      const response = await page.goto(origin() + path);
      expect(response?.status()).toBe(404);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(heading);
      const stylesheetApplied = await page.evaluate(() => getComputedStyle(document.querySelector('.site-header')!).position);
      expect(stylesheetApplied).toBe('sticky');
      expect(await page.locator('main a.button').filter({ visible: true }).getAttribute('href')).toBe(back);
    });
  });
});
