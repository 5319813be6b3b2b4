import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, preloadAxe } from './support/axe.ts';
import { openPage, viewports, withPage } from './support/browser.ts';
import { shownCodeColours } from './support/code-colours.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

let sut: SiteUnderTest;
beforeAll(async () => {
  sut = await startSiteUnderTest();
});
afterAll(() => sut.close());

const desktop = viewports[1];
const article = '/blog/securing-spring-boot-apis-with-jwt/';
const schemes = ['light', 'dark'] as const;

/** Relative luminance of an `rgb(r, g, b)` colour, 0 (black) to 1 (white). */
function luminance(rgb: string): number {
  const [red = 0, green = 0, blue = 0] = (rgb.match(/\d+/g) ?? []).map((channel) => {
    const value = Number(channel) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

describe('colour schemes', () => {
  it('follow the system: a dark page with code in the dark theme, a light one with code in the light theme, with JavaScript off', async () => {
    for (const colorScheme of schemes) {
      await withPage(
        sut.browser,
        desktop,
        async (page) => {
          await page.goto(sut.url(article));
          const shown = await shownCodeColours(page);
          const dark = colorScheme === 'dark';
          expect(luminance(shown.body), colorScheme).toSatisfy((value: number) => (dark ? value < 0.02 : value > 0.9));
          expect(shown.lightToken).not.toBe(shown.darkToken);
          expect(shown.token, colorScheme).toBe(dark ? shown.darkToken : shown.lightToken);
          expect(shown.block, colorScheme).toBe(dark ? shown.darkBlock : shown.lightBlock);
        },
        { colorScheme, javaScriptEnabled: false },
      );
    }
  });

  it('switch with the system while the page is open', async () => {
    await withPage(sut.browser, desktop, async (page) => {
      await page.goto(sut.url(article));
      await page.emulateMedia({ colorScheme: 'dark' });
      const dark = await shownCodeColours(page);
      await page.emulateMedia({ colorScheme: 'light' });
      const light = await shownCodeColours(page);
      expect(luminance(dark.body)).toBeLessThan(0.02);
      expect(dark.token).toBe(dark.darkToken);
      expect(light.token).toBe(light.lightToken);
    });
  });

  // accessibility-desktop.test.ts, accessibility-articles.test.ts and accessibility-phone.test.ts check every rule in the light scheme, at both widths:
  // here, the rules a scheme can break, on a page of each kind in the dark one.
  const colourRules = ['color-contrast', 'link-in-text-block'];
  it('pass axe-core in the dark scheme', async () => {
    const routes = ['/', '/about/', '/portfolio/', '/contact/', '/blog/', article, '/services/snomed/', '/no-such-page/'];
    // On a phone, the pages whose parts change most with the width: the menu, the article's column, the form.
    const routesAt = (width: number) => (width >= 1024 ? routes : ['/', article, '/contact/']);
    const colorScheme = 'dark';
    const problems: string[] = [];
    for (const viewport of viewports) {
      const { page, errors, close } = await openPage(sut.browser, viewport, { colorScheme });
      try {
        await preloadAxe(page.context());
        for (const route of routesAt(viewport.width)) {
          await page.goto(sut.url(route));
          for (const violation of await axeViolations(page, colourRules)) problems.push(`${viewport.name} ${route}: ${violation}`);
        }
      } finally {
        await close();
      }
      expect(errors).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
});
