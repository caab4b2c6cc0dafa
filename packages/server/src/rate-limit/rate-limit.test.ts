import { describe, expect, it } from 'vitest';
import { createRateLimiter, memoryRateLimitStore, type RateLimitStore } from './rate-limit';

describe('rate limit', () => {
  it('allows exactly the limit, refuses the next, and allows again once the sliding count falls', async () => {
    const start = 60_000 * 1000;
    let clock = start + 1_000;
    const limiter = createRateLimiter({
      name: 'leads',
      limit: 3,
      windowMs: 60_000,
      now: () => clock,
    });
    const first = await Promise.all([1, 2, 3].map(() => limiter.check('a')));
    expect(first.map((d) => d.allowed)).toEqual([true, true, true]);
    // Four hits: the window's end (59 s), then the half of the next minute after which
    // four hits, weighted by what is left of them, and a new one are no more than three.
    expect(await limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 89 });
    // Another client has its own allowance.
    expect((await limiter.check('b')).allowed).toBe(true);
    clock = start + 60_000 + 30_000;
    expect((await limiter.check('a')).allowed).toBe(true);
  });

  it('counts the previous minute where two minutes meet: no burst of twice the limit', async () => {
    let clock = 59_000;
    const limiter = createRateLimiter({
      name: 'leads',
      limit: 3,
      windowMs: 60_000,
      now: () => clock,
    });
    const late = await Promise.all([1, 2, 3].map(() => limiter.check('a')));
    expect(late.every((d) => d.allowed)).toBe(true);
    clock = 61_000;
    expect((await limiter.check('a')).allowed).toBe(false);
  });

  it('limits sharing a store and a name share one allowance; another name has its own', async () => {
    const store = memoryRateLimitStore();
    const options = { limit: 2, windowMs: 60_000, store, now: () => 0 };
    const postcodes = createRateLimiter({ ...options, name: 'lookups' });
    const regos = createRateLimiter({ ...options, name: 'lookups' });
    const reveals = createRateLimiter({ ...options, name: 'phone-reveals' });
    expect((await postcodes.check('a')).allowed).toBe(true);
    expect((await regos.check('a')).allowed).toBe(true);
    expect((await postcodes.check('a')).allowed).toBe(false);
    expect((await regos.check('a')).allowed).toBe(false);
    expect((await reveals.check('a')).allowed).toBe(true);
  });

  describe('while the store fails', () => {
    let failing = true;
    const counts = memoryRateLimitStore();
    const flaky: RateLimitStore = {
      hit: (hit) => (failing ? Promise.reject(new Error('connect ECONNREFUSED')) : counts.hit(hit)),
    };
    const hanging: RateLimitStore = { hit: () => new Promise(() => {}) };

    it('a refusing limit refuses every request as unavailable, and logs the outage once', async () => {
      failing = true;
      const logged: string[] = [];
      const limiter = createRateLimiter({
        name: 'leads',
        limit: 5,
        windowMs: 60_000,
        store: flaky,
        whenStoreFails: 'refuse',
        now: () => 30_000,
        log: (message) => logged.push(message),
      });
      expect(await limiter.check('a')).toEqual({
        allowed: false,
        retryAfterSeconds: 30,
        unavailable: true,
      });
      expect((await limiter.check('b')).unavailable).toBe(true);
      expect(logged).toEqual(['rate limit "leads": its store failed']);
      failing = false;
      expect(await limiter.check('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
      expect(logged.at(-1)).toBe('rate limit "leads": its store answers again');
    });

    it('a limit that counts locally meanwhile still limits, in this process', async () => {
      failing = true;
      const limiter = createRateLimiter({
        name: 'lookups',
        limit: 2,
        windowMs: 60_000,
        store: flaky,
        whenStoreFails: 'count-locally',
        now: () => 0,
      });
      const answers = await Promise.all([1, 2, 3].map(() => limiter.check('a')));
      expect(answers.map((d) => d.allowed)).toEqual([true, true, false]);
      expect(answers.some((d) => d.unavailable)).toBe(false);
    });

    it('a store that does not answer in time counts as failed', async () => {
      const limiter = createRateLimiter({
        name: 'leads',
        limit: 2,
        windowMs: 60_000,
        store: hanging,
        storeTimeoutMs: 20,
        now: () => 0,
      });
      expect((await limiter.check('a')).unavailable).toBe(true);
    });
  });
});
