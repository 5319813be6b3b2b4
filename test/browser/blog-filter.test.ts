import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import type { Locator, Page } from 'playwright-core';
import type { Post } from '../../templates/model.ts';
import { blogPosts } from '../../templates/routes.ts';
import { openPage, viewports, withPage } from './support/browser.ts';
import { sharedPage } from './support/shared-page.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';
import { loadSiteContent } from '../support/site-content.ts';

let sut: SiteUnderTest;
let posts: readonly Post[];
beforeAll(async () => {
  [sut, { posts }] = await Promise.all([startSiteUnderTest(), loadSiteContent().then((content) => ({ posts: blogPosts(content) }))]);
});
afterAll(() => sut.close());

const featuredPost = () => posts.find((post) => post.featured)!;
const titlesOf = (filter: (post: Post) => boolean) => posts.filter(filter).map((post) => post.title);
const cardMatches = (query: string) => (post: Post) =>
  [post.title, post.excerpt, ...post.tags].some((text) => text.toLowerCase().includes(query.toLowerCase()));

/** An article's text, its code included: the search index holds it all. */
const textOf = (post: Post) => cheerio.load(post.html).text();
/** Whether a word of the text starts with `word`, whatever the case: what the page counts as a mention. */
const hasWord = (word: string, text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${word}`, 'iu').test(text);

/** Titles of the articles whose text has the word but whose card does not. */
const bodyMentions = (word: string) =>
  posts.filter((post) => hasWord(word, textOf(post)) && !cardMatches(word)(post)).map((post) => post.title);

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });
const categoryNav = (page: Page) => page.getByRole('navigation', { name: 'Filter by category' });
/** 'All' or a category: a link to its archive. */
const categoryLink = (page: Page, name: string) => categoryNav(page).getByRole('link', { name, exact: true });
/** The names of the category links marked current. */
const currentCategory = (page: Page) => categoryNav(page).locator('[aria-current="page"]').allTextContents();
const pathname = (page: Page) => new URL(page.url()).pathname;
const featuredBlock = (page: Page) => page.getByRole('region', { name: 'Featured Article' });
/** The grid's region is named by its heading: 'All Articles' or '{category} Articles'. */
const grid = (page: Page) => page.getByRole('region', { name: /Articles$/ });
/** Articles whose text matches, below the matching cards or, when no card matches, on their own (within a category, named by it). */
const mentions = (page: Page) => page.getByRole('region', { name: /^(Also mentioned in|(.+ )?[Aa]rticles that mention “.*”)$/ });
const mentionsTitle = (page: Page) => mentions(page).getByRole('heading', { level: 2 }).textContent();
const resultsStatus = (page: Page) => page.getByRole('status').filter({ hasText: /articles found/ });
const search = (page: Page) => new URL(page.url()).search;

/** Titles of the cards a visitor sees in the grid (hidden cards are not in the accessibility tree). */
const shownTitles = (page: Page) => grid(page).getByRole('heading', { level: 3 }).allTextContents();
const linkNames = (region: Locator) => region.getByRole('link').allTextContents();

describe.each(viewports)('blog list filter at $width px', (viewport) => {
  // The tests that only load pages and use them take turns on one; those that watch requests or
  // intercept them, or turn the script off, have a context of their own.
  const onPage = sharedPage(() => sut.browser, viewport);

  it('filters by search text and category, keeps the state in the URL and goes Back through it', async () => {
    await onPage(async (page) => {
      await page.goto(sut.url('/blog'));
      const featured = featuredPost();
      expect(await featuredBlock(page).getByRole('heading', { name: featured.title }).isVisible()).toBe(true);
      expect(await grid(page).getByRole('heading', { level: 2 }).textContent()).toBe('All Articles');
      expect(await shownTitles(page)).toEqual(titlesOf((post) => post !== featured));

      // Case-insensitive, on title, excerpt or tags; the first featured article now shows in the grid.
      await searchBox(page).fill('ElasticSearch');
      const elasticsearch = titlesOf(cardMatches('elasticsearch'));
      expect(elasticsearch).toContain(featured.title);
      expect(elasticsearch.length).toBeGreaterThan(1);
      await expect.poll(() => shownTitles(page)).toEqual(elasticsearch);
      expect(await featuredBlock(page).count()).toBe(0);
      expect(new URLSearchParams(search(page)).get('q')).toBe('ElasticSearch');
      // Articles whose text alone mentions it count as found too.
      const found = elasticsearch.length + bodyMentions('elasticsearch').length;
      await expect.poll(() => resultsStatus(page).textContent()).toBe(`${found} articles found`);

      const category = 'Search';
      // The category's link filters in place: the page stays, only its URL state changes.
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      await categoryLink(page, category).click();
      expect(await currentCategory(page)).toEqual([category]);
      expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
      expect(pathname(page)).toBe('/blog/');
      expect(await grid(page).getByRole('heading', { level: 2 }).textContent()).toBe(`${category} Articles`);
      expect(await shownTitles(page)).toEqual(titlesOf((post) => post.category === category && cardMatches('elasticsearch')(post)));
      expect(Object.fromEntries(new URLSearchParams(search(page)))).toEqual({ q: 'ElasticSearch', category });

      // The search box is cleared by hand: the category stays, the featured block stays away.
      await searchBox(page).fill('');
      expect(await shownTitles(page)).toEqual(titlesOf((post) => post.category === category));
      expect(await featuredBlock(page).count()).toBe(0);

      await page.goBack();
      expect(Object.fromEntries(new URLSearchParams(search(page)))).toEqual({ q: 'ElasticSearch', category });
      expect(await searchBox(page).inputValue()).toBe('ElasticSearch');
      await page.goBack();
      expect(search(page)).toBe('?q=ElasticSearch');
      expect(await currentCategory(page)).toEqual(['All']);
      expect(await shownTitles(page)).toEqual(elasticsearch);
      await page.goBack();
      expect(search(page)).toBe('');
      expect(await searchBox(page).inputValue()).toBe('');
      expect(await featuredBlock(page).isVisible()).toBe(true);
      expect(await shownTitles(page)).toEqual(titlesOf((post) => post !== featured));
    });
  });

  it("shows 'No articles found.' and Clear Filters resets search, category and URL", async () => {
    await onPage(async (page) => {
      await page.goto(sut.url('/blog'));
      const category = 'Healthcare IT';
      await categoryLink(page, category).click();
      // Matches a card of another category only: the category must match too.
      await searchBox(page).fill('elasticsearch');
      const clear = page.getByRole('button', { name: 'Clear Filters' });
      await clear.waitFor();
      expect(await page.getByText('No articles found.').isVisible()).toBe(true);
      expect(await shownTitles(page)).toEqual([]);
      await expect.poll(() => resultsStatus(page).textContent()).toBe('0 articles found');

      await clear.click();
      expect(await searchBox(page).inputValue()).toBe('');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('blog-search');
      expect(await currentCategory(page)).toEqual(['All']);
      expect(search(page)).toBe('');
      expect(await featuredBlock(page).isVisible()).toBe(true);
      expect(await clear.isVisible()).toBe(false);
      expect(await shownTitles(page)).toHaveLength(posts.length - 1);
      await expect.poll(() => resultsStatus(page).textContent()).toBe(`${posts.length} articles found`);

      await page.goBack();
      expect(Object.fromEntries(new URLSearchParams(search(page)))).toEqual({ q: 'elasticsearch', category });
      await page.getByText('No articles found.').waitFor();
    });
  });

  it('opens a shared filtered URL in that view, and is operable from the keyboard', async () => {
    await onPage(
      async (page) => {
        const category = 'Spring Boot';
        await page.goto(`${sut.url('/blog')}?q=SPRING&category=${encodeURIComponent(category)}`);
        expect(await searchBox(page).inputValue()).toBe('SPRING');
        expect(await currentCategory(page)).toEqual([category]);
        expect(await grid(page).getByRole('heading', { level: 2 }).textContent()).toBe(`${category} Articles`);
        expect(await shownTitles(page)).toEqual(titlesOf((post) => post.category === category && cardMatches('spring')(post)));
        expect(await featuredBlock(page).count()).toBe(0);

        // From the end of the grid, Tab to a category and choose it with the keyboard.
        await categoryLink(page, 'All').click();
        await searchBox(page).fill('');
        await grid(page)
          .getByRole('link', { name: /^Read More/ })
          .last()
          .scrollIntoViewIfNeeded();
        await searchBox(page).focus();
        const [, first = ''] = await categoryNav(page).getByRole('link').allTextContents();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(first);
        await page.keyboard.press('Enter');
        expect(await shownTitles(page)).toEqual(titlesOf((post) => post.category === first));
        expect(new URLSearchParams(search(page)).get('category')).toBe(first);
        expect(pathname(page)).toBe('/blog/');

        // The shrunken grid is brought back into view, below the sticky toolbar rather than under it.
        const heading = await grid(page).getByRole('heading', { level: 2 }).boundingBox();
        const toolbar = await page.getByRole('search').boundingBox();
        expect(heading!.y).toBeGreaterThanOrEqual(toolbar!.y + toolbar!.height);
        expect(heading!.y).toBeLessThan(viewport.height);
      },
      { reducedMotion: 'reduce' },
    );
  });

  it('lists the articles that mention the query of a shared search URL, as it does for a typed one', async () => {
    await onPage(async (page) => {
      await page.goto(`${sut.url('/blog')}?q=kafka`);
      await mentions(page).waitFor();
      expect((await linkNames(mentions(page))).sort()).toEqual(bodyMentions('kafka').sort());
    });
  });

  it('loads Pagefind only on the first input and lists articles that mention the query in their body', async () => {
    const { page, errors, close } = await openPage(sut.browser, viewport);
    const pagefindRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/pagefind/') || pathname === '/search-indexes.json') pagefindRequests.push(request.url());
    });
    try {
      await page.goto(sut.url('/blog'));
      await page.waitForLoadState('networkidle');
      expect(pagefindRequests).toEqual([]);
      expect(await mentions(page).count()).toBe(0);

      // 'Kafka' is in two article bodies and on no card: those articles are the results, introduced as such,
      // and "No articles found." never shows, not even while the full-text search is under way.
      await page.evaluate(() => {
        const empty = document.querySelector<HTMLElement>('[data-blog-empty]')!;
        new MutationObserver(() => {
          if (!empty.hidden) document.body.dataset.emptyShown = '';
        }).observe(empty, { attributes: true });
      });
      await searchBox(page).pressSequentially('kafka');
      await expect.poll(() => pagefindRequests.length).toBeGreaterThan(0);
      await mentions(page).waitFor();
      expect(bodyMentions('kafka')).toHaveLength(2);
      expect(await mentionsTitle(page)).toBe('Articles that mention “kafka”');
      expect((await linkNames(mentions(page))).sort()).toEqual(bodyMentions('kafka').sort());
      expect(await mentions(page).locator('mark').first().textContent()).toMatch(/^kafka/i);
      await expect.poll(() => resultsStatus(page).textContent()).toBe('2 articles found');
      expect(await page.getByText('No articles found.').isVisible()).toBe(false);
      expect(await page.locator('body[data-empty-shown]').count()).toBe(0);
      expect(await shownTitles(page)).toEqual([]);

      // Mentions respect the chosen category too.
      const category = 'Spring Boot';
      const inCategory = posts.filter((post) => post.category === category).map((post) => post.title);
      expect(bodyMentions('kafka').filter((title) => !inCategory.includes(title))).not.toEqual([]);
      await categoryLink(page, category).click();
      await expect.poll(() => linkNames(mentions(page))).toEqual(bodyMentions('kafka').filter((title) => inCategory.includes(title)));
      await categoryLink(page, 'All').click();

      // 'Jackson' is a tag of one card, and in the body of another: only the other is a mention.
      await searchBox(page).fill('jackson');
      const tagged = titlesOf(cardMatches('jackson'));
      expect(tagged).toHaveLength(1);
      const untagged = bodyMentions('jackson');
      expect(untagged).toHaveLength(1);
      await expect.poll(() => linkNames(mentions(page))).toEqual(untagged);
      expect(await shownTitles(page)).toEqual(tagged);
      expect(await mentionsTitle(page)).toBe('Also mentioned in');
      expect(await mentions(page).getByRole('link').first().getAttribute('href')).toMatch(/^\/blog\/[a-z0-9-]+\/$/);
      await expect.poll(() => resultsStatus(page).textContent()).toBe('2 articles found');

      await searchBox(page).fill('fe');
      expect(await mentions(page).count()).toBe(0);
    } finally {
      await close();
    }
    expect(errors).toEqual([]);
  });

  it("quotes an article's text as text, marking only the words searched for", async () => {
    const { page, errors, close } = await openPage(sut.browser, viewport);
    // Pagefind's text of a page, `<` and `>` escaped.
    const content = '&lt;img src="x" onerror="window.pwned = true"&gt;say kafka &lt;b&gt;bold&lt;/b&gt; &lt;mark&gt;c&lt;/mark&gt;';
    const fakePagefind = `
      export async function init() {}
      export async function search() {
        return { results: [{ data: async () => (${JSON.stringify({ url: '/blog/some-post/', content, meta: { title: 'Some post' }, anchors: [] })}) }] };
      }`;
    await page.route('**/pagefind/1/pagefind.js', (route) => route.fulfill({ contentType: 'text/javascript', body: fakePagefind }));
    try {
      await page.goto(sut.url('/blog'));
      await searchBox(page).fill('kafka');
      await mentions(page).waitFor();
      const paragraph = mentions(page).locator('p');
      expect(await paragraph.textContent()).toBe('<img src="x" onerror="window.pwned = true">say kafka <b>bold</b> <mark>c</mark>');
      expect(await paragraph.locator('mark').allTextContents()).toEqual(['kafka']);
      expect(await paragraph.locator('img, b').count()).toBe(0);
      expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
      expect(await mentions(page).getByRole('link', { name: 'Some post' }).getAttribute('href')).toBe('/blog/some-post/');
    } finally {
      await close();
    }
    expect(errors).toEqual([]);
  });

  it('with JavaScript off hides the search box, shows every article, and a category link opens its archive', async () => {
    await withPage(
      sut.browser,
      viewport,
      async (page) => {
        await page.goto(sut.url('/blog'));
        expect(await searchBox(page).count()).toBe(0);
        const featured = featuredPost();
        expect(await featuredBlock(page).getByRole('heading', { name: featured.title }).isVisible()).toBe(true);
        expect(await shownTitles(page)).toEqual(titlesOf((post) => post !== featured));
        expect(await currentCategory(page)).toEqual(['All']);

        const category = 'Spring Boot';
        await categoryLink(page, category).click();
        await page.waitForURL((url) => url.pathname === '/blog/category/spring-boot/');
        expect(await currentCategory(page)).toEqual([category]);
        expect(await grid(page).getByRole('heading', { level: 2 }).textContent()).toBe(`${category} Articles`);
        expect(await shownTitles(page)).toEqual(titlesOf((post) => post.category === category));

        await categoryLink(page, 'All').click();
        await page.waitForURL((url) => url.pathname === '/blog/');
        expect(await shownTitles(page)).toEqual(titlesOf((post) => post !== featured));
      },
      { javaScriptEnabled: false },
    );
  });

  it('opens the archive in a new tab on a modified click, and leaves the list as it was', async () => {
    await onPage(async (page) => {
      await page.goto(sut.url('/blog'));
      const [archive] = await Promise.all([
        page.context().waitForEvent('page'),
        categoryLink(page, 'Search').click({ modifiers: ['Control'] }),
      ]);
      // A new tab starts on about:blank, whose load may be the one that is awaited.
      await archive.waitForURL((url) => url.protocol !== 'about:');
      expect(pathname(archive)).toBe('/blog/category/search/');
      expect(await currentCategory(archive)).toEqual(['Search']);
      expect(page.url()).toBe(sut.url('/blog'));
      expect(await currentCategory(page)).toEqual(['All']);
      expect(await shownTitles(page)).toEqual(titlesOf((post) => post !== featuredPost()));
    });
  });

  it("on a category's archive, searches that category and leads to the other archives", async () => {
    await onPage(async (page) => {
      const category = 'Spring Boot';
      await page.goto(sut.url('/blog/category/spring-boot'));
      expect(await currentCategory(page)).toEqual([category]);
      await searchBox(page).fill('spring');
      await expect.poll(() => shownTitles(page)).toEqual(titlesOf((post) => post.category === category && cardMatches('spring')(post)));
      expect(await grid(page).getByRole('heading', { level: 2 }).textContent()).toBe(`${category} Articles`);
      expect(search(page)).toBe('?q=spring');
      expect(await currentCategory(page)).toEqual([category]);

      await searchBox(page).fill('');
      await expect.poll(() => shownTitles(page)).toEqual(titlesOf((post) => post.category === category));
      expect(search(page)).toBe('');

      await categoryLink(page, 'Search').click();
      await page.waitForURL((url) => url.pathname === '/blog/category/search/');
      expect(await currentCategory(page)).toEqual(['Search']);
      expect(await shownTitles(page)).toEqual(titlesOf((post) => post.category === 'Search'));
    });
  });
});
