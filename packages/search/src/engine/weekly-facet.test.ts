import { type Car, searchRequestSchema, weeklyPaymentOf } from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import type { SiteSearchOptions } from '../backend/backend';
import { referenceSearch } from '../testing/reference';
import { generateStock, stockDealershipSlugs } from '../testing/stock';
import { createEmbeddedSearch } from './embedded-search';
import { StockIndex } from './stock-index';

// Shop by weekly payment: the weekly_price range filter and its facet stats
// agree with a brute-force count over the site's cars, each read with core's
// `weeklyPaymentOf` for the site's provider ('under $150 per week').

const now = new Date('2025-06-10T12:00:00.000Z');
const stock = generateStock({ count: 400, now, seed: 11, soldShare: 0.1 });
const index = StockIndex.build(stock);
const options: SiteSearchOptions = {
  dealershipSlugs: stockDealershipSlugs().slice(0, 4),
  financeProvider: 'Taurus',
};

/** Every car the site shows for a request with no weekly filter, page by page. */
function siteCars(): Car[] {
  const cars: Car[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = referenceSearch(
      stock,
      searchRequestSchema.parse({ hitsPerPage: 100, offset }),
      options,
      now,
    );
    cars.push(...page.hits);
    if (page.hits.length < 100) return cars;
  }
}

describe('the weekly payment filter counts what a brute-force count finds', () => {
  const engine = createEmbeddedSearch(index, options);
  const all = siteCars();
  const weekly = all.map((car) => weeklyPaymentOf(car, 'Taurus'));

  it('has cars with and without a weekly payment to tell apart', () => {
    expect(weekly.filter((w) => w !== null).length).toBeGreaterThan(50);
    expect(weekly.filter((w) => w === null).length).toBeGreaterThan(10);
  });

  for (const [min, max] of [
    [null, 150],
    [null, 100],
    [100, 200],
    [150, 150],
    [null, 0],
  ] as const) {
    it(`weekly payment ${min ?? 'any'} to ${max}: the count and every hit agree`, () => {
      const answer = engine.searchSync(
        searchRequestSchema.parse({
          hitsPerPage: 100,
          filters: { ranges: { weekly_price: { min, max } } },
        }),
        { now },
      );
      const expected = weekly.filter(
        (w) => w !== null && (min === null || w >= min) && w <= max,
      ).length;
      expect(answer.count).toBe(expected);
      for (const hit of answer.hits) {
        const w = weeklyPaymentOf(hit, 'Taurus');
        expect(w).not.toBeNull();
        expect(w as number).toBeLessThanOrEqual(max);
      }
    });
  }

  it("the facet stats span the site's weekly payments", () => {
    const answer = engine.searchSync(searchRequestSchema.parse({ hitsPerPage: 1 }), { now });
    const known = weekly.filter((w): w is number => w !== null);
    expect(answer.facetStats.weekly_price).toEqual({
      min: Math.min(...known),
      max: Math.max(...known),
    });
  });

  it('a site whose provider quotes no weekly payment has no weekly filter', () => {
    const none = createEmbeddedSearch(index, { ...options, financeProvider: null });
    const answer = none.searchSync(searchRequestSchema.parse({ hitsPerPage: 1 }), { now });
    expect(answer.facetStats.weekly_price).toBeUndefined();
  });
});
