import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { importFeed } from '../import/import-feed';
import { describeEachBackend } from '../testing/backends';
import { feedRow, insertTestSite } from '../testing/fixtures';
import { listenForStockChanges, type StockNotice } from './stock-notices';

// Another process's import reaches a running server through a NOTIFY sent in
// the import's transaction (docs/decisions/0010-stock-changes-through-postgres-notify.md): each import that changes stock is heard
// once it commits, naming the dealership and who imported; one that changes
// nothing is not heard at all.

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeEachBackend('stock notices', (getDb, backend) => {
  it('an import that changes stock is heard with its dealership and origin; one that changes nothing is not', async () => {
    const handle = getDb();
    const site = await insertTestSite(handle.db, 'notice');
    const heard: (StockNotice | null)[] = [];
    const stop = await listenForStockChanges(handle, (notice) => heard.push(notice));
    const now = new Date('2025-06-01T00:00:00.000Z');
    try {
      await importFeed(handle.db, {
        dealershipId: site.dealershipId,
        rows: [feedRow(1), feedRow(2)],
        now,
        origin: 'server-a',
      });
      await until(() => heard.length === 1);
      expect(heard[0]).toEqual({ dealershipId: site.dealershipId, origin: 'server-a' });

      await importFeed(handle.db, {
        dealershipId: site.dealershipId,
        rows: [feedRow(1), feedRow(2)],
        now,
      });
      // A full feed without car 2 sells it: heard, with no origin (the import command).
      await importFeed(handle.db, { dealershipId: site.dealershipId, rows: [feedRow(1)], now });
      await until(() => heard.length >= 2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual([
        { dealershipId: site.dealershipId, origin: 'server-a' },
        { dealershipId: site.dealershipId, origin: null },
      ]);
    } finally {
      await stop();
    }
    await importFeed(handle.db, {
      dealershipId: site.dealershipId,
      rows: [feedRow(3)],
      now,
      full: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toHaveLength(2);
  });

  it.runIf(backend === 'postgres')(
    'a lost listening connection is told (every dealership may have changed) and listening resumes',
    async () => {
      const handle = getDb();
      const site = await insertTestSite(handle.db, 'relisten');
      const heard: (StockNotice | null)[] = [];
      const stop = await listenForStockChanges(handle, (notice) => heard.push(notice));
      try {
        await queryRows(
          handle.db,
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where query ilike 'listen %' and datname = current_database()`,
        );
        // Once when the connection is lost, once more when listening again.
        await until(() => heard.filter((n) => n === null).length === 2, 10_000);
        await importFeed(handle.db, {
          dealershipId: site.dealershipId,
          // Car ids are unique across dealerships: a car of its own.
          rows: [feedRow(41)],
          now: new Date('2025-06-01T00:00:00.000Z'),
        });
        await until(() => heard.some((n) => n !== null));
        expect(heard.at(-1)).toEqual({ dealershipId: site.dealershipId, origin: null });
      } finally {
        await stop();
      }
    },
    30_000,
  );
});
