import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ContentError } from '../content/content-error.ts';
import type { HighlightCacheOptions, HighlightUse } from '../cache/highlight-cache.ts';
import { openCodeCache } from './highlighter.ts';
import { renderBatch, renderHere, type MarkdownRenderer } from './render-batch.ts';
import type { MarkdownSource, RenderedMarkdown } from './render-markdown.ts';

/** What the worker is asked: half a batch, and what it needs to render it as this thread would. */
export interface WorkerRequest {
  readonly sources: readonly MarkdownSource[];
  /** The base path the batch's `link` applies: the worker makes the same function from it. */
  readonly base: string;
  readonly copyLabel: string;
  readonly tableLabel: string;
  /** The cache as this thread opened it; the worker only reads it. */
  readonly cache: HighlightCacheOptions;
}

/** What the worker answers: its renderings and the code it highlighted, for this thread to cache. */
export interface WorkerAnswer extends HighlightUse {
  readonly rendered: readonly (RenderedMarkdown | undefined)[];
  readonly errors: readonly ContentError[];
}

/**
 * Below this many bodies a second thread costs more than it saves: it loads remark and
 * shiki and compiles its own grammars (about 0.4 s), which this site's 22 bodies do not repay.
 */
const minimumBodies = 200;

/** The worker's script, beside this module once the CLI is compiled (src/cli/compile-cli.ts). */
const compiledWorker = new URL('./render-worker.mjs', import.meta.url);

/**
 * Renders every other body of a large batch in a worker thread while this thread
 * renders the rest: parsing and highlighting Markdown is most of a cold build, and
 * one thread leaves the other core idle. Without the worker's script (running from
 * the sources, as tests do), or below `minimum` bodies, everything is rendered here.
 */
export function parallelRenderer(base: string, workerScript: URL = compiledWorker, minimum = minimumBodies): MarkdownRenderer {
  if (!existsSync(fileURLToPath(workerScript))) return renderHere;
  return async (sources, settings) => {
    if (sources.length < minimum) return renderHere(sources, settings);
    const theirs = sources.filter((_, index) => index % 2 === 1);
    // Started first: rendering here holds this thread until it is done.
    const there = inWorker(workerScript, {
      sources: theirs,
      base,
      copyLabel: settings.copyLabel,
      tableLabel: settings.tableLabel,
      cache: settings.cache,
    });
    there.catch(() => undefined);
    const cache = openCodeCache(settings.cache);
    const here = await renderBatch(
      sources.filter((_, index) => index % 2 === 0),
      settings,
      cache,
    );
    const answer = await there;
    await cache.save([here.highlighting, answer]);
    return {
      rendered: sources.map((_, index) => (index % 2 === 0 ? here.rendered[index / 2] : answer.rendered[(index - 1) / 2])),
      errors: [...here.errors, ...answer.errors],
    };
  };
}

function inWorker(script: URL, request: WorkerRequest): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: request });
    let answered = false;
    worker.once('message', (answer: WorkerAnswer) => {
      answered = true;
      resolve(answer);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The Markdown worker stopped (exit code ${code}) without an answer`));
    });
  });
}
