import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('lead rate limit', () => {
  it('allows exactly the limit within the window, refuses the next, and allows again once the window passes', () => {
    let clock = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => clock });
    expect([1, 2, 3].map(() => limiter.check('a').allowed)).toEqual([true, true, true]);
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // Another client has its own allowance.
    expect(limiter.check('b').allowed).toBe(true);
    clock += 59_999;
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock += 1;
    expect(limiter.check('a').allowed).toBe(true);
  });
});
