// A per-client limit on lead submissions (spam guard): at most `limit`
// requests per client in any `windowMs`. In memory: each server process
// limits on its own, which is what a spam guard needs.

export const RATE_LIMIT_MESSAGE =
  'Too many enquiries have been sent from your connection. Please wait a minute and try again.';

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the client may send again (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  check(client: string): RateLimitDecision;
}

export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const now = options.now ?? Date.now;
  const hits = new Map<string, number[]>();
  let lastSweep = 0;
  return {
    check(client) {
      const at = now();
      const since = at - options.windowMs;
      const recent = (hits.get(client) ?? []).filter((t) => t > since);
      if (recent.length >= options.limit) {
        hits.set(client, recent);
        const oldest = recent[0] ?? at;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + options.windowMs - at) / 1000)),
        };
      }
      recent.push(at);
      hits.set(client, recent);
      // Forget idle clients at most once a window, so the map cannot grow without
      // bound and a crowd of shoppers does not make every check walk all of it.
      if (hits.size > 10_000 && at - lastSweep >= options.windowMs) {
        lastSweep = at;
        for (const [key, times] of hits) if ((times.at(-1) ?? 0) <= since) hits.delete(key);
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
