/**
 * Remembers values computed from a key (for example a Markdown body) across builds,
 * and forgets those the latest build no longer used. See persistent-memo.ts.
 */
export interface Memo<Value> {
  get(key: string, compute: () => Value): Value;
  has(key: string): boolean;
  /** Drops every entry not asked for since the previous sweep. */
  sweep(): void;
}

/** For one-off uses (tests, tools): computes every time, keeps nothing. */
export const noMemo: Memo<never> = { get: (_key, compute) => compute(), has: () => false, sweep: () => undefined };
