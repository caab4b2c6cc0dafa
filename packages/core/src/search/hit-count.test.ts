import { describe, expect, it } from 'vitest';
import { estimateHitCount, HIT_COUNT_THRESHOLD } from './hit-count';

const carTypes = (counts: Record<string, number>, refined: string[] = []) =>
  Object.entries(counts).map(([value, count]) => ({
    value,
    count,
    isRefined: refined.includes(value),
  }));

describe('counts above the 1999 hit threshold are estimated from facets or the site stock count', () => {
  it('the threshold is 1999', () => {
    expect(HIT_COUNT_THRESHOLD).toBe(1999);
  });

  it('a count of exactly 1999 is exact', () => {
    expect(estimateHitCount({ count: 1999, refined: false, siteStockCount: 5000 })).toEqual({
      count: 1999,
      countEstimated: false,
    });
  });

  it('a count of 1998 is exact and a count of 0 is exact', () => {
    expect(estimateHitCount({ count: 1998, refined: true })).toEqual({
      count: 1998,
      countEstimated: false,
    });
    expect(estimateHitCount({ count: 0, refined: true })).toEqual({
      count: 0,
      countEstimated: false,
    });
  });

  it('above the threshold sums the car_type facet', () => {
    expect(
      estimateHitCount({
        count: 2000,
        carTypeFacet: carTypes({ new: 900, used: 1300, demo: 150 }),
        refined: true,
      }),
    ).toEqual({ count: 2350, countEstimated: true });
  });

  it('sums only the refined car types when some are refined', () => {
    expect(
      estimateHitCount({
        count: 2500,
        carTypeFacet: carTypes({ new: 900, used: 2400, demo: 150 }, ['used', 'demo']),
        refined: true,
      }),
    ).toEqual({ count: 2550, countEstimated: true });
  });

  it('falls back to the site stock count for an unrefined search without facets', () => {
    expect(estimateHitCount({ count: 2000, refined: false, siteStockCount: 4321 })).toEqual({
      count: 4321,
      countEstimated: true,
    });
  });

  it('does not use the site stock count for a refined search', () => {
    expect(estimateHitCount({ count: 2100, refined: true, siteStockCount: 4321 })).toEqual({
      count: 2100,
      countEstimated: true,
    });
  });

  it('keeps the backend count, marked estimated, when nothing better is known', () => {
    expect(estimateHitCount({ count: 3000, carTypeFacet: [], refined: false })).toEqual({
      count: 3000,
      countEstimated: true,
    });
    expect(estimateHitCount({ count: 3000, refined: false, siteStockCount: 0 })).toEqual({
      count: 3000,
      countEstimated: true,
    });
  });
});
