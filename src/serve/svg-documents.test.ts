import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, viewports } from '../../test/browser/support/browser.ts';
import { buildProject, copyFixture } from '../../test/support/fixture-project.ts';
import { makeTempDir, type TempProject } from '../../test/support/project.ts';
import { svgContentSecurityPolicy } from '../deploy/svg-policy.ts';
import type { RunningServer } from './listen.ts';
import { startPreviewServer } from './preview-server.ts';

/**
 * A drawing with everything an SVG may use as an image (its own styles, a `data:` image
 * and a `data:` font), and a script, inline and in an event handler, that marks the
 * drawing when it runs.
 */
const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48" viewBox="0 0 64 48" onload="document.documentElement.setAttribute('data-ran', 'onload')">
<style>
  @font-face { font-family: Inline; src: url(data:font/woff2;base64,d09GMgABAAAAAA) format('woff2'); }
  .band { fill: rgb(0, 128, 0); }
</style>
<rect class="band" width="64" height="24"/>
<image href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='4' height='4'/%3E" x="0" y="24" width="4" height="4"/>
<text x="8" y="44" font-family="Inline, serif" font-size="12">map</text>
<script>document.documentElement.setAttribute('data-ran', 'script');</script>
</svg>`;

let project: TempProject;
let notes: RunningServer;
let folder: string;
let drawings: RunningServer;
let browser: Browser;

beforeAll(async () => {
  project = await copyFixture('notes');
  await buildProject(project);
  folder = await makeTempDir('sitegen-svg-policy-');
  await writeFile(join(folder, 'index.html'), '<!DOCTYPE html><title>Map</title><img src="/drawing.svg" alt="A map">');
  await writeFile(join(folder, 'drawing.svg'), drawing);
  [notes, drawings, browser] = await Promise.all([
    startPreviewServer({ dir: join(project.root, 'dist'), host: '127.0.0.1', port: 0 }),
    startPreviewServer({ dir: folder, host: '127.0.0.1', port: 0 }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await Promise.all([notes.close(), drawings.close(), browser.close()]);
  await Promise.all([project.remove(), rm(folder, { recursive: true, force: true })]);
});

describe('SVG, served by sitegen preview', () => {
  it('comes with a policy that allows no script, while pages come without one', async () => {
    const favicon = await fetch(new URL('/favicon.svg', notes.url));
    expect(favicon.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(favicon.headers.get('content-security-policy')).toBe(svgContentSecurityPolicy);
    for (const path of ['/', '/notes/naming-things/', '/no-such-page/']) {
      expect((await fetch(new URL(path, notes.url))).headers.get('content-security-policy'), path).toBeNull();
    }
  });

  it('is shown as an image on a page, and opened by itself keeps its styles, images and fonts but runs no script', async () => {
    const { page, close } = await openPage(browser, viewports[1]);
    try {
      await page.goto(drawings.url);
      const image = await page.locator('img').evaluate((element: HTMLImageElement) => ({
        complete: element.complete,
        width: element.naturalWidth,
      }));
      expect(image).toEqual({ complete: true, width: 64 });

      // Added by the browser's own tooling, which no page policy stops, to see what the policy refused.
      await page.addInitScript(() => {
        const refused: string[] = [];
        Object.assign(window, { refused });
        document.addEventListener('securitypolicyviolation', (event) => refused.push(event.effectiveDirective));
      });
      await page.goto(new URL('/drawing.svg', drawings.url).href);
      const opened = await page.evaluate(() => ({
        ran: document.documentElement.getAttribute('data-ran'),
        fill: getComputedStyle(document.querySelector('.band') ?? document.documentElement).fill,
        refused: [...new Set((window as unknown as { refused: string[] }).refused)].sort(),
      }));
      expect(opened).toEqual({ ran: null, fill: 'rgb(0, 128, 0)', refused: ['script-src-attr', 'script-src-elem'] });
    } finally {
      await close();
    }
  });
});
