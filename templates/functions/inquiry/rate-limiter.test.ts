import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

describe('rate limiter', () => {
  it('rounds Retry-After up to whole seconds and never below one', () => {
    let time = 0;
    const limiter = createRateLimiter({ requests: 1, windowMs: 10_000 }, () => time);
    expect(limiter.take('a')).toEqual({ allowed: true });
    time = 9_999.5;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time = 10_000;
    expect(limiter.take('a')).toEqual({ allowed: true });
  });

  it('bounds its memory by forgetting the stalest client first', () => {
    let time = 0;
    const limiter = createRateLimiter({ requests: 1, windowMs: 60_000 }, () => time, 2);
    limiter.take('a');
    time = 1;
    limiter.take('b');
    time = 2;
    limiter.take('c');
    // `a` was forgotten to make room for `c`; `b` and `c` are still counted.
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('c')).toMatchObject({ allowed: false });
  });
});
