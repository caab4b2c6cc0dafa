import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase, queryRows } from '../db/database';
import { describeEachBackend } from '../testing/backends';
import { createRateLimiter } from './rate-limit';
import { databaseRateLimitStore } from './rate-limit-store';

describeEachBackend('rate limits counted in the database', (getDb, backend) => {
  it('counts every one of many hits at once, and allows exactly the limit', async () => {
    const store = databaseRateLimitStore(getDb().db);
    const limiter = createRateLimiter({ name: 'burst', limit: 7, windowMs: 60_000, store });
    const answers = await Promise.all(Array.from({ length: 20 }, () => limiter.check('10.0.0.1')));
    expect(answers.filter((d) => d.allowed)).toHaveLength(7);
    const [row] = await queryRows<{ hits: number }>(
      getDb().db,
      sql`select sum(hits) as hits from rate_limit_hits where name = 'burst' and client = '10.0.0.1'`,
    );
    expect(Number(row?.hits)).toBe(20);
  });

  it('deletes the rows of windows that no longer count', async () => {
    let clock = Date.UTC(2030, 0, 1);
    const store = databaseRateLimitStore(getDb().db, { sweepEveryMs: 60_000, now: () => clock });
    const limiter = createRateLimiter({
      name: 'sweep',
      limit: 5,
      windowMs: 60_000,
      store,
      now: () => clock,
    });
    await limiter.check('10.0.0.2');
    await limiter.check('10.0.0.3');
    // A minute on, that minute's rows still count as the previous one's; two on, they do not.
    clock += 121_000;
    await limiter.check('10.0.0.2');
    // The sweep runs beside the hit; give it its moment.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rows = await queryRows<{ client: string; window_start: Date | string }>(
      getDb().db,
      sql`select client, window_start from rate_limit_hits where name = 'sweep'`,
    );
    expect(rows.map((r) => [r.client, new Date(r.window_start).getTime()])).toEqual([
      ['10.0.0.2', Math.floor(clock / 60_000) * 60_000],
    ]);
  });

  if (backend === 'postgres') {
    it('two connections of their own (as two machines have) share one limit', async () => {
      const url = getDb().databaseUrl as string;
      const other = await openDatabase({ databaseUrl: url, poolSize: 2, migrate: false });
      try {
        const limiters = [getDb().db, other.db].map((db) =>
          createRateLimiter({
            name: 'machines',
            limit: 4,
            windowMs: 60_000,
            store: databaseRateLimitStore(db),
          }),
        );
        const answers = [];
        for (let i = 0; i < 6; i++) answers.push(await limiters[i % 2]?.check('10.0.0.4'));
        expect(answers.map((d) => d?.allowed)).toEqual([true, true, true, true, false, false]);
      } finally {
        await other.close();
      }
    });
  }
});
