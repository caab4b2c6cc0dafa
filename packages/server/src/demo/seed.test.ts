import { carSchema, isCarOnSite, type SiteConfig } from '@forecourt/core';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { loadModels } from '../catalogue/models';
import { queryRows } from '../db/database';
import { cars, dealerships, locations, manufacturers, openingHours, sites } from '../db/schema';
import { createStockEvents } from '../stock-events/stock-events';
import { describeEachBackend } from '../testing/backends';
import { type SeedReport, seedDemo } from './seed';
import { demoSitesDir, loadDemoSites } from './sites';

const now = new Date('2025-06-01T00:00:00.000Z');

describeEachBackend('demo seed', (getDb) => {
  let report: SeedReport;
  let published = 0;
  let demoSites: SiteConfig[] = [];
  beforeAll(async () => {
    demoSites = await loadDemoSites(demoSitesDir());
    const events = createStockEvents();
    events.subscribe((changes) => {
      published += changes.length;
    });
    report = await seedDemo(getDb().db, {
      sites: demoSites,
      carCount: 5_000,
      now,
      events,
      configs: new Map(demoSites.map((s) => [s.slug, s as unknown as Record<string, unknown>])),
    });
  }, 120_000);

  it('imports 5,000 cars with no rejected row, and tells the stock listeners about each', async () => {
    const { db } = getDb();
    expect(report.imports.flatMap((r) => r.rejected)).toEqual([]);
    const [{ count }] = (await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from cars`,
    )) as [{ count: number }];
    expect(count).toBe(5_000);
    expect(published).toBe(5_000);
  });

  it('stores every demo site, its dealerships and its locations with opening hours', async () => {
    const { db } = getDb();
    expect((await db.select().from(sites)).length).toBe(report.sites);
    expect(report.sites).toBeGreaterThanOrEqual(3);
    expect((await db.select().from(dealerships)).length).toBe(report.dealerships);
    const hours = await db.select().from(openingHours).where(eq(openingHours.weekday, 0));
    expect(hours.every((h) => h.status === 'Closed')).toBe(true);
    expect((await db.select().from(locations)).length).toBe(report.locations);
  });

  it("gives each store of a group the lead addresses it names, the others the site's", async () => {
    const { db } = getDb();
    const rows = await db.select().from(dealerships);
    const of = (slug: string) => rows.find((d) => d.slug === slug)?.leadDestinations;
    expect(of('harbour-toyota')).toEqual([
      { kind: 'email', to: 'sales@harbourtoyota.example', format: 'adf' },
    ]);
    expect(of('harbour-kia')).toEqual([
      { kind: 'email', to: 'sales@harbourkia.example', format: 'adf' },
    ]);
    // A site with one set of addresses: its dealership takes them.
    const ironbark = demoSites.find((s) => s.slug === 'ironbark-nissan');
    const own = of('ironbark-nissan');
    expect(own).toHaveLength(
      (ironbark?.server.leads.webhook_urls.length ?? 0) +
        (ironbark?.server.leads.emails.length ?? 0),
    );
  });

  it('lists about 140 makes', async () => {
    const { db } = getDb();
    const makes = await db.select().from(manufacturers);
    expect(makes.length).toBeGreaterThanOrEqual(130);
    expect(makes.length).toBeLessThanOrEqual(150);
  });

  it("stores the new-car range with the body categories a manufacturer's Models dropdown groups by", async () => {
    const range = await loadModels(getDb().db);
    expect(range.length).toBe(report.models);
    expect(range.every((m) => m.manufacturer_body !== null)).toBe(true);
    const of = (make: string, name: string) =>
      range
        .filter((m) => m.manufacturer_name === make && m.name === name)
        .map((m) => [m.slug, m.manufacturer_body, m.manufacturer_body2]);
    expect(of('Toyota', 'RAV4')).toEqual([['rav4', 'SUV', 'Hybrid']]);
    expect(of('Toyota', 'HiLux')).toEqual([['hilux', 'Utes', null]]);
    expect(of('Nissan', 'Leaf')).toEqual([['leaf', 'Hatch and Sedan', 'Electric']]);
  });

  it('has new, used and demo cars, caravans, and cars sold inside and outside the 3-day window', async () => {
    const { db } = getDb();
    const byType = await queryRows<{ car_type: string; item_type: string; n: number }>(
      db,
      sql`select car_type, item_type, count(*)::int as n from cars group by car_type, item_type`,
    );
    const types = new Set(byType.map((r) => r.car_type));
    expect(types).toEqual(new Set(['new', 'used', 'demo']));
    expect(byType.some((r) => r.item_type === 'caravan' && r.n > 0)).toBe(true);
    const threeDaysAgo = new Date(now.getTime() - 3 * 86_400_000);
    const recent = await db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.status, 'sold'), sql`${cars.soldAt} > ${threeDaysAgo.toISOString()}`));
    const older = await db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.status, 'sold'), sql`${cars.soldAt} <= ${threeDaysAgo.toISOString()}`));
    expect(recent.length).toBeGreaterThan(0);
    expect(older.length).toBeGreaterThan(recent.length);
  });

  it('stores for each site only stock in its scope, and some of every car type it sells', async () => {
    const { db } = getDb();
    const rows = await queryRows<{ data: Record<string, unknown> }>(db, sql`select data from cars`);
    const stored = rows.map((r) => carSchema.parse(r.data));
    for (const site of demoSites) {
      const cars = stored.filter((c) => site.dealerships.includes(c.dealership_slug));
      expect(cars.length, site.slug).toBeGreaterThan(0);
      expect(
        cars.filter((c) => !isCarOnSite(c, site)).map((c) => `${c.name} (${c.car_type})`),
        site.slug,
      ).toEqual([]);
      expect(new Set(cars.map((c) => c.car_type)), site.slug).toEqual(
        new Set(site.search.car_types),
      );
    }
  });

  it('gives every car of a site with a finance provider lender data for that provider', async () => {
    const { db } = getDb();
    const rows = await queryRows<{ provider: string; n: number; with_lender: number }>(
      db,
      sql`select s.config->>'finance_provider' as provider, count(*)::int as n,
            count(*) filter (where c.data->'finance_lenders' ? (s.config->>'finance_provider'))::int as with_lender
          from cars c join site_dealerships sd on sd.dealership_id = c.dealership_id join sites s on s.id = sd.site_id
          where (c.data->>'price')::numeric > 500 and s.config->>'finance_provider' is not null
          group by 1`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows)
      expect({ provider: r.provider, with_lender: r.with_lender }).toEqual({
        provider: r.provider,
        with_lender: r.n,
      });
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const { db } = getDb();
    const again = await seedDemo(db, { sites: demoSites, carCount: 5_000, now });
    expect(again.imports.reduce((n, r) => n + r.inserted + r.updated + r.markedSold, 0)).toBe(0);
  }, 120_000);
});
