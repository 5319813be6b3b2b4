import type { RateLimit } from './config.ts';

export type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request for `client` and says whether it is within the limit. */
  take(client: string): RateDecision;
}

interface Window {
  readonly startedAt: number;
  count: number;
}

/**
 * A fixed window per client: simple, and at worst lets twice the limit through
 * across a window boundary, which is fine for a contact form.
 *
 * Memory is bounded by `maxClients`. Windows sit in the map in the order they
 * started, so when it is full the first entry is the stalest one to forget;
 * under a flood of distinct clients that may forget a live window, the price of
 * a bounded map.
 */
export function createRateLimiter(limit: RateLimit, now: () => number, maxClients = 10_000): RateLimiter {
  const windows = new Map<string, Window>();
  return {
    take(client) {
      const time = now();
      let window = windows.get(client);
      if (window === undefined || time - window.startedAt >= limit.windowMs) {
        windows.delete(client);
        const oldest = windows.keys().next();
        if (windows.size >= maxClients && !oldest.done) windows.delete(oldest.value);
        window = { startedAt: time, count: 0 };
        windows.set(client, window);
      }
      if (window.count >= limit.requests) {
        const remaining = window.startedAt + limit.windowMs - time;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remaining / 1000)) };
      }
      window.count++;
      return { allowed: true };
    },
  };
}
