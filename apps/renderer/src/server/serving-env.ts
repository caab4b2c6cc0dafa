import { DEFAULT_RENDER_CACHE, type RenderCacheOptions } from './render-cache';

// How the demo serves, from the environment (issue 12):
//
//   WEB_CONCURRENCY   processes that serve: the default is one per core; 1 is a
//                     single process (no cluster); development always is one
//   RENDER_CACHE_MB   the render cache's size per serving process; 0 turns it off

export type EnvResult<T> = { ok: true; value: T } | { ok: false; problem: string };

const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

export function parseWebConcurrency(value: string | undefined, cores: number): EnvResult<number> {
  if (value === undefined || value.trim() === '') return { ok: true, value: Math.max(1, cores) };
  const n = whole(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    return { ok: false, problem: `WEB_CONCURRENCY "${value}" is not a whole number from 1 to 64` };
  }
  return { ok: true, value: n };
}

export function parseRenderCache(value: string | undefined): EnvResult<RenderCacheOptions | false> {
  if (value === undefined || value.trim() === '') return { ok: true, value: DEFAULT_RENDER_CACHE };
  const mb = whole(value);
  if (!Number.isInteger(mb) || mb > 4096) {
    return {
      ok: false,
      problem: `RENDER_CACHE_MB "${value}" is not a whole number from 0 to 4096`,
    };
  }
  return {
    ok: true,
    value: mb === 0 ? false : { ...DEFAULT_RENDER_CACHE, maxBytes: mb * 1024 * 1024 },
  };
}
