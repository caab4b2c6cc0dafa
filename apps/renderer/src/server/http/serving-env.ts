import {
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  parseTrustedProxies,
  type TrustedProxies,
} from '@forecourt/server';
import { DEFAULT_EXPENSIVE_WORK, type ExpensiveWorkOptions } from './expensive-work';
import { DEFAULT_RENDER_CACHE, type RenderCacheOptions } from './render-cache';
import { DEFAULT_TIME_BUDGETS, type RequestKind, type TimeBudgets } from './time-budget';

// How the demo serves, from the environment (docs/decisions/0009-cluster-with-primary-owned-writes.md):
//
//   WEB_CONCURRENCY   processes that serve: the default is one per core; 1 is a
//                     single process (no cluster); development always is one
//   RENDER_CACHE_MB   the render cache's size per serving process; 0 turns it off
//   SHUTDOWN_TIMEOUT_MS  how long a serving process may take to stop on SIGTERM
//                     before it exits 1 (default 10 s; a cluster's primary waits
//                     for its workers and so allows itself 5 s more)
//   TRUST_PROXY       the reverse proxies whose X-Forwarded-For names the shopper:
//                     addresses, subnets or 'loopback', comma-separated; unset, the
//                     socket's address is the shopper's (rate limits, lead records)
//   PHONE_REVEAL_RATE_LIMIT  phone reveals per shopper and minute (default 30; 0: none)
//   PAGE_TIME_BUDGET_MS, API_TIME_BUDGET_MS, IMAGE_TIME_BUDGET_MS, FEED_TIME_BUDGET_MS
//                     how long a request of each kind may take before it is
//                     answered 503 (time-budget.ts, docs/operations.md#time-budgets)
//   EXPENSIVE_WORK_CONCURRENCY  photo resizes and PDFs run at once per process (default 2)
//   EXPENSIVE_WORK_MS_PER_MINUTE  milliseconds of that work one client may use a
//                     minute, per process (default 15000; 0: no limit)
//                     (expensive-work.ts, docs/operations.md#expensive-work)

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

export function parseShutdownTimeout(value: string | undefined): EnvResult<number> {
  if (value === undefined || value.trim() === '') {
    return { ok: true, value: DEFAULT_SHUTDOWN_TIMEOUT_MS };
  }
  const ms = whole(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 600_000) {
    return {
      ok: false,
      problem: `SHUTDOWN_TIMEOUT_MS "${value}" is not a whole number of milliseconds from 100 to 600000`,
    };
  }
  return { ok: true, value: ms };
}

export function parseTrustProxy(value: string | undefined): EnvResult<TrustedProxies> {
  try {
    return { ok: true, value: parseTrustedProxies(value) };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}

export function parseRevealRateLimit(value: string | undefined): EnvResult<number> {
  return parseRateLimit('PHONE_REVEAL_RATE_LIMIT', value, 30);
}

/**
 * LOOKUP_RATE_LIMIT: postcode lookups, and rego lookups and valuations, a shopper may
 * make a minute (each may be a paid call to a provider); default 20, 0 turns it off.
 */
export function parseLookupRateLimit(value: string | undefined): EnvResult<number> {
  return parseRateLimit('LOOKUP_RATE_LIMIT', value, 20);
}

function parseRateLimit(name: string, value: string | undefined, fallback: number) {
  if (value === undefined || value.trim() === '') return { ok: true as const, value: fallback };
  const n = whole(value);
  if (!Number.isInteger(n) || n > 100_000) {
    return {
      ok: false as const,
      problem: `${name} "${value}" is not a whole number from 0 to 100000`,
    };
  }
  return { ok: true as const, value: n };
}

/** The variable that sets each kind's time budget. */
export const TIME_BUDGET_VARIABLES: Readonly<Record<RequestKind, string>> = {
  pages: 'PAGE_TIME_BUDGET_MS',
  api: 'API_TIME_BUDGET_MS',
  images: 'IMAGE_TIME_BUDGET_MS',
  feeds: 'FEED_TIME_BUDGET_MS',
};

/** Every kind's time budget, from 100 ms to 10 minutes; the defaults where a variable is unset. */
export function parseTimeBudgets(
  env: Readonly<Record<string, string | undefined>>,
): EnvResult<TimeBudgets> {
  const budgets: TimeBudgets = { ...DEFAULT_TIME_BUDGETS };
  const problems: string[] = [];
  for (const kind of Object.keys(TIME_BUDGET_VARIABLES) as RequestKind[]) {
    const name = TIME_BUDGET_VARIABLES[kind];
    const value = env[name];
    if (value === undefined || value.trim() === '') continue;
    const ms = whole(value);
    if (!Number.isInteger(ms) || ms < 100 || ms > 600_000) {
      problems.push(`${name} "${value}" is not a whole number of milliseconds from 100 to 600000`);
    } else {
      budgets[kind] = ms;
    }
  }
  return problems.length > 0
    ? { ok: false, problem: problems.join('; ') }
    : { ok: true, value: budgets };
}

/** EXPENSIVE_WORK_CONCURRENCY (1 to 64) and EXPENSIVE_WORK_MS_PER_MINUTE (0 to 3600000). */
export function parseExpensiveWork(
  concurrency: string | undefined,
  msPerMinute: string | undefined,
): EnvResult<ExpensiveWorkOptions> {
  const options: ExpensiveWorkOptions = { ...DEFAULT_EXPENSIVE_WORK };
  const problems: string[] = [];
  if (concurrency !== undefined && concurrency.trim() !== '') {
    const n = whole(concurrency);
    if (!Number.isInteger(n) || n < 1 || n > 64) {
      problems.push(
        `EXPENSIVE_WORK_CONCURRENCY "${concurrency}" is not a whole number from 1 to 64`,
      );
    } else {
      options.concurrency = n;
    }
  }
  if (msPerMinute !== undefined && msPerMinute.trim() !== '') {
    const ms = whole(msPerMinute);
    if (!Number.isInteger(ms) || ms > 3_600_000) {
      problems.push(
        `EXPENSIVE_WORK_MS_PER_MINUTE "${msPerMinute}" is not a whole number of milliseconds from 0 to 3600000`,
      );
    } else {
      options.perClientMsPerWindow = ms;
      options.windowMs = 60_000;
    }
  }
  return problems.length > 0
    ? { ok: false, problem: problems.join('; ') }
    : { ok: true, value: options };
}
