import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specRoutes } from '../../routes.ts';
import { axeViolations, preloadAxe } from './axe.ts';
import { openPage, type TrackedPage, type Viewport } from './browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './site-under-test.ts';
import { textContrastFailures } from './text-contrast.ts';

/** The service page that stands for the nine. */
const firstServiceRoute = specRoutes.find((route) => route.startsWith('/services/'));

/**
 * Every kind of page the spec lists, an author's page, an article (code, tables, figures)
 * and the 404 page. One service page stands for the nine: they share their template and
 * their hero's colours, and each service's own emblem is drawn apart from the text.
 */
export const contrastRoutes = [
  ...specRoutes
    .filter((route) => !route.startsWith('/services/') || route === firstServiceRoute)
    .map((route) => `${route}/`.replace('//', '/')),
  '/blog/author/ananya-desai/',
  '/blog/idempotency-keys-for-safe-retries/',
  '/no-such-page/',
];

/** The pages of each kind a visitor meets most, which axe-core checks in both schemes too. */
const axeRoutes = ['/', '/blog/', '/blog/idempotency-keys-for-safe-retries/', '/contact/', '/portfolio/', '/blog/author/ananya-desai/'];

/**
 * Declares, in the calling test file, the measured contrast of every text on each of
 * `contrastRoutes` at one width, in the light and the dark scheme, and axe-core's
 * check of the most visited pages: one file per width, so that the two run side by side.
 */
export function describeTextContrastAt(viewport: Viewport): void {
  // One browser for both schemes; each scheme has a context of its own, as a visitor's browser would
  // load the pages in it: switching the scheme of a loaded page does not always give the same figures.
  let sut: SiteUnderTest;
  beforeAll(async () => {
    sut = await startSiteUnderTest();
  });
  afterAll(() => sut.close());

  describe.each(['light', 'dark'] as const)(`text contrast at ${viewport.width} px in the %s scheme`, (colorScheme) => {
    let tracked: TrackedPage;
    beforeAll(async () => {
      tracked = await openPage(sut.browser, viewport, { colorScheme });
      await preloadAxe(tracked.page.context());
    });
    afterAll(() => tracked.close());

    it.for(contrastRoutes)('is AA over whatever lies behind each text on %s', async (route) => {
      await tracked.page.goto(sut.url(route));
      await tracked.page.evaluate(() => document.fonts.ready);
      expect(await textContrastFailures(tracked.page)).toEqual([]);
    });

    it.for(axeRoutes)('finds no axe-core violations on %s', async (route) => {
      tracked.errors.length = 0;
      await tracked.page.goto(sut.url(route));
      expect(await axeViolations(tracked.page)).toEqual([]);
      expect(tracked.errors).toEqual([]);
    });
  });
}
