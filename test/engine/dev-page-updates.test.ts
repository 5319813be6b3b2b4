import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { DevServer } from '../../src/dev/dev-server.ts';
import { launchBrowser, openPage, viewports } from '../browser/support/browser.ts';
import { applyEdits } from '../support/content-edits.ts';
import { startQuietDevServer } from '../support/dev-server.ts';
import { copyFixture } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';

/** The page's enhancement: it counts its runs in the window, which a reload replaces, and marks the body it ran over. */
const script = (mark: string) => `window.scriptRuns = (window.scriptRuns ?? 0) + 1;\ndocument.body.dataset.enhanced = '${mark}';\n`;
const longNote = (text: string) =>
  `${text}\n${Array.from({ length: 80 }, (_, index) => `Paragraph ${index} of a note long enough to scroll.`).join('\n\n')}\n`;

let project: TempProject;
let server: DevServer;
let browser: Browser;
const eventually = { timeout: 20_000, interval: 50 };

beforeAll(async () => {
  project = await copyFixture('notes');
  await applyEdits(project.root, {
    'assets/client/main.ts': () => script('first'),
    'content/notes/small-commits.md': longNote,
    'content/notes/naming-things.md': longNote,
  });
  [server, browser] = await Promise.all([startQuietDevServer(project), launchBrowser()]);
});
afterAll(async () => {
  await browser.close();
  await server.close();
  await project.remove();
});

interface PageState {
  readonly scriptRuns: number | undefined;
  readonly notReloaded: boolean | undefined;
  readonly enhanced: string | undefined;
  readonly scrollY: number;
}
const stateOf = (page: Page) =>
  page.evaluate((): PageState => {
    const marks = window as unknown as Pick<PageState, 'scriptRuns' | 'notReloaded'>;
    return { scriptRuns: marks.scriptRuns, notReloaded: marks.notReloaded, enhanced: document.body.dataset.enhanced, scrollY };
  });

/** A note open in Chromium, scrolled down, with a mark in its window that only a reload takes away. */
async function openNote(path: string) {
  const opened = await openPage(browser, viewports[1]);
  const { page } = opened;
  await page.goto(new URL(path, server.url).href);
  await page.evaluate(() => {
    Object.assign(window, { notReloaded: true });
    scrollTo(0, 600);
  });
  expect(await stateOf(page)).toEqual({ scriptRuns: 1, notReloaded: true, enhanced: 'first', scrollY: 600 });
  return opened;
}

describe('sitegen dev, an open page after a save', () => {
  it("takes a page's new body in place when only its HTML changed: same scroll, its script run again over the new body", async () => {
    const { page, errors, close } = await openNote('/notes/small-commits/');
    try {
      await applyEdits(project.root, {
        'content/notes/small-commits.md': (text) => text.replace('needs the word "and"', 'needs the word "also"'),
      });
      await vi.waitFor(async () => expect(await page.textContent('main')).toContain('needs the word "also"'), eventually);
      // The script's file is fetched again before it runs.
      await vi.waitFor(
        async () => expect(await stateOf(page)).toEqual({ scriptRuns: 2, notReloaded: true, enhanced: 'first', scrollY: 600 }),
        eventually,
      );
      // What the page shows is the page the server serves.
      const served = await (await fetch(new URL('/notes/small-commits/', server.url))).text();
      const [shown, parsed] = await page.evaluate((html) => {
        const servedMain = new DOMParser().parseFromString(html, 'text/html').querySelector('main');
        return [document.querySelector('main')?.innerHTML, servedMain?.innerHTML];
      }, served);
      expect(shown).toBe(parsed);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('leaves an open page whose HTML did not change as it is', async () => {
    const other = await openNote('/notes/naming-things/');
    const edited = await openNote('/notes/small-commits/');
    try {
      await other.page.evaluate(() => {
        const seen = { mutations: 0 };
        new MutationObserver(() => (seen.mutations += 1)).observe(document.body, { childList: true, subtree: true });
        Object.assign(window, { seen });
      });
      const served = async () => (await fetch(new URL('/notes/naming-things/', server.url))).text();
      const before = await served();
      await applyEdits(project.root, {
        'content/notes/small-commits.md': (text) => text.replace('is probably two commits', 'is probably two commits or more'),
      });
      // Both pages are told at once; the edited one shows the save only after fetching its new HTML.
      await vi.waitFor(async () => expect(await edited.page.textContent('main')).toContain('two commits or more'), eventually);
      expect(await served()).toBe(before);
      expect(await other.page.evaluate(() => (window as unknown as { seen: { mutations: number } }).seen.mutations)).toBe(0);
      expect(await stateOf(other.page)).toEqual({ scriptRuns: 1, notReloaded: true, enhanced: 'first', scrollY: 600 });
    } finally {
      await Promise.all([other.close(), edited.close()]);
    }
  });

  it('reloads the not-found page, served at any address, when pages changed', async () => {
    const { page, close } = await openPage(browser, viewports[0]);
    try {
      const response = await page.goto(new URL('/no-such-note/', server.url).href);
      expect(response?.status()).toBe(404);
      await page.evaluate(() => Object.assign(window, { notReloaded: true }));
      await applyEdits(project.root, { 'content/site.yaml': (text) => text.replace('title: Small Hours', 'title: Small Hours, Early') });
      await vi.waitFor(async () => expect(await page.title()).toContain('Small Hours, Early'), eventually);
      expect(await stateOf(page)).toMatchObject({ scriptRuns: 1, notReloaded: undefined });
    } finally {
      await close();
    }
  });

  it('reloads a page whose served HTML it could not fetch when it loaded, throwing nothing', async () => {
    const { page, errors, close } = await openPage(browser, viewports[1]);
    try {
      const address = new URL('/notes/walking-meetings/', server.url).href;
      let requests = 0;
      // The second request for the page is the client's own, as it starts: it fails, as when the server stops.
      await page.route(address, (route) => (++requests === 2 ? route.abort() : route.continue()));
      await page.goto(address);
      await vi.waitFor(() => expect(requests).toBe(2), eventually);
      await page.evaluate(() => Object.assign(window, { notReloaded: true }));
      await applyEdits(project.root, { 'content/notes/walking-meetings.md': (text) => `${text}\nAn afterword, walked twice.\n` });
      await vi.waitFor(async () => expect(await page.textContent('main')).toContain('walked twice'), eventually);
      expect(await stateOf(page)).toMatchObject({ notReloaded: undefined });
      expect(errors.filter((error) => error.startsWith('uncaught'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('reloads the page when its script changed', async () => {
    const { page, close } = await openNote('/notes/small-commits/');
    try {
      await applyEdits(project.root, { 'assets/client/main.ts': () => script('second') });
      await vi.waitFor(async () => expect((await stateOf(page)).enhanced).toBe('second'), eventually);
      expect(await stateOf(page)).toMatchObject({ scriptRuns: 1, notReloaded: undefined });
    } finally {
      await close();
    }
  });
});
