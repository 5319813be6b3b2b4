import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { watch } from 'chokidar';

/** Watches the project's folders for saves, additions and removals of files. */
export interface SourceWatcher {
  close(): Promise<void>;
}

/** What the watcher's thread says: that it watches, and each file that changed. */
export type WatchMessage = { readonly type: 'ready' } | { readonly type: 'change'; readonly file: string };

/** The watcher thread's script, beside this module once the CLI is compiled (src/cli/compile-cli.ts). */
const compiledWorker = new URL('./watch-worker.mjs', import.meta.url);

/**
 * Tells `onChange` of every file saved, added or removed under `folders`, once the
 * folders are watched. chokidar lists a folder again, with a stat of every file in
 * it, on each change there: about 170 ms of work per save in a folder of 4,000 posts.
 * So it runs on a thread of its own, and the thread that rebuilds the site is never
 * kept waiting by it. Without the thread's script (running from the sources, as tests
 * do), it runs here.
 */
export async function watchSources(
  folders: readonly string[],
  onChange: (file: string) => void,
  workerScript: URL = compiledWorker,
): Promise<SourceWatcher> {
  if (!existsSync(fileURLToPath(workerScript))) return watchHere(folders, onChange);
  const worker = new Worker(workerScript, { workerData: folders });
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WatchMessage) => {
      if (message.type === 'ready') resolve();
      else onChange(message.file);
    });
    worker.once('error', reject);
  });
  return {
    async close() {
      await worker.terminate();
    },
  };
}

/** chokidar in this thread. */
export async function watchHere(folders: readonly string[], onChange: (file: string) => void): Promise<SourceWatcher> {
  const watcher = watch([...folders], { ignoreInitial: true });
  watcher.on('all', (_event, file) => onChange(file));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { close: () => watcher.close() };
}
