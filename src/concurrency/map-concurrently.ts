import { settleAll } from './settle-all.ts';

/**
 * Like `Promise.all(items.map(work))`, with at most `limit` calls in flight: a site of
 * thousands of files must neither open them all at once (EMFILE) nor send thousands of
 * requests to S3 at the same moment, and a machine runs only so many processes well at
 * once. After a failure no new call starts, and the calls in flight are waited for
 * before it is thrown: one may still be writing where the caller cleans up.
 */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  // One iterator shared by every worker: each item is taken exactly once.
  const queue = items.entries();
  let failed = false;
  const worker = async (): Promise<void> => {
    for (const [index, item] of queue) {
      if (failed) return;
      try {
        results[index] = await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await settleAll(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
