import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { openPage, viewports } from './support/browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';
import { markdownPageRoutes } from '../routes.ts';

let sut: SiteUnderTest;
let routes: string[];
beforeAll(async () => {
  sut = await startSiteUnderTest();
  routes = [...sut.routes];
});
afterAll(() => sut.close());

/**
 * At the desktop width, every article (their Markdown differs: code in many languages,
 * tables) and the sampled service pages, which differ only in their words; at the
 * phone width, one route of each kind of page (the layout differs by width, the
 * markup of one kind of page does not).
 */
const routesAt = (width: number) => {
  const articles = width >= 1024 ? routes.filter((route) => /^\/blog\/[a-z0-9-]+\/$/.test(route)) : [];
  return [...new Set([...sut.sampleRoutes, ...articles, ...missing])];
};

/** The 404 page, as a visitor meets it at addresses that are not there. */
const missing = ['/no-such-page/', '/blog/no-such-post/'];

describe.each(viewports)('axe-core at $width px', (viewport) => {
  it('finds no violations on the routes, and no console errors', async () => {
    const { page, errors, close } = await openPage(sut.browser, viewport);
    const problems: string[] = [];
    // Pages written in Markdown carry markup no template has (tables, task lists, footnotes): both widths check them.
    expect(routesAt(viewport.width)).toEqual(expect.arrayContaining(markdownPageRoutes.map((route) => `${route}/`)));
    try {
      for (const route of routesAt(viewport.width)) {
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
});
