import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type { Browser } from 'playwright-core';
import * as cheerio from 'cheerio';
import { renderPage } from '../src/render/render-page.ts';
import { createSitePaths } from '../src/render/site-paths.ts';
import { blogListPath, categoryPath } from '../templates/blog-paths.ts';
import { formatLongDate } from '../templates/format.ts';
import { blogPosts, siteRoutes } from '../templates/routes.ts';
import { buildSiteOnce, type BuiltSite } from './support/built-site.ts';
import { sharedSite } from './support/shared-site.ts';
import { copyProject, type TempProject } from './support/project.ts';
import { loadSiteContent, siteRenderEnvironment } from './support/site-content.ts';
import { launchBrowser, openPage, viewports } from './browser/support/browser.ts';
import { startStaticHost, type StaticHost } from './browser/support/static-host.ts';
import { imageCatalogOf } from '../src/images/published-image.ts';
import { routeEnvironment } from '../src/pipeline/route-environment.ts';
import siteDefinition from '../templates/site.ts';

/** The site's 13 articles with five cards a page (three list pages) and four in the feed. */
let project: TempProject;
let site: BuiltSite;
let host: StaticHost;
let browser: Browser;
let unpaginated: BuiltSite;

beforeAll(async () => {
  project = await copyProject();
  const siteYaml = join(project.root, 'content', 'site.yaml');
  const settings = (await readFile(siteYaml, 'utf8'))
    .replace(/^ {2}pageSize: \d+$/m, '  pageSize: 5')
    .replace(/^ {2}feedSize: \d+$/m, '  feedSize: 4');
  await writeFile(siteYaml, settings);
  [site, unpaginated, browser] = await Promise.all([buildSiteOnce({ root: project.root }), sharedSite(), launchBrowser()]);
  host = await startStaticHost(site.outDir);
});
afterAll(async () => {
  await browser.close();
  await host.close();
  await project.remove();
});

