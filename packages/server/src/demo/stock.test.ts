import {
  type Car,
  carSchema,
  formatFeet,
  formatKg,
  isCarOnSite,
  noCaravanFields,
  type SiteConfig,
} from '@forecourt/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { caravanLines, modelLines } from './catalogue';
import { demoDealershipsOf, newCarMakesOfSite } from './seed';
import { demoSitesDir, loadDemoSites } from './sites';
import { type DemoDealership, generateDemoStock, shareOut } from './stock';

// The demo seed is realistic per dealer. Every demo site's stock is
// what its configuration says it sells, checked over the stock the demo seeds.

const now = new Date('2025-06-01T00:00:00.000Z');
const DEMO_CARS = 5_000;

let sites: SiteConfig[] = [];
let stock: Map<string, Car[]>;

const carsOf = (site: SiteConfig): Car[] =>
  site.dealerships.flatMap((slug) =>
    [...stock.values()].flat().filter((c) => c.dealership_slug === slug),
  );
const siteOf = (slug: string): SiteConfig => {
  const site = sites.find((s) => s.slug === slug);
  if (!site) throw new Error(`demo site "${slug}" missing`);
  return site;
};
const modelsOf = (make: string) =>
  new Set(modelLines.filter((l) => l.make === make).map((l) => l.model));

beforeAll(async () => {
  sites = await loadDemoSites(demoSitesDir());
  const rows = generateDemoStock({
    dealerships: demoDealershipsOf(sites),
    count: DEMO_CARS,
    now,
  });
  stock = new Map([...rows].map(([id, cars]) => [id, cars.map((c) => carSchema.parse(c))]));
});

