import {
  type Car,
  type CarStatus,
  rangeFacets,
  type SearchRequest,
  searchRequestSchema,
  sortKeys,
  termFacets,
} from '@forecourt/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SiteSearchOptions } from '../backend/backend';
import { rangeValueOf, stockNumberDigits, termValuesOf } from '../fields/fields';
import { describeSearchBackend } from '../testing/backend-suite';
import { testCar } from '../testing/car';
import { referenceSearch } from '../testing/reference';
import { generateStock, stockDealershipSlugs } from '../testing/stock';
import { createEmbeddedSearch } from './embedded-search';
import { forEachStockNumberRun, StockIndex, sortSlotsByValue } from './stock-index';

describeSearchBackend('embedded engine', (stock, options) => {
  const index = StockIndex.build(stock);
  return {
    backend: createEmbeddedSearch(index, options),
    change(upserts, removals = []) {
      for (const car of upserts) index.upsert(car);
      for (const id of removals) index.remove(id);
    },
  };
});

const now = new Date('2025-06-10T12:00:00.000Z');
const slugs = stockDealershipSlugs();

/** Compares an engine answer with the brute-force one, leaving out the timing. */
function expectSameAnswer(
  stock: readonly Car[],
  index: StockIndex,
  request: SearchRequest,
  options: SiteSearchOptions,
  at: Date,
): void {
  const engine = createEmbeddedSearch(index, { ...options, recentQueryCacheSize: 0 });
  const { ms, hits, ...answer } = engine.searchSync(request, { now: at });
  engine.dispose();
  const { hits: expectedHits, ...expected } = referenceSearch(stock, request, options, at);
  expect(ms).toBeGreaterThanOrEqual(0);
  expect(hits.map((c) => c.id)).toEqual(expectedHits.map((c) => c.id));
  expect(answer).toEqual(expected);
}

/** Requests built from values that occur in the stock, plus some that do not. */
function requestArbitrary(stock: readonly Car[]): fc.Arbitrary<SearchRequest> {
  const sample = stock.slice(0, 60);
  const valuesOf = (facet: (typeof termFacets)[number]) => [
    ...new Set(sample.flatMap((car) => termValuesOf(car, facet))),
    'No Such Value',
  ];
  const words = [
    ...new Set(sample.flatMap((car) => [car.make, car.model, car.badge ?? '', car.colour ?? ''])),
  ].filter((w) => w !== '');
  const typo = (w: string) => (w.length > 4 ? `${w.slice(0, 2)}${w.slice(3)}` : w);
  const query = fc.oneof(
    fc.constant(''),
    fc.constantFrom(...words).map((w) => w.toLowerCase()),
    fc.constantFrom(...words).map((w) => w.slice(0, Math.max(1, w.length - 2))),
    fc.constantFrom(...words).map(typo),
    fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)).map(([a, b]) => `${a} ${b}`),
    fc.constantFrom('chevy', 'merc', 'vw', 'one owner', 'xyzzy'),
    fc.constantFrom(...sample.flatMap((c) => [c.vin ?? '', c.stocknum ?? '']).filter(Boolean)),
  );
  const refinements = fc
    .subarray([...termFacets], { maxLength: 3 })
    .chain((facets) =>
      fc
        .tuple(
          ...facets.map((f) =>
            fc.subarray(valuesOf(f), { minLength: 1, maxLength: Math.min(3, valuesOf(f).length) }),
          ),
        )
        .map((lists) => Object.fromEntries(facets.map((f, i) => [f, lists[i]]))),
    );
  const bound = fc.option(fc.integer({ min: 0, max: 120000 }), { nil: null });
  const ranges = fc.subarray([...rangeFacets], { maxLength: 2 }).chain((facets) =>
    fc.tuple(...facets.map(() => fc.record({ min: bound, max: bound }))).map((list) =>
      Object.fromEntries(
        facets.map((f, i) => {
          const r = list[i] as { min: number | null; max: number | null };
          // Years live on another scale than prices.
          return [
            f,
            f === 'year'
              ? {
                  min: r.min === null ? null : 2000 + (r.min % 30),
                  max: r.max === null ? null : 2000 + (r.max % 30),
                }
              : r,
          ];
        }),
      ),
    ),
  );
  return fc
    .record({
      query,
      refinements,
      ranges,
      sort: fc.constantFrom(...sortKeys),
      hitsPerPage: fc.integer({ min: 1, max: 40 }),
      offset: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 400 })),
      facets: fc.option(fc.subarray([...termFacets, ...rangeFacets]), { nil: undefined }),
    })
    .map(({ refinements: r, ranges: g, ...rest }) =>
      searchRequestSchema.parse({ ...rest, filters: { refinements: r, ranges: g } }),
    );
}

