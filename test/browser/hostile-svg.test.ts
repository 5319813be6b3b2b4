import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendFile, readdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildProject, copyFixture } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';
import { launchBrowser, viewports, withPage } from './support/browser.ts';
import { listenLocally, startStaticHost, type StaticHost } from './support/static-host.ts';

/** A server of this machine that records every request it gets: what a hostile SVG would call. */
interface Listener {
  readonly url: string;
  readonly requests: string[];
  /** Resolves once a request for `path` has come. */
  received(path: string): Promise<void>;
  close(): Promise<void>;
}

async function startListener(): Promise<Listener> {
  const requests: string[] = [];
  const waiting = new Map<string, () => void>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    waiting.get(path)?.();
    response.writeHead(200, { 'Access-Control-Allow-Origin': '*' }).end();
  });
  const listening = await listenLocally(server);
  return {
    url: listening.url,
    requests,
    received: (path) => (requests.includes(path) ? Promise.resolve() : new Promise((resolve) => waiting.set(path, resolve))),
    close: listening.close,
  };
}

/**
 * An SVG that tries every way to run script or reach another address: each way, if
 * it worked, would call the listener at a path of its own.
 */
function hostileSvg(listener: string): string {
  const call = (way: string) => `fetch('${listener}${way}',{mode:'no-cors'})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" onload="${call('onload')}">
  <script>${call('script')}</script>
  <style>@import url(${listener}import); rect { fill: #12305f }</style>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="${call('foreign-object')}"/></div></foreignObject>
  <a id="direct" href="javascript:${call('javascript-link')}"><rect x="0" y="0" width="50" height="50"/></a>
  <a id="animated" href="#"><set attributeName="href" to="javascript:${call('animated-link')}"/><rect x="60" y="0" width="50" height="50"/></a>
  <a id="obfuscated" xlink:href="&#106;ava&#9;Script:${call('obfuscated-link')}"><rect x="120" y="0" width="50" height="50"/></a>
  <image href="${listener}image" width="10" height="10"/>
  <use href="${listener}use.svg#shape"/>
  <circle cx="180" cy="80" r="10" style="fill: url(${listener}paint.svg#p)"/>
</svg>`;
}

let project: TempProject;
let host: StaticHost;
let listener: Listener;
let browser: Browser;
beforeAll(async () => {
  [project, listener, browser] = await Promise.all([copyFixture('gallery'), startListener(), launchBrowser()]);
  await writeFile(join(project.root, 'assets/images/flag.svg'), hostileSvg(listener.url));
  await appendFile(join(project.root, 'content/walks/cliff-path.md'), '\n![A flag in the harbour colours](/images/flag.svg)\n');
  await buildProject(project);
  host = await startStaticHost(join(project.root, 'dist'));
}, 60_000);
afterAll(async () => {
  await browser.close();
  await host.close();
  await listener.close();
  await project.remove();
});

/** The published SVG's address on the host. */
async function publishedSvg(): Promise<string> {
  const file = (await readdir(join(project.root, 'dist/images'))).find((name) => /^flag\.[0-9a-f]{10}\.svg$/.test(name));
  expect(file).toBeDefined();
  return new URL(`/images/${file}`, host.url).href;
}

/**
 * What the listener had been called for once the page has done what it would: a
 * last call made by the test comes after any the page made as it loaded or was clicked.
 */
async function callsBefore(page: Page, name: string): Promise<string[]> {
  await page.evaluate((url) => fetch(url, { mode: 'no-cors' }), `${listener.url}${name}`);
  await listener.received(`/${name}`);
  return listener.requests.splice(0).filter((path) => path !== `/${name}`);
}

describe('a hostile SVG of assets/images/, published', () => {
  it('opened on its own as a document of the site, runs nothing and fetches nothing, even when its links are clicked', async () => {
    const url = await publishedSvg();
    await withPage(browser, viewports[1], async (page) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const response = await page.goto(url);
      expect(response?.headers()['content-type']).toMatch(/^image\/svg\+xml/);
      for (const link of ['#direct', '#animated', '#obfuscated']) await page.click(link);
      expect(await callsBefore(page, 'document-done')).toEqual([]);
      expect(dialogs).toEqual([]);
      // Still a drawing: what it left out did not take the rest with it.
      expect(await page.locator('rect').count()).toBe(3);
    });
  });

  it('shown by a page in an img, runs nothing and fetches nothing', async () => {
    await withPage(browser, viewports[1], async (page) => {
      await page.goto(new URL('/walks/cliff-path/', host.url).href);
      const flag = page.locator('img[src*="/images/flag."]');
      await flag.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      expect(await flag.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(200);
      expect(await callsBefore(page, 'img-done')).toEqual([]);
    });
  });
});
