import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownPageRoutes } from '../../routes.ts';
import { sharedSite } from '../../support/shared-site.ts';
import { axeViolations, preloadAxe } from './axe.ts';
import { openPage, type TrackedPage, type Viewport } from './browser.ts';
import { isArticle, routesOf, startSiteUnderTest, type SiteUnderTest } from './site-under-test.ts';

/** The 404 page, as a visitor meets it at addresses that are not there. */
const missing = ['/no-such-page/', '/blog/no-such-post/'];

/** Which routes a file checks: the sampled pages of every kind, or every article. */
export type CheckedRoutes = 'sampled pages' | 'every article';

/**
 * Declares, in the calling test file, axe-core's check of some routes at one width, a
 * test for each route: the sampled pages of every kind, with the 404 page (service
 * pages differ only in their words; the layout differs by width, the markup of one kind
 * of page does not), or every article (their Markdown differs: code in many languages,
 * tables), which the desktop width checks. One file per width and set of routes, so
 * that they run side by side. The routes come from the site built for the whole run.
 */
export async function describeAccessibilityAt(title: string, viewport: Viewport, checks: CheckedRoutes): Promise<void> {
  const { routes, sampleRoutes } = routesOf(await sharedSite());
  const checked = checks === 'every article' ? routes.filter(isArticle) : [...new Set([...sampleRoutes, ...missing])];

  describe(title, () => {
    let sut: SiteUnderTest;
    // One page visits every route: a fresh browser context a route would double the time.
    let tracked: TrackedPage;
    beforeAll(async () => {
      sut = await startSiteUnderTest();
      tracked = await openPage(sut.browser, viewport);
      await preloadAxe(tracked.page.context());
    });
    afterAll(async () => {
      await tracked.close();
      await sut.close();
    });

    it(`checks ${checks}`, () => {
      expect(routes.length).toBeGreaterThan(30);
      if (checks === 'every article') expect(checked.length).toBeGreaterThan(10);
      // Pages written in Markdown carry markup no template has (tables, task lists, footnotes): both widths check them.
      else expect(checked).toEqual(expect.arrayContaining(markdownPageRoutes.map((route) => `${route}/`)));
    });

    it.for(checked)(`finds no violations on %s at ${viewport.width} px, and no console errors`, async (route) => {
      tracked.errors.length = 0;
      await tracked.page.goto(sut.url(route));
      expect(await axeViolations(tracked.page)).toEqual([]);
      expect(tracked.errors).toEqual([]);
    });
  });
}
