import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import matter from 'gray-matter';
import type { Page } from 'playwright-core';
import { repoRoot } from '../support/project.ts';
import { viewports, withPage } from './support/browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

const slug = 'java-virtual-threads-in-practice';
const article = `/blog/${slug}`;
const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };

let sut: SiteUnderTest;
let post: { title: string; excerpt: string; codeBlocks: string[] };
beforeAll(async () => {
  sut = await startSiteUnderTest();
  const { data, content } = matter(await readFile(`${repoRoot}/content/blog/${slug}.md`, 'utf8'));
  const codeBlocks = [...content.matchAll(/^```\w*\n([\s\S]*?)\n```$/gm)].map((match) => match[1]!);
  post = { title: String(data.title), excerpt: String(data.excerpt), codeBlocks };
});
afterAll(() => sut.close());

const liveRegion = (page: Page) => page.locator('[aria-live="polite"]');

describe.each(viewports)('copy code at $width px', (viewport) => {
  it('puts each code block, exactly as written, on the clipboard and says so', async () => {
    await withPage(
      sut.browser,
      viewport,
      async (page) => {
        await page.goto(sut.url(article));
        const copyButtons = page.getByRole('button', { name: 'Copy code' });
        expect(await copyButtons.count()).toBe(post.codeBlocks.length);

        for (const index of [0, post.codeBlocks.length - 1]) {
          await copyButtons.nth(index).click();
          await expect
            .poll(() =>
              liveRegion(page)
                .getByText('Copied to clipboard!')
                .nth(index ? 1 : 0)
                .isVisible(),
            )
            .toBe(true);
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(post.codeBlocks[index]);
        }

        // By keyboard too.
        await copyButtons.nth(1).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(post.codeBlocks[1]);
      },
      clipboard,
    );
  });

  it('says when copying fails and selects the code so it can be copied by hand', async () => {
    await withPage(sut.browser, viewport, async (page) => {
      await page.addInitScript(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      });
      await page.goto(sut.url(article));
      await page.getByRole('button', { name: 'Copy code' }).nth(2).click();
      await expect.poll(() => liveRegion(page).getByText('Copying failed. Select the code and copy it by hand.').isVisible()).toBe(true);
      expect(await page.evaluate(() => getSelection()?.toString())).toBe(post.codeBlocks[2]);
    });
  });
});

interface OpenCall {
  url: string;
  target: string;
  features: string;
}

/** Records window.open instead of opening anything. */
function recordWindowOpen(page: Page) {
  return page.addInitScript(() => {
    const calls: OpenCall[] = [];
    Object.assign(window, { openCalls: calls });
    window.open = (url = '', target = '', features = '') => {
      calls.push({ url: String(url), target, features });
      return null;
    };
  });
}

const openCalls = (page: Page) => page.evaluate(() => (window as unknown as { openCalls: OpenCall[] }).openCalls);

describe.each(viewports)('share links at $width px', (viewport) => {
  it("open each network's share page in a new window with the article's canonical address and text", async () => {
    await withPage(sut.browser, viewport, async (page) => {
      await recordWindowOpen(page);
      await page.goto(sut.url(article));
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(`https://www.northbeam.example${article}/`);
      const text = `Check out this article: ${post.title}`;

      await page.getByRole('link', { name: 'Share on Twitter' }).click();
      await page.getByRole('link', { name: 'Share on LinkedIn' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: 'Share on Facebook' }).click();

      const calls = await openCalls(page);
      expect(calls).toHaveLength(3);
      for (const call of calls) {
        expect(call.target).toBe('_blank');
        expect(call.features.split(',')).toContain('noopener');
      }
      const [twitter, linkedIn, facebook] = calls.map((call) => new URL(call.url));
      expect(twitter!.origin + twitter!.pathname).toBe('https://twitter.com/intent/tweet');
      expect(Object.fromEntries(twitter!.searchParams)).toEqual({ url: canonical, text });
      expect(linkedIn!.origin + linkedIn!.pathname).toBe('https://www.linkedin.com/shareArticle');
      expect(Object.fromEntries(linkedIn!.searchParams)).toEqual({
        mini: 'true',
        url: canonical,
        text,
        title: post.title,
        summary: post.excerpt,
      });
      expect(facebook!.origin + facebook!.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
      expect(Object.fromEntries(facebook!.searchParams)).toEqual({ u: canonical, quote: text });

      // The article stays where it was: no navigation, no extra tab.
      expect(page.url()).toBe(sut.url(article));
      expect(page.context().pages()).toHaveLength(1);
    });
  });

  it('leave a modified click (new tab, new window) to the browser', async () => {
    await withPage(sut.browser, viewport, async (page) => {
      await recordWindowOpen(page);
      await page.goto(sut.url(article));
      // Runs after the link's own handler: records whether it left the click alone, then stops the new tab.
      await page.evaluate(() =>
        document.addEventListener('click', (event) => {
          Object.assign(window, { leftToBrowser: !event.defaultPrevented });
          event.preventDefault();
        }),
      );
      await page.getByRole('link', { name: 'Share on Twitter' }).click({ modifiers: ['ControlOrMeta'] });
      expect(await page.evaluate(() => (window as unknown as { leftToBrowser: boolean }).leftToBrowser)).toBe(true);
      expect(await openCalls(page)).toEqual([]);
    });
  });
});
