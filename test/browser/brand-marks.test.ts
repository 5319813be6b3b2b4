import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { brandMarks, type Brand } from '../../templates/parts/brand-marks.ts';
import { viewports, withPage } from './support/browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

let sut: SiteUnderTest;
beforeAll(async () => {
  sut = await startSiteUnderTest();
});
afterAll(() => sut.close());

const article = '/blog/java-virtual-threads-in-practice/';

/** The shape a link's icon draws (its paths' `d`), what it reads as, and whether it shows. */
async function drawn(link: Locator) {
  return {
    name: (await link.textContent())?.trim(),
    paths: await link.locator('svg path').evaluateAll((paths) => paths.map((path) => path.getAttribute('d'))),
    shown: ((await link.locator('svg').boundingBox())?.width ?? 0) > 10,
  };
}

/** The paths of a network's mark, as the icon package draws it. */
const pathsOf = (brand: Brand) => [...brandMarks[brand].body.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]);

describe.each(viewports)('brand marks at $width px', (viewport) => {
  it.for(['light', 'dark'] as const)('mark each network with its own glyph and one name for X, in the %s scheme', async (colorScheme) => {
    await withPage(
      sut.browser,
      viewport,
      async (page) => {
        await page.goto(sut.url(article));
        const socials = page.locator('.site-footer .socials a');
        const network = (name: string) => socials.filter({ hasText: name });
        expect(await drawn(network('LinkedIn'))).toEqual({ name: 'LinkedIn', paths: pathsOf('linkedin'), shown: true });
        expect(await drawn(network('GitHub'))).toEqual({ name: 'GitHub', paths: pathsOf('github'), shown: true });
        expect(await drawn(network('X (formerly Twitter)'))).toEqual({ name: 'X (formerly Twitter)', paths: pathsOf('x'), shown: true });

        // The share links: the label a reader sees is the name a screen reader says, with the network's mark.
        for (const [name, brand] of [
          ['Share on Twitter (now X)', 'x'],
          ['Share on LinkedIn', 'linkedin'],
          ['Share on Facebook', 'facebook'],
        ] as const) {
          const link = page.getByRole('link', { name, exact: true });
          expect(await drawn(link), name).toEqual({ name, paths: pathsOf(brand), shown: true });
        }

        // Nowhere is the network called Twitter alone.
        const text = await page.locator('body').innerText();
        expect(text.replace(/Twitter \(now X\)|X \(formerly Twitter\)/g, '')).not.toContain('Twitter');
      },
      { colorScheme },
    );
  });
});
