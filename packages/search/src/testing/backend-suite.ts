import { type Car, type SearchResult, searchRequestSchema, weeklyPaymentOf } from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import type { SearchBackend, SiteSearchOptions } from '../backend/backend';
import { compareIds } from '../fields/fields';
import { testCar } from './car';
import { generateStock } from './stock';

// Shared behaviour suite (as InstantSearch shares widget tests): every search backend
// runs it, so none can quietly break facets, sorts, paging, text, the sold window or
// the site scope.

export type BackendUnderTest = {
  backend: SearchBackend;
  /** Applies stock changes the way the server would (upserts, then removals). */
  change(upserts: readonly Car[], removals?: readonly string[]): void;
};

export type BackendFactory = (
  stock: readonly Car[],
  options: SiteSearchOptions,
) => BackendUnderTest;

const now = new Date('2025-06-10T12:00:00.000Z');
const nowSeconds = now.getTime() / 1000;
const DAY = 86_400;
const site: SiteSearchOptions = { dealershipSlugs: ['alpha', 'beta'] };

const request = (raw: Record<string, unknown>) => searchRequestSchema.parse(raw);
const ids = (result: SearchResult) => result.hits.map((c) => c.id);
const countOf = (result: SearchResult, facet: keyof SearchResult['facets'], value: string) =>
  result.facets[facet]?.find((v) => v.value === value)?.count;

const fleet = (): Car[] => [
  testCar({
    id: '1',
    make: 'Toyota',
    model: 'HiLux',
    price: 30000,
    custom_rank: 5,
    car_type: 'used',
  }),
  testCar({
    id: '2',
    make: 'Toyota',
    model: 'Corolla',
    price: 20000,
    custom_rank: 9,
    car_type: 'new',
  }),
  testCar({
    id: '3',
    make: 'Mazda',
    model: 'CX-5',
    price: 35000,
    custom_rank: 5,
    car_type: 'used',
  }),
  testCar({
    id: '4',
    make: 'Mazda',
    model: 'BT-50',
    price: 45000,
    custom_rank: 1,
    car_type: 'demo',
  }),
  testCar({
    id: '5',
    make: 'Ford',
    model: 'Ranger',
    price: 55000,
    custom_rank: 7,
    car_type: 'used',
  }),
  testCar({
    id: '6',
    make: 'Ford',
    model: 'Everest',
    price: null,
    custom_rank: 7,
    car_type: 'new',
  }),
  testCar({
    id: '7',
    make: 'Kia',
    model: 'Sportage',
    price: 0,
    custom_rank: 2,
    car_type: 'used',
    dealership_slug: 'beta',
  }),
];