describe('the demo stock of every demo site', () => {
  it('has every car in the scope of the site selling it: item type, car type, franchise make when new or demo', () => {
    expect(sites.length).toBeGreaterThanOrEqual(9);
    const outside: string[] = [];
    for (const site of sites) {
      const cars = carsOf(site);
      expect(cars.length, site.slug).toBeGreaterThan(0);
      const makes = newCarMakesOfSite(site);
      for (const car of cars) {
        const where = `${site.slug}: ${car.name} (${car.item_type}, ${car.car_type})`;
        if (!site.search.item_types.includes(car.item_type)) outside.push(`${where}: item type`);
        if (!site.search.car_types.includes(car.car_type)) outside.push(`${where}: car type`);
        if (car.car_type !== 'used' && makes !== null && !makes.includes(car.make)) {
          outside.push(`${where}: not a franchise make`);
        }
        // The same rule the pages and the search apply (core site scope).
        if (!isCarOnSite(car, site)) outside.push(`${where}: outside the site scope`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('has stock of every car type each site sells', () => {
    for (const site of sites) {
      const types = new Set(carsOf(site).map((c) => c.car_type));
      expect([...types].sort(), site.slug).toEqual([...site.search.car_types].sort());
    }
  });

  it('shares the stock by each site’s stock.count, every car counted once', () => {
    expect([...stock.values()].flat().length).toBe(DEMO_CARS);
    const perCount = sites.map((s) => carsOf(s).length / s.stock.count);
    // Within rounding of one ratio: the caravan yard stocks fewer than the group.
    expect(Math.max(...perCount) - Math.min(...perCount)).toBeLessThan(0.05);
    expect(carsOf(siteOf('southern-cross-caravans')).length).toBeLessThan(
      carsOf(siteOf('harbour-motor-group')).length / 5,
    );
  });

  it('gives each car the photos its listing counts', () => {
    const wrong = [...stock.values()]
      .flat()
      .filter(
        (car) =>
          car.photos_count < 1 ||
          car.images.length !== car.photos_count ||
          car.thumbnails.length !== car.photos_count ||
          car.primary_image_url !== car.images[0]?.image.url ||
          car.images.some((image, n) => image.image.url !== `/media/cars/${car.id}/${n}.svg`),
      )
      .map((car) => car.id);
    expect(wrong).toEqual([]);
  });
});

describe('a franchise dealer', () => {
  const franchises = [
    'bayside-suzuki',
    'capital-mitsubishi',
    'ironbark-nissan',
    'riverina-hyundai',
    'tamar-valley-mazda',
    'top-end-isuzu',
  ];

  it('sells new and demo cars of its own make only, of that make’s real models', () => {
    for (const slug of franchises) {
      const site = siteOf(slug);
      const make = site.manufacturer as string;
      const fresh = carsOf(site).filter((c) => c.car_type !== 'used');
      expect(fresh.length, slug).toBeGreaterThan(0);
      expect(new Set(fresh.map((c) => c.make)), slug).toEqual(new Set([make]));
      for (const car of fresh) expect(modelsOf(make), car.name).toContain(car.model);
      // New means a model on sale now: nothing older than last year.
      for (const car of fresh) expect(car.year, car.name).toBeGreaterThanOrEqual(2024);
    }
  });

  it('has used stock of mixed makes, its own make among them', () => {
    for (const slug of franchises) {
      const site = siteOf(slug);
      const used = carsOf(site).filter((c) => c.car_type === 'used');
      const makes = new Set(used.map((c) => c.make));
      expect(makes.size, slug).toBeGreaterThan(3);
      expect(makes, slug).toContain(site.manufacturer);
    }
  });

  it('never has a new Ford or Kia at Ironbark Nissan (the issue as reported)', () => {
    const fresh = carsOf(siteOf('ironbark-nissan')).filter((c) => c.car_type !== 'used');
    expect(fresh.filter((c) => c.make !== 'Nissan')).toEqual([]);
  });
});

describe('the multi-franchise group (harbour-motor-group)', () => {
  it('carries its three brands new, each store its own brand', () => {
    const site = siteOf('harbour-motor-group');
    expect(newCarMakesOfSite(site)).toEqual(['Toyota', 'Mazda', 'Kia']);
    const fresh = carsOf(site).filter((c) => c.car_type !== 'used');
    expect(new Set(fresh.map((c) => c.make))).toEqual(new Set(['Toyota', 'Mazda', 'Kia']));
    const byStore = (slug: string) =>
      new Set(fresh.filter((c) => c.dealership_slug === slug).map((c) => c.make));
    expect(byStore('harbour-toyota')).toEqual(new Set(['Toyota']));
    expect(byStore('harbour-mazda')).toEqual(new Set(['Mazda']));
    expect(byStore('harbour-kia')).toEqual(new Set(['Kia']));
  });

  it('has mixed used stock beside', () => {
    const used = carsOf(siteOf('harbour-motor-group')).filter((c) => c.car_type === 'used');
    const makes = new Set(used.map((c) => c.make));
    expect(makes.size).toBeGreaterThan(5);
    for (const make of ['Toyota', 'Mazda', 'Kia']) expect(makes).toContain(make);
  });
});

describe('the used-car dealer (red-gum-used-cars)', () => {
  it('has only used cars, of many makes', () => {
    const cars = carsOf(siteOf('red-gum-used-cars'));
    expect(cars.length).toBeGreaterThan(0);
    expect(new Set(cars.map((c) => c.car_type))).toEqual(new Set(['used']));
    expect(new Set(cars.map((c) => c.item_type))).toEqual(new Set(['car']));
    expect(new Set(cars.map((c) => c.make)).size).toBeGreaterThan(8);
  });
});

describe('the caravan dealer (southern-cross-caravans)', () => {
  const caravanMakes = new Set(caravanLines.map((l) => l.make));
  const caravanModels = new Set(caravanLines.map((l) => `${l.make} ${l.model}`));

  it('has caravans only, of caravan makes and models, new and used as its site says', () => {
    const vans = carsOf(siteOf('southern-cross-caravans'));
    expect(vans.length).toBeGreaterThan(0);
    expect(new Set(vans.map((c) => c.item_type))).toEqual(new Set(['caravan']));
    expect(new Set(vans.map((c) => c.car_type))).toEqual(new Set(['new', 'used']));
    for (const van of vans) {
      expect(caravanMakes, van.name).toContain(van.make);
      expect(caravanModels, van.name).toContain(`${van.make} ${van.model}`);
    }
    // No Ford Mustang among the caravans (the issue as reported), nor any other car.
    expect(
      vans.filter((c) => modelLines.some((l) => l.make === c.make && l.model === c.model)),
    ).toEqual([]);
    expect(new Set(vans.map((c) => c.make)).size).toBeGreaterThan(5);
  });

  it('prices caravans as caravans: new from $30,000 to $170,000, used for less', () => {
    const vans = carsOf(siteOf('southern-cross-caravans')).filter(
      (c) => c.price !== null && c.price > 0,
    );
    for (const van of vans) {
      expect(van.price, van.name).toBeGreaterThanOrEqual(van.car_type === 'used' ? 5_000 : 30_000);
      expect(van.price, van.name).toBeLessThanOrEqual(170_000);
    }
  });

  it('describes a caravan by its own attributes: style, berths, length and weights, no engine or odometer', () => {
    const styles = new Set(caravanLines.map((l) => l.style));
    for (const van of carsOf(siteOf('southern-cross-caravans'))) {
      expect(van, van.name).toMatchObject({
        km: null,
        simple_transmission: null,
        simple_fuel: null,
        fuel: null,
        drive: null,
        gearnum: null,
      });
      expect(styles, van.name).toContain(van.simple_body);
      expect(van.seats, van.name).toBeNull();
      expect(van.berths, van.name).toBeGreaterThanOrEqual(2);
      expect(van.berths, van.name).toBeLessThanOrEqual(6);
      expect(van.axles, van.name).toBeGreaterThanOrEqual(1);
      expect(van.bodyconfiguration, van.name).toBe(van.axles === 2 ? 'Tandem axle' : 'Single axle');
      expect(van.atm_kg, van.name).toBeGreaterThan(van.tare_kg ?? Number.POSITIVE_INFINITY);
      expect(van.off_road_rating, van.name).not.toBeNull();
      // The description repeats the caravan fields, so the two never disagree.
      const length = formatFeet(van.length_ft ?? 0);
      expect(van.description, van.name).toContain(
        `${length} body, sleeps ${van.berths}, tare ${formatKg(van.tare_kg ?? 0)}, ATM ${formatKg(van.atm_kg ?? 0)}, ${van.bodyconfiguration?.toLowerCase()}.`,
      );
      expect(van.categories, van.name).toContain('Caravans');
      expect(van.tag, van.name).not.toBe('Test Drive Only');
    }
  });

  it('rates the off-road lines off-road, and the cars of other sites have no caravan fields', () => {
    const vans = carsOf(siteOf('southern-cross-caravans'));
    for (const van of vans.filter((v) => v.simple_body === 'Off Road')) {
      expect(van.off_road_rating, van.name).toBe('off_road');
    }
    expect(new Set(vans.map((v) => v.off_road_rating))).toEqual(
      new Set(['on_road', 'semi_off_road', 'off_road']),
    );
    const cars = [...stock.values()].flat().filter((c) => c.item_type === 'car');
    expect(cars.length).toBeGreaterThan(0);
    for (const car of cars) {
      expect(car, car.name).toMatchObject(noCaravanFields);
    }
  });
});

describe('generateDemoStock', () => {
  const dealership: DemoDealership = {
    id: 'd1',
    slug: 'demo-motors',
    name: 'Demo Motors',
    financeProvider: 'Taurus',
    locations: [{ id: 'l1', name: 'Brisbane', city: 'Brisbane', state: 'QLD', postcode: '4000' }],
  };

  it('generates the same stock for the same seed and clock, and other stock for another seed', () => {
    const a = generateDemoStock({ dealerships: [dealership], count: 50, now });
    const b = generateDemoStock({ dealerships: [dealership], count: 50, now });
    expect(a).toEqual(b);
    const c = generateDemoStock({ dealerships: [dealership], count: 50, now, seed: 7 });
    expect(c).not.toEqual(a);
    const rows = a.get('d1') ?? [];
    const priced = rows.filter((r) => typeof r.price === 'number' && r.price > 500);
    expect(priced.length).toBeGreaterThan(0);
    // Lender data for the site's provider, worked out with the core repayment maths.
    for (const r of priced) expect(r.finance_lenders).toHaveProperty('Taurus.paymentWeek');
    // Market averages for the below-market indicator.
    expect(priced.every((r) => r.autograb_data !== null)).toBe(true);
  });

  it('keeps a dealership’s stock when another dealership is added beside it', () => {
    const alone = generateDemoStock({ dealerships: [dealership], count: 20, now });
    const other = { ...dealership, id: 'd2', slug: 'other-motors' };
    const together = generateDemoStock({ dealerships: [dealership, other], count: 40, now });
    expect(together.get('d1')).toEqual(alone.get('d1'));
  });

  it('gives every dealership a car once there are enough to go round', () => {
    expect(shareOut(16, [640, 75, 64, 1])).toEqual([11, 2, 2, 1]);
    expect(shareOut(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareOut(2, [1, 3, 1])).toEqual([1, 1, 0]);
    expect(shareOut(5, [0, 0])).toEqual([3, 2]);
    expect(shareOut(0, [1])).toEqual([0]);
  });

  it('says which dealership sells nothing the catalogue has', () => {
    expect(() =>
      generateDemoStock({
        dealerships: [{ ...dealership, scope: { carTypes: ['new'], newCarMakes: ['Skoda'] } }],
        count: 3,
        now,
      }),
    ).toThrow(/dealership "demo-motors" sells nothing the demo catalogue has .*new makes Skoda/);
  });

  it('sells no model new after its last model year (Holden left in 2020)', () => {
    const holden = generateDemoStock({
      dealerships: [{ ...dealership, scope: { newCarMakes: ['Holden'] } }],
      count: 60,
      now,
    }).get('d1');
    expect(holden?.length).toBe(60);
    expect(holden?.filter((c) => c.car_type !== 'used')).toEqual([]);
    expect(holden?.filter((c) => c.make === 'Holden' && (c.year as number) > 2020)).toEqual([]);
  });
});
