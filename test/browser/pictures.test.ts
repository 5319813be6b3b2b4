import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { viewports, withPage } from './support/browser.ts';
import { startFixtureUnderTest, type FixtureUnderTest } from './support/fixture-under-test.ts';

let gallery: FixtureUnderTest;
beforeAll(async () => {
  gallery = await startFixtureUnderTest('gallery');
}, 60_000);
afterAll(() => gallery.close());

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
    await withPage(gallery.browser, viewports[0], async (page) => {
      await page.goto(gallery.url('/walks/cliff-path/'));
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
      gallery.browser,
      viewports[1],
      async (page) => {
        await page.goto(gallery.url('/walks/cliff-path/'));
        expect((await loadedImages(page))[1]).toEqual({ file: '/images/headland-900.avif', decoded: true });
      },
      { deviceScaleFactor: 2 },
    );
  });
});
