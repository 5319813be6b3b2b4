import type { Page } from 'playwright-core';

const expectedKey = 'sitegen-bench:expected';
const shownKey = (word: string) => `sitegen-bench:shown:${word}`;

/**
 * Runs in every document the page loads, before the page's own scripts: once the word
 * the benchmark expects is in the body, it notes the wall time of the next frame, the
 * one that shows it. Kept in the tab's session storage, which a reload keeps, so that
 * a full reload and a page updated in place are timed alike. Given as text: a function's
 * own source, as tsx compiles it, calls a helper the page lacks.
 */
const noteWhenShown = `(() => {
  const look = () => {
    const word = sessionStorage.getItem(${JSON.stringify(expectedKey)});
    const key = ${JSON.stringify(shownKey(''))} + word;
    if (!word || sessionStorage.getItem(key) || !document.body?.textContent?.includes(word)) return;
    // Frames are skipped while a reloaded page's stylesheet loads: the next one is painted.
    requestAnimationFrame(() => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, String(performance.timeOrigin + performance.now()));
    });
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** Makes every document the page loads from now on note when an expected word is shown. */
export async function clockShownText(page: Page): Promise<void> {
  await page.addInitScript({ content: noteWhenShown });
}

/** Tells the open document which word to look for; set before the save that writes it. */
export async function expectWord(page: Page, word: string): Promise<void> {
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [expectedKey, word] as const);
}

/** The wall time (ms since the epoch) of the frame that first showed the word, once one has. */
export async function whenShown(page: Page, word: string, timeoutMs: number): Promise<number> {
  const noted = await page.waitForFunction((key) => sessionStorage.getItem(key), shownKey(word), { timeout: timeoutMs, polling: 20 });
  return Number(await noted.jsonValue());
}
