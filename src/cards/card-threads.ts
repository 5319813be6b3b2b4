import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { settleAll } from '../concurrency/settle-all.ts';
import type { ResolvedFont } from './card-fonts.ts';
import type { CardJob } from './card-job.ts';
import { loadFonts, renderCard } from './render-card.ts';

/** Makes the cards' files, handing each to `onCard` as soon as it is made. */
export type CardRenderer = (
  jobs: readonly CardJob[],
  fonts: readonly ResolvedFont[],
  onCard: (job: CardJob, bytes: Uint8Array) => Promise<void>,
) => Promise<void>;

/** What a worker is asked: its share of the cards, and the fonts to draw them with. */
export interface CardWorkerRequest {
  readonly jobs: readonly CardJob[];
  readonly fonts: readonly ResolvedFont[];
}

/** What a worker sends for each card it made, by its place in the request. */
export interface CardWorkerMessage {
  readonly index: number;
  readonly bytes: Uint8Array;
}

/**
 * The fewest cards worth a thread: a worker loads satori, resvg and sharp and reads
 * the fonts (a few hundred milliseconds); a card takes 30 to 100.
 */
const cardsPerThread = 8;

/** The worker's script, beside this module once the CLI is compiled (src/cli/compile-cli.ts). */
const compiledWorker = new URL('./card-worker.mjs', import.meta.url);

export interface CardThreadOptions {
  /** The worker's script: without it (running from the sources, as tests do), every card is made here. */
  readonly workerScript?: URL;
  readonly cardsPerThread?: number;
  /** The most worker threads: by default, as many as the machine runs at once. */
  readonly threads?: number;
}

/**
 * Makes a few cards in this thread, and many in worker threads, one per core at most:
 * drawing a card costs tens of milliseconds, thousands of them would hold the thread
 * that renders the pages meanwhile. Card `i` goes to worker `i % threads`.
 */
export function cardRenderer(options: CardThreadOptions = {}): CardRenderer {
  const workerScript = options.workerScript ?? compiledWorker;
  const canSpread = existsSync(fileURLToPath(workerScript));
  const perThread = options.cardsPerThread ?? cardsPerThread;
  const most = options.threads ?? availableParallelism();
  return async (jobs, fonts, onCard) => {
    const threads = canSpread ? Math.min(most, Math.floor(jobs.length / perThread)) : 0;
    if (threads < 1) return renderCardsHere(jobs, fonts, onCard);
    const shares = Array.from({ length: threads }, (_, thread) => jobs.filter((_, index) => index % threads === thread));
    // Every worker is waited for, failed or not: none may write into an output being thrown away.
    await settleAll(shares.map((share) => inWorker(workerScript, { jobs: share, fonts }, onCard)));
  };
}

export const renderCardsHere: CardRenderer = async (jobs, fonts, onCard) => {
  if (jobs.length === 0) return;
  const loaded = await loadFonts(fonts);
  for (const job of jobs) await onCard(job, await renderCard(job, loaded));
};

function inWorker(script: URL, request: CardWorkerRequest, onCard: (job: CardJob, bytes: Uint8Array) => Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const worker = new Worker(script, { workerData: request });
    const handled: Promise<void>[] = [];
    worker.on('message', ({ index, bytes }: CardWorkerMessage) => {
      const job = request.jobs[index];
      if (job) handled.push(onCard(job, bytes));
    });
    let failure: unknown;
    worker.once('error', (error) => {
      failure = error;
    });
    worker.once('exit', (code) => {
      // Settled once the cards it sent are written, failed or not: nothing may write into an output being thrown away.
      resolve(
        settleAll(handled).then(() => {
          if (failure !== undefined || code !== 0) throw failure ?? new Error(`A social card worker stopped (exit code ${code})`);
        }),
      );
    });
  });
}
