import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withPage } from './support/browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

let sut: SiteUnderTest;
beforeAll(async () => {
  sut = await startSiteUnderTest();
});
afterAll(() => sut.close());

/** A phone, a tablet, a small laptop, a laptop and a desktop: the ends of the range and each width where columns change. */
const widths = [375, 768, 1024, 1280, 1440];

/** Cards that ease their size on hover would still be moving when a resized page is measured. */
const stillLayout = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/**
 * Every grid of items on the page whose last row is an orphan: a lone item under
 * rows of several, or a row two or more items short of a full one (4 + 1, 6 + 1,
 * 4 + 2). A grid is a CSS grid, or a wrapping flex row of items all one width; a grid
 * whose items span several rows (an icon beside a card's text) lays out one card, not
 * items. A last row that reaches across the full width, as one item spanning both
 * columns does, leaves no hole.
 */
function orphanedRows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const orphans: string[] = [];
    for (const container of document.querySelectorAll('body *')) {
      const style = getComputedStyle(container);
      const isGrid = style.display.endsWith('grid');
      if (!isGrid && !(style.display.endsWith('flex') && style.flexWrap === 'wrap')) continue;
      const items = [...container.children].filter((item) => getComputedStyle(item).position !== 'absolute');
      if (isGrid && items.some((item) => /span/.test(getComputedStyle(item).gridRow))) continue;
      const boxes = items.map((item) => item.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0);
      if (boxes.length < 3) continue;
      const widths = boxes.map((box) => box.width);
      if (!isGrid && Math.max(...widths) - Math.min(...widths) > 1) continue;
      const rows: DOMRect[][] = [];
      for (const box of boxes.sort((a, b) => a.top - b.top)) {
        const row = rows.find(([first]) => first !== undefined && Math.abs(first.top - box.top) < 2);
        if (row) row.push(box);
        else rows.push([box]);
      }
      const full = Math.max(...rows.map((row) => row.length));
      const last = rows.at(-1) ?? [];
      const widest = rows.find((row) => row.length === full) ?? [];
      const reach = (row: DOMRect[]) => Math.max(...row.map((box) => box.right)) - Math.min(...row.map((box) => box.left));
      if (rows.length < 2 || full === 1 || reach(last) >= reach(widest) - 1) continue;
      if (last.length > 1 && last.length >= full - 1) continue;
      const name = `${container.tagName.toLowerCase()}.${[...container.classList].join('.')}`;
      orphans.push(`${name}: rows of ${rows.map((row) => row.length).join(' + ')}`);
    }
    return orphans;
  });
}

describe('grid rows', () => {
  it('end in no orphan on any page from a phone to a desktop: the last row holds as many as the others, or one fewer', async () => {
    const orphans: string[] = [];
    await withPage(sut.browser, { name: 'phone', width: 375, height: 900 }, async (page) => {
      for (const route of sut.routes) {
        await page.goto(sut.url(route));
        await page.addStyleTag({ content: stillLayout });
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          for (const orphan of await orphanedRows(page)) orphans.push(`${width}px ${route} ${orphan}`);
        }
      }
    });
    expect(orphans).toEqual([]);
  });

  it('leave no empty cell in the Services dropdown: each of its rows spans the panel', async () => {
    await withPage(sut.browser, { name: 'laptop', width: 1280, height: 900 }, async (page) => {
      await page.goto(sut.url('/about'));
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      await nav.getByRole('button', { name: 'Services' }).click();
      const links = nav.locator('[data-dropdown-panel]').getByRole('listitem');
      await expect.poll(() => links.last().isVisible()).toBe(true);
      const rowReaches = await links.evaluateAll((items) => {
        const rows = new Map<number, { left: number; right: number }>();
        for (const item of items) {
          const box = item.getBoundingClientRect();
          const row = rows.get(Math.round(box.top));
          rows.set(Math.round(box.top), {
            left: Math.min(row?.left ?? box.left, box.left),
            right: Math.max(row?.right ?? box.right, box.right),
          });
        }
        return [...rows.values()].map((row) => Math.round(row.right - row.left));
      });
      expect(rowReaches.length).toBeGreaterThan(1);
      expect(rowReaches.every((reach) => reach === rowReaches[0])).toBe(true);
    });
  });
});
