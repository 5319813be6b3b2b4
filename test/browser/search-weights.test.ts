import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realpath, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildProject, copyFixture } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';
import { launchBrowser, viewports, withPage } from './support/browser.ts';
import { startStaticHost, type StaticHost } from './support/static-host.ts';

/** What a visitor's search finds: each result's address and the weight of each word it matched, best result first. */
interface Found {
  readonly url: string;
  readonly weights: readonly number[];
  readonly anchors: readonly { readonly element: string; readonly text: string }[];
}

let project: TempProject;
let host: StaticHost;
let browser: Browser;
beforeAll(async () => {
  project = await copyFixture('notes');
  // The same word, four times in one note's code and once in another's prose.
  await writeFile(
    join(project.root, 'content', 'notes', 'retry-loops.md'),
    '---\ntitle: Retry loops\ndate: 2024-07-01\ntags: [code]\n---\n\nA loop that tries again.\n\n```sh\nbackoff backoff backoff backoff\n```\n',
  );
  await writeFile(
    join(project.root, 'content', 'notes', 'spreading-retries.md'),
    '---\ntitle: Spreading retries\ndate: 2024-07-02\ntags: [code]\n---\n\nExponential backoff spreads the retries of many clients out over time.\n',
  );
  await buildProject(project);
  [host, browser] = await Promise.all([startStaticHost(await realpath(join(project.root, 'dist'))), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await project?.remove();
});

/**
 * Searches every part of the site's index with Pagefind's own browser API, as a site's
 * script would. Given as text: the test runner rewrites `import()` in the functions it compiles.
 */
function search(page: Page, query: string): Promise<Found[]> {
  return page.evaluate(`(async (query) => {
    const { parts } = await (await fetch('/search-indexes.json')).json();
    const found = await Promise.all(
      parts.map(async (part) => {
        const pagefind = await import(part);
        await pagefind.init();
        const { results } = await pagefind.search(query);
        return Promise.all(
          results.map(async (result) => {
            const data = await result.data();
            const weights = data.weighted_locations.map((location) => location.weight);
            return { score: result.score, url: data.url, weights, anchors: data.anchors };
          }),
        );
      }),
    );
    return found.flat().sort((a, b) => b.score - a.score).map(({ url, weights, anchors }) => ({ url, weights, anchors }));
  })(${JSON.stringify(query)})`);
}

describe('a search index whose site weights code blocks at 0.2', () => {
  it('finds a word only a code block has, counted for less than prose', async () => {
    await withPage(browser, viewports[1], async (page) => {
      await page.goto(host.url);
      const [result, ...others] = await search(page, 'unfinished');
      expect(others).toEqual([]);
      expect(result?.url).toBe('/notes/small-commits/');
      expect(result?.weights.length).toBeGreaterThan(0);
      for (const weight of result?.weights ?? []) expect(weight).toBeLessThan(0.5);
      // The block is an anchor of its page, with its text: where its words are.
      expect(result?.anchors).toContainEqual(
        expect.objectContaining({ element: 'pre', text: 'const unfinished = changes.filter((change) => !change.staged);' }),
      );

      const [prose] = await search(page, 'commit');
      expect(prose?.weights).toContain(1);
    });
  });

  it('ranks a note whose prose has the word above one whose code has it more often', async () => {
    await withPage(browser, viewports[1], async (page) => {
      await page.goto(host.url);
      expect((await search(page, 'backoff')).map((result) => result.url)).toEqual(['/notes/spreading-retries/', '/notes/retry-loops/']);
    });
  });
});
