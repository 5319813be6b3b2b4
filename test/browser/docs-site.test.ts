import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from '../../src/build.ts';
import { copyIntoTempProject, repoRoot, type TempProject } from '../support/project.ts';
import { launchBrowser, viewports, withPage } from './support/browser.ts';
import { shownCodeColours } from './support/code-colours.ts';
import { startStaticHost, type StaticHost } from './support/static-host.ts';

// sitegen's documentation (docs/), built from a copy and served as a static host would.
let project: TempProject;
let host: StaticHost;
let browser: Browser;
beforeAll(async () => {
  project = await copyIntoTempProject(join(repoRoot, 'docs'), ['content', 'templates', 'assets'], 'sitegen-docs-');
  [browser] = await Promise.all([launchBrowser(), build({ root: project.root, outDir: join(project.root, 'dist'), base: '/' })]);
  host = await startStaticHost(join(project.root, 'dist'));
});
afterAll(async () => {
  await browser.close();
  await host.close();
  await project.remove();
});

const url = (path: string) => new URL(path, host.url).href;

describe.each(viewports)('the documentation at $width px', (viewport) => {
  it('lists the pages in their order in the sidebar, marks the current one, and links each heading from the contents', async () => {
    await withPage(browser, viewport, async (page) => {
      await page.goto(url('/getting-started/'));
      const sidebar = page.getByRole('navigation', { name: 'Pages' });
      const titles = await sidebar.getByRole('link').allInnerTexts();
      expect(titles.slice(0, 3)).toEqual(['sitegen', 'Getting started', 'The site definition']);
      expect(await sidebar.locator('[aria-current="page"]').innerText()).toBe('Getting started');
      const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
      expect(await contents.allInnerTexts()).toContain('Work with live reload');
      await contents.filter({ hasText: 'Work with live reload' }).click();
      expect(new URL(page.url()).hash).toBe('#work-with-live-reload');
      await expect.poll(() => page.getByRole('heading', { name: 'Work with live reload' }).isVisible()).toBe(true);
    });
  });

  it('finds the pages that mention a word from the search page the header links to', async () => {
    await withPage(browser, viewport, async (page) => {
      await page.goto(url('/'));
      await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
      await page.getByRole('searchbox', { name: 'Search for' }).fill('allowScripts');
      await page.getByRole('button', { name: 'Search' }).click();
      const results = page.locator('[data-search-results] a');
      await expect.poll(() => results.allInnerTexts()).toEqual(['Getting started']);
      expect(await page.getByRole('searchbox', { name: 'Search for' }).inputValue()).toBe('allowScripts');
      await page.goto(url('/search/?q=qwertyuiopasdf'));
      await expect.poll(() => page.locator('[data-search-status]').innerText()).toBe('Nothing matches “qwertyuiopasdf”.');
    });
  });
});

describe('code in the documentation', () => {
  it.each(['light', 'dark'] as const)('is shown in the %s theme when the reader prefers it', async (scheme) => {
    await withPage(
      browser,
      viewports[1],
      async (page) => {
        await page.goto(url('/site-definition/'));
        const colours = await shownCodeColours(page);
        expect(colours.token).toBe(scheme === 'light' ? colours.lightToken : colours.darkToken);
        expect(colours.lightToken).not.toBe(colours.darkToken);
      },
      { colorScheme: scheme },
    );
  });
});
