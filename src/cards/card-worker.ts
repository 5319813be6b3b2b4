// A worker thread's script: makes the share of the cards card-threads.ts gives it.
import { parentPort } from 'node:worker_threads';
import type { CardWorkerInput, CardWorkerMessage, CardWorkerRequest } from './card-threads.ts';
import { loadDrawing, loadFonts, renderCard } from './render-card.ts';
import { sharedBackdrops, type SharedBackdrops } from './thread-backdrops.ts';

if (!parentPort) throw new Error('card-worker.ts runs as a worker thread of card-threads.ts, not on its own');
const parent = parentPort;
// Loaded before the work comes: a thread started ahead loads them while the build reads its content.
void loadDrawing();

let backdrops: SharedBackdrops | undefined;
/** Backdrops another thread drew, received before this thread's own work had started. */
const received = new Map<string, Uint8Array>();

parent.on('message', (input: CardWorkerInput) => {
  if ('work' in input) {
    // A failure here ends the thread with an error, which card-threads.ts reports.
    void draw(input.work).then(() => parent.unref());
    return;
  }
  if (backdrops) backdrops.receive(input.backdrop, input.pixels);
  else received.set(input.backdrop, input.pixels);
});

async function draw(request: CardWorkerRequest): Promise<void> {
  const draws = new Set(request.draws);
  const fonts = await loadFonts(request.fonts);
  const shared = sharedBackdrops(fonts, {
    given: new Map([...request.backdrops, ...received]),
    drawsHere: (key) => draws.has(key),
    onDrawn: (backdrop, pixels) => parent.postMessage({ backdrop, pixels } satisfies CardWorkerMessage),
  });
  backdrops = shared;
  for (const [index, job] of request.jobs.entries()) {
    parent.postMessage({ index, bytes: await renderCard(job, fonts, shared) } satisfies CardWorkerMessage);
  }
}
