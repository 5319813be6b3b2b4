// A worker thread's script: makes the share of the cards card-threads.ts gives it.
import { parentPort, workerData } from 'node:worker_threads';
import type { BackdropMessage, CardWorkerMessage, CardWorkerRequest } from './card-threads.ts';
import { loadFonts, renderCard } from './render-card.ts';
import { sharedBackdrops } from './thread-backdrops.ts';

if (!parentPort) throw new Error('card-worker.ts runs as a worker thread of card-threads.ts, not on its own');
const parent = parentPort;
const request = workerData as CardWorkerRequest;
const fonts = await loadFonts(request.fonts);
const draws = new Set(request.draws);
const backdrops = sharedBackdrops(fonts, {
  given: request.backdrops,
  drawsHere: (key) => draws.has(key),
  onDrawn: (backdrop, pixels) => parent.postMessage({ backdrop, pixels } satisfies CardWorkerMessage),
});
parent.on('message', ({ backdrop, pixels }: BackdropMessage) => backdrops.receive(backdrop, pixels));
for (const [index, job] of request.jobs.entries()) {
  parent.postMessage({ index, bytes: await renderCard(job, fonts, backdrops) } satisfies CardWorkerMessage);
}
// Nothing this thread waits for can come now: its port no longer keeps it running.
parent.unref();
