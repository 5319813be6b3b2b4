import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ContentError } from '../content/content-error.ts';
import type { HighlightCacheOptions, HighlightUse } from '../cache/highlight-cache.ts';
import type { CodeThemes } from './code-stylesheet.ts';
import { openCodeCache } from './highlighter.ts';
import { renderBatch, renderHere, type MarkdownRenderer } from './render-batch.ts';
import type { MarkdownSource, RenderedMarkdown } from './render-markdown.ts';

/** What a worker is asked: its share of a batch, and what it needs to render it as this thread would. */
export interface WorkerRequest {
  readonly sources: readonly MarkdownSource[];
  /** The base path the batch's `link` applies: the worker makes the same function from it. */
  readonly base: string;
  readonly copyLabel: string;
  readonly tableLabel: string;
  readonly codeThemes: CodeThemes;
  /** The cache as this thread opened it; the worker only reads it. */
  readonly cache: HighlightCacheOptions;
}

/** What a worker answers: its renderings and the code it highlighted, for this thread to cache. */
export interface WorkerAnswer extends HighlightUse {
  readonly rendered: readonly (RenderedMarkdown | undefined)[];
  readonly errors: readonly ContentError[];
}

/**
 * The fewest bodies worth a thread: each worker loads remark and shiki and compiles
 * its own grammars (about 0.4 s), which this site's 22 bodies do not repay.
 */
const bodiesPerThread = 100;

/** The worker's script, beside this module once the CLI is compiled (src/cli/compile-cli.ts). */
const compiledWorker = new URL('./render-worker.mjs', import.meta.url);

export interface ParallelOptions {
  /** The worker's script: without it (running from the sources, as tests do), everything is rendered here. */
  readonly workerScript?: URL;
  /** The fewest bodies per thread: a smaller batch takes fewer threads, down to this one alone. */
  readonly bodiesPerThread?: number;
  /** The most threads, this one included: by default, as many as the machine runs at once. */
  readonly threads?: number;
}

/**
 * Spreads a large batch over threads, this one and workers, one for each core the
 * machine has: parsing and highlighting Markdown is most of a cold build, and one
 * thread leaves the other cores idle (a GitHub runner has four). Body `i` goes to
 * thread `i % threads`, so each gets bodies from all over the batch.
 */
export function parallelRenderer(base: string, options: ParallelOptions = {}): MarkdownRenderer {
  const workerScript = options.workerScript ?? compiledWorker;
  if (!existsSync(fileURLToPath(workerScript))) return renderHere;
  const perThread = options.bodiesPerThread ?? bodiesPerThread;
  const most = options.threads ?? availableParallelism();
  return async (sources, settings) => {
    const threads = Math.max(1, Math.min(most, Math.floor(sources.length / perThread)));
    if (threads === 1) return renderHere(sources, settings);
    const share = (thread: number) => sources.filter((_, index) => index % threads === thread);
    const { copyLabel, tableLabel, codeThemes, cache: cacheOptions } = settings;
    const request = { base, copyLabel, tableLabel, codeThemes, cache: cacheOptions };
    // Started first: rendering here holds this thread until it is done.
    const theirs = Array.from({ length: threads - 1 }, (_, worker) => inWorker(workerScript, { ...request, sources: share(worker + 1) }));
    const answers = Promise.all(theirs);
    answers.catch(() => undefined);
    const cache = openCodeCache(cacheOptions, codeThemes);
    const here = await renderBatch(share(0), settings, cache);
    const answered = await answers;
    await cache.save([here.highlighting, ...answered]);
    const parts = [here, ...answered];
    return {
      rendered: sources.map((_, index) => parts[index % threads]?.rendered[Math.floor(index / threads)]),
      errors: parts.flatMap((part) => part.errors),
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
