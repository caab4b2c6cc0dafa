import { describe, expect, it } from 'vitest';
import { DEFAULT_RENDER_CACHE } from './render-cache';
import { parseRenderCache, parseWebConcurrency } from './serving-env';

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
