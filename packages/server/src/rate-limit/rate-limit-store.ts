import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';
import type { RateLimitStore } from './rate-limit';

// The rate limits' shared count: one row per limit, client and clock window in
// rate_limit_hits, counted by one upsert, which PostgreSQL makes atomic however
// many processes and machines hit the same row at once; the same statement reads
// the previous window's row for the sliding count (docs/operations.md#shared-limits).

export interface DatabaseRateLimitStoreOptions {
  /** How often passed windows' rows are deleted (by whichever hit comes first after). */
  sweepEveryMs?: number;
  /** The clock passed windows are judged by; the limiters' own (the real one by default). */
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}

export function databaseRateLimitStore(
  db: Database,
  options: DatabaseRateLimitStoreOptions = {},
): RateLimitStore {
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  const now = options.now ?? Date.now;
  let lastSweep = 0;
  let sweeping: Promise<unknown> | null = null;
  return {
    async hit({ name, client, windowStart, windowMs, previousWeight }) {
      const start = windowStart.getTime();
      // A window's row is read as the previous window's until the next one ends.
      const [row] = await queryRows<{ hits: number; previous: number | null }>(
        db,
        sql`with hit as (
              insert into rate_limit_hits (name, client, window_start, hits, expires_at)
              values (${name}, ${client}, ${windowStart.toISOString()}, 1,
                      ${new Date(start + 2 * windowMs).toISOString()})
              on conflict (name, client, window_start)
              do update set hits = rate_limit_hits.hits + 1
              returning hits
            )
            select hit.hits,
                   (select p.hits from rate_limit_hits p
                     where p.name = ${name} and p.client = ${client}
                       and p.window_start = ${new Date(start - windowMs).toISOString()}) as previous
            from hit`,
      );
      // Rows of windows of no more use count for nothing: each process deletes them
      // now and then, in the background, so no table grows with every client seen.
      const at = now();
      if (!sweeping && at - lastSweep >= sweepEveryMs) {
        lastSweep = at;
        sweeping = queryRows(
          db,
          sql`delete from rate_limit_hits where expires_at < ${new Date(at).toISOString()}`,
        )
          .catch((error: unknown) => options.log?.('deleting passed rate-limit rows failed', error))
          .finally(() => {
            sweeping = null;
          });
      }
      return Number(row?.hits ?? 0) + Number(row?.previous ?? 0) * previousWeight;
    },
  };
}
