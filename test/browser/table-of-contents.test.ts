import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewports, withPage } from './support/browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

let sut: SiteUnderTest;
let postPath: string;
beforeAll(async () => {
  sut = await startSiteUnderTest();
  postPath = `/${sut.site.htmlFiles.find((file) => /^blog\/[^/]+\/index\.html$/.test(file))!.replace(/index\.html$/, '')}`;
});
afterAll(() => sut.close());

describe.each(viewports)('table of contents at $width px', (viewport) => {
  it('marks the link of the section being read', async () => {
    await withPage(sut.browser, viewport, async (page) => {
      await page.goto(sut.url(postPath));
      const contents = page.getByRole('navigation', { name: 'Table of Contents' });
      // A phone shows the contents behind their title, closed.
      if (viewport.width < 1024) await contents.getByText('Table of Contents', { exact: true }).click();
      const links = contents.getByRole('link');
      const titles = await links.allInnerTexts();
      expect(titles.length).toBeGreaterThanOrEqual(4);
      const current = () =>
        links.evaluateAll((elements) =>
          elements.filter((link) => link.getAttribute('aria-current') === 'true').map((link) => link.textContent),
        );
      const scrollTo = (title: string) =>
        page
          .getByRole('heading', { level: 2, name: title, exact: true })
          .evaluate((heading) => heading.scrollIntoView({ behavior: 'instant' }));

      // Reading the introduction: no section yet.
      expect(await current()).toEqual([]);

      await scrollTo(titles[2]!);
      await expect.poll(current).toEqual([titles[2]]);
      await scrollTo(titles[1]!);
      await expect.poll(current).toEqual([titles[1]]);

      // Following a contents link marks its section once the (smooth) scroll arrives there.
      await links.nth(3).click();
      await expect.poll(current, { timeout: 5000 }).toEqual([titles[3]]);
      expect(new URL(page.url()).hash).toBe(await links.nth(3).evaluate((link) => (link as HTMLAnchorElement).hash));

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect.poll(current).toEqual([]);
    });
  });
});
