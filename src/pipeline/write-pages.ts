import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { writeOutputFileSync } from '../output/output-files.ts';
import { withPageScript } from '../render/page-script.ts';
import { renderPage, type RenderEnvironment } from '../render/render-page.ts';
import { sharedMarkup } from '../render/shared-markup.ts';
import type { PlannedPage } from './plan-pages.ts';

/**
 * How pages reach the output. A build streams them: each page is written as soon as
 * it is rendered, so a large site is never held in memory at once (its staged output
 * is thrown away whole if a template throws). So does the dev server's first run, which
 * has no site served yet, and asks for each page's digest. Afterwards the dev server
 * writes in place, all or nothing: every page is rendered and none written, and those
 * whose HTML changed are held for the builder to write once the whole run succeeded,
 * so that a template that throws, or any other step that fails, leaves the served site
 * as it was.
 */
export type WriteMode =
  { readonly kind: 'streamed'; readonly digests?: boolean } | { readonly kind: 'held'; readonly served: ReadonlyMap<string, string> };

export interface WritePagesOptions {
  readonly outDir: string;
  readonly mode: WriteMode;
  /** The URL of a module script added to the end of every page (the dev server's live reload). */
  readonly pageScript?: string | undefined;
}

/** A rendered page, held to be written. */
export interface HeldPage {
  readonly page: PlannedPage;
  readonly html: string;
}

export interface WrittenPages {
  /** The pages whose HTML reached the output, or is held to (see `held`). */
  readonly written: readonly PlannedPage[];
  /** In `held` mode, the pages whose HTML changed, for the caller to write; none when streamed. */
  readonly held: readonly HeldPage[];
  /** The hash of each rendered page's HTML, by file, to compare the next run with (held, or streamed when asked). */
  readonly digests: ReadonlyMap<string, string>;
  /** Where the time went: rendering (React) and writing (the file system). */
  readonly timings: { readonly render: number; readonly write: number };
}

/** Pages streamed between two turns of the event loop. */
const batchSize = 32;

export async function writePages(pages: readonly PlannedPage[], env: RenderEnvironment, options: WritePagesOptions): Promise<WrittenPages> {
  const started = performance.now();
  let render = 0;
  const shared = sharedMarkup();
  const renderedPage = (page: PlannedPage) => {
    const pageStarted = performance.now();
    const text = withPageScript(renderPage(page.route, env, shared), options.pageScript);
    render += performance.now() - pageStarted;
    return text;
  };
  const timings = () => ({ render, write: performance.now() - started - render });

  const { mode } = options;
  if (mode.kind === 'streamed') {
    const digests = new Map<string, string>();
    for (const [index, page] of pages.entries()) {
      const text = renderedPage(page);
      if (mode.digests) digests.set(page.file, digestOf(text));
      writeOutputFileSync(options.outDir, page.file, text);
      // Lets what runs beside, such as the search index, take its turn now and then.
      if (index % batchSize === batchSize - 1) await setImmediate();
    }
    return { written: pages, held: [], digests, timings: timings() };
  }
  const all = pages.map((page) => {
    const html = renderedPage(page);
    return { page, html, digest: digestOf(html) };
  });
  const held = all.filter(({ page, digest }) => mode.served.get(page.file) !== digest);
  return {
    written: held.map(({ page }) => page),
    held,
    digests: new Map(all.map(({ page, digest }) => [page.file, digest])),
    timings: timings(),
  };
}

function digestOf(html: string): string {
  return createHash('sha256').update(html).digest('base64url');
}
