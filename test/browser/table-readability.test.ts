import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { withPage } from './support/browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

let sut: SiteUnderTest;
beforeAll(async () => {
  sut = await startSiteUnderTest();
});
afterAll(() => sut.close());

/** Some three words a line at the body's size: narrower, a cell stacks its text a word or two a line. */
const readableCellWidth = 150;

/** The mean brightness (0 to 255) of a strip of the box along its right edge, inside its border. */
async function rightEdgeBrightness(box: Locator): Promise<number> {
  await box.scrollIntoViewIfNeeded();
  const bounds = await box.boundingBox();
  if (!bounds) throw new Error('the table box is not shown');
  const strip = { x: bounds.x + bounds.width - 10, y: bounds.y + 2, width: 8, height: Math.min(bounds.height - 4, 200) };
  const { data, info } = await sharp(await box.page().screenshot({ clip: strip }))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data.reduce((sum, value) => sum + value, 0) / (info.width * info.height);
}

describe.each([375, 768, 1280])("the privacy page's table at %i px", (width) => {
  it.each(['light', 'dark'] as const)(
    'keeps every cell a readable width, and where it scrolls, shows an edge while more lies beyond it (%s)',
    async (colorScheme) => {
      await withPage(
        sut.browser,
        { name: `${width} px`, width, height: 900 },
        async (page) => {
          await page.goto(sut.url('/privacy'));
          const box = page.getByRole('region', { name: 'Table' });
          const cellWidths = await box.locator('th, td').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
          expect(cellWidths.length).toBeGreaterThan(6);
          expect(Math.min(...cellWidths)).toBeGreaterThanOrEqual(readableCellWidth);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

          const hidden = await box.evaluate((element) => element.scrollWidth - element.clientWidth);
          if (hidden === 0) return;
          // The cells' text scrolls past the edge too: hidden, it leaves only what the box draws there.
          await page.addStyleTag({ content: '.table-scroll * { color: transparent !important; }' });
          const withMoreBeyond = await rightEdgeBrightness(box);
          await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
          const atTheEnd = await rightEdgeBrightness(box);
          // Light pages shade the edge, dark ones light it: either way it stands apart from the box.
          expect(Math.abs(withMoreBeyond - atTheEnd)).toBeGreaterThan(8);
        },
        { colorScheme },
      );
    },
  );

  it('scrolls at a phone width, where its columns do not fit', async () => {
    await withPage(sut.browser, { name: `${width} px`, width, height: 900 }, async (page) => {
      await page.goto(sut.url('/privacy'));
      const hidden = await page.getByRole('region', { name: 'Table' }).evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(hidden > 0).toBe(width < 640);
    });
  });
});
