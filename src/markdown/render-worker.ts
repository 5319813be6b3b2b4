// A worker thread's script: renders the share of a batch parallel-render.ts gives it.
import { parentPort, workerData } from 'node:worker_threads';
import { createSitePaths } from '../render/site-paths.ts';
import type { WorkerAnswer, WorkerRequest } from './parallel-render.ts';
import { openCodeCache } from './highlighter.ts';
import { renderBatch } from './render-batch.ts';

if (!parentPort) throw new Error('render-worker.ts runs as a worker thread of parallel-render.ts, not on its own');
const parent = parentPort;
const request = workerData as WorkerRequest;
const part = await renderBatch(
  request.sources,
  {
    link: createSitePaths('', request.base).link,
    copyLabel: request.copyLabel,
    tableLabel: request.tableLabel,
    codeThemes: request.codeThemes,
  },
  openCodeCache(request.cache, request.codeThemes),
);
const answer: WorkerAnswer = { rendered: part.rendered, errors: part.errors, used: part.highlighting.used, fresh: part.highlighting.fresh };
parent.postMessage(answer);