export function describeSearchBackend(name: string, create: BackendFactory): void {
  describe(`${name}: facets and filters`, () => {
    it("a facet's counts ignore its own refinements: with Toyota ticked, Mazda still shows its count", async () => {
      const { backend } = create(fleet(), site);
      const result = await backend.search(
        request({ filters: { refinements: { make: ['Toyota'] } } }),
        { now },
      );
      expect(ids(result).sort()).toEqual(['1', '2']);
      expect(result.count).toBe(2);
      expect(countOf(result, 'make', 'Toyota')).toBe(2);
      expect(countOf(result, 'make', 'Mazda')).toBe(2);
      expect(countOf(result, 'make', 'Ford')).toBe(2);
      expect(result.facets.make?.find((v) => v.value === 'Toyota')?.isRefined).toBe(true);
      // Other facets count only the Toyotas.
      expect(result.facets.car_type).toEqual([
        { value: 'new', count: 1, isRefined: false },
        { value: 'used', count: 1, isRefined: false },
      ]);
    });

    it('values of one facet are OR-ed, facets are AND-ed', async () => {
      const { backend } = create(fleet(), site);
      const result = await backend.search(
        request({ filters: { refinements: { make: ['Toyota', 'Mazda'], car_type: ['used'] } } }),
        { now },
      );
      expect(ids(result).sort()).toEqual(['1', '3']);
      expect(countOf(result, 'car_type', 'demo')).toBe(1);
      expect(countOf(result, 'car_type', 'new')).toBe(1);
    });

    it('a refined value with no match is still listed, with count 0', async () => {
      const { backend } = create(fleet(), site);
      const result = await backend.search(
        request({ filters: { refinements: { make: ['Lada'] } } }),
        { now },
      );
      expect(result.count).toBe(0);
      expect(result.hits).toEqual([]);
      expect(result.facets.make?.find((v) => v.value === 'Lada')).toEqual({
        value: 'Lada',
        count: 0,
        isRefined: true,
      });
    });

    it('price ranges include both ends', async () => {
      const { backend } = create(fleet(), site);
      const result = await backend.search(
        request({ filters: { ranges: { price: { min: 30000, max: 45000 } } } }),
        { now },
      );
      expect(ids(result).sort()).toEqual(['1', '3', '4']);
      const above = await backend.search(
        request({ filters: { ranges: { price: { min: 30001, max: 44999 } } } }),
        { now },
      );
      expect(ids(above)).toEqual(['3']);
    });

    it('a one-sided range leaves out cars without a value', async () => {
      const { backend } = create(fleet(), site);
      const result = await backend.search(
        request({ filters: { ranges: { price: { min: null, max: 20000 } } } }),
        { now },
      );
      expect(ids(result).sort()).toEqual(['2', '7']);
    });

    it('facet stats give min and max; a range facet ignores its own range', async () => {
      const { backend } = create(fleet(), site);
      const result = await backend.search(
        request({
          filters: {
            refinements: { car_type: ['used'] },
            ranges: { price: { min: 30000, max: 40000 } },
          },
        }),
        { now },
      );
      expect(ids(result).sort()).toEqual(['1', '3']);
      expect(result.facetStats.price).toEqual({ min: 0, max: 55000 });
      expect(result.facetStats.km).toEqual({ min: 10000, max: 10000 });
    });

    it('counts and lists only the facets the request asks for', async () => {
      const { backend } = create(fleet(), site);
      const result = await backend.search(request({ facets: ['make', 'price'] }), { now });
      expect(Object.keys(result.facets)).toEqual(['make']);
      expect(Object.keys(result.facetStats)).toEqual(['price']);
    });

    it('facet value lists stop at 20 by default and 40 for makes', async () => {
      const stock = Array.from({ length: 45 }, (_, i) =>
        testCar({ id: String(i + 1), make: `Make ${i}`, colour: `Colour ${i}` }),
      );
      const { backend } = create(stock, { dealershipSlugs: ['alpha'] });
      const result = await backend.search(request({}), { now });
      expect(result.facets.make).toHaveLength(40);
      expect(result.facets.colour).toHaveLength(20);
      const narrow = create(stock, {
        dealershipSlugs: ['alpha'],
        facetLimits: { default: 5, byFacet: { make: 7 } },
      });
      const limited = await narrow.backend.search(request({}), { now });
      expect(limited.facets.make).toHaveLength(7);
      expect(limited.facets.colour).toHaveLength(5);
    });
  });

  describe(`${name}: caravan facets`, () => {
    const van = (
      id: string,
      berths: number,
      atm: number,
      rating: Car['off_road_rating'],
      length: number,
    ): Car =>
      testCar({
        id,
        make: 'Jayco',
        model: 'Journey',
        item_type: 'caravan',
        km: null,
        berths,
        tare_kg: atm - 600,
        atm_kg: atm,
        length_ft: length,
        axles: atm > 2500 ? 2 : 1,
        off_road_rating: rating,
      });
    const yard = (): Car[] => [
      van('21', 2, 2150, 'on_road', 15),
      van('22', 4, 2300, 'on_road', 16),
      van('23', 4, 2500, 'semi_off_road', 19.5),
      van('24', 6, 3500, 'off_road', 23),
      van('25', 6, 1590, 'semi_off_road', 12),
      testCar({ id: '26', make: 'Toyota', model: 'HiLux' }),
    ];

    it('counts berths and off-road ratings, and gives tare, ATM and length their stats', async () => {
      const { backend } = create(yard(), site);
      const result = await backend.search(request({}), { now });
      expect(result.facets.berths?.map((v) => [v.value, v.count])).toEqual([
        ['4', 2],
        ['6', 2],
        ['2', 1],
      ]);
      expect(countOf(result, 'off_road_rating', 'semi_off_road')).toBe(2);
      expect(result.facetStats.atm_kg).toEqual({ min: 1590, max: 3500 });
      expect(result.facetStats.tare_kg).toEqual({ min: 990, max: 2900 });
      expect(result.facetStats.length_ft).toEqual({ min: 12, max: 23 });
    });

    it('berths values are OR-ed; an ATM range includes its end; the counts agree with the hits', async () => {
      const { backend } = create(yard(), site);
      const result = await backend.search(
        request({
          filters: {
            refinements: { berths: ['4', '6'] },
            ranges: { atm_kg: { min: null, max: 2500 } },
          },
        }),
        { now },
      );
      expect(ids(result).sort()).toEqual(['22', '23', '25']);
      expect(result.count).toBe(3);
      // Berths ignores its own refinement; every other facet counts exactly the hits.
      expect(countOf(result, 'berths', '2')).toBe(1);
      expect(countOf(result, 'berths', '4')).toBe(2);
      expect(countOf(result, 'berths', '6')).toBe(1);
      const rated = (result.facets.off_road_rating ?? []).reduce((n, v) => n + v.count, 0);
      expect(rated).toBe(3);
      // ATM's stats ignore its own range; the others are over the hits.
      expect(result.facetStats.atm_kg).toEqual({ min: 1590, max: 3500 });
      expect(result.facetStats.length_ft).toEqual({ min: 12, max: 19.5 });
    });

    it('a range on length or tare leaves out the cars, which have none', async () => {
      const { backend } = create(yard(), site);
      const result = await backend.search(
        request({ filters: { ranges: { length_ft: { min: 16, max: null } } } }),
        { now },
      );
      expect(ids(result).sort()).toEqual(['22', '23', '24']);
    });

    it('reads sleeps 4, a weight and tare from the words', async () => {
      const { backend } = create(yard(), site);
      const search = (query: string) => backend.search(request({ query }), { now });
      const sleeps = await search('sleeps 4 under 2500 kg');
      expect(ids(sleeps).sort()).toEqual(['22', '23', '25']);
      expect(sleeps.understood?.query).toBe('');
      expect(ids(await search('tare under 1800 kg')).sort()).toEqual(['21', '22', '25']);
      expect(ids(await search('6 berth')).sort()).toEqual(['24', '25']);
    });

    it('reads off road as the rating and pop top as the body style', async () => {
      const stock = yard().map((car) =>
        car.id === '21' ? { ...car, simple_body: 'Pop Top' } : { ...car, simple_body: 'Caravan' },
      );
      const { backend } = create(stock, site);
      const search = (query: string) => backend.search(request({ query }), { now });
      expect(ids(await search('off road'))).toEqual(['24']);
      expect(ids(await search('semi off-road')).sort()).toEqual(['23', '25']);
      expect(ids(await search('pop top'))).toEqual(['21']);
    });

    it('a stock of cars has no caravan facet values or stats', async () => {
      const { backend } = create(fleet(), site);
      const result = await backend.search(request({}), { now });
      expect(result.facets.berths ?? []).toEqual([]);
      expect(result.facets.off_road_rating ?? []).toEqual([]);
      expect(result.facetStats.tare_kg).toBeUndefined();
      expect(result.facetStats.atm_kg).toBeUndefined();
      expect(result.facetStats.length_ft).toBeUndefined();
    });
  });

  describe(`${name}: sorts and paging`, () => {
    it('most relevant sorts by custom_rank descending, ties by id', async () => {
      const { backend } = create(fleet(), site);
      const result = await backend.search(request({}), { now });
      expect(ids(result)).toEqual(['2', '5', '6', '1', '3', '7', '4']);
    });

    it('latest sorts by created_at descending', async () => {
      const stock = [
        testCar({ id: '1', created_at: '2025-03-01T00:00:00.000Z' }),
        testCar({ id: '2', created_at: '2025-05-01T00:00:00.000Z' }),
        testCar({ id: '3', created_at: '2025-04-01T00:00:00.000Z' }),
      ];
      const { backend } = create(stock, site);
      const result = await backend.search(request({ sort: 'latest' }), { now });
      expect(ids(result)).toEqual(['2', '3', '1']);
    });

    it('highest and lowest price put cars without a price last', async () => {
      const { backend } = create(fleet(), site);
      const high = await backend.search(request({ sort: 'price_desc' }), { now });
      expect(ids(high)).toEqual(['5', '4', '3', '1', '2', '7', '6']);
      const low = await backend.search(request({ sort: 'price_asc' }), { now });
      expect(ids(low)).toEqual(['7', '2', '1', '3', '4', '5', '6']);
    });

    it('lowest price leaves out price 0 and unpriced cars where the site says so', async () => {
      const { backend } = create(fleet(), { ...site, priceAscExcludesZero: true });
      const low = await backend.search(request({ sort: 'price_asc' }), { now });
      expect(ids(low)).toEqual(['2', '1', '3', '4', '5']);
      expect(low.count).toBe(5);
      const high = await backend.search(request({ sort: 'price_desc' }), { now });
      expect(high.count).toBe(7);
    });

    it("lowest weekly payment: the site's provider's weekly figure ascending, cars it quotes none for last, paged stably", async () => {
      const stock = generateStock({ count: 300, now, seed: 7, soldShare: 0 }).map((car) => ({
        ...car,
        status: 'in_stock' as const,
        show_on_dealer_website: true,
        dealership_slug: 'alpha',
      }));
      const weekly = (car: Car) => weeklyPaymentOf(car, 'Taurus');
      const quoted = stock.filter((car) => weekly(car) !== null).length;
      expect(quoted).toBeGreaterThan(30);
      expect(quoted).toBeLessThan(stock.length);
      const expected = [...stock]
        .sort((a, b) => {
          const wa = weekly(a);
          const wb = weekly(b);
          if (wa !== wb) return wa === null ? 1 : wb === null ? -1 : wa - wb;
          return compareIds(a.id, b.id);
        })
        .map((car) => car.id);
      const { backend } = create(stock, { dealershipSlugs: ['alpha'], financeProvider: 'Taurus' });
      const paged: string[] = [];
      for (let offset = 0; offset < stock.length; offset += 50) {
        const page = await backend.search(
          request({ sort: 'weekly_asc', hitsPerPage: 50, offset }),
          { now },
        );
        paged.push(...ids(page));
      }
      expect(paged).toEqual(expected);
      // A site whose provider quotes no weekly payment serves that sort as relevance.
      const none = create(stock, { dealershipSlugs: ['alpha'] }).backend;
      const asked = await none.search(request({ sort: 'weekly_asc', hitsPerPage: 40 }), { now });
      const relevance = await none.search(request({ sort: 'relevance', hitsPerPage: 40 }), { now });
      expect(ids(asked)).toEqual(ids(relevance));
    });

    it('pages are stable at any depth: pages in turn give the whole list once', async () => {
      const stock = Array.from({ length: 95 }, (_, i) =>
        testCar({ id: String(i + 1), custom_rank: i % 3, price: 10000 + (i % 4) * 1000 }),
      );
      const { backend } = create(stock, site);
      for (const sort of ['relevance', 'price_asc', 'price_desc', 'latest'] as const) {
        const whole = await backend.search(request({ sort, hitsPerPage: 100 }), { now });
        const paged: string[] = [];
        for (let offset = 0; offset < 95; offset += 10) {
          const page = await backend.search(request({ sort, hitsPerPage: 10, offset }), { now });
          expect(page.page).toBe(offset / 10 + 1);
          expect(page.pages).toBe(10);
          paged.push(...ids(page));
        }
        expect(paged).toEqual(ids(whole));
        expect(new Set(paged).size).toBe(95);
      }
      const beyond = await backend.search(request({ hitsPerPage: 10, offset: 200 }), { now });
      expect(beyond.hits).toEqual([]);
      expect(beyond.count).toBe(95);
    });

    it("uses the site's page size when the request names none", async () => {
      const stock = Array.from({ length: 30 }, (_, i) => testCar({ id: String(i + 1) }));
      const { backend } = create(stock, { ...site, hitsPerPage: 12 });
      const result = await backend.search(request({}), { now });
      expect(result.hits).toHaveLength(12);
      expect(result.hitsPerPage).toBe(12);
      expect(result.pages).toBe(3);
    });
  });

  describe(`${name}: full-text search`, () => {
    const textFleet = () => [
      testCar({
        id: '1',
        make: 'Toyota',
        model: 'HiLux',
        badge: 'SR5',
        name: '2020 Toyota HiLux SR5',
        custom_rank: 1,
      }),
      testCar({
        id: '2',
        make: 'Toyota',
        model: 'LandCruiser',
        name: '2021 Toyota LandCruiser',
        custom_rank: 2,
      }),
      testCar({
        id: '3',
        make: 'Chevrolet',
        model: 'Silverado',
        name: '2022 Chevrolet Silverado',
        custom_rank: 3,
      }),
      testCar({
        id: '4',
        make: 'Mercedes-Benz',
        model: 'GLC',
        name: '2023 Mercedes-Benz GLC',
        custom_rank: 4,
      }),
      testCar({
        id: '5',
        make: 'Volkswagen',
        model: 'Golf',
        name: '2019 Volkswagen Golf',
        custom_rank: 5,
        vin: 'WVWZZZAUZKW123456',
        stocknum: 'ALP-0042',
      }),
      testCar({
        id: '6',
        make: 'Kia',
        model: 'Rio',
        name: '2018 Kia Rio',
        colour: 'Red',
        description: 'One owner with service history',
        custom_rank: 6,
      }),
    ];

    it('matches every word; the last word also matches longer words it starts', async () => {
      const { backend } = create(textFleet(), site);
      expect(ids(await backend.search(request({ query: 'toyota hilux' }), { now }))).toEqual(['1']);
      expect(ids(await backend.search(request({ query: 'toyota hil' }), { now }))).toEqual(['1']);
      expect(ids(await backend.search(request({ query: 'toyota' }), { now }))).toEqual(['2', '1']);
      expect(ids(await backend.search(request({ query: 'owner serv' }), { now }))).toEqual(['6']);
      expect(ids(await backend.search(request({ query: 'hil toyota' }), { now }))).toEqual([]);
    });

    it('searches name, make, model, badge, colour and description, ignoring case and accents', async () => {
      const { backend } = create(textFleet(), site);
      expect(ids(await backend.search(request({ query: 'SR5' }), { now }))).toEqual(['1']);
      expect(ids(await backend.search(request({ query: 'red' }), { now }))).toEqual(['6']);
      expect(ids(await backend.search(request({ query: 'Sérvice' }), { now }))).toEqual(['6']);
    });

    it('tolerates 1 typo from 4 letters and none under 4', async () => {
      const { backend } = create(textFleet(), site);
      expect(ids(await backend.search(request({ query: 'toyta' }), { now }))).toEqual(['2', '1']);
      expect(ids(await backend.search(request({ query: 'toytoa' }), { now }))).toEqual(['2', '1']);
      expect(ids(await backend.search(request({ query: 'kai' }), { now }))).toEqual([]);
      expect(ids(await backend.search(request({ query: 'tyyta' }), { now }))).toEqual([]);
    });

    it('tolerates 2 typos from 8 letters', async () => {
      const { backend } = create(textFleet(), site);
      expect(ids(await backend.search(request({ query: 'chevrolat' }), { now }))).toEqual(['3']);
      expect(ids(await backend.search(request({ query: 'chevrilat' }), { now }))).toEqual(['3']);
      expect(ids(await backend.search(request({ query: 'chovrilat' }), { now }))).toEqual([]);
    });

    it('counts typo matches only when no car matches without a typo', async () => {
      const stock = [
        testCar({ id: '1', name: 'Ford Focus', make: 'Ford', model: 'Focus', custom_rank: 9 }),
        testCar({
          id: '2',
          name: 'Ford Fiesta',
          make: 'Ford',
          model: 'Fiesta',
          description: 'fokus on value',
          custom_rank: 1,
        }),
        testCar({
          id: '3',
          name: 'Mazda 3',
          make: 'Mazda',
          model: '3',
          description: 'focus',
          custom_rank: 5,
        }),
      ];
      const { backend } = create(stock, site);
      // 'fokus' is 1 typo from 'focus', but Focuses are spelled so: it is not a match.
      const result = await backend.search(request({ query: 'focus' }), { now });
      expect(ids(result)).toEqual(['1', '3']);
      expect(result.count).toBe(2);
      // No car is spelled 'focsu': the cars 1 typo away are, in rank order.
      expect(ids(await backend.search(request({ query: 'focsu' }), { now }))).toEqual(['1', '3']);
    });

    it('understands make nicknames: Chevy, Merc, VW', async () => {
      const { backend } = create(textFleet(), site);
      expect(ids(await backend.search(request({ query: 'chevy' }), { now }))).toEqual(['3']);
      expect(ids(await backend.search(request({ query: 'merc glc' }), { now }))).toEqual(['4']);
      expect(ids(await backend.search(request({ query: 'vw golf' }), { now }))).toEqual(['5']);
    });

    it('matches a VIN or stock number exactly, without typo tolerance', async () => {
      const { backend } = create(textFleet(), site);
      expect(ids(await backend.search(request({ query: 'WVWZZZAUZKW123456' }), { now }))).toEqual([
        '5',
      ]);
      expect(ids(await backend.search(request({ query: 'wvwzzzauzkw123456' }), { now }))).toEqual([
        '5',
      ]);
      expect(ids(await backend.search(request({ query: 'alp-0042' }), { now }))).toEqual(['5']);
      expect(ids(await backend.search(request({ query: 'WVWZZZAUZKW123457' }), { now }))).toEqual(
        [],
      );
      expect(ids(await backend.search(request({ query: 'WVWZZZAUZKW12345' }), { now }))).toEqual(
        [],
      );
      expect(ids(await backend.search(request({ query: 'ALP-0043' }), { now }))).toEqual([]);
    });
  });

  describe(`${name}: what the words mean`, () => {
    const wordFleet = () => [
      testCar({
        id: '1',
        make: 'Toyota',
        model: 'HiLux',
        badge: 'SR5',
        name: '2021 Toyota HiLux SR5',
        year: 2021,
        simple_body: 'Ute',
        colour: 'White',
        simple_fuel: 'Diesel',
        drive: '4WD',
        simple_transmission: 'Automatic',
        seats: 5,
        price: 45000,
        km: 30000,
        custom_rank: 1,
        stocknum: 'HT000123',
      }),
      testCar({
        id: '2',
        make: 'Toyota',
        model: 'RAV4',
        badge: 'GXL',
        name: '2020 Toyota RAV4 GXL',
        year: 2020,
        simple_body: 'SUV',
        colour: 'White',
        simple_fuel: 'Hybrid',
        drive: 'AWD',
        simple_transmission: 'Automatic',
        seats: 5,
        price: 38000,
        km: 40000,
        custom_rank: 2,
      }),
      testCar({
        id: '3',
        make: 'Toyota',
        model: 'LandCruiser',
        badge: 'GX',
        name: '2023 Toyota LandCruiser GX',
        year: 2023,
        car_type: 'new',
        simple_body: 'SUV',
        colour: 'Black',
        simple_fuel: 'Diesel',
        drive: '4WD',
        simple_transmission: 'Automatic',
        seats: 7,
        price: 95000,
        km: 10,
        custom_rank: 3,
      }),
      testCar({
        id: '4',
        make: 'Mazda',
        model: 'CX-5',
        badge: 'Maxx Sport',
        name: '2018 Mazda CX-5 Maxx Sport',
        year: 2018,
        simple_body: 'SUV',
        colour: 'Grey',
        simple_fuel: 'Petrol',
        drive: 'FWD',
        simple_transmission: 'Manual',
        seats: 5,
        price: 19990,
        km: 80000,
        custom_rank: 4,
      }),
      testCar({
        id: '5',
        make: 'Ford',
        model: 'Ranger',
        badge: 'XLT',
        name: '2020 Ford Ranger XLT',
        year: 2020,
        simple_body: 'Ute',
        colour: 'White',
        simple_fuel: 'Diesel',
        drive: '4WD',
        simple_transmission: 'Automatic',
        seats: 5,
        price: 29990,
        km: 45000,
        custom_rank: 5,
      }),
      testCar({
        id: '6',
        make: 'Kia',
        model: 'Carnival',
        name: '2022 Kia Carnival',
        year: 2022,
        simple_body: 'People Mover',
        colour: 'Silver',
        simple_fuel: 'Petrol',
        simple_transmission: 'Automatic',
        seats: 8,
        price: 52000,
        km: 20000,
        custom_rank: 6,
      }),
      testCar({
        id: '7',
        make: 'Toyota',
        model: '86',
        badge: 'GT',
        name: '2019 Toyota 86 GT',
        year: 2019,
        simple_body: 'Coupe',
        colour: 'Red',
        simple_fuel: 'Petrol',
        simple_transmission: 'Manual',
        seats: 4,
        price: 35000,
        km: 50000,
        custom_rank: 7,
      }),
      testCar({
        id: '8',
        make: 'Jayco',
        model: 'Journey',
        name: '2022 Jayco Journey',
        year: 2022,
        item_type: 'caravan',
        simple_body: 'Caravan',
        colour: 'White',
        seats: 4,
        price: 75000,
        km: null,
        custom_rank: 8,
      }),
      testCar({
        id: '9',
        make: 'Mazda',
        model: 'Mazda3',
        name: '2017 Mazda Mazda3',
        year: 2017,
        simple_body: 'Hatch',
        colour: 'Blue',
        simple_fuel: 'Petrol',
        simple_transmission: 'Automatic',
        seats: 5,
        price: 14990,
        km: 95000,
        custom_rank: 9,
        description: '86 kW engine, 2020 service, 19,990 drive away, 7 seats? No: 5.',
      }),
    ];
    const find = async (backend: SearchBackend, query: string, extra = {}) =>
      backend.search(request({ query, ...extra }), { now });

    it.each([
      ['ute', ['1', '5']],
      ['utes', ['1', '5']],
      ['suv', ['2', '3', '4']],
      ['white suv', ['2']],
      ['automatic', ['1', '2', '3', '5', '6', '9']],
      ['new', ['3']],
      ['used toyota', ['1', '2', '7']],
      ['caravan', ['8']],
      ['under 20k', ['4', '9']],
      ['below $20,000', ['4', '9']],
      ['less than 20000', ['4', '9']],
      ['ute under 30k', ['5']],
      ['rav 4', ['2']],
      ['cx5', ['4']],
      ['land cruiser', ['3']],
      ['hi lux', ['1']],
      ['hybrid', ['2']],
      ['2020 ranger', ['5']],
      ['2020', ['2', '5']],
      ['7 seater', ['3', '6']],
      ['under 50,000 km', ['1', '2', '3', '5', '6', '7']],
      ['4wd', ['1', '3', '5']],
      ['manual', ['4', '7']],
      ['86', ['7']],
      ['000123', ['1']],
      ['toyota ht000123', ['1']],
    ])('%s finds exactly the cars it names', async (query, expected) => {
      const { backend } = create(wordFleet(), site);
      const result = await find(backend, query);
      expect(ids(result).sort(), query).toEqual(expected);
      expect(result.count, query).toBe(expected.length);
    });

    it.each([
      ['20-30k', ['5']],
      ['20k - 30k', ['5']],
      ['from 20k to 30k', ['5']],
      ['30k-40k', ['2', '7']],
      ['from 50k', ['3', '6', '8']],
      ['2018-2020', ['2', '4', '5', '7']],
      ['2018-2020 toyota', ['2', '7']],
      ['from 2022', ['3', '6', '8']],
      ['40-100k km', ['2', '4', '5', '7', '9']],
      ['20,000 to 45,000 km', ['1', '2', '5', '6']],
      ['over 90k km', ['9']],
    ])(
      'the range forms shoppers write: %s finds exactly the cars in it',
      async (query, expected) => {
        const { backend } = create(wordFleet(), site);
        const result = await find(backend, query);
        expect(ids(result).sort(), query).toEqual(expected);
        expect(result.count, query).toBe(expected.length);
      },
    );

    it.each([
      ['towbar', ['1', '5']],
      ['tow bar', ['1', '5']],
      ['tow-bar', ['1', '5']],
      ['sun roof', ['2']],
      ['sunroof', ['2']],
      ['ute with a towbar', ['1', '5']],
      ['just arrived', ['1']],
      ['runout', ['3', '5']],
      ['run out', ['3', '5']],
      ['runout toyota', ['3']],
    ])('features and tags are words, joined or not: %s', async (query, expected) => {
      const fleet = wordFleet().map((car) =>
        car.id === '1'
          ? { ...car, filtered_features: ['Tow Bar', 'Bull Bar'], tag: 'Just Arrived' }
          : car.id === '2'
            ? { ...car, filtered_features: ['Sunroof'] }
            : car.id === '3'
              ? { ...car, tag: 'Runout Sale' }
              : car.id === '5'
                ? { ...car, filtered_features: ['Tow Bar'], tag: 'Runout Sale' }
                : car,
      );
      const { backend } = create(fleet, site);
      const result = await find(backend, query);
      expect(ids(result).sort(), query).toEqual(expected);
      expect(result.count, query).toBe(expected.length);
    });

    it('a price the words name leaves out cars whose price does not show; a price range set with the slider keeps priced 0 to 10', async () => {
      const unpriced = (id: string, price: number | null) =>
        testCar({
          id,
          make: 'Kia',
          model: 'Picanto',
          name: '2019 Kia Picanto',
          year: 2019,
          simple_body: 'Hatch',
          price,
          km: 60000,
          custom_rank: Number(id),
        });
      const fleet = [...wordFleet(), unpriced('10', 0), unpriced('11', null), unpriced('12', 10)];
      const { backend } = create(fleet, site);
      for (const query of ['under 20k', 'below $20,000', '0-20k', 'between 0 and 20000']) {
        const result = await find(backend, query);
        expect(ids(result).sort(), query).toEqual(['4', '9']);
        expect(result.count, query).toBe(2);
      }
      expect(ids(await find(backend, 'kia under 30k'))).toEqual([]);
      const slider = await backend.search(
        request({ filters: { ranges: { price: { min: null, max: 20000 } } } }),
        { now },
      );
      expect(ids(slider).sort()).toEqual(['10', '12', '4', '9']);
    });

    it('a bare number matches no price, km or other number in free text', async () => {
      const { backend } = create(wordFleet(), site);
      for (const query of ['19', '990', 'kw 86', '5 no']) {
        expect(ids(await find(backend, query)), query).not.toContain('9');
      }
    });

    it('what the words name is ANDed with the refinements the shopper ticked', async () => {
      const { backend } = create(wordFleet(), site);
      const result = await find(backend, 'ute', {
        filters: { refinements: { make: ['Ford'] } },
      });
      expect(ids(result)).toEqual(['5']);
      // The understood body is not a ticked refinement: its facet counts what the words match.
      expect(result.facets.body).toEqual([{ value: 'Ute', count: 1, isRefined: false }]);
      expect(countOf(result, 'make', 'Toyota')).toBe(1);
    });

    it('says how the words were read, so the page can show each as a refinement', async () => {
      const { backend } = create(wordFleet(), site);
      const result = await find(backend, 'white suv under 40k rav 4');
      expect(ids(result)).toEqual(['2']);
      expect(result.understood).toEqual({
        readings: [
          { kind: 'range', facet: 'price', range: { min: null, max: 40000 }, words: 'under 40k' },
          { kind: 'refinement', facet: 'colour', values: ['White'], words: 'white' },
          { kind: 'refinement', facet: 'body', values: ['SUV'], words: 'suv' },
          { kind: 'model', models: ['RAV4'], words: 'rav 4' },
        ],
        query: 'rav4',
      });
      expect((await find(backend, 'toyata')).understood).toBeUndefined();
      expect((await find(backend, '')).understood).toBeUndefined();
    });

    it('a word no car of the site carries stays a word to search', async () => {
      const { backend } = create(wordFleet(), site);
      const result = await find(backend, 'convertible');
      expect(result.count).toBe(0);
      expect(result.understood).toBeUndefined();
    });

    it('ranks the model and the badge the words named first, then by rank', async () => {
      const stock = [
        testCar({ id: '1', model: 'LandCruiser Prado', badge: 'GXL', custom_rank: 9 }),
        testCar({ id: '2', model: 'LandCruiser', badge: 'GXL', custom_rank: 1 }),
        testCar({ id: '3', model: 'LandCruiser Prado', badge: 'GX', custom_rank: 2 }),
        testCar({ id: '4', model: 'LandCruiser', badge: 'VX', custom_rank: 5 }),
      ];
      const { backend } = create(stock, site);
      expect(ids(await find(backend, 'landcruiser'))).toEqual(['4', '2', '1', '3']);
      expect(ids(await find(backend, 'land cruiser prado'))).toEqual(['1', '3']);
      // 'gx' is typed last: it also starts 'gxl'; the badge it spells whole comes first.
      expect(ids(await find(backend, 'prado gx'))).toEqual(['3', '1']);
      expect(ids(await find(backend, 'landcruiser', { sort: 'price_desc' })).sort()).toEqual([
        '1',
        '2',
        '3',
        '4',
      ]);
    });
  });

  describe(`${name}: search-box suggestions`, () => {
    const wordStock = (): Car[] => [
      testCar({ id: '1', make: 'Toyota', model: 'HiLux', simple_body: 'Ute', colour: 'White' }),
      testCar({ id: '2', make: 'Toyota', model: 'HiLux', simple_body: 'Ute', colour: 'Black' }),
      testCar({ id: '3', make: 'Toyota', model: 'RAV4', simple_body: 'SUV', colour: 'White' }),
      testCar({ id: '4', make: 'Toyota', model: 'LandCruiser', simple_body: 'SUV' }),
      testCar({ id: '5', make: 'Mazda', model: 'CX-5', simple_body: 'SUV', colour: 'White' }),
      testCar({ id: '6', make: 'Ford', model: 'Ranger', simple_body: 'Ute', colour: 'White' }),
      testCar({ id: '7', make: 'Holden', model: 'Commodore', simple_body: 'Sedan' }),
      testCar({
        id: '8',
        make: 'Holden',
        model: 'Colorado',
        simple_body: 'Ute',
        status: 'sold',
        sold_date_timestamp: nowSeconds - 30 * DAY,
      }),
      testCar({ id: '9', make: 'Hyundai', model: 'Tucson', dealership_slug: 'elsewhere' }),
    ];
    const suggest = (backend: SearchBackend, input: string) => backend.suggest(input, { now });
    const find = (backend: SearchBackend, query: string) =>
      backend.search(request({ query }), { now });

    it('finishes the last word with makes, then models, then facet words, each counted', async () => {
      const { backend } = create(wordStock(), site);
      expect((await suggest(backend, 'to')).suggestions).toEqual([
        { label: 'Toyota', query: 'Toyota', kind: 'make', count: 4 },
      ]);
      // 'Holden' counts its unsold car only; 'Hyundai' is another site's stock.
      expect((await suggest(backend, 'ho')).suggestions).toEqual([
        { label: 'Holden', query: 'Holden', kind: 'make', count: 1 },
      ]);
      expect((await suggest(backend, 'hy')).suggestions).toEqual([]);
      expect((await suggest(backend, 'white ut')).suggestions).toEqual([
        { label: 'Ute', query: 'white Ute', kind: 'body', count: 2 },
      ]);
    });

    it('finishes split and joined model names and a word inside a name', async () => {
      const { backend } = create(wordStock(), site);
      const labels = async (input: string) =>
        (await suggest(backend, input)).suggestions.map((s) => `${s.query} (${s.count})`);
      expect(await labels('rav 4')).toEqual(['RAV4 (1)']);
      expect(await labels('cx5')).toEqual(['CX-5 (1)']);
      expect(await labels('land cru')).toEqual(['LandCruiser (1)']);
      expect(await labels('toyota hil')).toEqual(['toyota HiLux (2)']);
      expect(await labels('pick')).toEqual(['Ute (3)']);
    });

    it("a suggestion's count is what searching it finds", async () => {
      const { backend } = create(wordStock(), site);
      for (const input of ['to', 'white ut', 'toyota su', 'co', 'whi']) {
        for (const suggestion of (await suggest(backend, input)).suggestions) {
          const result = await find(backend, suggestion.query);
          expect(result.count, suggestion.query).toBe(suggestion.count);
        }
      }
    });

    it('offers nothing for a finished word, a lone letter or a number', async () => {
      const { backend } = create(wordStock(), site);
      for (const input of ['', ' ', 'toyota ', 't', '2020', 'zzz']) {
        expect((await suggest(backend, input)).suggestions, JSON.stringify(input)).toEqual([]);
      }
    });
  });

  describe(`${name}: nearest to the shopper's place`, () => {
    // Three yards of 'alpha' (listed primary first) and none of 'beta'.
    const yards = [
      { id: 'parramatta', dealershipSlug: 'alpha', lat: -33.815, long: 151.0011 },
      { id: 'homebush', dealershipSlug: 'alpha', lat: -33.865, long: 151.08 },
      { id: 'auburn', dealershipSlug: 'alpha', lat: -33.849, long: 151.033 },
    ];
    const placed: SiteSearchOptions = { ...site, locationPoints: yards };
    const parramatta = {
      lat: -33.8136,
      long: 151.0034,
      label: 'Parramatta NSW 2150',
      postcode: '2150',
    };
    const yardCars = (): Car[] => [
      testCar({ id: '1', location_id: 'homebush', custom_rank: 9, make: 'Toyota' }),
      testCar({ id: '2', location_id: 'auburn', custom_rank: 1, make: 'Toyota' }),
      testCar({ id: '3', location_id: 'parramatta', custom_rank: 3, make: 'Mazda' }),
      testCar({ id: '4', location_id: 'homebush', custom_rank: 5, make: 'Mazda' }),
      // No location named: the dealership's first point (Parramatta).
      testCar({ id: '5', location_id: null, custom_rank: 4, make: 'Toyota' }),
      // A location the site does not list, at a dealership without points: last.
      testCar({ id: '6', location_id: 'elsewhere', dealership_slug: 'beta', custom_rank: 8 }),
      testCar({ id: '7', location_id: 'auburn', custom_rank: 6, make: 'Kia' }),
      testCar({ id: '8', location_id: null, dealership_slug: 'beta', custom_rank: 2 }),
    ];

    it('orders by great-circle distance from the place, equal distances as most relevant, cars with no point last', async () => {
      const { backend } = create(yardCars(), placed);
      const result = await backend.search(request({ sort: 'nearest', place: parramatta }), {
        now,
      });
      // Parramatta (5 and 3 by rank), Auburn (7, 2), Homebush (1, 4), then no point (6, 8).
      expect(ids(result)).toEqual(['5', '3', '7', '2', '1', '4', '6', '8']);
      expect(result.count).toBe(8);
      expect(result.place).toEqual(parramatta);
      const km = result.distancesKm ?? [];
      expect(km).toHaveLength(8);
      expect(km.slice(0, 6).every((d) => typeof d === 'number')).toBe(true);
      expect(km[0]).toBeCloseTo(km[1] as number, 9);
      expect(km[1] as number).toBeLessThan(km[2] as number);
      expect(km[3] as number).toBeLessThan(km[4] as number);
      expect(km.slice(6)).toEqual([null, null]);
    });

    it('pages nearest first stably, on into the cars with no point', async () => {
      const { backend } = create(yardCars(), placed);
      const seen: string[] = [];
      for (let offset = 0; offset < 8; offset += 3) {
        const page = await backend.search(
          request({ sort: 'nearest', place: parramatta, hitsPerPage: 3, offset }),
          { now },
        );
        expect(page.count).toBe(8);
        seen.push(...ids(page));
      }
      expect(seen).toEqual(['5', '3', '7', '2', '1', '4', '6', '8']);
    });

    it('nearest only when asked for: most relevant or a chosen order with a place keeps its order, with distances; without a place nearest is most relevant', async () => {
      const { backend } = create(yardCars(), placed);
      const relevant = await backend.search(request({ place: parramatta }), { now });
      const relevantAlone = await backend.search(request({}), { now });
      expect(ids(relevant)).toEqual(ids(relevantAlone));
      expect(ids(relevant)).not.toEqual(['5', '3', '7', '2', '1', '4', '6', '8']);
      expect(relevant.place).toEqual(parramatta);
      expect(relevant.distancesKm).toHaveLength(8);
      // Each car with a point has its distance, wherever most relevant puts it.
      expect(relevant.distancesKm?.filter((d) => typeof d === 'number')).toHaveLength(6);
      const latest = await backend.search(request({ sort: 'price_desc', place: parramatta }), {
        now,
      });
      const latestAlone = await backend.search(request({ sort: 'price_desc' }), { now });
      expect(ids(latest)).toEqual(ids(latestAlone));
      expect(latest.distancesKm).toHaveLength(8);
      const noPlace = await backend.search(request({ sort: 'nearest' }), { now });
      const relevance = await backend.search(request({}), { now });
      expect(ids(noPlace)).toEqual(ids(relevance));
      expect(noPlace.place).toBeUndefined();
      expect(noPlace.distancesKm).toBeUndefined();
    });

    it('filters, words and counts are the same nearest first as in any order', async () => {
      const { backend } = create(yardCars(), placed);
      const asked = { filters: { refinements: { make: ['Toyota'] } }, place: parramatta };
      const near = await backend.search(request({ ...asked, sort: 'nearest' }), { now });
      const plain = await backend.search(request({ ...asked, sort: 'latest' }), { now });
      expect(ids(near)).toEqual(['5', '2', '1', '6', '8']);
      expect(near.count).toBe(plain.count);
      expect(near.facets.make).toEqual(plain.facets.make);
      const words = await backend.search(
        request({ query: 'mazda', sort: 'nearest', place: parramatta }),
        { now },
      );
      expect(ids(words)).toEqual(['3', '4']);
    });
  });

  describe(`${name}: which cars search shows`, () => {
    it('shows cars sold within 3 days: exactly 3 days ago in, a second earlier out', async () => {
      const stock = [
        testCar({ id: '1', status: 'sold', sold_date_timestamp: nowSeconds - 3 * DAY }),
        testCar({ id: '2', status: 'sold', sold_date_timestamp: nowSeconds - 3 * DAY - 1 }),
        testCar({ id: '3', status: 'sold', sold_date_timestamp: nowSeconds - 60 }),
        testCar({ id: '4', status: 'coming_soon' }),
        testCar({ id: '5', status: 'others' }),
        testCar({ id: '6', show_on_dealer_website: false }),
        testCar({ id: '7' }),
      ];
      const { backend } = create(stock, site);
      const result = await backend.search(request({}), { now });
      expect(ids(result).sort()).toEqual(['1', '3', '4', '7']);
      expect(result.facets.status).toEqual([
        { value: 'sold', count: 2, isRefined: false },
        { value: 'coming_soon', count: 1, isRefined: false },
        { value: 'in_stock', count: 1, isRefined: false },
      ]);
    });

    it('drops a sold car once its window passes, as time moves on', async () => {
      const stock = [
        testCar({ id: '1', status: 'sold', sold_date_timestamp: nowSeconds - 2 * DAY }),
        testCar({ id: '2' }),
      ];
      const { backend } = create(stock, site);
      expect(ids(await backend.search(request({}), { now }))).toContain('1');
      const later = new Date(now.getTime() + (DAY + 1) * 1000);
      expect(ids(await backend.search(request({}), { now: later }))).toEqual(['2']);
      // And back again when asked about an earlier moment.
      expect(ids(await backend.search(request({}), { now })).sort()).toEqual(['1', '2']);
    });

    it("honours the site's own sold window", async () => {
      const stock = [
        testCar({ id: '1', status: 'sold', sold_date_timestamp: nowSeconds - 2 * DAY }),
      ];
      const oneDay = create(stock, { ...site, soldWindowDays: 1 });
      expect((await oneDay.backend.search(request({}), { now })).count).toBe(0);
    });

    it("site scope: another dealership's stock is never returned or counted, whatever the request asks", async () => {
      const stock = [
        testCar({ id: '1', dealership_slug: 'alpha', make: 'Toyota' }),
        testCar({ id: '2', dealership_slug: 'beta', make: 'Mazda' }),
        testCar({ id: '3', dealership_slug: 'gamma', make: 'Ford', vin: 'JTMHV05J604123456' }),
      ];
      const { backend } = create(stock, site);
      const all = await backend.search(request({}), { now });
      expect(ids(all).sort()).toEqual(['1', '2']);
      expect(all.facets.dealership_slug?.map((v) => v.value).sort()).toEqual(['alpha', 'beta']);
      expect(all.facets.make?.map((v) => v.value)).not.toContain('Ford');

      const asked = await backend.search(
        request({ filters: { refinements: { dealership_slug: ['gamma'] } } }),
        { now },
      );
      expect(asked.hits).toEqual([]);
      expect(asked.count).toBe(0);
      expect(asked.facets.make ?? []).toEqual([]);
      expect(asked.facets.dealership_slug?.find((v) => v.value === 'gamma')?.count).toBe(0);

      const byVin = await backend.search(request({ query: 'JTMHV05J604123456' }), { now });
      expect(byVin.hits).toEqual([]);
      const byMake = await backend.search(request({ query: 'ford' }), { now });
      expect(byMake.hits).toEqual([]);
    });

    it('an empty dealership list shows nothing', async () => {
      const { backend } = create(fleet(), { dealershipSlugs: [] });
      const result = await backend.search(request({}), { now });
      expect(result.count).toBe(0);
      expect(result.hits).toEqual([]);
    });
  });

  describe(`${name}: counts and stock changes`, () => {
    it('counts up to 1999 are exact; above the threshold they are estimated', async () => {
      const stock = generateStock({ count: 2300, now, soldShare: 0 }).map((car) => ({
        ...car,
        status: 'in_stock' as const,
        show_on_dealer_website: true,
        dealership_slug: 'alpha',
      }));
      const { backend } = create(stock, { dealershipSlugs: ['alpha'], siteStockCount: 5000 });
      const all = await backend.search(request({ facets: ['car_type'] }), { now });
      expect(all.count).toBe(2300);
      expect(all.countEstimated).toBe(true);
      const used = await backend.search(
        request({ filters: { refinements: { car_type: ['used'] } } }),
        { now },
      );
      expect(used.count).toBeLessThanOrEqual(1999);
      expect(used.countEstimated).toBe(false);
    });

    it('a sold, re-priced, added or removed car shows in the next search', async () => {
      const { backend, change } = create(fleet(), site);
      const q = request({ sort: 'price_asc', facets: ['make'] });
      const before = await backend.search(q, { now });
      expect(ids(before)).toEqual(['7', '2', '1', '3', '4', '5', '6']);

      const [car1, car2, car3] = fleet();
      change([
        { ...(car1 as Car), status: 'sold', sold_date_timestamp: nowSeconds - 10 * DAY },
        { ...(car2 as Car), price: 99000 },
        testCar({ id: '8', make: 'Honda', model: 'Jazz', price: 15000 }),
      ]);
      const after = await backend.search(q, { now });
      expect(ids(after)).toEqual(['7', '8', '3', '4', '5', '2', '6']);
      expect(countOf(after, 'make', 'Toyota')).toBe(1);
      expect(countOf(after, 'make', 'Honda')).toBe(1);

      change([], [(car3 as Car).id]);
      const removed = await backend.search(q, { now });
      expect(ids(removed)).toEqual(['7', '8', '4', '5', '2', '6']);
      expect(countOf(removed, 'make', 'Mazda')).toBe(1);
    });
  });
}
