/**
 * Remembers values computed from a key (for example a Markdown body) across builds,
 * and forgets those the latest build no longer used. See persistent-memo.ts.
 */
export interface Memo<Value> {
  /** What the memo holds for a key; ask once per key and build, and use the answer for both questions. */
  entry(key: string): MemoEntry<Value>;
  /** Drops every entry not asked for since the previous sweep. */
  sweep(): void;
}

export interface MemoEntry<Value> {
  /** Whether a value is remembered for the key. */
  readonly known: boolean;
  /** The remembered value, or else `compute()`'s, remembered from now on: either way kept by the next sweep. */
  get(compute: () => Value): Value;
}

/** For one-off uses (tests, tools): computes every time, keeps nothing. */
export const noMemo: Memo<never> = { entry: () => ({ known: false, get: (compute) => compute() }), sweep: () => undefined };
