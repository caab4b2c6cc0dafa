import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../testing/backends';
import { databaseOptionsFromEnv, openDatabase, queryRows, resolveDataDir } from './database';
import { cars, dealerships, leadDeliveries, leads, sites } from './schema';

const expectedTables = [
  'cars',
  'dealerships',
  'lead_deliveries',
  'lead_miscellaneous',
  'leads',
  'locations',
  'manufacturers',
  'models',
  'offers',
  'opening_hours',
  'phone_reveals',
  'rate_limit_hits',
  'reservations',
  'simulated_payment_events',
  'simulated_payments',
  'site_dealerships',
  'sites',
  'special_hours',
  'test_drive_bookings',
];

describeEachBackend('database schema', (getDb) => {
  it('creates every table of the migrations', async () => {
    const { db } = getDb();
    const rows = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(expectedTables);
  });

  it('rejects a car status outside the spec list', async () => {
    const { db } = getDb();
    await db.insert(dealerships).values({ id: 'd1', slug: 'd-one', name: 'D One' });
    await expect(
      db.insert(cars).values({
        id: 'c1',
        dealershipId: 'd1',
        stockKey: 'stock:1',
        slug: 'c-1',
        make: 'Mazda',
        model: 'CX-5',
        year: 2022,
        carType: 'used',
        itemType: 'car',
        status: 'lost',
        data: {},
        dataHash: 'x',
      }),
    ).rejects.toThrow();
  });

  it('keeps one lead per site and idempotency key', async () => {
    const { db } = getDb();
    await db.insert(sites).values({ id: 's1', slug: 's-one', name: 'S', template: 'classic' });
    const row = {
      siteId: 's1',
      dealershipId: 'd1',
      idempotencyKey: 'k-1',
      category: 'General Enquiry',
      payload: {},
    };
    await db.insert(leads).values({ ...row, id: '00000000-0000-4000-8000-000000000001' });
    await expect(
      db.insert(leads).values({ ...row, id: '00000000-0000-4000-8000-000000000002' }),
    ).rejects.toThrow();
    const stored = await db.select().from(leads).where(eq(leads.siteId, 's1'));
    expect(stored).toHaveLength(1);
  });

  it('rolls back the lead when its outbox row fails in the same transaction', async () => {
    const { db } = getDb();
    const id = '00000000-0000-4000-8000-000000000003';
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(leads).values({
          id,
          siteId: 's1',
          dealershipId: 'd1',
          category: 'General Enquiry',
          payload: {},
        });
        await tx.insert(leadDeliveries).values({
          leadId: id,
          destinationIndex: 0,
          destination: {},
          status: 'lost',
        });
      }),
    ).rejects.toThrow();
    expect(await db.select().from(leads).where(eq(leads.id, id))).toEqual([]);
  });
});

describe('database location', () => {
  it('uses DATABASE_URL when it is set', () => {
    expect(databaseOptionsFromEnv({ DATABASE_URL: 'postgres://x@h/db' })).toEqual({
      databaseUrl: 'postgres://x@h/db',
    });
  });

  it('uses DATA_DIR for the embedded database, else .data at the repository root', () => {
    expect(databaseOptionsFromEnv({ DATA_DIR: '/tmp/elsewhere' })).toEqual({
      dataDir: '/tmp/elsewhere',
    });
    expect(resolveDataDir({})).toMatch(/[/\\]\.data$/);
  });

  it('creates and migrates a new data folder on first start, and reopens it with its rows', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'forecourt-db-')), 'nested', 'data');
    try {
      const first = await openDatabase({ dataDir });
      await first.db.insert(dealerships).values({ id: 'd9', slug: 'd-nine', name: 'Nine' });
      await first.close();
      const again = await openDatabase({ dataDir });
      const rows = await again.db.select().from(dealerships);
      expect(rows.map((r) => r.slug)).toEqual(['d-nine']);
      await again.close();
    } finally {
      rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
    }
  });

  it('refuses a data folder another live process holds, and takes over a dead one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-lock-'));
    try {
      // Our parent process is alive, so its pid stands for "another process".
      writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.ppid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(/is in use by process/);
      // A pid far above pid_max never belongs to a live process.
      writeFileSync(path.join(dataDir, 'pglite.lock'), '99999999');
      const handle = await openDatabase({ dataDir });
      await handle.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
