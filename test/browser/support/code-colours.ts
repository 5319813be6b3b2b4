import type { Page } from 'playwright-core';

/** The colours a page shows, as the browser computed them: its body, and the first highlighted token and its block. */
export function shownCodeColours(page: Page) {
  return page.evaluate(() => {
    // A colour as the browser computes it (`rgb(...)`), to compare with what it shows.
    const computed = (value: string) => {
      const probe = document.createElement('span');
      probe.style.color = value;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    };
    const token = document.querySelector('pre.shiki .line > span[class]');
    const block = token?.closest('pre');
    if (!token || !block) throw new Error('no highlighted token on the page');
    const tokenStyle = getComputedStyle(token);
    const blockStyle = getComputedStyle(block);
    return {
      body: getComputedStyle(document.body).backgroundColor,
      token: tokenStyle.color,
      lightToken: computed(tokenStyle.getPropertyValue('--shiki-light')),
      darkToken: computed(tokenStyle.getPropertyValue('--shiki-dark')),
      block: blockStyle.backgroundColor,
      lightBlock: computed(blockStyle.getPropertyValue('--shiki-light-bg')),
      darkBlock: computed(blockStyle.getPropertyValue('--shiki-dark-bg')),
    };
  });
}
