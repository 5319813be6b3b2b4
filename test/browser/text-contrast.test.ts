import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, viewports, withPage } from './support/browser.ts';
import { textContrastFailures } from './support/text-contrast.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The failures measured on a page of `body`, each as its text and the ratio it needs. */
async function failuresOn(body: string) {
  let failures: { text: string; required: number }[] = [];
  await withPage(browser, viewports[1], async (page) => {
    await page.setContent(`<!doctype html><html><body style="margin:0;font:16px/1.5 sans-serif">${body}</body></html>`);
    failures = (await textContrastFailures(page)).map(({ text, required }) => ({ text, required }));
  });
  return failures;
}

describe('the measured text contrast', () => {
  it('passes dark text on white and light text on navy', async () => {
    expect(await failuresOn('<p style="color:#334155">Body</p><p style="background:#0b1f3a;color:#fff">Band</p>')).toEqual([]);
  });

  it('measures text over a gradient where its letters are, the worst part deciding', async () => {
    // White on the navy half, pale blue on the other.
    const band = (text: string) =>
      `<div style="padding:2rem;background:linear-gradient(90deg,#0b1f3a 40%,#bfdbfe 60%)"><a style="color:#fff">${text}</a></div>`;
    expect(await failuresOn(band('Read more'))).toEqual([]);
    expect(await failuresOn(band('Read the whole story '.repeat(6)))).toEqual([
      { text: expect.stringContaining('"Read the whole story') as string, required: 4.5 },
    ]);
  });

  it('measures text over an image, and text translucent by its own colour or an ancestor’s opacity', async () => {
    const picture =
      '<svg width="400" height="60" style="position:absolute;top:0;left:0"><rect width="400" height="60" fill="#94a3b8"/></svg>';
    expect(await failuresOn(`${picture}<p style="position:relative;margin:1rem;color:#fff">Over a picture</p>`)).toEqual([
      { text: '"Over a picture" (p.)', required: 4.5 },
    ]);
    expect(await failuresOn('<p style="color:#0f172a80">Half ink</p><p style="opacity:.4;color:#0f172a">Faded</p>')).toEqual([
      { text: '"Half ink" (p.)', required: 4.5 },
      { text: '"Faded" (p.)', required: 4.5 },
    ]);
  });

  it('asks 3:1 of large text: 24 px, or 18.66 px and bold', async () => {
    const grey = 'color:#8a8a8a'; // 3.4:1 on white
    expect(
      await failuresOn(
        `<p style="${grey};font-size:24px">Large</p><p style="${grey};font-size:19px;font-weight:700">Bold</p>` +
          `<p style="${grey};font-size:19px">Small</p>`,
      ),
    ).toEqual([{ text: '"Small" (p.)', required: 4.5 }]);
  });

  it('measures letters painted with a gradient of their own against what lies behind them', async () => {
    const painted = (gradient: string) =>
      `<p style="display:inline-block;font:800 96px/1 sans-serif;color:transparent;background:${gradient};background-clip:text">404</p>`;
    expect(await failuresOn(painted('linear-gradient(#1d4ed8,#12305f)'))).toEqual([]);
    expect(await failuresOn(painted('linear-gradient(#1d4ed8,#e2e8f0)'))).toEqual([{ text: '"404" (p.)', required: 3 }]);
  });

  it('leaves out what a reader cannot see: hidden text, clipped text and drawings’ own text', async () => {
    const pale = 'color:#f1f5f9';
    expect(
      await failuresOn(
        `<p style="${pale};visibility:hidden">Hidden</p>` +
          `<p style="${pale};position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">For screen readers</p>` +
          `<svg width="200" height="40"><text x="0" y="20" fill="#f1f5f9">Drawn</text></svg>`,
      ),
    ).toEqual([]);
  });
});
