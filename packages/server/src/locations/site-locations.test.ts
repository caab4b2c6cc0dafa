import { type SiteConfig, siteConfigSchema } from '@forecourt/core';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { locations } from '../db/schema';
import { seedDemo } from '../demo/seed';
import { describeEachBackend } from '../testing/backends';
import { loadSiteLocations } from './site-locations';

// A group of two stores: Harbour Toyota lists its sales, service and parts
// departments as three locations at one address; Harbour Kia a showroom elsewhere.
const group: SiteConfig = siteConfigSchema.parse({
  slug: 'harbour-test',
  template: 'metro',
  name: 'Harbour Test Group',
  dealership_id: 900,
  address: { street: '412 Parramatta Road', city: 'Homebush', state: 'nsw', postcode: '2140' },
  dealerships: ['harbour-toyota', 'harbour-kia'],
  locations: [
    {
      id: 901,
      name: 'Harbour Toyota Sales',
      location_type: 'sales',
      dealership_slug: 'harbour-toyota',
      phone: '02 5550 1010',
    },
    {
      id: 902,
      name: 'Harbour Toyota Service',
      location_type: 'service',
      dealership_slug: 'harbour-toyota',
      phone: '02 5550 1020',
    },
    {
      id: 903,
      name: 'Harbour Toyota Parts',
      location_type: 'parts',
      dealership_slug: 'harbour-toyota',
    },
    {
      id: 921,
      name: 'Harbour Kia Auburn',
      location_type: 'sales',
      dealership_slug: 'harbour-kia',
      address: { street: '77 Parramatta Road', city: 'Auburn', state: 'nsw', postcode: '2144' },
    },
  ].map((l) =>
    'address' in l
      ? l
      : {
          ...l,
          address: {
            street: '412 Parramatta Road',
            city: 'Homebush',
            state: 'nsw',
            postcode: '2140',
          },
        },
  ),
  stock: { count: 10 },
});

describeEachBackend('the locations of a site', (getDb) => {
  beforeAll(async () => {
    await seedDemo(getDb().db, {
      sites: [group] as unknown as Parameters<typeof seedDemo>[1]['sites'],
      carCount: 10,
      now: new Date('2026-11-16T09:00:00+11:00'),
    });
  }, 120_000);

  it('reads every location of the dealerships as locations, with no problem', async () => {
    const { locations: read, problems } = await loadSiteLocations(getDb().db, [
      '900',
      'harbour-kia',
    ]);
    expect(problems).toEqual([]);
    expect(read.map((l) => [l.id, l.slug, l.location_type, l.dealership_slug])).toEqual([
      ['901', 'harbour-toyota-sales', 'sales', 'harbour-toyota'],
      ['902', 'harbour-toyota-service', 'service', 'harbour-toyota'],
      ['903', 'harbour-toyota-parts', 'parts', 'harbour-toyota'],
      ['921', 'harbour-kia-auburn', 'sales', 'harbour-kia'],
    ]);
    const sales = read[0];
    expect(sales?.primary).toBe(true);
    expect(sales?.address).toMatchObject({ state: 'NSW', postcode: '2140', lat: -33.835 });
    expect(sales?.contact_detail.phone).toBe('02 5550 1010');
    expect(sales?.contact_detail.opening_hours).toHaveLength(7);
    expect(sales?.dealer_license_number).toMatch(/^MD \d{5}$/);
  });

  it("a showroom's department switcher has its premises' service and parts, with their hours", async () => {
    const { locations: read } = await loadSiteLocations(getDb().db, ['900', 'harbour-kia']);
    const sales = read.find((l) => l.id === '901');
    expect(sales?.departments.map((d) => d.department)).toEqual(['sales', 'service', 'parts']);
    const service = sales?.departments.find((d) => d.department === 'service');
    expect(service?.opening_hours.find((h) => h.weekday === 1)?.open).toBe('7:30 AM');
    // The Kia showroom stands alone: sales only.
    expect(read.find((l) => l.id === '921')?.departments.map((d) => d.department)).toEqual([
      'sales',
    ]);
  });

  it("a department's special hours come with it; its 'all' ones become that department's", async () => {
    const { locations: read } = await loadSiteLocations(getDb().db, ['900', 'harbour-kia']);
    const sales = read.find((l) => l.id === '901');
    const christmas = sales?.special_hours.filter((s) => s.date === '2026-12-25') ?? [];
    expect(christmas.map((s) => s.department).sort()).toEqual(['all', 'parts', 'service']);
    // Staff training is the workshop's only.
    expect(sales?.special_hours.find((s) => s.date === '2026-11-18')).toMatchObject({
      department: 'service',
      end_hour: '1:00 PM',
    });
  });

  it('a hidden location is read too (the pages leave it out), and other sites’ are not', async () => {
    const { db } = getDb();
    await db.update(locations).set({ visible: false }).where(eq(locations.id, '903'));
    const { locations: read } = await loadSiteLocations(db, ['900']);
    expect(read.map((l) => [l.id, l.visible])).toEqual([
      ['901', true],
      ['902', true],
      ['903', false],
    ]);
    expect((await loadSiteLocations(db, ['nobody'])).locations).toEqual([]);
  });
});
