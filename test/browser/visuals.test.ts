import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { viewports, withPage } from './support/browser.ts';
import { layoutShiftTotal } from './support/layout-shift.ts';
import { startPausingHost } from './support/pausing-host.ts';
import { sharedPage } from './support/shared-page.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

let sut: SiteUnderTest;
beforeAll(async () => {
  sut = await startSiteUnderTest();
});
afterAll(() => sut.close());

describe.each(viewports)('visuals at $width px', (viewport) => {
  // The tests that read loaded pages take turns on one; the one that watches pages load starts with an empty cache.
  const onPage = sharedPage(() => sut.browser, viewport);

  it('shift nothing while /, /portfolio/ and /about/ load: the space of every SVG is reserved', async () => {
    await withPage(sut.browser, viewport, async (page) => {
      for (const route of ['/', '/portfolio/', '/about/']) {
        await page.goto(sut.url(route), { waitUntil: 'load' });
        // Bring every visual into view, so one drawn late below the fold would count too.
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        expect(await layoutShiftTotal(page), route).toBe(0);
      }
    });
  });

  it.for(['light', 'dark'] as const)(
    'opens each kind of page on a hero picture of its own, phones too, in the %s scheme',
    async (colorScheme) => {
      const kinds = ['/', '/about/', '/careers/', '/staff-augmentation/', '/portfolio/', '/contact/', '/blog/', '/services/java/'];
      await onPage(
        async (page) => {
          const pictures = new Map<string, string>();
          for (const route of kinds) {
            await page.goto(sut.url(route));
            const art = page.locator('.hero__art');
            const box = await art.boundingBox();
            // On a phone the picture is small, under the text; beside it on a wide screen.
            expect(box?.width, route).toBeGreaterThanOrEqual(viewport.width >= 1024 ? 400 : 200);
            expect((box?.x ?? 0) + (box?.width ?? 0), route).toBeLessThanOrEqual(viewport.width);
            pictures.set(
              createHash('sha256')
                .update(await art.screenshot())
                .digest('hex'),
              route,
            );
          }
          expect([...pictures.values()]).toEqual(kinds);
        },
        { colorScheme },
      );
    },
  );

  it('keeps the hero illustration clear of the hero text', async () => {
    await onPage(async (page) => {
      for (const route of ['/', '/services/cybersecurity/', '/blog/author/ananya-desai/']) {
        await page.goto(sut.url(route));
        const visual = page.locator('.hero__inner > svg');
        const visualBox = await visual.boundingBox();
        expect(visualBox?.width, route).toBeGreaterThan(viewport.width >= 1024 ? 200 : 100);
        expect(visualBox?.height, route).toBeGreaterThan(viewport.width >= 1024 ? 200 : 100);
        if (visualBox === null) continue;
        for (const box of await page
          .locator('.hero__text > *')
          .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))) {
          const apart =
            box.right <= visualBox.x ||
            visualBox.x + visualBox.width <= box.left ||
            box.bottom <= visualBox.y ||
            visualBox.y + visualBox.height <= box.top;
          expect(apart, `${route}: hero text at ${JSON.stringify(box)} and its visual at ${JSON.stringify(visualBox)}`).toBe(true);
        }
        // Inside the page's width: nothing pushed sideways off a phone's screen.
        expect(visualBox.x + visualBox.width, route).toBeLessThanOrEqual(viewport.width);
      }
    });
  });
});

describe('a page its browser has only half received', () => {
  it('is first painted once its main content is whole, so its header never moves', async () => {
    // The HTML stops inside the header's navigation for a while: painted then, the navigation would
    // move left once the Get Quote button after it arrived.
    const host = await startPausingHost(sut.site.outDir, '<nav class="site-nav"', 400);
    try {
      await withPage(sut.browser, viewports[1], async (page) => {
        // The Get Quote button comes in the second part, before the main content: the first paint may
        // come as soon as the main content is whole, even before the footer after it is parsed.
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (document.querySelector('.site-header__cta') === null) return;
            document.documentElement.dataset.ctaArrivedAt = String(performance.now());
            observer.disconnect();
          }).observe(document, { childList: true, subtree: true });
        });
        await page.goto(new URL('portfolio/', host.url).href, { waitUntil: 'load' });
        const firstPaint = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) => {
                const entry = list.getEntriesByName('first-paint')[0];
                if (entry) resolve(entry.startTime);
              }).observe({ type: 'paint', buffered: true });
            }),
        );
        const ctaArrivedAt = Number(await page.locator('html').getAttribute('data-cta-arrived-at'));
        expect(ctaArrivedAt).toBeGreaterThan(0);
        expect(firstPaint).toBeGreaterThanOrEqual(ctaArrivedAt);
        expect(await layoutShiftTotal(page)).toBe(0);
      });
    } finally {
      await host.close();
    }
  });
});
