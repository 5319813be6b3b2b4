import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { viewports, withPage, type Viewport } from './support/browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

let sut: SiteUnderTest;
beforeAll(async () => {
  sut = await startSiteUnderTest();
});
afterAll(() => sut.close());

const phone = viewports[0];
const tablet: Viewport = { name: 'tablet', width: 768, height: 1024 };
const laptop = viewports[1];
const schemes = ['light', 'dark'] as const;

const categories = (page: Page) => page.getByRole('navigation', { name: 'Filter by category' });

/** Where the toolbar's parts are, in CSS pixels of the viewport. */
function toolbarLayout(page: Page) {
  return page.evaluate(() => {
    const toolbar = document.querySelector<HTMLElement>('[data-blog-filter]')!;
    const inner = toolbar.firstElementChild!.getBoundingClientRect();
    const search = toolbar.querySelector('[role="search"]')!.getBoundingClientRect();
    const chips = [...toolbar.querySelectorAll('.filter-button')].map((chip) => chip.getBoundingClientRect());
    const header = document.querySelector('header')!.getBoundingClientRect();
    return {
      innerHeight: inner.height,
      stuckBottom: header.height + toolbar.getBoundingClientRect().height,
      searchMiddle: search.top + search.height / 2,
      chipTops: chips.map((chip) => chip.top),
      chipHeight: chips[0]!.height,
      chipMiddle: chips[0]!.top + chips[0]!.height / 2,
    };
  });
}

/** The category row: how far it scrolls, its edges, the fade at its end, and each chip's left and right edges. */
function categoryRow(page: Page) {
  return page.evaluate(() => {
    const row = document.querySelector<HTMLElement>('[data-blog-filter] .filter-bar')!;
    const box = row.getBoundingClientRect();
    const style = getComputedStyle(row);
    return {
      overflow: row.scrollWidth - row.clientWidth,
      scrollLeft: row.scrollLeft,
      left: box.left,
      right: box.right,
      fade: parseFloat(style.getPropertyValue('--fade')) * parseFloat(getComputedStyle(document.documentElement).fontSize),
      fadeStart: style.getPropertyValue('--fade-start'),
      mask: style.maskImage,
      chips: [...row.querySelectorAll('.filter-button')].map((chip) => {
        const { left, right } = chip.getBoundingClientRect();
        return { name: chip.textContent ?? '', left, right };
      }),
    };
  });
}

describe.each([tablet, laptop])('the blog toolbar at $width px', (viewport) => {
  it('keeps the search box and every category on one row, the categories that do not fit scrolling in it', async () => {
    await withPage(sut.browser, viewport, async (page) => {
      await page.goto(sut.url('/blog'));
      const layout = await toolbarLayout(page);
      expect(new Set(layout.chipTops.map(Math.round)).size).toBe(1);
      expect(layout.innerHeight).toBeLessThan(2 * layout.chipHeight);
      expect(Math.abs(layout.searchMiddle - layout.chipMiddle)).toBeLessThan(layout.chipHeight / 2);
      expect((await categoryRow(page)).overflow).toBeGreaterThan(0);
    });
  });
});

describe('the category row on a phone', () => {
  it('shows that it scrolls: its last chip shown is cut at a faded edge, and it tells screen readers so', async () => {
    await withPage(sut.browser, phone, async (page) => {
      // Recorded from the page's start: any move of the toolbar's parts as the page loads and runs its script.
      await page.addInitScript(() => {
        const shifts: string[] = [];
        Object.assign(window, { toolbarShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[]) {
            for (const source of entry.sources ?? []) {
              const element = source.node instanceof Element ? source.node : source.node?.parentElement;
              if (element?.closest('[data-blog-filter]')) shifts.push(element.outerHTML.slice(0, 80));
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(sut.url('/blog'));
      const row = await categoryRow(page);
      expect(row.overflow).toBeGreaterThan(0);
      expect(row.mask).toContain('linear-gradient');
      // A chip runs into the fade at the row's end, or past it.
      const cut = row.chips.find((chip) => chip.left < row.right && chip.right > row.right - row.fade);
      expect(cut, JSON.stringify(row.chips)).toBeDefined();

      const hint = await categories(page).evaluate(
        (nav) => document.getElementById(nav.getAttribute('aria-describedby') ?? '')?.textContent,
      );
      expect(hint).toBe('The categories are in one row, which scrolls sideways.');

      // Scrolled to its end, the last chip clears the fade, and the start fades where chips went.
      await categories(page).evaluate((nav) => nav.scrollTo({ left: nav.scrollWidth, behavior: 'instant' }));
      await expect.poll(async () => (await categoryRow(page)).fadeStart).toBe(`${row.fade}px`);
      const end = await categoryRow(page);
      expect(end.scrollLeft).toBeGreaterThan(0);
      expect(end.chips.at(-1)!.right).toBeLessThanOrEqual(end.right - end.fade + 1);

      expect(await page.evaluate(() => (window as unknown as { toolbarShifts: string[] }).toolbarShifts)).toEqual([]);
    });
  });

  it('scrolls a chip reached with the keyboard clear of the fade', async () => {
    await withPage(sut.browser, phone, async (page) => {
      await page.goto(sut.url('/blog'));
      const row = await categoryRow(page);
      const index = row.chips.findIndex((chip) => chip.right > row.right - row.fade);
      await page.getByRole('searchbox', { name: 'Search articles' }).focus();
      for (let step = 0; step <= index; step++) await page.keyboard.press('Tab');
      const shown = await categoryRow(page);
      const focused = shown.chips[index]!;
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(focused.name);
      expect(focused.left).toBeGreaterThanOrEqual(shown.left);
      expect(focused.right).toBeLessThanOrEqual(shown.right - shown.fade + 1);
    });
  });
});

describe.each([phone, laptop])('the blog list at $width px', (viewport) => {
  it.each(schemes)('has no axe-core violation in the %s scheme, searched or not', async (colorScheme) => {
    await withPage(
      sut.browser,
      viewport,
      async (page) => {
        await page.goto(sut.url('/blog'));
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('searchbox', { name: 'Search articles' }).fill('jackson');
        await page.getByRole('region', { name: 'Also mentioned in' }).locator('mark').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { colorScheme },
    );
  });
});
