import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPENSIVE_WORK } from './expensive-work';
import { DEFAULT_RENDER_CACHE } from './render-cache';
import {
  parseExpensiveWork,
  parseRenderCache,
  parseRevealRateLimit,
  parseShutdownTimeout,
  parseTimeBudgets,
  parseTrustProxy,
  parseWebConcurrency,
} from './serving-env';
import { DEFAULT_TIME_BUDGETS } from './time-budget';

describe('WEB_CONCURRENCY', () => {
  it('is one serving process per core when unset, and the number given otherwise', () => {
    expect(parseWebConcurrency(undefined, 2)).toEqual({ ok: true, value: 2 });
    expect(parseWebConcurrency(' ', 8)).toEqual({ ok: true, value: 8 });
    expect(parseWebConcurrency('1', 8)).toEqual({ ok: true, value: 1 });
    expect(parseWebConcurrency('3', 2)).toEqual({ ok: true, value: 3 });
  });

  it('names the variable and the allowed values when it is not a count', () => {
    for (const bad of ['0', 'two', '-1', '1.5', '65']) {
      expect(parseWebConcurrency(bad, 2)).toEqual({
        ok: false,
        problem: `WEB_CONCURRENCY "${bad}" is not a whole number from 1 to 64`,
      });
    }
  });
});

describe('RENDER_CACHE_MB', () => {
  it('is the default cache when unset, off at 0, and that many megabytes otherwise', () => {
    expect(parseRenderCache(undefined)).toEqual({ ok: true, value: DEFAULT_RENDER_CACHE });
    expect(parseRenderCache('0')).toEqual({ ok: true, value: false });
    expect(parseRenderCache('16')).toEqual({
      ok: true,
      value: { ...DEFAULT_RENDER_CACHE, maxBytes: 16 * 1024 * 1024 },
    });
    expect(parseRenderCache('lots')).toMatchObject({ ok: false });
  });
});

describe('SHUTDOWN_TIMEOUT_MS', () => {
  it('is 10 s when unset, and the milliseconds given otherwise', () => {
    expect(parseShutdownTimeout(undefined)).toEqual({ ok: true, value: 10_000 });
    expect(parseShutdownTimeout('2500')).toEqual({ ok: true, value: 2_500 });
  });

  it('names the variable and the allowed values when it is not a duration', () => {
    for (const bad of ['soon', '50', '-1', '1.5', '600001']) {
      expect(parseShutdownTimeout(bad)).toEqual({
        ok: false,
        problem: `SHUTDOWN_TIMEOUT_MS "${bad}" is not a whole number of milliseconds from 100 to 600000`,
      });
    }
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, and the listed ones when set', () => {
    const none = parseTrustProxy(undefined);
    expect(none.ok && none.value.any).toBe(false);
    const listed = parseTrustProxy('loopback, 10.0.0.0/8');
    expect(listed.ok && listed.value.trusts('10.4.5.6')).toBe(true);
    expect(listed.ok && listed.value.trusts('192.168.0.1')).toBe(false);
  });
  it('names an entry it cannot read', () => {
    expect(parseTrustProxy('my-proxy')).toEqual({
      ok: false,
      problem: `TRUST_PROXY: "my-proxy" is not an IP address, a subnet (10.0.0.0/8) or 'loopback'.`,
    });
  });
});

describe('PHONE_REVEAL_RATE_LIMIT', () => {
  it('is 30 a minute by default, 0 for none, and refuses what is not a whole number', () => {
    expect(parseRevealRateLimit(undefined)).toEqual({ ok: true, value: 30 });
    expect(parseRevealRateLimit('0')).toEqual({ ok: true, value: 0 });
    expect(parseRevealRateLimit('-1').ok).toBe(false);
  });
});

describe('the time budgets', () => {
  it('are the defaults when unset, and the milliseconds given per kind otherwise', () => {
    expect(parseTimeBudgets({})).toEqual({ ok: true, value: DEFAULT_TIME_BUDGETS });
    expect(
      parseTimeBudgets({
        PAGE_TIME_BUDGET_MS: '4000',
        API_TIME_BUDGET_MS: ' ',
        IMAGE_TIME_BUDGET_MS: '100',
        FEED_TIME_BUDGET_MS: '600000',
      }),
    ).toEqual({
      ok: true,
      value: { ...DEFAULT_TIME_BUDGETS, pages: 4000, images: 100, feeds: 600_000 },
    });
  });

  it('name each wrong variable and the allowed values', () => {
    expect(
      parseTimeBudgets({
        PAGE_TIME_BUDGET_MS: '99',
        IMAGE_TIME_BUDGET_MS: '5s',
        API_TIME_BUDGET_MS: '1',
      }),
    ).toEqual({
      ok: false,
      problem: [
        'PAGE_TIME_BUDGET_MS "99" is not a whole number of milliseconds from 100 to 600000',
        'API_TIME_BUDGET_MS "1" is not a whole number of milliseconds from 100 to 600000',
        'IMAGE_TIME_BUDGET_MS "5s" is not a whole number of milliseconds from 100 to 600000',
      ].join('; '),
    });
    for (const bad of ['600001', '-1', '1.5', 'ten']) {
      expect(parseTimeBudgets({ FEED_TIME_BUDGET_MS: bad })).toMatchObject({ ok: false });
    }
  });
});

describe('EXPENSIVE_WORK_CONCURRENCY and EXPENSIVE_WORK_MS_PER_MINUTE', () => {
  it('are the defaults when unset, and the values given otherwise (0 ms: no limit a minute)', () => {
    expect(parseExpensiveWork(undefined, undefined)).toEqual({
      ok: true,
      value: DEFAULT_EXPENSIVE_WORK,
    });
    expect(parseExpensiveWork('4', '0')).toEqual({
      ok: true,
      value: {
        ...DEFAULT_EXPENSIVE_WORK,
        concurrency: 4,
        perClientMsPerWindow: 0,
        windowMs: 60_000,
      },
    });
  });

  it('name each wrong variable and the allowed values', () => {
    expect(parseExpensiveWork('0', 'lots')).toEqual({
      ok: false,
      problem:
        'EXPENSIVE_WORK_CONCURRENCY "0" is not a whole number from 1 to 64; EXPENSIVE_WORK_MS_PER_MINUTE "lots" is not a whole number of milliseconds from 0 to 3600000',
    });
    expect(parseExpensiveWork('65', undefined)).toMatchObject({ ok: false });
    expect(parseExpensiveWork(undefined, '3600001')).toMatchObject({ ok: false });
  });
});
