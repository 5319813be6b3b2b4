import { gzipSync } from 'node:zlib';
import type { PageCode } from './page-facts.ts';
import type { Problem } from './problem.ts';
import { resolveReference } from './resolve-reference.ts';
import type { CheckedPage, SiteOutput } from './site-output.ts';

/** What a page may load at once, in bytes gzipped. */
export interface Budgets {
  /** Client JavaScript. Pagefind is not counted: it loads on the first search keystroke. */
  readonly script: number;
  /** CSS, linked and inline. */
  readonly stylesheet: number;
}

/** A site's budgets unless it sets its own (`budgets` in its definition). */
export const defaultBudgets: Budgets = { script: 6 * 1024, stylesheet: 10 * 1024 };

interface PageWeight {
  readonly bytes: number;
  /** What was counted, for the message. */
  readonly parts: readonly string[];
}

/**
 * The JavaScript and CSS that each page loads at once stays within budget, gzipped
 * as a host would serve it. Missing files are the asset check's to report, and
 * files on other origins are not fetched.
 */
export async function checkBudgets(output: SiteOutput, budgets: Budgets = defaultBudgets): Promise<Problem[]> {
  const gzippedSizes = new Map<string, Promise<number>>();
  const gzippedSizeOf = (file: string) => {
    const size = gzippedSizes.get(file) ?? output.read(file).then((bytes) => gzipSync(bytes).length);
    gzippedSizes.set(file, size);
    return size;
  };
  const weigh = async (page: CheckedPage, code: PageCode, inlineTag: string): Promise<PageWeight> => {
    let bytes = 0;
    const parts: string[] = [];
    for (const reference of code.files) {
      const target = resolveReference(reference, page, output);
      if (target.kind !== 'site' || target.file === undefined) continue;
      bytes += await gzippedSizeOf(target.file);
      parts.push(reference);
    }
    for (const inline of code.inlineBytes) bytes += inline;
    if (code.inlineBytes.length > 0) parts.push(`${code.inlineBytes.length} inline ${inlineTag}`);
    return { bytes, parts };
  };

  const problems: Problem[] = [];
  for (const page of output.pages) {
    const script = await weigh(page, page.facts.scripts, '<script>');
    const stylesheet = await weigh(page, page.facts.stylesheets, '<style>');
    if (script.bytes > budgets.script) problems.push({ where: page.url, message: overBudget('JavaScript', script, budgets.script) });
    if (stylesheet.bytes > budgets.stylesheet)
      problems.push({ where: page.url, message: overBudget('CSS', stylesheet, budgets.stylesheet) });
  }
  return problems;
}

function overBudget(what: string, weight: PageWeight, budget: number): string {
  return `${what} is ${kilobytes(weight.bytes)} gzipped, over the ${kilobytes(budget)} budget (${weight.parts.join(', ')})`;
}

function kilobytes(bytes: number): string {
  return `${Number((bytes / 1024).toFixed(1))} KB`;
}
