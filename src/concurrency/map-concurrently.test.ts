import { describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { mapConcurrently } from './map-concurrently.ts';

describe('mapConcurrently', () => {
  it('keeps results in input order with at most `limit` calls in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapConcurrently([5, 1, 4, 2, 3, 0], 2, async (delay) => {
      most = Math.max(most, ++inFlight);
      await sleep(delay);
      inFlight--;
      return delay * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  it('rejects with the first failure and starts no new call after it', async () => {
    const started: number[] = [];
    const run = mapConcurrently([1, 2, 3, 4, 5], 1, async (item) => {
      started.push(item);
      if (item === 2) throw new Error('upload 2 failed');
      return item;
    });
    await expect(run).rejects.toThrow('upload 2 failed');
    expect(started).toEqual([1, 2]);
  });

  it('waits for the calls in flight before it rejects', async () => {
    const finished: number[] = [];
    const run = mapConcurrently([1, 30], 2, async (item) => {
      if (item === 1) throw new Error('call 1 failed');
      await sleep(item);
      finished.push(item);
      return item;
    });
    await expect(run).rejects.toThrow('call 1 failed');
    expect(finished).toEqual([30]);
  });

  it('handles an empty list', async () => {
    expect(await mapConcurrently([], 4, async () => 1)).toEqual([]);
  });
});
