import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ContentError } from '../content/content-error.ts';
import type { HighlightCacheOptions, HighlightUse } from '../cache/highlight-cache.ts';
import type { ContentSources, LoadedData } from '../definition/content-sources.ts';
import { withSiteModuleFile } from '../render/site-module-file.ts';
import type { CodeThemes } from './code-stylesheet.ts';
import { openCodeCache } from './highlighter.ts';
import type { RenderingSettings } from './markdown-pipeline.ts';
import { holdsPlugins } from './markdown-settings.ts';
import { chunksOf, renderHere, type BatchPart, type MarkdownRenderer } from './render-batch.ts';
import type { MarkdownSource, RenderedMarkdown } from './render-markdown.ts';

/**
 * What a worker is started with: what it needs to render its share of a batch as this
 * thread would. Settings that hold the site's plugins, functions no thread can be
 * sent, are made again from the site module and the data files.
 */
export interface WorkerRequest {
  /** The base path the batch's `link` applies: the worker makes the same function from it. */
  readonly base: string;
  /** The settings a body's rendering is made with, when they are data alone; undefined while the site's are unknown. */
  readonly settings: RenderingSettings | undefined;
  /** When the settings hold plugins: the compiled site module's file (see site-module-file.ts) and the data files to call `markdown` with. */
  readonly siteModule?: { readonly url: string; readonly data: LoadedData<ContentSources> | undefined } | undefined;
  readonly codeThemes: CodeThemes;
  /** The cache as this thread opened it; the worker only reads it. */
  readonly cache: HighlightCacheOptions;
}

/**
 * The fewest bodies worth a thread: each worker loads remark and shiki and compiles
 * its own grammars (about 0.4 s), which this site's 22 bodies do not repay.
 */
const bodiesPerThread = 100;

/**
 * The young generation of a worker's heap, in MiB. Parsing makes garbage at a great
 * rate, and left to V8 each worker's heap grew to 120-165 MB while it kept about 30 MB
 * alive. Held to 16 MiB, a cold build of 4,000 posts peaked about 50 MiB lower, its
 * Markdown taking about as long (32 MiB changed nothing); holding the old generation
 * low instead cost 2-3 s (bench/README.md).
 */
const workerYoungGenerationMb = 16;

/** What this thread sends a worker: the next chunk of its share, or null once there is none. */
export type WorkerChunk = readonly MarkdownSource[] | null;

/**
 * The chunks a worker is sent ahead of the parts it has sent back: one to render and
 * one waiting, so that it never waits for the next, and never holds its whole share.
 */
const chunksAhead = 2;

/** The worker's script, beside this module once the CLI is compiled (src/cli/compile-cli.ts). */
const compiledWorker = new URL('./render-worker.mjs', import.meta.url);

export interface ParallelOptions {
  /** The worker's script: without it (running from the sources, as tests do), everything is rendered here. */
  readonly workerScript?: URL;
  /** The fewest bodies per thread: a smaller batch takes fewer threads, down to this one alone. */
  readonly bodiesPerThread?: number;
  /** The most worker threads: by default, as many as the machine runs at once. */
  readonly threads?: number;
}

/**
 * Spreads a large batch over worker threads, one for each core the machine has:
 * parsing and highlighting Markdown is most of a cold build, and one thread leaves the
 * other cores idle (a GitHub runner has four). Body `i` goes to worker `i % threads`,
 * so each gets bodies from all over the batch. Each worker is sent its share a chunk
 * at a time as it renders, and sends its renderings back a chunk at a time: it keeps
 * neither its share nor what it made of it, and this thread, which keeps them all,
 * makes no garbage of its own meanwhile, so neither heap's collector walks a growing
 * pile of finished bodies again and again.
 */
export function parallelRenderer(base: string, options: ParallelOptions = {}): MarkdownRenderer {
  const workerScript = options.workerScript ?? compiledWorker;
  if (!existsSync(fileURLToPath(workerScript))) return renderHere;
  const perThread = options.bodiesPerThread ?? bodiesPerThread;
  const most = options.threads ?? availableParallelism();
  return async (sources, settings) => {
    const threads = Math.max(1, Math.min(most, Math.floor(sources.length / perThread)));
    if (threads === 1) return renderHere(sources, settings);
    const { markdown, origin, codeThemes, cache: cacheOptions } = settings;
    const rendered: (RenderedMarkdown | undefined)[] = new Array<RenderedMarkdown | undefined>(sources.length);
    const errors: ContentError[] = [];
    const highlighting: HighlightUse[] = [];
    const renderShares = (request: WorkerRequest) =>
      Promise.all(
        Array.from({ length: threads }, (_, thread) => {
          const share = sources.filter((_, index) => index % threads === thread);
          let received = 0;
          return inWorker(workerScript, request, chunksOf(share), (part) => {
            for (const body of part.rendered) rendered[received++ * threads + thread] = body;
            errors.push(...part.errors);
            highlighting.push(part.highlighting);
            return received === share.length;
          });
        }),
      );
    const request = { base, codeThemes, cache: cacheOptions };
    if (holdsPlugins(markdown)) {
      await withSiteModuleFile(origin.module, (url) =>
        renderShares({ ...request, settings: undefined, siteModule: { url: url.href, data: origin.data } }),
      );
    } else {
      // The site module would cost each thread its templates' code and heap: a site without plugins is rendered without it.
      await renderShares({ ...request, settings: markdown && { tableLabel: markdown.tableLabel, allow: markdown.allow } });
    }
    await openCodeCache(cacheOptions, codeThemes).save(highlighting);
    return { rendered, errors };
  };
}

/**
 * Runs a worker on its share: sends it the chunks a few ahead of what it has rendered,
 * and hands each chunk's part it sends back to `take`, which says when the last has come.
 */
function inWorker(
  script: URL,
  request: WorkerRequest,
  chunks: readonly (readonly MarkdownSource[])[],
  take: (part: BatchPart) => boolean,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: request, resourceLimits: { maxYoungGenerationSizeMb: workerYoungGenerationMb } });
    let sent = 0;
    const sendNext = () => {
      if (sent > chunks.length) return;
      const chunk: WorkerChunk = chunks[sent++] ?? null;
      worker.postMessage(chunk);
    };
    for (let ahead = 0; ahead < chunksAhead; ahead++) sendNext();
    let done = false;
    worker.on('message', (part: BatchPart) => {
      done = take(part);
      if (done) resolve();
      else sendNext();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!done) reject(new Error(`The Markdown worker stopped (exit code ${code}) before it sent every body`));
    });
  });
}
