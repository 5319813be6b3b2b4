// A worker thread's script: watches the folders watch-sources.ts gives it, off the thread that rebuilds the site.
import { parentPort, workerData } from 'node:worker_threads';
import { watchHere, type WatchMessage } from './watch-sources.ts';

if (!parentPort) throw new Error('watch-worker.ts runs as a worker thread of watch-sources.ts, not on its own');
const parent = parentPort;
const post = (message: WatchMessage) => parent.postMessage(message);
await watchHere(workerData as readonly string[], (file) => post({ type: 'change', file }));
post({ type: 'ready' });
