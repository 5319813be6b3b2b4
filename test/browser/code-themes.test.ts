import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewports, withPage } from './support/browser.ts';
import { shownCodeColours } from './support/code-colours.ts';
import { startFixtureUnderTest, type FixtureUnderTest } from './support/fixture-under-test.ts';

/** The handbook's stylesheet says nothing of the themes' variables: only a ground of its own for code blocks. */
let handbook: FixtureUnderTest;
beforeAll(async () => {
  handbook = await startFixtureUnderTest('handbook');
}, 60_000);
afterAll(() => handbook.close());

describe('code in the default themes, on a site whose stylesheet does not show them', () => {
  it('is shown in the light theme or the dark one by the reader’s scheme, and a rule of the site’s own wins over both', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await withPage(
        handbook.browser,
        viewports[1],
        async (page) => {
          await page.goto(handbook.url('/chapters/first-day/'));
          const shown = await shownCodeColours(page);
          expect(shown.lightToken).not.toBe(shown.darkToken);
          expect(shown.token, colorScheme).toBe(colorScheme === 'dark' ? shown.darkToken : shown.lightToken);
          expect(shown.block, colorScheme).toBe('rgb(250, 246, 238)');
        },
        { colorScheme },
      );
    }
  });
});
