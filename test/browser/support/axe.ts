import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page as it stands; each violation as `rule (help) at selectors`. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map(({ target }) => ({ target })) }));
  });
  return violations.map(({ id, help, nodes }) => `${id} (${help}) at ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
