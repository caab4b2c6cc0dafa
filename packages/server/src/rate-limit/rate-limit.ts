// Per-client limits (spam guard, paid lookups): at most `limit` requests per
// client in each clock window of `windowMs`. The count lives in a store; the
// database's (rate-limit-store.ts) is shared by every process and machine on it,
// so a shopper gets one allowance however the balancer spreads the requests
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

/** One client's request in one limit's window. */
export interface RateLimitHit {
  /** The limit's name: each name is an allowance of its own. */
  name: string;
  client: string;
  windowStart: Date;
  /** When the window's count is of no more use (the window's end). */
  expiresAt: Date;
}

/** Where counts are kept: `hit` adds one request and answers the window's count with it. */
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
  return {
    async hit({ name, client, windowStart, expiresAt }) {
      const at = windowStart.getTime();
      // Forget passed windows at most once a window's length, so the map cannot
      // grow without bound and a crowd of shoppers does not make each hit walk it.
      if (counts.size > 10_000 && at - lastSweep >= expiresAt.getTime() - at) {
        lastSweep = at;
        for (const [key, entry] of counts) if (entry.expires <= at) counts.delete(key);
      }
      const key = `${name}\u0000${client}\u0000${at}`;
      const entry = counts.get(key) ?? { hits: 0, expires: expiresAt.getTime() };
      entry.hits += 1;
      counts.set(key, entry);
      return entry.hits;
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
      const start = Math.floor(at / options.windowMs) * options.windowMs;
      const hit: RateLimitHit = {
        name: options.name,
        client,
        windowStart: new Date(start),
        expiresAt: new Date(start + options.windowMs),
      };
      const retryAfterSeconds = Math.max(1, Math.ceil((start + options.windowMs - at) / 1000));
      let hits: number;
      try {
        hits = await withTimeout(store.hit(hit), timeoutMs);
        if (storeFailing) options.log?.(`rate limit "${options.name}": its store answers again`);
        storeFailing = false;
      } catch (error) {
        // Once per outage, not once per request.
        if (!storeFailing) {
          options.log?.(`rate limit "${options.name}": its store failed`, error);
        }
        storeFailing = true;
        if ((options.whenStoreFails ?? 'refuse') === 'refuse') {
          return { allowed: false, retryAfterSeconds, unavailable: true };
        }
        hits = await local.hit(hit);
      }
      return hits > options.limit
        ? { allowed: false, retryAfterSeconds }
        : { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
