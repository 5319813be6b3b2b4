// A worker thread's script: renders the share of a batch parallel-render.ts gives it, and sends each chunk back as it is done.
import { parentPort, workerData } from 'node:worker_threads';
import { createSitePaths } from '../render/site-paths.ts';
import type { WorkerRequest } from './parallel-render.ts';
import { openCodeCache } from './highlighter.ts';
import { renderChunks } from './render-batch.ts';

if (!parentPort) throw new Error('render-worker.ts runs as a worker thread of parallel-render.ts, not on its own');
const parent = parentPort;
const request = workerData as WorkerRequest;
const settings = {
  link: createSitePaths('', request.base).link,
  copyLabel: request.copyLabel,
  tableLabel: request.tableLabel,
  codeThemes: request.codeThemes,
};
for await (const part of renderChunks(request.sources, settings, openCodeCache(request.cache, request.codeThemes)))
  parent.postMessage(part);
