import { existsSync, statSync, watch, type FSWatcher } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { subscribe, type AsyncSubscription } from '@parcel/watcher';
import { isInside } from '../output/is-inside.ts';

/** Watches the project's folders for saves, additions and removals of files. */
export interface SourceWatcher {
  close(): Promise<void>;
}

/** What a watcher tells of: each file saved, added or removed, and a watch that failed. */
export interface WatchListener {
  change(file: string): void;
  error(error: Error): void;
}

/**
 * Tells of every file saved, added or removed under `folders`, once the folders are
 * watched. The system's file events come through @parcel/watcher, which costs about
 * a millisecond of work a save; chokidar listed the saved file's folder again, with
 * a stat of every file in it, which took 125 ms of work a save in a folder of 4,000
 * posts. A folder that does not exist yet is watched from the moment it is made,
 * and the files it is made with are told of then.
 */
export async function watchSources(folders: readonly string[], listener: WatchListener): Promise<SourceWatcher> {
  const watchers = await Promise.all(outermost(folders).map((folder) => watchFolder(folder, listener)));
  return {
    async close() {
      await Promise.all(watchers.map((watcher) => watcher.close()));
    },
  };
}

/** The folders that no other folder of the list holds: a folder is watched once. */
function outermost(folders: readonly string[]): string[] {
  const unique = [...new Set(folders)];
  return unique.filter((folder) => !unique.some((other) => other !== folder && isInside(other, folder)));
}

/** Watches one folder and everything in it, or waits for it to be made. */
async function watchFolder(folder: string, listener: WatchListener): Promise<SourceWatcher> {
  let subscription: AsyncSubscription | undefined;
  let waiting: FSWatcher | undefined;
  let closed = false;

  const start = async () => {
    subscription = await subscribe(folder, (error, events) => {
      if (error) return listener.error(error);
      for (const event of events) {
        listener.change(event.path);
        // A folder's own watch begins after it is made: files put in it meanwhile (a folder copied in) have no events.
        if (event.type === 'create' && statSync(event.path, { throwIfNoEntry: false })?.isDirectory())
          void tellFilesIn(event.path, listener);
      }
    });
    if (closed) await subscription.unsubscribe();
  };

  const stopWaiting = () => {
    waiting?.close();
    waiting = undefined;
  };
  /** Watches the nearest folder above that exists, until the folder is made. */
  const wait = () => {
    const above = nearestExisting(folder);
    const look = () => {
      if (closed) return;
      if (existsSync(folder)) {
        stopWaiting();
        start().then(
          () => tellFilesIn(folder, listener),
          (error: unknown) => listener.error(error as Error),
        );
      } else if (nearestExisting(folder) !== above) {
        // A folder on the way to it was made: wait from there.
        stopWaiting();
        wait();
      }
    };
    waiting = watch(above, look).on('error', (error) => listener.error(error));
    // Made while the watch began.
    look();
  };

  if (existsSync(folder)) await start();
  else wait();
  return {
    async close() {
      closed = true;
      stopWaiting();
      await subscription?.unsubscribe();
    },
  };
}

function nearestExisting(path: string): string {
  let found = dirname(path);
  while (!existsSync(found) && dirname(found) !== found) found = dirname(found);
  return found;
}

/** Tells of every file a folder was made with: its watch began after them. */
async function tellFilesIn(folder: string, listener: WatchListener): Promise<void> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) if (entry.isFile()) listener.change(join(entry.parentPath, entry.name));
}
