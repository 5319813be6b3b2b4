import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesced.ts';

/** A task whose runs each wait to be let go, in order. */
function heldTask() {
  const started: number[] = [];
  const waiting: (() => void)[] = [];
  const task = async () => {
    started.push(started.length + 1);
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const letGo = async () => {
    waiting.shift()?.();
    // Lets the task's continuation (and the next run's start) take place.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { task, started, letGo };
}

describe('a coalesced task', () => {
  it('runs at once when nothing is under way', async () => {
    const { task, started, letGo } = heldTask();
    const runs = coalesced(task);
    runs.request();
    expect(started).toEqual([1]);
    await letGo();
    await runs.settled();
    expect(started).toEqual([1]);
  });

  it('runs once more after the run under way, however many times it was asked meanwhile', async () => {
    const { task, started, letGo } = heldTask();
    const runs = coalesced(task);
    runs.request();
    runs.request();
    runs.request();
    expect(started).toEqual([1]);
    await letGo();
    expect(started).toEqual([1, 2]);
    await letGo();
    await runs.settled();
    expect(started).toEqual([1, 2]);
    runs.request();
    expect(started).toEqual([1, 2, 3]);
    await letGo();
    await runs.settled();
  });

  it('is settled only once the run asked for meanwhile has ended too', async () => {
    const { task, letGo } = heldTask();
    const runs = coalesced(task);
    runs.request();
    runs.request();
    let settled = false;
    void runs.settled().then(() => {
      settled = true;
    });
    await letGo();
    expect(settled).toBe(false);
    await letGo();
    expect(settled).toBe(true);
  });
});