describe('a blog list longer than a page', () => {
  it('continues at /blog/page/2/ and /blog/page/3/, linked from every list page', async () => {
    const counts = [];
    for (const [index, path] of ['/blog', '/blog/page/2', '/blog/page/3'].entries()) {
      const $ = await site.page(path);
      counts.push($('[data-blog-grid] > [data-post-card]').length);
      const nav = $('nav[data-blog-pagination]');
      expect(
        nav
          .find('ol a')
          .toArray()
          .map((element) => $(element).attr('href')),
      ).toEqual(['/blog/', '/blog/page/2/', '/blog/page/3/']);
      expect(nav.find('[aria-current="page"]').text()).toBe(String(index + 1));
      expect(nav.find('a[rel="prev"]').length).toBe(index > 0 ? 1 : 0);
      expect(nav.find('a[rel="next"]').length).toBe(index < 2 ? 1 : 0);
    }
    expect(counts).toEqual([5, 5, 3]);
    expect((await site.page('/blog'))('[data-blog-featured]')).toHaveLength(1);
    expect((await site.page('/blog/page/2'))('[data-blog-featured]')).toHaveLength(0);
    expect((await site.page('/blog/page/2'))('title').text()).toBe('Blog, page 2 | Northbeam Software');
    expect(await site.read('sitemap.xml')).toContain('/blog/page/3/</loc>');
  });

  it('writes a compact index of every post, newest first, for filtering across pages', async () => {
    const index = JSON.parse(await site.read('blog/index.json')) as { id: number; url: string; publishDate: string; date: string }[];
    expect(index.map((entry) => entry.id)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(index[3]!.url).toMatch(/^\/blog\/[a-z0-9-]+\/$/);
    expect(index[0]).toMatchObject({ publishDate: '2025-08-05', date: 'August 5, 2025' });
  });

  it('keeps only the newest blog.feedSize articles in the feed', async () => {
    const newest = (feed: string) =>
      (new XMLParser().parse(feed) as { rss: { channel: { item: { link: string }[] } } }).rss.channel.item.map((item) => item.link);
    const all = newest(await unpaginated.read('feed.xml'));
    expect(all).toHaveLength(13);
    expect(newest(await site.read('feed.xml'))).toEqual(all.slice(0, 4));
  });

  it('is not paginated when every post fits: no page 2, no index, no page links', async () => {
    expect(unpaginated.htmlFiles).not.toContain('blog/page/2/index.html');
    await expect(unpaginated.read('blog/index.json')).rejects.toThrow();
    expect((await unpaginated.page('/blog'))('[data-blog-pagination]')).toHaveLength(0);
    expect((await unpaginated.page(categoryPath('Spring Boot')))('[data-blog-grid]').attr('data-blog-index')).toBeUndefined();
  });

  it("gives a category's archive, which shows only its own posts, the index to show the others in place", async () => {
    const $ = await site.page(categoryPath('Spring Boot'));
    expect($('[data-blog-grid]').attr('data-blog-index')).toBe('/blog/index.json');
    expect($('[data-blog-grid] > [data-post-card]')).toHaveLength(2);
  });

  it.each(viewports)('searches every post from any page at $width px, and restores the page when cleared', async (viewport) => {
    const { page, errors, close } = await openPage(browser, viewport);
    try {
      await page.goto(`${host.url}blog/page/2/`);
      const grid = page.locator('[data-blog-grid]');
      const pageTwoTitles = await grid.locator('[data-post-card]:visible h3').allTextContents();
      expect(pageTwoTitles).toHaveLength(5);

      // An article of page 3, found from page 2.
      await page.getByPlaceholder('Search articles...').fill('SNOMED CT');
      await expect
        .poll(() =>
          grid
            .getByRole('link', { name: /SNOMED CT for Developers/ })
            .first()
            .isVisible(),
        )
        .toBe(true);
      expect(await page.getByRole('navigation', { name: 'Blog pages' }).isVisible()).toBe(false);
      // A card made from the index is dated like the page's own.
      const snomed = (await loadSiteContent()).posts.find((post) => post.data.slug === 'snomed-ct-for-developers');
      const date = grid.locator('[data-post-card]:visible', { hasText: 'SNOMED CT for Developers' }).locator('time');
      expect(await date.getAttribute('datetime')).toBe(snomed?.data.publishDate);
      expect(await date.textContent()).toBe(formatLongDate(snomed?.data.publishDate ?? ''));

      await page.getByPlaceholder('Search articles...').fill('');
      await expect.poll(() => grid.locator('[data-post-card]:visible h3').allTextContents()).toEqual(pageTwoTitles);
      expect(await page.getByRole('navigation', { name: 'Blog pages' }).isVisible()).toBe(true);
    } finally {
      await close();
    }
    expect(errors).toEqual([]);
  });
});

describe('the page links of a long blog list', () => {
  it('link the first, the last and the nearest pages, with an ellipsis for those left out, and lead to every page', async () => {
    const render = await onePostAPage();
    const navOf = (page: number) => {
      const $ = render(blogListPath(page))!;
      const nav = $('nav[data-blog-pagination]');
      return {
        items: nav
          .find('ol > li')
          .toArray()
          .map((item) => $(item).text()),
        next: nav.find('a[rel="next"]').attr('href'),
      };
    };
    expect(navOf(1).items).toEqual(['1', '2', '3', '…', '13']);
    expect(navOf(5).items).toEqual(['1', '2', '3', '4', '5', '6', '7', '…', '13']);
    expect(navOf(7).items).toEqual(['1', '…', '5', '6', '7', '8', '9', '…', '13']);
    expect(navOf(13).items).toEqual(['1', '…', '11', '12', '13']);

    const reached = [];
    for (let page = 1, next = navOf(1).next; next !== undefined; next = navOf(++page).next) reached.push(next);
    expect(reached).toEqual(Array.from({ length: 12 }, (_, index) => `/blog/page/${index + 2}/`));
  });
});

describe('a category archive longer than a page', () => {
  it('continues at /blog/category/{slug}/page/2/, newest first, each page titled and linked like the list', async () => {
    const render = await onePostAPage();
    const healthcare = blogPosts(await loadSiteContent()).filter((post) => post.category === 'Healthcare IT');
    expect(healthcare.length).toBe(2);
    const pageOf = (number: number) => {
      const $ = render(categoryPath('Healthcare IT', number));
      expect($, `page ${number}`).toBeDefined();
      return $!;
    };
    expect(render(categoryPath('Healthcare IT', 3))).toBeUndefined();
    for (const [index, post] of healthcare.entries()) {
      const $ = pageOf(index + 1);
      expect($('[data-post-card]').attr('data-post-id')).toBe(String(post.id));
      expect(
        $('nav[data-blog-pagination] ol a')
          .toArray()
          .map((element) => $(element).attr('href')),
      ).toEqual(['/blog/category/healthcare-it/', '/blog/category/healthcare-it/page/2/']);
      expect($('nav[data-blog-pagination] [aria-current="page"]').text()).toBe(String(index + 1));
      expect($('title').text()).toBe(
        index === 0 ? 'Articles on Healthcare IT | Northbeam Software' : 'Articles on Healthcare IT, page 2 | Northbeam Software',
      );
    }
    expect(healthcare[0]!.publishDate > healthcare[1]!.publishDate).toBe(true);
  });
});

/** This site with one post a list page: a function rendering the page at a site path, undefined when there is none. */
async function onePostAPage(): Promise<(path: string) => cheerio.CheerioAPI | undefined> {
  const content = await loadSiteContent();
  const onePost = { ...content, site: { ...content.site, blog: { ...content.site.blog, pageSize: 1 } } };
  const paths = createSitePaths('https://example.com', '/');
  const routes = siteRoutes(onePost, routeEnvironment(siteDefinition.functions, paths, imageCatalogOf([])));
  const assets = { stylesheet: '/site.css', script: '/site.js', feed: '/feed.xml' };
  return (path) => {
    const route = routes.find((candidate) => candidate.path === path);
    return route && cheerio.load(renderPage(route, siteRenderEnvironment(onePost, paths, assets)));
  };
}
