import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../src/build.ts';
import { copyProject, type TempProject } from '../support/project.ts';
import { launchBrowser, viewports, withPage } from './support/browser.ts';
import { startStaticHost, type StaticHost } from './support/static-host.ts';

/** Eight columns and an unbreakable address: far wider than a phone, whatever the cells' wrapping. */
const wideTable = [
  '[Before the table](/contact)',
  '',
  '| Version | Released | Long-term support | Virtual threads | Pattern matching | Records | Sealed classes | Specification |',
  '|---|:-:|---|---|---|---|---|---|',
  '| 17 | 2021 | yes | no | partly | yes | yes | https://docs.example.com/java/17/language/specification/index.html |',
  '| 21 | 2023 | yes | yes | yes | yes | yes | https://docs.example.com/java/21/language/specification/index.html |',
  '',
].join('\n');

let project: TempProject;
let host: StaticHost;
let browser: Browser;
beforeAll(async () => {
  project = await copyProject();
  const pages = join(project.root, 'content');
  await writeFile(
    join(pages, 'pages', 'java-versions.md'),
    `---\ntitle: Java versions we support\ndescription: The Java releases our teams build and maintain applications on, and what each brings.\nupdated: 2025-10-06\n---\n\n${wideTable}`,
  );
  // A service page sets its body in a grid, which must not grow to the table's width either.
  const service = join(pages, 'services', 'java.md');
  await writeFile(service, `${await readFile(service, 'utf8')}\n${wideTable}`);
  const outDir = join(project.root, 'dist');
  [browser] = await Promise.all([launchBrowser(), build({ root: project.root, outDir, base: '/' })]);
  host = await startStaticHost(outDir);
}, 120_000);
afterAll(async () => {
  await browser.close();
  await host.close();
  await project.remove();
});

const phone = viewports[0];

/** How far the page and the table's box can each scroll sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('.table-scroll');
    if (!box) throw new Error('The page has no table box');
    return { page: document.documentElement.scrollWidth - window.innerWidth, table: box.scrollWidth - box.clientWidth };
  });

describe(`a wide Markdown table at ${phone.width} px`, () => {
  it.each(['/java-versions/', '/services/java/'])('scrolls inside its box on %s while the page stays put', async (path) => {
    await withPage(browser, phone, async (page) => {
      await page.goto(new URL(path, host.url).href);
      const { page: pageOverflow, table } = await overflow(page);
      expect(pageOverflow).toBe(0);
      expect(table).toBeGreaterThan(200);
    });
  });

  it('is reached with Tab and scrolled with the arrow keys', async () => {
    await withPage(browser, phone, async (page) => {
      await page.goto(new URL('/java-versions/', host.url).href);
      await page.getByRole('link', { name: 'Before the table' }).focus();
      await page.keyboard.press('Tab');
      const box = page.getByRole('region', { name: 'Table' });
      expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
      for (let press = 0; press < 5; press++) await page.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
    });
  });
});
