import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { settleAll } from '../concurrency/settle-all.ts';
import type { ResolvedFont } from './card-fonts.ts';
import type { CardJob } from './card-job.ts';
import { loadFonts, renderCard } from './render-card.ts';
import { sharedBackdrops } from './thread-backdrops.ts';

/**
 * Makes the cards' files, handing each to `onCard` as soon as it is made, and each
 * backdrop it draws to `backdrops`; resolves to the worker threads that drew them (none
 * when this thread did).
 */
export type CardRenderer = (
  jobs: readonly CardJob[],
  fonts: readonly ResolvedFont[],
  onCard: (job: CardJob, bytes: Uint8Array) => Promise<void>,
  backdrops?: KnownBackdrops,
) => Promise<number>;

/** The backdrops (see CardBackdrop) an earlier build drew, by key, and what is done with those drawn now. */
export interface KnownBackdrops {
  readonly drawn: ReadonlyMap<string, Uint8Array>;
  onDrawn(key: string, pixels: Uint8Array): Promise<void>;
}

const noBackdrops: KnownBackdrops = { drawn: new Map(), onDrawn: () => Promise.resolve() };

/** What a worker is asked: its share of the cards, the fonts, the backdrops known, and those it draws for every thread. */
export interface CardWorkerRequest {
  readonly jobs: readonly CardJob[];
  readonly fonts: readonly ResolvedFont[];
  readonly backdrops: ReadonlyMap<string, Uint8Array>;
  readonly draws: readonly string[];
}

/** What a worker sends: a card it made, by its place in the request; or a backdrop it drew. */
export type CardWorkerMessage =
  { readonly index: number; readonly bytes: Uint8Array } | { readonly backdrop: string; readonly pixels: Uint8Array };

/** What a worker is sent: its work, and then any backdrop another thread drew. */
export type CardWorkerInput = { readonly work: CardWorkerRequest } | BackdropMessage;

export interface BackdropMessage {
  readonly backdrop: string;
  readonly pixels: Uint8Array;
}

/**
 * The fewest cards worth a thread: a worker loads satori, resvg and sharp and reads
 * the fonts, 250-350 ms of CPU, as long as drawing 20 cards over a backdrop takes. On
 * two cores the thread shares the machine with Pagefind and the image encoder: this
 * site's 43 cards take one worker, whose start costs less than a second worker saves.
 */
const cardsPerThread = 32;

/** The worker's script, beside this module once the CLI is compiled (src/cli/compile-cli.ts). */
const compiledWorker = new URL('./card-worker.mjs', import.meta.url);

export interface CardThreadOptions {
  /** The worker's script: without it (running from the sources, as tests do), every card is made here. */
  readonly workerScript?: URL;
  readonly cardsPerThread?: number;
  /** The most worker threads: by default, as many as the machine runs at once. */
  readonly threads?: number;
  /**
   * Starts a thread at once, before the cards are known, which loads satori, resvg and
   * sharp (a quarter of a second of CPU) while the build reads its content: a build
   * that will draw every card, with none kept from an earlier one, asks for it.
   */
  readonly startAhead?: boolean;
}

/** The threads that draw a run's cards. */
export interface CardThreads {
  readonly render: CardRenderer;
  /** Ends the thread started ahead, when no cards came for it. */
  close(): void;
}

/** A renderer of cards in threads (see cardThreads), with no thread started ahead. */
export function cardRenderer(options: CardThreadOptions = {}): CardRenderer {
  return cardThreads({ ...options, startAhead: false }).render;
}

/**
 * Makes a few cards in this thread, and many in worker threads, one per core at most:
 * drawing a card costs tens of milliseconds, thousands of them would hold the thread
 * that renders the pages meanwhile; a thread started ahead draws them however few
 * they are. Card `i` goes to worker `i % threads`, and each backdrop no earlier build
 * drew is drawn by the worker of the first card over it, which sends it on to the
 * others.
 */
