/**
 * Remembers values computed from a key (for example a Markdown body) across the
 * builds of one process, and forgets those the latest build no longer used.
 */
export interface Memo<Value> {
  get(key: string, compute: () => Value): Value;
  has(key: string): boolean;
  /** Drops every entry not asked for since the previous sweep. */
  sweep(): void;
}

export function createMemo<Value>(): Memo<Value> {
  let entries = new Map<string, Value>();
  let used = new Map<string, Value>();
  return {
    get(key, compute) {
      const value = used.get(key) ?? entries.get(key) ?? compute();
      used.set(key, value);
      return value;
    },
    has: (key) => used.has(key) || entries.has(key),
    sweep() {
      entries = used;
      used = new Map();
    },
  };
}

/** For one-off builds: computes every time, keeps nothing. */
export const noMemo: Memo<never> = { get: (_key, compute) => compute(), has: () => false, sweep: () => undefined };
