import { afterAll, beforeAll, expect, it } from 'vitest';
import { markdownPageRoutes } from '../../routes.ts';
import { axeViolations } from './axe.ts';
import { openPage, type Viewport } from './browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './site-under-test.ts';

/** The 404 page, as a visitor meets it at addresses that are not there. */
const missing = ['/no-such-page/', '/blog/no-such-post/'];

/**
 * Declares, in the calling test file, axe-core's check of the routes at one width:
 * every article at the desktop width (their Markdown differs: code in many languages,
 * tables) with the sampled pages of every kind (service pages differ only in their
 * words); at the phone width, the sampled pages (the layout differs by width, the
 * markup of one kind of page does not). One file per width, so that the two run side by side.
 */
export function checkAccessibilityAt(viewport: Viewport): void {
  let sut: SiteUnderTest;
  beforeAll(async () => {
    sut = await startSiteUnderTest();
  });
  afterAll(() => sut.close());

  it(`finds no violations on the routes at ${viewport.width} px, and no console errors`, async () => {
    const routes = [...sut.routes];
    const articles = viewport.width >= 1024 ? routes.filter((route) => /^\/blog\/[a-z0-9-]+\/$/.test(route)) : [];
    const checked = [...new Set([...sut.sampleRoutes, ...articles, ...missing])];
    // Pages written in Markdown carry markup no template has (tables, task lists, footnotes): both widths check them.
    expect(checked).toEqual(expect.arrayContaining(markdownPageRoutes.map((route) => `${route}/`)));
    const { page, errors, close } = await openPage(sut.browser, viewport);
    const problems: string[] = [];
    try {
      for (const route of checked) {
        await page.goto(sut.url(route));
        for (const violation of await axeViolations(page)) problems.push(`${route}: ${violation}`);
      }
    } finally {
      await close();
    }
    expect(routes.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
}