export function cardThreads(options: CardThreadOptions = {}): CardThreads {
  const workerScript = options.workerScript ?? compiledWorker;
  const canSpread = existsSync(fileURLToPath(workerScript));
  const perThread = options.cardsPerThread ?? cardsPerThread;
  const most = options.threads ?? availableParallelism();
  let ahead = canSpread && options.startAhead ? startedAhead(workerScript) : undefined;
  const close = () => {
    void ahead?.worker.terminate();
    ahead = undefined;
  };
  const render: CardRenderer = async (jobs, fonts, onCard, backdrops = noBackdrops) => {
    const spare = ahead?.exited ? undefined : ahead?.worker;
    ahead = undefined;
    let threads = canSpread ? Math.min(most, Math.floor(jobs.length / perThread)) : 0;
    if (spare && jobs.length > 0) threads = Math.max(threads, 1);
    else void spare?.terminate();
    if (threads < 1) return renderCardsHere(jobs, fonts, onCard, backdrops);
    const drawer = new Map<string, number>();
    jobs.forEach(({ source }, index) => {
      const key = source.kind === 'drawn' ? source.backdrop?.key : undefined;
      if (key !== undefined && !backdrops.drawn.has(key) && !drawer.has(key)) drawer.set(key, index % threads);
    });
    const requests = Array.from({ length: threads }, (_, thread): CardWorkerRequest => ({
      jobs: jobs.filter((_, index) => index % threads === thread),
      fonts,
      backdrops: backdrops.drawn,
      draws: [...drawer].filter(([, by]) => by === thread).map(([key]) => key),
    }));
    const shares = requests.map((request, thread) => ({ request, worker: (thread === 0 && spare) || new Worker(workerScript) }));
    const workers = shares.map(({ worker }) => worker);
    const kept: Promise<void>[] = [];
    const crew: WorkerCrew = {
      onCard,
      onBackdrop(from, key, pixels) {
        kept.push(backdrops.onDrawn(key, pixels));
        for (const worker of workers) if (worker !== from) worker.postMessage({ backdrop: key, pixels } satisfies BackdropMessage);
      },
      stopped: false,
      // One may be waiting for a backdrop the failed one was to draw.
      stopAll() {
        crew.stopped = true;
        for (const worker of workers) void worker.terminate();
      },
    };
    const working = shares.map(({ request, worker }) => inWorker(worker, request, crew));
    // Every worker is waited for, failed or not: none may write into an output being thrown away. A worker's
    // messages all come before it ends, so the backdrops to keep are all known once every worker has ended.
    await settleAll([Promise.allSettled(working).then(() => settleAll(kept)), ...working]);
    return shares.length;
  };
  return { render, close };
}

/** A worker started before its work, and whether it has already ended (it failed to start). */
function startedAhead(script: URL): { readonly worker: Worker; exited: boolean } {
  const started = { worker: new Worker(script), exited: false };
  // Its failure to start is met again by the thread that replaces it, and reported then.
  started.worker.on('error', () => undefined);
  started.worker.once('exit', () => {
    started.exited = true;
  });
  return started;
}

export const renderCardsHere: CardRenderer = async (jobs, fonts, onCard, backdrops = noBackdrops) => {
  if (jobs.length === 0) return 0;
  const loaded = await loadFonts(fonts);
  const kept: Promise<void>[] = [];
  const here = sharedBackdrops(loaded, {
    given: backdrops.drawn,
    drawsHere: () => true,
    onDrawn: (key, pixels) => kept.push(backdrops.onDrawn(key, pixels)),
  });
  try {
    for (const job of jobs) await onCard(job, await renderCard(job, loaded, here));
  } finally {
    await Promise.allSettled(kept);
  }
  await settleAll(kept);
  return 0;
};

/** What the workers of one call share. */
interface WorkerCrew {
  readonly onCard: (job: CardJob, bytes: Uint8Array) => Promise<void>;
  onBackdrop(from: Worker, key: string, pixels: Uint8Array): void;
  /** Set once a worker failed and the others were stopped. */
  stopped: boolean;
  stopAll(): void;
}

function inWorker(worker: Worker, request: CardWorkerRequest, crew: WorkerCrew): Promise<void> {
  const { jobs } = request;
  return new Promise((resolve) => {
    const handled: Promise<void>[] = [];
    worker.on('message', (message: CardWorkerMessage) => {
      if ('backdrop' in message) return crew.onBackdrop(worker, message.backdrop, message.pixels);
      const job = jobs[message.index];
      if (job) handled.push(crew.onCard(job, message.bytes));
    });
    let failure: unknown;
    worker.once('error', (error) => {
      failure = error;
      if (!crew.stopped) crew.stopAll();
    });
    worker.once('exit', (code) => {
      // Stopped because another failed: that one's failure is the build's.
      const failed = failure !== undefined || (code !== 0 && !crew.stopped);
      if (failed && !crew.stopped) crew.stopAll();
      // Settled once the cards it sent are written, failed or not: nothing may write into an output being thrown away.
      resolve(
        settleAll(handled).then(() => {
          if (failed) throw failure ?? new Error(`A social card worker stopped (exit code ${code})`);
        }),
      );
    });
    worker.postMessage({ work: request } satisfies CardWorkerInput);
  });
}
