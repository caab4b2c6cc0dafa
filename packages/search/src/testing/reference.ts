import {
  type Car,
  estimateHitCount,
  type FacetName,
  type FacetStats,
  type FacetValue,
  isInLowestPriceSort,
  isRefinedRequest,
  isVisibleInSearch,
  pageCount,
  pageOfOffset,
  type RangeFacet,
  type SearchRequest,
  type SearchResult,
  type TermFacet,
} from '@forecourt/core';
import {
  facetsToCount,
  isTermFacet,
  type ResolvedSearchOptions,
  resolveSearchOptions,
  type SiteSearchOptions,
  toFacetValues,
} from '../backend/backend';
import { allowedTypos, queryTerms, tokenize, typoDistance } from '../engine/text';
import {
  compareForSort,
  normalizeIdentifier,
  rangeValueOf,
  searchableText,
  termValuesOf,
} from '../fields/fields';

// A brute-force statement of what a search answers: every car is checked against
// every rule one at a time, with no index. Tests compare the engines against it.

export type TextMatch = 'exact' | 'typo' | null;

/**
 * How a car matches a query's words: 'exact' when every word matches itself, a
 * synonym or (the last word) a longer word it starts; 'typo' when some word needed
 * typos; null when some word does not match.
 */
export function matchWords(
  car: Car,
  terms: readonly string[],
  synonyms: Readonly<Record<string, readonly string[]>>,
): TextMatch {
  const words = new Set(tokenize(searchableText(car)));
  let result: TextMatch = 'exact';
  terms.forEach((term, i) => {
    if (result === null) return;
    const isLast = i === terms.length - 1;
    const alternatives = [term, ...(synonyms[term] ?? [])];
    const exact = [...words].some(
      (w) => alternatives.includes(w) || (isLast && w.startsWith(term)),
    );
    if (exact) return;
    const k = allowedTypos(term);
    const typo =
      k > 0 &&
      [...words].some(
        (w) =>
          w.charCodeAt(0) === term.charCodeAt(0) &&
          Math.abs(w.length - term.length) <= k &&
          typoDistance(term, w, k) <= k,
      );
    result = typo ? 'typo' : null;
  });
  return result;
}

/** For each car of the list, how it matches the query (identifiers first, then words). */
export function matchQuery(
  stock: readonly Car[],
  query: string,
  synonyms: Readonly<Record<string, readonly string[]>>,
): Map<string, TextMatch> | null {
  if (query === '') return null;
  const key = normalizeIdentifier(query);
  const identified = stock.filter(
    (car) =>
      (car.vin !== null && normalizeIdentifier(car.vin) === key) ||
      (car.stocknum !== null && normalizeIdentifier(car.stocknum) === key),
  );
  if (key !== '' && identified.length > 0) {
    return new Map(stock.map((car) => [car.id, identified.includes(car) ? 'exact' : null]));
  }
  const terms = queryTerms(query);
  if (terms.length === 0) return null;
  return new Map(stock.map((car) => [car.id, matchWords(car, terms, synonyms)]));
}

function inRange(value: number | null, range: { min: number | null; max: number | null }): boolean {
  return (
    value !== null &&
    (range.min === null || value >= range.min) &&
    (range.max === null || value <= range.max)
  );
}

/** Does the car pass the request's clause on one facet? */
function passes(
  car: Car,
  facet: FacetName,
  request: SearchRequest,
  options: ResolvedSearchOptions,
): boolean {
  if (isTermFacet(facet)) {
    const wanted = request.filters.refinements[facet];
    return !wanted || termValuesOf(car, facet).some((v) => wanted.includes(v));
  }
  const range = request.filters.ranges[facet];
  return !range || inRange(rangeValueOf(car, facet, options.financeProvider), range);
}

/** The answer to a request, worked out car by car. `stock` is everything indexed. */
export function referenceSearch(
  stock: readonly Car[],
  request: SearchRequest,
  siteOptions: SiteSearchOptions,
  now: Date,
): Omit<SearchResult, 'ms'> {
  const options = resolveSearchOptions(siteOptions);
  const scope = new Set(options.dealershipSlugs);
  const text = matchQuery(stock, request.query, options.synonyms);
  const core = stock.filter(
    (car) =>
      scope.has(car.dealership_slug) &&
      isVisibleInSearch(car, { now, soldWindowDays: options.soldWindowDays }) &&
      (text === null || text.get(car.id) !== null) &&
      (request.sort !== 'price_asc' ||
        isInLowestPriceSort(car.price, options.priceAscExcludesZero)),
  );
  const refinedFacets: FacetName[] = [
    ...(Object.keys(request.filters.refinements) as TermFacet[]),
    ...(Object.keys(request.filters.ranges) as RangeFacet[]),
  ];
  const passesAllBut = (car: Car, skip: FacetName | null) =>
    refinedFacets.every((f) => f === skip || passes(car, f, request, options));
  const matching = core.filter((car) => passesAllBut(car, null));

  const facets: Partial<Record<TermFacet, FacetValue[]>> = {};
  const facetStats: Partial<Record<RangeFacet, FacetStats>> = {};
  for (const facet of facetsToCount(request, options)) {
    const set = refinedFacets.includes(facet)
      ? core.filter((c) => passesAllBut(c, facet))
      : matching;
    if (isTermFacet(facet)) {
      const counts = new Map<string, number>();
      for (const car of set) {
        for (const v of termValuesOf(car, facet)) counts.set(v, (counts.get(v) ?? 0) + 1);
      }
      facets[facet] = toFacetValues(
        counts,
        request.filters.refinements[facet],
        options.facetLimit(facet),
      );
    } else {
      const values = set
        .map((car) => rangeValueOf(car, facet, options.financeProvider))
        .filter((v): v is number => v !== null);
      if (values.length > 0) {
        facetStats[facet] = { min: Math.min(...values), max: Math.max(...values) };
      }
    }
  }

  const sorted = [...matching].sort((a, b) => {
    if (text && request.sort === 'relevance') {
      const ta = text.get(a.id) === 'exact' ? 0 : 1;
      const tb = text.get(b.id) === 'exact' ? 0 : 1;
      if (ta !== tb) return ta - tb;
    }
    return compareForSort(a, b, request.sort);
  });
  const hitsPerPage = request.hitsPerPage ?? options.hitsPerPage;
  const { count, countEstimated } = estimateHitCount({
    count: matching.length,
    carTypeFacet: facets.car_type,
    refined: isRefinedRequest(request),
    siteStockCount: options.siteStockCount,
  });
  return {
    hits: sorted.slice(request.offset, request.offset + hitsPerPage),
    count,
    countEstimated,
    facets,
    facetStats,
    page: pageOfOffset(request.offset, hitsPerPage),
    pages: pageCount(count, hitsPerPage),
    hitsPerPage,
    offset: request.offset,
  };
}
