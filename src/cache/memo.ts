/**
 * Remembers values computed from a key (a Markdown body, a checked file) across
 * builds, and forgets those the latest build no longer used. See persistent-memo.ts.
 */
export interface Memo<Value> {
  /** The value remembered for a key, kept by the next sweep; undefined when there is none. */
  get(key: string): Value | undefined;
  /** Remembers a value for a key, from now on. */
  set(key: string, value: Value): void;
  /**
   * Starts a new round: drops every entry neither asked for nor set since the previous
   * sweep, or keeps them all with `keepUnused` (a dev server, whose runs each ask for
   * what an edit reached).
   */
  sweep(options?: SweepOptions): void;
}

export interface SweepOptions {
  readonly keepUnused?: boolean;
}

/** A memo that lives as long as the process. */
export function openMemoryMemo<Value>(): Memo<Value> {
  let entries = new Map<string, Value>();
  let used = new Map<string, Value>();
  return {
    get(key) {
      const value = used.get(key) ?? entries.get(key);
      if (value !== undefined) used.set(key, value);
      return value;
    },
    set(key, value) {
      used.set(key, value);
    },
    sweep(options) {
      entries = options?.keepUnused ? new Map([...entries, ...used]) : used;
      used = new Map();
    },
  };
}
