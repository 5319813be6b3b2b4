import { afterAll, beforeAll, expect, it } from 'vitest';
import { markdownPageRoutes } from '../../routes.ts';
import { axeViolations } from './axe.ts';
import { openPage, type Viewport } from './browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './site-under-test.ts';

/** The 404 page, as a visitor meets it at addresses that are not there. */
const missing = ['/no-such-page/', '/blog/no-such-post/'];

/** Which routes a file checks: the sampled pages of every kind, or every article. */
export type CheckedRoutes = 'sampled pages' | 'every article';

/**
 * Declares, in the calling test file, axe-core's check of some routes at one width:
 * the sampled pages of every kind, with the 404 page (service pages differ only in
 * their words; the layout differs by width, the markup of one kind of page does not),
 * or every article (their Markdown differs: code in many languages, tables), which the
 * desktop width checks. One file per width and set of routes, so that they run side by side.
 */
export function checkAccessibilityAt(viewport: Viewport, checks: CheckedRoutes): void {
  let sut: SiteUnderTest;
  beforeAll(async () => {
    sut = await startSiteUnderTest();
  });
  afterAll(() => sut.close());

  it(`finds no violations on ${checks} at ${viewport.width} px, and no console errors`, async () => {
    const checked = routesChecked(sut, checks);
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
    expect(sut.routes.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
}

/** The routes a file checks, each set first held to what it must cover. */
function routesChecked(sut: SiteUnderTest, checks: CheckedRoutes): string[] {
  if (checks === 'every article') {
    const articles = sut.routes.filter((route) => /^\/blog\/[a-z0-9-]+\/$/.test(route));
    expect(articles.length).toBeGreaterThan(10);
    return articles;
  }
  const sampled = [...new Set([...sut.sampleRoutes, ...missing])];
  // Pages written in Markdown carry markup no template has (tables, task lists, footnotes): both widths check them.
  expect(sampled).toEqual(expect.arrayContaining(markdownPageRoutes.map((route) => `${route}/`)));
  return sampled;
}
