import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import type { Page } from 'playwright-core';
import type { Post } from '../../templates/model.ts';
import { blogPosts } from '../../templates/routes.ts';
import { openPage, viewports, type TrackedPage, type Viewport } from './support/browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';
import { loadSiteContent } from '../support/site-content.ts';

let sut: SiteUnderTest;
let posts: readonly Post[];
beforeAll(async () => {
  [sut, { posts }] = await Promise.all([startSiteUnderTest(), loadSiteContent().then((content) => ({ posts: blogPosts(content) }))]);
});
afterAll(() => sut.close());

/** A phone, a tablet held upright, and a laptop. */
const widths: readonly Viewport[] = [viewports[0], { name: 'tablet', width: 768, height: 1024 }, viewports[1]];

const cardMatches = (query: string) => (post: Post) =>
  [post.title, post.excerpt, ...post.tags].some((text) => text.toLowerCase().includes(query.toLowerCase()));
/** `read` of each post worked out once: the expected results read every article's text for each query. */
const readOnce = (read: (post: Post) => string) => {
  const texts = new Map<Post, string>();
  return (post: Post) => {
    const known = texts.get(post);
    if (known !== undefined) return known;
    const text = read(post);
    texts.set(post, text);
    return text;
  };
};
/** An article's text as a reader sees it, code included. */
const textOf = readOnce((post) => cheerio.load(post.html).text());
const codeOf = readOnce((post) => cheerio.load(post.html)('pre').text());
const proseOf = readOnce((post) => {
  const $ = cheerio.load(post.html);
  $('pre').remove();
  return $.text();
});
const inCodeNote = 'Found in this article’s code examples.';
/** Whether a word of the text begins with `word`, whatever the case. */
const hasWordStartingWith = (word: string, text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${word}`, 'iu').test(text);
const inCategory = (category: string) => (post: Post) => !category || post.category === category;
/** Titles of the articles in the category whose card matches the query. */
const cardTitles = (query: string, category = '') =>
  posts.filter((post) => inCategory(category)(post) && cardMatches(query)(post)).map((post) => post.title);
/** Titles of the articles in the category whose text has every word of the query though their card does not match it. */
const mentionTitles = (query: string, category = '') =>
  posts
    .filter((post) => inCategory(category)(post) && !cardMatches(query)(post))
    .filter((post) => query.split(/\s+/).every((word) => hasWordStartingWith(word, textOf(post))))
    .map((post) => post.title);

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });
const categoryLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name, exact: true });
const gridHeading = (page: Page) => page.locator('[data-blog-grid-title]');
const shownTitles = (page: Page) => page.locator('[data-blog-grid] [data-post-card]:not([hidden]) h3').allTextContents();
const mentions = (page: Page) => page.getByRole('region', { name: /(Also mentioned in|articles that mention “.*”)$/i });
const mentionsHeading = (page: Page) => mentions(page).getByRole('heading', { level: 2 });
const mentionLinks = (page: Page) => mentions(page).getByRole('listitem').getByRole('link').allTextContents();
const noArticles = (page: Page) => page.getByText('No articles found.');
const clearFilters = (page: Page) => page.getByRole('button', { name: 'Clear Filters' });
const resultsStatus = (page: Page) => page.getByRole('status').filter({ hasText: /found/ });
/** Resolves once the page has answered the query typed last: its count announced. */
const settled = (page: Page, count: number) =>
  expect.poll(() => resultsStatus(page).textContent()).toBe(count === 1 ? '1 article found' : `${count} articles found`);

/**
 * Brings a blog page back to the view it opens on, without loading it again: no query, every category,
 * nothing announced yet, scrolled to the top, nothing focused. A test that failed halfway leaves it in
 * any state; this ends in the same one from each.
 */
async function resetBlog(page: Page): Promise<void> {
  // No smooth scroll still under way when the page is put back at its top.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await searchBox(page).fill('');
  await categoryLink(page, 'All').click();
  // Every article, the featured one too, once the view's count is announced.
  await settled(page, posts.length);
  await page.evaluate(() => {
    const status = document.querySelector('[data-blog-status]');
    // The next test's count is announced afresh, even where it is this one.
    if (status) status.textContent = '';
    window.scrollTo({ top: 0, behavior: 'instant' });
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
}

describe.each(widths)('blog search at $width px', (viewport) => {
  // One page of the blog for every test at this width: Pagefind, loaded by a page's first search, costs
  // ten times what a search costs. Each test starts from the view the blog opens on (resetBlog).
  let blog: TrackedPage;
  beforeAll(async () => {
    blog = await openPage(sut.browser, viewport);
    await blog.page.goto(sut.url('/blog'));
  });
  afterAll(() => blog.close());

  /**
   * Runs a test's steps on the blog as it opens, whatever the test before left, with `reducedMotion` as
   * the visitor's preference; then expects the page to have logged no console error and thrown nothing.
   */
  const onBlog = async (use: (page: Page) => Promise<void>, reducedMotion: 'reduce' | 'no-preference' = 'no-preference') => {
    await resetBlog(blog.page);
    await blog.page.emulateMedia({ reducedMotion });
    blog.errors.length = 0;
    await use(blog.page);
    expect(blog.errors).toEqual([]);
  };
  it("says 'No articles found.' for words no article has, though the index finds parts of them", async () => {
    await onBlog(async (page) => {
      // Pagefind splits "nomatch" into "no" and "match", which most articles have.
      expect(cardTitles('zqxjv nomatch')).toEqual([]);
      expect(posts.filter((post) => hasWordStartingWith('no', textOf(post)) && hasWordStartingWith('match', textOf(post)))).not.toEqual([]);
      await searchBox(page).fill('zqxjv nomatch');
      await settled(page, 0);
      expect(await noArticles(page).isVisible()).toBe(true);
      expect(await clearFilters(page).isVisible()).toBe(true);
      expect(await mentions(page).count()).toBe(0);
      expect(await gridHeading(page).textContent()).toBe('All Articles');
      expect(await gridHeading(page).isVisible()).toBe(true);

      await clearFilters(page).click();
      expect(await searchBox(page).inputValue()).toBe('');
      expect(await noArticles(page).isVisible()).toBe(false);
      expect(await shownTitles(page)).toHaveLength(posts.length - 1);
    });
  });

  it('finds an API named only in code, and quotes no code under it', async () => {
    await onBlog(async (page) => {
      const name = 'SimpleClientHttpRequestFactory';
      const using = posts.filter((post) => hasWordStartingWith(name, textOf(post)));
      expect(using).toHaveLength(1);
      const [article] = using;
      expect(hasWordStartingWith(name, codeOf(article!))).toBe(true);
      expect(hasWordStartingWith(name, proseOf(article!))).toBe(false);
      expect(cardTitles(name)).toEqual([]);

      await searchBox(page).fill(name);
      await settled(page, 1);
      expect(await mentionLinks(page)).toEqual([article!.title]);
      const passage = mentions(page).getByRole('listitem').locator('p');
      expect(await passage.textContent()).toBe(inCodeNote);
      expect(await mentions(page).getByRole('list').textContent()).not.toContain(name);
      expect(await noArticles(page).isVisible()).toBe(false);
    });
  });

  it('quotes only prose under a mention, the words searched for marked, or says that only its code has them', async () => {
    await onBlog(async (page) => {
      // "Dependencies" is in the prose of some articles, and only in the code of another.
      const query = 'dependencies';
      const expected = mentionTitles(query);
      const inProse = (title: string) => hasWordStartingWith(query, proseOf(posts.find((post) => post.title === title)!));
      expect(expected.filter(inProse)).not.toEqual([]);
      expect(expected.filter((title) => !inProse(title))).not.toEqual([]);
      const code = posts.map(codeOf).join('\n');
      await searchBox(page).fill(query);
      await settled(page, cardTitles(query).length + expected.length);
      expect((await mentionLinks(page)).sort()).toEqual([...expected].sort());
      for (const item of await mentions(page).getByRole('listitem').all()) {
        const title = (await item.getByRole('link').textContent()) ?? '';
        const passage = (await item.locator('p').textContent()) ?? '';
        const marks = await item.locator('mark').allTextContents();
        if (!inProse(title)) {
          expect(passage, title).toBe(inCodeNote);
          continue;
        }
        expect(marks.length, passage).toBeGreaterThan(0);
        for (const mark of marks) expect(mark.toLowerCase()).toMatch(/^dependenc/);
        // No line of any article's code is quoted.
        for (const line of code.split('\n').filter((line) => line.trim().length > 20)) expect(passage).not.toContain(line.trim());
      }
    });
  });

  describe.each([
    { category: '', cardsOnly: 'graceful', mentionsOnly: 'kafka', both: 'jackson', neither: 'zqxjv nomatch' },
    { category: 'Healthcare IT', cardsOnly: 'fhir', mentionsOnly: 'loinc', both: 'snomed', neither: 'kafka' },
  ])('headed for every mix of results in $category', ({ category, cardsOnly, mentionsOnly, both, neither }) => {
    const gridTitle = category ? `${category} Articles` : 'All Articles';
    const open = async (page: Page, query: string) => {
      if (category) await categoryLink(page, category).click();
      await searchBox(page).fill(query);
      await settled(page, cardTitles(query, category).length + mentionTitles(query, category).length);
    };

    it('matching cards alone: the grid heading, and no mentions', async () => {
      expect(cardTitles(cardsOnly, category)).not.toEqual([]);
      expect(mentionTitles(cardsOnly, category)).toEqual([]);
      await onBlog(async (page) => {
        await open(page, cardsOnly);
        expect(await gridHeading(page).textContent()).toBe(gridTitle);
        expect(await gridHeading(page).isVisible()).toBe(true);
        expect(await shownTitles(page)).toEqual(cardTitles(cardsOnly, category));
        expect(await mentions(page).count()).toBe(0);
      });
    });

    it('mentions alone: no grid heading over nothing, the mentions named by the query', async () => {
      expect(cardTitles(mentionsOnly, category)).toEqual([]);
      expect(mentionTitles(mentionsOnly, category)).not.toEqual([]);
      await onBlog(async (page) => {
        await open(page, mentionsOnly);
        expect(await gridHeading(page).isVisible()).toBe(false);
        const heading = category ? `${category} articles that mention “${mentionsOnly}”` : `Articles that mention “${mentionsOnly}”`;
        expect(await mentionsHeading(page).textContent()).toBe(heading);
        expect((await mentionLinks(page)).sort()).toEqual(mentionTitles(mentionsOnly, category).sort());
      });
    });

    it('cards and mentions: the grid heading, then "Also mentioned in"', async () => {
      expect(cardTitles(both, category)).not.toEqual([]);
      expect(mentionTitles(both, category)).not.toEqual([]);
      await onBlog(async (page) => {
        await open(page, both);
        expect(await gridHeading(page).textContent()).toBe(gridTitle);
        expect(await gridHeading(page).isVisible()).toBe(true);
        expect(await mentionsHeading(page).textContent()).toBe('Also mentioned in');
        expect((await mentionLinks(page)).sort()).toEqual(mentionTitles(both, category).sort());
      });
    });

    it('neither: the grid heading over "No articles found." and Clear Filters', async () => {
      expect(cardTitles(neither, category)).toEqual([]);
      expect(mentionTitles(neither, category)).toEqual([]);
      await onBlog(async (page) => {
        await open(page, neither);
        expect(await gridHeading(page).textContent()).toBe(gridTitle);
        expect(await gridHeading(page).isVisible()).toBe(true);
        expect(await noArticles(page).isVisible()).toBe(true);
        expect(await clearFilters(page).isVisible()).toBe(true);
        expect(await mentions(page).count()).toBe(0);
      });
    });
  });

  describe.each(['reduce', 'no-preference'] as const)('with reduced motion %s', (reducedMotion) => {
    it('brings the first result into view below the toolbar as a search starts, the caret left in the search box', async () => {
      await onBlog(async (page) => {
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        const query = 'graceful';
        const [title] = cardTitles(query);
        // Typed at the top of the page, where the results start below the fold.
        const scrolledAtOnce = await page.evaluate((query) => {
          const box = document.querySelector<HTMLInputElement>('#blog-search')!;
          box.focus();
          box.value = query;
          box.dispatchEvent(new Event('input', { bubbles: true }));
          return window.scrollY > 0;
        }, query);
        // Only a page that may move jumps straight there.
        expect(scrolledAtOnce).toBe(reducedMotion === 'reduce');
        // Whole, between the toolbar's bottom and the window's.
        const cardInView = () =>
          page.evaluate((title) => {
            const toolbar = document.querySelector('[data-blog-filter]')!.getBoundingClientRect();
            const heading = [...document.querySelectorAll('[data-post-card]:not([hidden]) h3')].find((h3) => h3.textContent === title);
            const card = heading?.closest('[data-post-card]')?.getBoundingClientRect();
            return card !== undefined && card.top >= toolbar.bottom && card.bottom <= window.innerHeight;
          }, title);
        await expect.poll(cardInView).toBe(true);
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('blog-search');
      }, reducedMotion);
    });
  });
});
