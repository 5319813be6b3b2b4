// A worker thread's script: makes the share of the cards card-threads.ts gives it.
import { parentPort, workerData } from 'node:worker_threads';
import type { CardWorkerMessage, CardWorkerRequest } from './card-threads.ts';
import { loadFonts, renderCard } from './render-card.ts';

if (!parentPort) throw new Error('card-worker.ts runs as a worker thread of card-threads.ts, not on its own');
const parent = parentPort;
const request = workerData as CardWorkerRequest;
const fonts = await loadFonts(request.fonts);
for (const [index, job] of request.jobs.entries()) {
  const message: CardWorkerMessage = { index, bytes: await renderCard(job, fonts) };
  parent.postMessage(message);
}
