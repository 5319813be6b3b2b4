import { gzipSync } from 'node:zlib';
import type { Problem } from './problem.ts';
import { resolveReference } from './resolve-reference.ts';
import type { CheckedPage, SiteOutput } from './site-output.ts';

/** The most client JavaScript a page may load, gzipped. Pagefind is not counted: it loads on the first search keystroke. */
export const scriptBudgetBytes = 6 * 1024;
/** The most CSS a page may load, gzipped. */
export const stylesheetBudgetBytes = 10 * 1024;

/** `type` values that make a `<script>` run as JavaScript; others (JSON-LD, templates) are data. */
const javascriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The code of one kind a page loads at once: the files it names, as written, and its inline blocks. */
interface PageCode {
  readonly files: readonly string[];
  readonly inline: readonly string[];
  readonly inlineTag: '<script>' | '<style>';
}

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
export async function checkBudgets(output: SiteOutput): Promise<Problem[]> {
  const gzippedSizes = new Map<string, Promise<number>>();
  const gzippedSizeOf = (file: string) => {
    const size = gzippedSizes.get(file) ?? output.read(file).then((bytes) => gzipSync(bytes).length);
    gzippedSizes.set(file, size);
    return size;
  };
  const weigh = async (page: CheckedPage, code: PageCode): Promise<PageWeight> => {
    let bytes = 0;
    const parts: string[] = [];
    for (const reference of code.files) {
      const target = resolveReference(reference, page, output);
      if (target.kind !== 'site' || target.file === undefined) continue;
      bytes += await gzippedSizeOf(target.file);
      parts.push(reference);
    }
    for (const text of code.inline) bytes += gzipSync(text).length;
    if (code.inline.length > 0) parts.push(`${code.inline.length} inline ${code.inlineTag}`);
    return { bytes, parts };
  };

  const problems: Problem[] = [];
  for (const page of output.pages) {
    const script = await weigh(page, scriptsOf(page));
    const stylesheet = await weigh(page, stylesOf(page));
    if (script.bytes > scriptBudgetBytes) problems.push({ where: page.url, message: overBudget('JavaScript', script, scriptBudgetBytes) });
    if (stylesheet.bytes > stylesheetBudgetBytes)
      problems.push({ where: page.url, message: overBudget('CSS', stylesheet, stylesheetBudgetBytes) });
  }
  return problems;
}

function scriptsOf({ $ }: CheckedPage): PageCode {
  // `html` leaves out the inert content of <template> elements, which the parser keeps outside the document tree.
  const scripts = $('html script')
    .toArray()
    .filter((element) => javascriptTypes.has(($(element).attr('type') ?? '').trim().toLowerCase()));
  return {
    files: scripts.flatMap((element) => $(element).attr('src') ?? []),
    inline: scripts.filter((element) => $(element).attr('src') === undefined).map((element) => $(element).text()),
    inlineTag: '<script>',
  };
}

function stylesOf({ $ }: CheckedPage): PageCode {
  return {
    files: $('link[rel~="stylesheet" i][href]')
      .toArray()
      .map((element) => $(element).attr('href') ?? ''),
    inline: $('html style')
      .toArray()
      .map((element) => $(element).text()),
    inlineTag: '<style>',
  };
}

function overBudget(what: string, weight: PageWeight, budget: number): string {
  return `${what} is ${kilobytes(weight.bytes)} gzipped, over the ${kilobytes(budget)} budget (${weight.parts.join(', ')})`;
}

function kilobytes(bytes: number): string {
  return `${Number((bytes / 1024).toFixed(1))} KB`;
}