const optionsArbitrary: fc.Arbitrary<SiteSearchOptions> = fc.record({
  dealershipSlugs: fc.subarray(slugs, { minLength: 0, maxLength: 12 }),
  soldWindowDays: fc.constantFrom(0, 1, 3, 7),
  priceAscExcludesZero: fc.boolean(),
  hitsPerPage: fc.constantFrom(12, 21),
  financeProvider: fc.constantFrom(null, 'Taurus' as const),
  siteStockCount: fc.constantFrom(null, 123),
});

describe('embedded engine matches a brute-force count on random data', () => {
  const stock = generateStock({ count: 400, now, seed: 7, soldShare: 0.25 });
  const index = StockIndex.build(stock);

  it('hits, counts, disjunctive facets, facet stats and pages agree for random requests', () => {
    fc.assert(
      fc.property(
        requestArbitrary(stock),
        optionsArbitrary,
        fc.integer({ min: -5, max: 5 }),
        (request, options, days) => {
          const at = new Date(now.getTime() + days * 86_400_000);
          expectSameAnswer(stock, index, request, options, at);
        },
      ),
      { numRuns: 250 },
    );
  });

  it('agrees again after random sales, re-pricing, additions and removals', () => {
    type Change =
      | { kind: 'sell'; at: number; daysAgo: number }
      | { kind: 'price'; at: number; price: number | null }
      | { kind: 'status'; at: number; status: CarStatus }
      | { kind: 'add'; at: number }
      | { kind: 'remove'; at: number };
    const change: fc.Arbitrary<Change> = fc.oneof(
      fc.record({
        kind: fc.constant('sell' as const),
        at: fc.nat(399),
        daysAgo: fc.integer({ min: 0, max: 6 }),
      }),
      fc.record({
        kind: fc.constant('price' as const),
        at: fc.nat(399),
        price: fc.option(fc.integer({ min: 0, max: 90000 }), { nil: null }),
      }),
      fc.record({
        kind: fc.constant('status' as const),
        at: fc.nat(399),
        status: fc.constantFrom<CarStatus>('in_stock', 'coming_soon', 'others'),
      }),
      fc.record({ kind: fc.constant('add' as const), at: fc.nat(399) }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat(399) }),
    );
    fc.assert(
      fc.property(
        fc.array(change, { minLength: 1, maxLength: 25 }),
        requestArbitrary(stock),
        optionsArbitrary,
        (changes, request, options) => {
          const live = StockIndex.build(stock);
          let added = 0;
          for (const c of changes) {
            const car = stock[c.at] as Car;
            switch (c.kind) {
              case 'sell':
                live.upsert({
                  ...car,
                  status: 'sold',
                  sold_date_timestamp: now.getTime() / 1000 - c.daysAgo * 86_400,
                });
                break;
              case 'price':
                live.upsert({ ...car, price: c.price });
                break;
              case 'status':
                live.upsert({ ...car, status: c.status });
                break;
              case 'add':
                live.upsert({ ...car, id: `new-${++added}`, stocknum: null, vin: null });
                break;
              case 'remove':
                live.remove(car.id);
                break;
              default:
                c satisfies never;
            }
          }
          const current = live.cars.filter((car): car is Car => car !== undefined);
          expect(live.size).toBe(current.length);
          expectSameAnswer(current, live, request, options, now);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a view kept open follows every change without a rebuild', () => {
    const live = StockIndex.build(stock);
    const options: SiteSearchOptions = { dealershipSlugs: slugs, financeProvider: 'Taurus' };
    const view = createEmbeddedSearch(live, options);
    const request = searchRequestSchema.parse({ sort: 'price_asc' });
    let current = [...stock];
    for (let i = 0; i < 40; i++) {
      const car = current[(i * 37) % current.length] as Car;
      const next: Car =
        i % 3 === 0
          ? { ...car, status: 'sold', sold_date_timestamp: now.getTime() / 1000 - 100 }
          : i % 3 === 1
            ? { ...car, price: (car.price ?? 0) + 1234 }
            : { ...car, id: `added-${i}`, vin: null, stocknum: null };
      live.upsert(next);
      current = current.some((c) => c.id === next.id)
        ? current.map((c) => (c.id === next.id ? next : c))
        : [...current, next];
      const { ms: _ms, hits, ...answer } = view.searchSync(request, { now });
      const { hits: expectedHits, ...expected } = referenceSearch(current, request, options, now);
      expect(hits.map((c) => c.id)).toEqual(expectedHits.map((c) => c.id));
      expect(answer).toEqual(expected);
    }
  });
});

describe('stock index', () => {
  it('grows past its first capacity and keeps every structure in step', () => {
    const first = Array.from({ length: 5 }, (_, i) =>
      testCar({ id: String(i + 1), price: 1000 * (i + 1) }),
    );
    const index = StockIndex.build(first);
    const view = createEmbeddedSearch(index, { dealershipSlugs: ['alpha'] });
    const initialCapacity = index.capacity;
    const more = Array.from({ length: 100 }, (_, i) =>
      testCar({ id: String(i + 6), price: 1000 * (i + 6), make: i % 2 ? 'Mazda' : 'Kia' }),
    );
    for (const car of more) index.upsert(car);
    expect(index.capacity).toBeGreaterThan(initialCapacity);
    expect(index.size).toBe(105);
    const result = view.searchSync(
      searchRequestSchema.parse({
        sort: 'price_desc',
        filters: { refinements: { make: ['Kia'] } },
      }),
      { now },
    );
    expect(result.count).toBe(50);
    expect(result.hits[0]?.id).toBe('104');
    expect(result.facets.make?.map((v) => [v.value, v.count])).toEqual([
      ['Kia', 50],
      ['Mazda', 50],
      ['Toyota', 5],
    ]);
  });

  it('finds the numbers of a stock number as stockNumberDigits does', () => {
    for (const stocknum of [
      'HT000123',
      '300-000266',
      '12',
      'A1234B56C789',
      '777x777',
      '',
      '１２３４',
    ]) {
      const runs: string[] = [];
      forEachStockNumberRun(stocknum, (digits) => runs.push(digits));
      expect(new Set(runs)).toEqual(new Set(stockNumberDigits({ stocknum })));
    }
  });

  it('sorts slots by value as the comparator does: absent last, ties in the order given', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(Number.NaN, 0, -0, 1, -1, 2.5, 1e12, -1e-9),
            fc.double({ noNaN: true, noDefaultInfinity: true }),
            fc.integer({ min: -5, max: 5 }),
          ),
          { maxLength: 60 },
        ),
        fc.constantFrom(1 as const, -1 as const),
        (list, dir) => {
          const values = Float64Array.from(list);
          const slots = Int32Array.from(list.keys()).reverse();
          const expected = [...slots].sort((a, b) => {
            const va = values[a] as number;
            const vb = values[b] as number;
            if (Number.isNaN(va) || Number.isNaN(vb)) {
              return Number(Number.isNaN(va)) - Number(Number.isNaN(vb)) || b - a;
            }
            return va === vb ? b - a : (va < vb ? -1 : 1) * dir;
          });
          expect([...sortSlotsByValue(slots, values, dir)]).toEqual(expected);
        },
      ),
    );
  });

  it('re-uses the slot of a removed car', () => {
    const index = StockIndex.build([testCar({ id: 'a' }), testCar({ id: 'b' })]);
    const slot = index.slotFor('a');
    expect(index.remove('a')).toBe(true);
    expect(index.remove('a')).toBe(false);
    index.upsert(testCar({ id: 'c', make: 'Kia' }));
    expect(index.slotFor('c')).toBe(slot);
    expect(index.get('a')).toBeUndefined();
    expect(index.get('c')?.make).toBe('Kia');
  });

  it('a later copy of the same id in the build list wins', () => {
    const index = StockIndex.build([
      testCar({ id: 'a', price: 1 }),
      testCar({ id: 'a', price: 2 }),
    ]);
    expect(index.size).toBe(1);
    expect(index.get('a')?.price).toBe(2);
  });

  it('the weekly price reads the site finance provider', () => {
    const car = testCar({
      id: '1',
      price: 20000,
      finance_lenders: {
        Taurus: {
          interestRate: 8.5,
          comparisonRate: null,
          paymentWeek: 99,
          paymentMonth: null,
          termYears: null,
          termMonths: null,
          deposit: null,
          balloon: null,
          disclaimer: null,
        },
      },
    });
    const index = StockIndex.build([car]);
    const taurus = createEmbeddedSearch(index, {
      dealershipSlugs: ['alpha'],
      financeProvider: 'Taurus',
    });
    const angle = createEmbeddedSearch(index, {
      dealershipSlugs: ['alpha'],
      financeProvider: 'Angle',
    });
    const none = createEmbeddedSearch(index, { dealershipSlugs: ['alpha'] });
    const q = searchRequestSchema.parse({});
    expect(taurus.searchSync(q, { now }).facetStats.weekly_price).toEqual({ min: 99, max: 99 });
    expect(angle.searchSync(q, { now }).facetStats.weekly_price).toBeUndefined();
    expect(none.searchSync(q, { now }).facetStats.weekly_price).toBeUndefined();
    expect(rangeValueOf(car, 'weekly_price', 'Taurus')).toBe(99);
  });
});

