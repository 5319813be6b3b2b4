import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realpath, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../src/build.ts';
import { createSite } from '../../src/init/create-site.ts';
import { linkPackages, makeTempDir } from '../support/project.ts';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, viewports, withPage } from './support/browser.ts';
import { shownCodeColours } from './support/code-colours.ts';
import { startStaticHost, type StaticHost } from './support/static-host.ts';

/** The blog and docs starters, as init makes them, built for a project site's sub-path and served there. */
let project: string;
let browser: Browser;
const hosts = new Map<string, StaticHost>();
const base = '/site/';
beforeAll(async () => {
  project = await makeTempDir('sitegen-starter-search-');
  await linkPackages(project);
  const builds = (['blog', 'docs'] as const).map(async (starter) => {
    const root = join(project, starter);
    await createSite(root, starter);
    await build({ root, outDir: join(root, 'dist'), base });
    hosts.set(starter, await startStaticHost(await realpath(join(root, 'dist')), base));
  });
  [browser] = await Promise.all([launchBrowser(), ...builds]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([...hosts.values()].map((host) => host.close()));
  await rm(project, { recursive: true, force: true });
});

const [desktop] = viewports.filter((viewport) => viewport.name === 'desktop');

const addressOf = (starter: string, path: string) => new URL(path, hosts.get(starter)?.url).href;

/** Searches from the search page's form, as a visitor does, and reads the results it lists. */
async function search(page: Page, starter: string, query: string) {
  await page.goto(addressOf(starter, 'search'));
  await page.getByLabel('Search for').fill(query);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => page.locator('[data-search-status]').textContent()).not.toMatch(/^(|Searching…)$/);
  return {
    status: await page.locator('[data-search-status]').textContent(),
    links: await page
      .locator('.search-results a')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')])),
    marked: await page.locator('.search-results mark').allTextContents(),
  };
}

describe("the starters' search page", () => {
  it('finds a post of the blog by a word of its prose, under the base path, the word marked', async () => {
    await withPage(browser, desktop!, async (page) => {
      const found = await search(page, 'blog', 'strike');
      expect(found.links).toEqual([['Writing in Markdown', '/site/posts/writing-in-markdown/']]);
      expect(found.marked).toEqual(['strike-through']);
      expect(found.status).toBe('1 page matches “strike”.');
      expect(new URL(page.url()).searchParams.get('q')).toBe('strike');
    });
  });

  it('finds a page of the docs, and says so when nothing matches', async () => {
    await withPage(browser, desktop!, async (page) => {
      const callouts = await search(page, 'docs', 'callout');
      expect(callouts.links.map(([title]) => title)).toContain('Writing pages');
      expect(callouts.status).toBe(`${callouts.links.length} pages match “callout”.`);
      const none = await search(page, 'docs', 'zeppelin');
      expect(none).toEqual({ status: 'Nothing matches “zeppelin”.', links: [], marked: [] });
    });
  });
});

describe("the starters' pages", () => {
  it.each(['light', 'dark'] as const)('show code, and the page around it, in the %s colour scheme', async (colorScheme) => {
    await withPage(
      browser,
      desktop!,
      async (page) => {
        await page.goto(addressOf('docs', 'writing-pages/'));
        const shown = await shownCodeColours(page);
        expect(shown.token).toBe(colorScheme === 'dark' ? shown.darkToken : shown.lightToken);
        expect(shown.block).toBe(colorScheme === 'dark' ? shown.darkBlock : shown.lightBlock);
        expect(shown.lightToken).not.toBe(shown.darkToken);
        expect(shown.body).toBe(colorScheme === 'dark' ? 'rgb(13, 17, 23)' : 'rgb(255, 255, 255)');
      },
      { colorScheme },
    );
  });

  it.each(['light', 'dark'] as const)('pass axe-core in the %s colour scheme', async (colorScheme) => {
    await withPage(
      browser,
      desktop!,
      async (page) => {
        const pages = [
          ['blog', ''],
          ['blog', 'posts/writing-in-markdown/'],
          ['blog', 'tags/meta/'],
          ['blog', 'search?q=code'],
          ['docs', ''],
          ['docs', 'writing-pages/'],
          ['docs', 'search?q=callout'],
        ] as const;
        for (const [starter, path] of pages) {
          await page.goto(addressOf(starter, path));
          expect(await axeViolations(page), `${starter} /${path}`).toEqual([]);
        }
      },
      { colorScheme },
    );
  });
});
