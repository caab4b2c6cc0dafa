// Per-client limits (spam guard, paid lookups): at most `limit` requests per
// client in any `windowMs`, counted as a sliding window: the clock window's
// requests plus the previous window's, weighted by how much of it still lies
// within the last `windowMs`. Two counters a client, yet no burst of twice the
// limit where two windows meet. The counts live in a store; the database's
// (rate-limit-store.ts) is shared by every process and machine on it, so a
// shopper gets one allowance however the balancer spreads the requests
// (docs/operations.md#shared-limits).

export const RATE_LIMIT_MESSAGE =
  'Too many enquiries have been sent from your connection. Please wait a minute and try again.';

/** A write the database cannot take right now (it is out of reach); what the shopper typed stays in the form. */
export const LEAD_UNAVAILABLE_MESSAGE =
  'Your enquiry could not be sent just now. Please try again in a minute.';

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the client may send again (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
  /**
   * The shared count could not be reached and the limit refuses meanwhile
   * (`whenStoreFails: 'refuse'`): answer 503, not 429.
   */
  unavailable?: true;
}

export interface RateLimiter {
  check(client: string): Promise<RateLimitDecision>;
}

/** One client's request in one limit's clock window. */
export interface RateLimitHit {
  /** The limit's name: each name is an allowance of its own. */
  name: string;
  client: string;
  windowStart: Date;
  windowMs: number;
  /** How much of the previous window's count still counts (0 to 1). */
  previousWeight: number;
}

/**
 * Where counts are kept: `hit` adds one request to its window and answers the
 * count the limit is judged by: this window's requests, this one included, plus
 * the previous window's times `previousWeight`. A window's count is needed until
 * the next window ends.
 */
export interface RateLimitStore {
  hit(hit: RateLimitHit): Promise<number>;
}

/** What a limit does while its store fails or does not answer in time. */
export type WhenStoreFails =
  /** Refuse every request (leads: nothing unstored is acknowledged anyway). */
  | 'refuse'
  /** Count in this process alone until the store answers again. */
  | 'count-locally';

export interface RateLimiterOptions {
  /** The limit's name in the store; limits sharing a name share one allowance. */
  name: string;
  limit: number;
  windowMs: number;
  /** The shared count; a count in this process alone without it. */
  store?: RateLimitStore;
  whenStoreFails?: WhenStoreFails;
  /** How long a store may take before it counts as failed. */
  storeTimeoutMs?: number;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}

const DEFAULT_STORE_TIMEOUT_MS = 2_000;

/** Counts in this process's memory: for one process, and a limit's fallback. */
export function memoryRateLimitStore(): RateLimitStore {
  const counts = new Map<string, { hits: number; expires: number }>();
  let lastSweep = 0;
  const keyOf = (name: string, client: string, start: number) =>
    `${name}\u0000${client}\u0000${start}`;
  return {
    async hit({ name, client, windowStart, windowMs, previousWeight }) {
      const start = windowStart.getTime();
      // Forget windows of no more use at most once a window, so the map cannot
      // grow without bound and a crowd of shoppers does not make each hit walk it.
      if (counts.size > 10_000 && start - lastSweep >= windowMs) {
        lastSweep = start;
        for (const [key, entry] of counts) if (entry.expires <= start) counts.delete(key);
      }
      const key = keyOf(name, client, start);
      const entry = counts.get(key) ?? { hits: 0, expires: start + 2 * windowMs };
      entry.hits += 1;
      counts.set(key, entry);
      const previous = counts.get(keyOf(name, client, start - windowMs))?.hits ?? 0;
      return entry.hits + previous * previousWeight;
    },
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the rate-limit store took over ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const local = memoryRateLimitStore();
  const store = options.store ?? local;
  const timeoutMs = options.storeTimeoutMs ?? DEFAULT_STORE_TIMEOUT_MS;
  let storeFailing = false;
  return {
    async check(client) {
      const at = now();
      const windowMs = options.windowMs;
      const start = Math.floor(at / windowMs) * windowMs;
      const elapsed = at - start;
      const hit: RateLimitHit = {
        name: options.name,
        client,
        windowStart: new Date(start),
        windowMs,
        previousWeight: 1 - elapsed / windowMs,
      };
      let count: number;
      try {
        count = await withTimeout(store.hit(hit), timeoutMs);
        if (storeFailing) options.log?.(`rate limit "${options.name}": its store answers again`);
        storeFailing = false;
      } catch (error) {
        // Once per outage, not once per request.
        if (!storeFailing) {
          options.log?.(`rate limit "${options.name}": its store failed`, error);
        }
        storeFailing = true;
        if ((options.whenStoreFails ?? 'refuse') === 'refuse') {
          return { allowed: false, retryAfterSeconds: 30, unavailable: true };
        }
        count = await local.hit(hit);
      }
      if (count <= options.limit) return { allowed: true, retryAfterSeconds: 0 };
      // Never too soon: by the end of this window plus the time its count, counted as
      // the previous window's, takes to fall below the limit, a request is allowed.
      const wait = windowMs - elapsed + windowMs * Math.max(0, 1 - (options.limit - 1) / count);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    },
  };
}
