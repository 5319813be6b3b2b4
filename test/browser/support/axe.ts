import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Has every page the context opens from now on load axe-core as it starts, from a
 * script the context holds: for a context that checks page after page, quicker than
 * adding it to each page once loaded (17 s against 20-23 s for this site's articles).
 */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: axePath });
}

/**
 * Runs axe-core on the page as it stands, every rule or only the `rules` named; each
 * violation as `rule (help) at selectors`. It loads axe-core into the page unless preloaded.
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(
    async (only) => {
      type RunOptions = { runOnly: { type: 'rule'; values: string[] } };
      const axe = (
        window as unknown as { axe: { run(context: Document, options: RunOptions | object): Promise<{ violations: AxeViolation[] }> } }
      ).axe;
      const { violations } = await axe.run(document, only ? { runOnly: { type: 'rule', values: only } } : {});
      return violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map(({ target }) => ({ target })) }));
    },
    rules && [...rules],
  );
  return violations.map(({ id, help, nodes }) => `${id} (${help}) at ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
