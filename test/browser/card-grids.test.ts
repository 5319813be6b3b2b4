import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withPage } from './support/browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

let sut: SiteUnderTest;
beforeAll(async () => {
  sut = await startSiteUnderTest();
});
afterAll(() => sut.close());

/** Pages with card grids of every kind, holding from two to nine cards. */
const routes = [
  '/',
  '/about/',
  '/portfolio/',
  '/staff-augmentation/',
  '/services/java/',
  '/services/cybersecurity/',
  '/contact/',
  '/blog/',
];
/** A phone, a large phone or small tablet, a tablet, a small laptop and a desktop: each width where the columns change. */
const widths = [375, 700, 900, 1100, 1280];

/** How many card grids the page shows, and each row of one that is not centred, or whose cards differ in width. */
function gridProblems(page: Page): Promise<{ grids: number; problems: string[] }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    let grids = 0;
    for (const grid of document.querySelectorAll('.card-grid, .offices, .steps, .post-grid, .project-grid, .tech-groups')) {
      const box = grid.getBoundingClientRect();
      const cards = [...grid.children].map((card) => card.getBoundingClientRect()).filter((card) => card.width > 0);
      if (box.width === 0 || cards.length === 0) continue;
      grids += 1;
      const rows = new Map<number, DOMRect[]>();
      for (const card of cards) rows.set(Math.round(card.top), [...(rows.get(Math.round(card.top)) ?? []), card]);
      [...rows.values()].forEach((row, index) => {
        const before = Math.min(...row.map((card) => card.left)) - box.left;
        const after = box.right - Math.max(...row.map((card) => card.right));
        if (Math.abs(before - after) > 1) problems.push(`${grid.className} row ${index + 1}: ${before}px before, ${after}px after`);
      });
      if (Math.max(...cards.map((card) => card.width)) - Math.min(...cards.map((card) => card.width)) > 1)
        problems.push(`${grid.className}: cards of different widths`);
    }
    return { grids, problems };
  });
}

describe('card grids', () => {
  it('leave no hole at any width: every row, the last included, is centred, and every card is as wide as the others', async () => {
    const problems: string[] = [];
    let grids = 0;
    // One load a page, resized through the widths: the grids are laid out by CSS alone.
    const [first = 375] = widths;
    await withPage(sut.browser, { name: `${first} px`, width: first, height: 900 }, async (page) => {
      for (const route of routes) {
        await page.goto(sut.url(route));
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          const shown = await gridProblems(page);
          grids += shown.grids;
          for (const problem of shown.problems) problems.push(`${width}px ${route}: ${problem}`);
        }
      }
    });
    expect(grids).toBeGreaterThan(routes.length * widths.length);
    expect(problems).toEqual([]);
  });
});
