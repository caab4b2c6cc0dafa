import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { committedMigrations, migrateDatabase } from '../db/migrations';
import { cars, dealerships, locations, siteDealerships, sites } from '../db/schema';
import { importFeed } from '../import/import-feed';
import { loadSiteLocations } from '../locations/site-locations';
import { describeEachBackend } from '../testing/backends';
import { feedRow, testSiteConfig } from '../testing/fixtures';
import { registerSites } from './register-sites';

// Adding a dealer to a running platform (docs/operations.md#adding-a-site): a
// site file, a restart (which registers every site file), and the dealer's
// stock through the import. Nothing of any other site changes.

const alpha = testSiteConfig('alpha', {
  locations: [
    {
      id: 'alpha-sales',
      name: 'Alpha Motors Sales',
      location_type: 'sales',
      dealership_slug: 'alpha-motors',
      phone: '07 3000 0001',
    },
  ],
});
const bravo = testSiteConfig('bravo', {
  address: { street: '9 Other Road', city: 'Cairns', state: 'qld', postcode: '4870' },
});

/** A feed of `count` cars for one dealership, its ids and slugs its own. */
function feed(prefix: string, count: number, from = 1) {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return feedRow(n, {
      id: `${prefix}-car-${n}`,
      slug: `2021-mazda-cx-5-maxx-${prefix}-${n}`,
      stocknum: `${prefix.toUpperCase()}${n}`,
    });
  });
}

const firstDay = new Date('2025-03-01T00:00:00.000Z');
const secondDay = new Date('2025-03-02T00:00:00.000Z');

describeEachBackend(
  'adding a site to a running platform',
  (getDb) => {
    beforeAll(async () => {
      const applied = await migrateDatabase(getDb());
      expect(applied.map((m) => m.tag)).toEqual(committedMigrations().map((m) => m.tag));
    });

    const everything = async () => {
      const { db } = getDb();
      return {
        sites: await db.select().from(sites).where(eq(sites.id, 'alpha-site')),
        links: await db
          .select()
          .from(siteDealerships)
          .where(eq(siteDealerships.siteId, 'alpha-site')),
        dealership: await db.select().from(dealerships).where(eq(dealerships.id, 'alpha-d1')),
        locations: await db
          .select()
          .from(locations)
          .where(eq(locations.dealershipId, 'alpha-d1'))
          .orderBy(asc(locations.id)),
        cars: await db
          .select()
          .from(cars)
          .where(eq(cars.dealershipId, 'alpha-d1'))
          .orderBy(asc(cars.id)),
      };
    };

    it('starts with no demo data: no makes, no models, no offers, no cars', async () => {
      const { db } = getDb();
      const [counts] = await queryRows<Record<string, number>>(
        db,
        sql`select (select count(*)::int from manufacturers) as makes,
          (select count(*)::int from models) as models,
          (select count(*)::int from offers) as offers,
          (select count(*)::int from cars) as cars`,
      );
      expect(counts).toEqual({ makes: 0, models: 0, offers: 0, cars: 0 });
    });

    it("refuses a dealer's feed before its site is registered, naming what to do", async () => {
      await expect(
        importFeed(getDb().db, { dealershipId: 'alpha-d1', rows: feed('a', 1), now: firstDay }),
      ).rejects.toThrow(/no site file lists it/);
    });

    it("serves the first dealer's stock once its site is registered and its feed imported", async () => {
      const { db } = getDb();
      await registerSites(db, [alpha]);
      const report = await importFeed(db, {
        dealershipId: 'alpha-d1',
        rows: feed('a', 12),
        now: firstDay,
      });
      expect(report).toMatchObject({ inserted: 12, rejectedRows: 0, markedSold: 0 });
      const read = await loadSiteLocations(db, ['alpha-d1']);
      expect(read.problems).toEqual([]);
      expect(read.locations.map((l) => [l.name, l.contact_detail?.phone])).toEqual([
        ['Alpha Motors Sales', '07 3000 0001'],
      ]);
    });

    it("adds a second dealer without changing anything of the first's", async () => {
      const { db } = getDb();
      const before = await everything();
      expect(before.cars).toHaveLength(12);

      // The second site file, then a restart: every site file is registered again.
      await registerSites(db, [alpha, bravo]);
      const report = await importFeed(db, {
        dealershipId: 'bravo-d1',
        rows: feed('b', 5),
        now: secondDay,
      });
      expect(report).toMatchObject({ inserted: 5, rejectedRows: 0, markedSold: 0 });

      expect(await everything()).toEqual(before);
      const alphaCars = await db.select().from(cars).where(eq(cars.dealershipId, 'alpha-d1'));
      expect(alphaCars.every((c) => c.status === 'in_stock' && c.soldAt === null)).toBe(true);
      const bravoCars = await db.select().from(cars).where(eq(cars.dealershipId, 'bravo-d1'));
      expect(bravoCars).toHaveLength(5);
      // A site without listed locations sells from its own address.
      const read = await loadSiteLocations(db, ['bravo-d1']);
      expect(read.locations.map((l) => l.address.city)).toEqual(['Cairns']);
    });

    it("marks sold only the second dealer's car its next full feed leaves out", async () => {
      const { db } = getDb();
      const before = await everything();
      const report = await importFeed(db, {
        dealershipId: 'bravo-d1',
        rows: feed('b', 4),
        now: secondDay,
      });
      expect(report).toMatchObject({ unchanged: 4, markedSold: 1 });
      expect(await everything()).toEqual(before);
    });

    it('takes a changed site file on the next start, and unlinks a dealership it no longer lists', async () => {
      const { db } = getDb();
      const grown = { ...alpha, dealerships: ['alpha-motors', 'alpha-east'], name: 'Alpha Group' };
      await registerSites(db, [grown, bravo]);
      const links = () =>
        db
          .select({ id: siteDealerships.dealershipId })
          .from(siteDealerships)
          .where(eq(siteDealerships.siteId, 'alpha-site'))
          .orderBy(asc(siteDealerships.dealershipId));
      expect(await links()).toEqual([{ id: 'alpha-d1' }, { id: 'alpha-east' }]);
      await registerSites(db, [alpha, bravo]);
      expect(await links()).toEqual([{ id: 'alpha-d1' }]);
      const [dealership] = await db
        .select()
        .from(dealerships)
        .where(eq(dealerships.id, 'alpha-d1'));
      expect(dealership?.name).toBe('alpha site');
      expect(
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(cars)
          .where(eq(cars.dealershipId, 'alpha-d1')),
      ).toEqual([{ n: 12 }]);
    });
  },
  { migrate: false },
);
