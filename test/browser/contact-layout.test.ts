import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPage } from './support/browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

let sut: SiteUnderTest;
beforeAll(async () => {
  sut = await startSiteUnderTest();
});
afterAll(() => sut.close());

/** A phone and a tablet, where the two stack, and the laptops and desktop where they stand side by side. */
const widths = [375, 768, 1024, 1280, 1440];

describe.each(widths)('contact page at %i px', (width) => {
  it('ends the form and the column beside it together, leaving no empty block under either', async () => {
    await withPage(sut.browser, { name: `${width} px`, width, height: 900 }, async (page) => {
      await page.goto(sut.url('/contact'));
      const form = page.locator('.inquiry');
      const aside = page.getByRole('complementary', { name: 'What to expect' });
      await expect.poll(() => form.getByRole('button', { name: 'Send Message' }).isVisible()).toBe(true);
      const [formBox, asideBox] = await Promise.all([form.boundingBox(), aside.boundingBox()]);
      if (!formBox || !asideBox) throw new Error('the form or the column beside it is not shown');
      const sideBySide = width >= 1024;
      expect(asideBox.x > formBox.x + formBox.width).toBe(sideBySide);
      if (sideBySide) {
        expect(Math.abs(formBox.y - asideBox.y)).toBeLessThanOrEqual(4);
        expect(Math.abs(formBox.y + formBox.height - (asideBox.y + asideBox.height))).toBeLessThanOrEqual(4);
      } else {
        // Stacked: the column follows the form, the full width of the page's column.
        expect(asideBox.y).toBeGreaterThan(formBox.y + formBox.height);
        expect(Math.abs(asideBox.width - formBox.width)).toBeLessThanOrEqual(1);
      }
    });
  });
});