describe('the embedded search cache', () => {
  it('answers a repeated query from the cache and forgets it when stock changes', () => {
    const index = StockIndex.build([testCar({ id: '1' }), testCar({ id: '2' })]);
    const view = createEmbeddedSearch(index, { dealershipSlugs: ['alpha'] });
    const q = searchRequestSchema.parse({});
    const first = view.searchSync(q, { now });
    const second = view.searchSync(q, { now });
    expect(second.hits).toBe(first.hits);
    index.upsert(testCar({ id: '2', status: 'sold', sold_date_timestamp: 0 }));
    const third = view.searchSync(q, { now });
    expect(third.hits.map((c) => c.id)).toEqual(['1']);
  });

  it('keeps about 10 recent queries plus the main-search limit', () => {
    const index = StockIndex.build([testCar({ id: '1' })]);
    const view = createEmbeddedSearch(index, {
      dealershipSlugs: ['alpha'],
      mainSearchCacheLimit: 5,
    });
    expect(view.options.cacheSize).toBe(15);
    const small = createEmbeddedSearch(index, { dealershipSlugs: ['alpha'] });
    expect(small.options.cacheSize).toBe(10);
    const answers = Array.from({ length: 16 }, (_, i) =>
      view.searchSync(searchRequestSchema.parse({ offset: i }), { now }),
    );
    // The oldest (offset 0) was pushed out; the newest 15 are still cached.
    expect(view.searchSync(searchRequestSchema.parse({ offset: 0 }), { now }).hits).not.toBe(
      answers[0]?.hits,
    );
    expect(view.searchSync(searchRequestSchema.parse({ offset: 15 }), { now }).hits).toBe(
      answers[15]?.hits,
    );
  });
});

describe('words that name an object’s own properties', () => {
  it('are searched like any other word (no error, no hits from the synonym table)', () => {
    const index = StockIndex.build([
      testCar({ id: '1', badge: 'Constructor' }),
      testCar({ id: '2' }),
    ]);
    const view = createEmbeddedSearch(index, { dealershipSlugs: ['alpha'] });
    for (const query of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf x']) {
      const answer = view.searchSync(searchRequestSchema.parse({ query }), { now });
      expect(Array.isArray(answer.hits), query).toBe(true);
    }
    const found = view.searchSync(searchRequestSchema.parse({ query: 'constructor' }), { now });
    expect(found.hits.map((c) => c.id)).toEqual(['1']);
  });
});
