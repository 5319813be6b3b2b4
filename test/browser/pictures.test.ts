import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildProject, copyFixture } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';
import { launchBrowser, viewports, withPage } from './support/browser.ts';
import { startStaticHost, type StaticHost } from './support/static-host.ts';

let project: TempProject;
let host: StaticHost;
let browser: Browser;
beforeAll(async () => {
  project = await copyFixture('gallery');
  [browser] = await Promise.all([launchBrowser(), buildProject(project)]);
  host = await startStaticHost(join(project.root, 'dist'));
}, 60_000);
afterAll(async () => {
  await browser.close();
  await host.close();
  await project.remove();
});

/** Each image of the page once it has loaded, lazy ones too: the file the browser chose, without its hash, and whether it decoded it. */
async function loadedImages(page: Page): Promise<{ file: string; decoded: boolean }[]> {
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  return page.evaluate(() =>
    [...document.images].map((image) => ({
      file: new URL(image.currentSrc).pathname.replace(/\.[0-9a-f]{10}\./, '.'),
      decoded: image.naturalWidth > 0,
    })),
  );
}

describe('a picture in a browser', () => {
  it('on a phone, takes the AVIF file of the smallest width that fills the screen', async () => {
    await withPage(browser, viewports[0], async (page) => {
      await page.goto(new URL('/walks/cliff-path/', host.url).href);
      expect(await loadedImages(page)).toEqual([
        { file: '/images/buoy-40.avif', decoded: true },
        { file: '/images/headland-480.avif', decoded: true },
        { file: '/images/compass.svg', decoded: true },
        { file: '/images/wave.gif', decoded: true },
      ]);
    });
  });

  it('on a wide screen of twice the density, takes the widest file there is, never one enlarged', async () => {
    await withPage(
      browser,
      viewports[1],
      async (page) => {
        await page.goto(new URL('/walks/cliff-path/', host.url).href);
        expect((await loadedImages(page))[1]).toEqual({ file: '/images/headland-900.avif', decoded: true });
      },
      { deviceScaleFactor: 2 },
    );
  });
});
