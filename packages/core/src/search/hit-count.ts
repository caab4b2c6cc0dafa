import type { FacetValue } from './protocol';

// Hit threshold 1999; counts above it are estimated from facets or the site
// stock count (docs/rules.md#hit-count).

export const HIT_COUNT_THRESHOLD = 1999;

export type HitCountInput = {
  /** The count the backend reported. */
  count: number;
  /**
   * The car_type facet of the same answer, if it was counted. Every car has exactly one
   * car_type, so the counts of the values the shopper refined (or of all values when
   * none is refined) add up to the number of matching cars.
   */
  carTypeFacet?: readonly FacetValue[] | undefined;
  /** True when the request has a query, a refinement or a range. */
  refined: boolean;
  /** The site's stock count (site configuration `stock.count`), if known. */
  siteStockCount?: number | null | undefined;
};

export type HitCount = { count: number; countEstimated: boolean };

/**
 * The count to show. Up to the threshold (inclusive) the backend's count is exact.
 * Above it the count is an estimate, taken in this order:
 * 1. the sum of the car_type facet (refined values only, if any are refined), when positive;
 * 2. the site stock count, when the request is not refined at all and the count is positive;
 * 3. the backend's own count.
 */
export function estimateHitCount(input: HitCountInput): HitCount {
  const count = Math.max(0, Math.trunc(input.count));
  if (count <= HIT_COUNT_THRESHOLD) return { count, countEstimated: false };
  const facet = input.carTypeFacet ?? [];
  const refinedValues = facet.filter((v) => v.isRefined);
  const counted = refinedValues.length > 0 ? refinedValues : facet;
  const facetSum = counted.reduce((sum, v) => sum + v.count, 0);
  if (facetSum > 0) return { count: facetSum, countEstimated: true };
  const stock = input.siteStockCount;
  if (!input.refined && typeof stock === 'number' && stock > 0) {
    return { count: Math.trunc(stock), countEstimated: true };
  }
  return { count, countEstimated: true };
}
