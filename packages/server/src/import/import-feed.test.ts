import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { cars } from '../db/schema';
import { createStockEvents, type StockChange } from '../stock-events/stock-events';
import { describeEachBackend } from '../testing/backends';
import { feedRow, insertTestSite, type TestSite } from '../testing/fixtures';
import { importFeed } from './import-feed';

const now = new Date('2025-06-01T10:00:00.000Z');

describeEachBackend('stock import', (getDb) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await insertTestSite(getDb().db, 'imp');
  });

  it('reports each bad row with its row number, field and reason, and skips it', async () => {
    const { db } = getDb();
    const rows = [
      feedRow(1),
      feedRow(2, { price: 'twelve' }),
      feedRow(3, { car_type: 'nearly new', year: 1800 }),
      feedRow(4, { stocknum: null, vin: null }),
      'not a car',
      feedRow(6, { dealership_id: 'someone-else' }),
      feedRow(7, { stocknum: 'S00001', id: 'car-7b', slug: 'car-7b' }),
    ];
    const report = await importFeed(db, { dealershipId: site.dealershipId, rows, now });
    expect(report.inserted).toBe(1);
    expect(report.rejectedRows).toBe(6);
    expect(report.rejected).toEqual([
      { row: 2, field: 'price', reason: expect.any(String) },
      { row: 3, field: 'year', reason: expect.any(String) },
      { row: 3, field: 'car_type', reason: expect.any(String) },
      { row: 4, field: 'stocknum', reason: 'a stock number or a VIN is required to match the car' },
      { row: 5, field: '(row)', reason: 'expected an object' },
      {
        row: 6,
        field: 'dealership_id',
        reason: `must be "${site.dealershipId}", the dealership of this feed`,
      },
      { row: 7, field: 'stocknum', reason: 'repeats row 1' },
    ]);
    const stored = await db.select().from(cars).where(eq(cars.dealershipId, site.dealershipId));
    expect(stored.map((c) => c.id)).toEqual(['car-1']);
  });

  it('changes nothing when the same feed is imported again', async () => {
    const { db } = getDb();
    const rows = [feedRow(1), feedRow(10), feedRow(11, { stocknum: '', vin: 'JM0KF4W7A00123456' })];
    const first = await importFeed(db, { dealershipId: site.dealershipId, rows, now });
    expect([first.inserted, first.updated, first.unchanged]).toEqual([2, 0, 1]);
    const before = await db.select().from(cars).where(eq(cars.dealershipId, site.dealershipId));
    const later = new Date(now.getTime() + 3_600_000);
    const again = await importFeed(db, { dealershipId: site.dealershipId, rows, now: later });
    expect([again.inserted, again.updated, again.unchanged, again.markedSold]).toEqual([
      0, 0, 3, 0,
    ]);
    const after = await db.select().from(cars).where(eq(cars.dealershipId, site.dealershipId));
    expect(after).toEqual(before);
  });

  it('updates a car matched by stock number, and one matched by VIN when it has no stock number', async () => {
    const { db } = getDb();
    const rows = [
      feedRow(1, { price: 25_000 }),
      feedRow(10),
      feedRow(11, { stocknum: null, vin: 'jm0kf4w7a00123456', km: 99 }),
    ];
    const report = await importFeed(db, { dealershipId: site.dealershipId, rows, now });
    expect([report.inserted, report.updated, report.unchanged]).toEqual([0, 2, 1]);
    const [one] = await db.select().from(cars).where(eq(cars.id, 'car-1'));
    expect(one?.price).toBe(25_000);
    const [eleven] = await db.select().from(cars).where(eq(cars.id, 'car-11'));
    expect((eleven?.data as { km?: number } | undefined)?.km).toBe(99);
  });

  it('marks cars missing from a full feed as sold with the sold date, and leaves them on a partial feed', async () => {
    const { db } = getDb();
    const partial = await importFeed(db, {
      dealershipId: site.dealershipId,
      rows: [feedRow(1, { price: 25_000 })],
      now,
      full: false,
    });
    expect(partial.markedSold).toBe(0);

    const soldAt = new Date('2025-06-02T09:30:00.000Z');
    const full = await importFeed(db, {
      dealershipId: site.dealershipId,
      rows: [feedRow(1, { price: 25_000 })],
      now: soldAt,
    });
    expect(full.markedSold).toBe(2);
    const stored = await db.select().from(cars).where(eq(cars.dealershipId, site.dealershipId));
    const byId = new Map(stored.map((c) => [c.id, c]));
    expect(byId.get('car-1')?.status).toBe('in_stock');
    expect(byId.get('car-10')?.status).toBe('sold');
    expect(byId.get('car-10')?.soldAt?.toISOString()).toBe(soldAt.toISOString());
    const soldData = byId.get('car-10')?.data as { sold_date_timestamp?: number } | undefined;
    expect(soldData?.sold_date_timestamp).toBe(soldAt.getTime() / 1000);
    // Sold once is sold: a second full import does not move the sold date.
    const again = await importFeed(db, {
      dealershipId: site.dealershipId,
      rows: [feedRow(1, { price: 25_000 })],
      now: new Date('2025-06-05T00:00:00.000Z'),
    });
    expect(again.markedSold).toBe(0);
    const [ten] = await db.select().from(cars).where(eq(cars.id, 'car-10'));
    expect(ten?.soldAt?.toISOString()).toBe(soldAt.toISOString());
  });

  it('does not mark a car sold when its row is in the feed but malformed', async () => {
    const { db } = getDb();
    await importFeed(db, {
      dealershipId: site.dealershipId,
      rows: [feedRow(20), feedRow(21)],
      now,
      full: false,
    });
    const report = await importFeed(db, {
      dealershipId: site.dealershipId,
      rows: [feedRow(1, { price: 25_000 }), feedRow(20), feedRow(21, { year: 'soon' })],
      now,
    });
    expect(report.rejected).toEqual([{ row: 3, field: 'year', reason: expect.any(String) }]);
    const [car21] = await db.select().from(cars).where(eq(cars.id, 'car-21'));
    expect(car21?.status).toBe('in_stock');
  });

  it('brings a sold car back when the feed lists it again', async () => {
    const { db } = getDb();
    const report = await importFeed(db, {
      dealershipId: site.dealershipId,
      rows: [feedRow(1, { price: 25_000 }), feedRow(10), feedRow(20), feedRow(21)],
      now,
    });
    expect(report.updated).toBe(1);
    const [ten] = await db.select().from(cars).where(eq(cars.id, 'car-10'));
    expect([ten?.status, ten?.soldAt]).toEqual(['in_stock', null]);
  });

  it("rejects a row whose id or slug belongs to another dealership's car", async () => {
    const { db } = getDb();
    const report = await importFeed(db, {
      dealershipId: site.otherDealershipId,
      rows: [
        feedRow(1, { stocknum: 'X1' }),
        feedRow(2, { stocknum: 'X2', slug: '2021-mazda-cx-5-maxx-10' }),
      ],
      now,
    });
    expect(report.rejected).toEqual([
      { row: 1, field: 'id', reason: 'already belongs to another car' },
      { row: 1, field: 'slug', reason: 'already belongs to another car' },
      { row: 2, field: 'slug', reason: 'already belongs to another car' },
    ]);
    expect(report.inserted).toBe(0);
  });

  it('tells stock listeners what was upserted and sold, after the commit', async () => {
    const { db } = getDb();
    const events = createStockEvents();
    const seen: StockChange[] = [];
    events.subscribe(async (changes) => {
      // The change is visible to a reader by the time the listener runs.
      const rows = await db
        .select({ id: cars.id, status: cars.status })
        .from(cars)
        .where(eq(cars.id, 'car-30'));
      expect(rows).toEqual([{ id: 'car-30', status: 'in_stock' }]);
      seen.push(...changes);
    });
    events.subscribe(() => {
      throw new Error('index offline');
    });
    const report = await importFeed(db, {
      dealershipId: site.dealershipId,
      rows: [feedRow(1, { price: 25_000 }), feedRow(10), feedRow(20), feedRow(30)],
      now,
      events,
    });
    expect(report.listenerErrors).toEqual(['index offline']);
    expect(
      seen.map((c) => (c.type === 'car.upserted' ? `up:${c.car.id}` : `sold:${c.carId}`)),
    ).toEqual(['up:car-30', 'sold:car-21']);
  });

  it("stores a caravan's fields and refuses one out of range, naming the row and field", async () => {
    const { db } = getDb();
    const van = { item_type: 'caravan', berths: 4, tare_kg: 1700, atm_kg: 2300, length_ft: 16 };
    const rows = [
      feedRow(60, { ...van, axles: 1, off_road_rating: 'Semi off-road' }),
      feedRow(61, { ...van, atm_kg: '45000' }),
      feedRow(62, { ...van, berths: 0, off_road_rating: 'lunar' }),
    ];
    const report = await importFeed(db, {
      dealershipId: site.dealershipId,
      rows,
      now,
      full: false,
    });
    expect(report.inserted).toBe(1);
    expect(report.rejected).toEqual([
      { row: 2, field: 'atm_kg', reason: 'must be from 100 to 4,500 kg' },
      { row: 3, field: 'berths', reason: 'must be a whole number from 1 to 12' },
      {
        row: 3,
        field: 'off_road_rating',
        reason: 'must be one of On-road, Semi off-road, Off-road',
      },
    ]);
    const [stored] = await db.select().from(cars).where(eq(cars.id, 'car-60'));
    expect(stored?.data).toMatchObject({
      berths: 4,
      tare_kg: 1700,
      atm_kg: 2300,
      length_ft: 16,
      axles: 1,
      off_road_rating: 'semi_off_road',
    });
  });

  it('refuses a row with an unsafe photo or file address, naming the row and field, and imports the others', async () => {
    const { db } = getDb();
    const rows = [
      feedRow(40, {
        primary_image_url: 'https://cdn.example/40/0.jpg',
        images: [{ image: { url: '/media/cars/40/0.jpg' } }],
        thumbnails: ['/media/cars/40/0.jpg?w=320'],
        file: '/media/history/40.pdf',
      }),
      feedRow(41, { primary_image_url: 'JaVaScRiPt:alert(document.cookie)' }),
      feedRow(42, {
        images: [
          { image: { url: '/media/cars/42/0.jpg' } },
          { image: { url: '/media/cars/42/1.jpg" onerror="alert(1)' } },
        ],
      }),
      feedRow(43, { file: '//evil.example/report.pdf' }),
      feedRow(44, { thumbnails: ['data:image/svg+xml;base64,PHN2Zz4='] }),
      feedRow(45, { primary_image_url: '/media/cars/45/0.jpg' }),
      // An update of a stored car with an unsafe address leaves the car as it was.
      feedRow(1, { price: 25_000, primary_image_url: "/a.jpg'><script>alert(1)</script>" }),
    ];
    const report = await importFeed(db, {
      dealershipId: site.dealershipId,
      rows,
      now,
      full: false,
    });
    expect(report.rejected).toEqual([
      {
        row: 2,
        field: 'primary_image_url',
        reason:
          'uses the "javascript:" scheme; must be a path starting with "/" or an absolute https:// or http:// address',
      },
      {
        row: 3,
        field: 'images.1.image.url',
        reason: 'must not contain spaces or control characters',
      },
      {
        row: 4,
        field: 'file',
        reason: 'must not start with "//" (an address on another host needs https://)',
      },
      {
        row: 5,
        field: 'thumbnails.0',
        reason:
          'uses the "data:" scheme; must be a path starting with "/" or an absolute https:// or http:// address',
      },
      {
        row: 7,
        field: 'primary_image_url',
        reason: 'must not contain quotes, angle brackets, backticks or backslashes',
      },
    ]);
    expect([report.inserted, report.updated, report.rejectedRows]).toEqual([2, 0, 5]);
    const stored = await db.select().from(cars).where(eq(cars.dealershipId, site.dealershipId));
    const byId = new Map(stored.map((c) => [c.id, c]));
    expect(['car-41', 'car-42', 'car-43', 'car-44'].filter((id) => byId.has(id))).toEqual([]);
    const forty = byId.get('car-40')?.data as Record<string, unknown> | undefined;
    expect(forty?.primary_image_url).toBe('https://cdn.example/40/0.jpg');
    expect(forty?.file).toBe('/media/history/40.pdf');
    const fortyFive = byId.get('car-45')?.data as Record<string, unknown> | undefined;
    expect(fortyFive?.primary_image_url).toBe('/media/cars/45/0.jpg');
    const one = byId.get('car-1')?.data as Record<string, unknown> | undefined;
    expect([byId.get('car-1')?.status, one?.primary_image_url]).toEqual(['in_stock', null]);
  });

  it('refuses a row with a NUL character, keeps one with half a surrogate pair (replaced), and imports the others', async () => {
    const { db } = getDb();
    const rows = [
      feedRow(50, { description: 'One owner \u0000 from new' }),
      // Half of a surrogate pair (JSON may carry one alone); PostgreSQL cannot store it.
      feedRow(51, { description: 'Tidy \uD83D' }),
      feedRow(52),
    ];
    const report = await importFeed(db, {
      dealershipId: site.dealershipId,
      rows,
      now,
      full: false,
    });
    expect(report.rejected).toEqual([
      {
        row: 1,
        field: '(row)',
        reason: 'contains a NUL character (U+0000), which the database cannot store',
      },
    ]);
    expect([report.inserted, report.rejectedRows]).toEqual([2, 1]);
    const stored = await db.select().from(cars).where(eq(cars.dealershipId, site.dealershipId));
    const byId = new Map(stored.map((c) => [c.id, c]));
    expect(byId.has('car-50')).toBe(false);
    expect((byId.get('car-51')?.data as { description?: string } | undefined)?.description).toBe(
      'Tidy \uFFFD',
    );
    expect(byId.has('car-52')).toBe(true);
  });
});
