import type { Car } from '@forecourt/core';
import { expect, it } from 'vitest';
import { importFeed } from '../import/import-feed';
import { describeEachBackend } from '../testing/backends';
import { feedRow, insertTestSite } from '../testing/fixtures';
import { connectSearchIndex, createStockEvents } from './stock-events';

describeEachBackend('search index kept in step with imports', (getDb) => {
  it('upserts imported cars and marks sold ones in the same run', async () => {
    const { db } = getDb();
    const site = await insertTestSite(db, 'idx');
    const index = new Map<string, Car>();
    const events = createStockEvents();
    const disconnect = connectSearchIndex(events, { upsert: (car) => index.set(car.id, car) });
    const now = new Date('2025-06-01T00:00:00.000Z');
    await importFeed(db, {
      dealershipId: site.dealershipId,
      rows: [feedRow(1), feedRow(2)],
      now,
      events,
    });
    expect([...index.keys()].sort()).toEqual(['car-1', 'car-2']);
    await importFeed(db, {
      dealershipId: site.dealershipId,
      rows: [feedRow(1, { price: 1_000 })],
      now,
      events,
    });
    expect(index.get('car-1')?.price).toBe(1_000);
    expect(index.get('car-2')?.status).toBe('sold');
    expect(index.get('car-2')?.sold_date_timestamp).toBe(now.getTime() / 1000);
    disconnect();
    await importFeed(db, {
      dealershipId: site.dealershipId,
      rows: [feedRow(1), feedRow(3)],
      now,
      events,
    });
    expect(index.has('car-3')).toBe(false);
  });
});
