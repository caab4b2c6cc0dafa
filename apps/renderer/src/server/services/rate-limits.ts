import { createRateLimiter, type RateLimiter, type RateLimitStore } from '@forecourt/server';

// The shoppers' limits on the API (phone reveals, and postcode and rego lookups
// together), counted in the services' shared store so every process and machine
// on one database gives a shopper one allowance (docs/operations.md#shared-limits).

export type ShopperLimiters = {
  /** Phone reveals per shopper a minute; null: not limited. */
  reveal: RateLimiter | null;
  /** Postcode lookups, rego lookups and valuations together (each may be a paid call); null: not limited. */
  lookups: RateLimiter | null;
};

export function shopperLimiters(
  store: RateLimitStore | undefined,
  rates: { reveal: number; lookups: number },
  log?: (message: string, error?: unknown) => void,
): ShopperLimiters {
  const limiter = (name: string, limit: number) =>
    limit > 0
      ? createRateLimiter({
          name,
          limit,
          windowMs: 60_000,
          store,
          // Neither stores anything of the shopper's: while the database is out of
          // reach each process counts on its own rather than refusing shoppers.
          whenStoreFails: 'count-locally',
          log,
        })
      : null;
  return {
    reveal: limiter('phone-reveals', rates.reveal),
    lookups: limiter('lookups', rates.lookups),
  };
}
