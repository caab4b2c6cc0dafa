import {
  type Car,
  distanceKm,
  estimateHitCount,
  type FacetName,
  type FacetStats,
  type FacetValue,
  isInLowestPriceSort,
  isInStockScope,
  isPriceShown,
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
  placeOfResult,
  type ResolvedSearchOptions,
  resolveSearchOptions,
  type SiteSearchOptions,
  servedSort,
  toFacetValues,
} from '../backend/backend';
import { allowedTypos, queryTerms, typoDistance } from '../engine/text';
import {
  compareForSort,
  isNumberWord,
  normalizeIdentifier,
  rangeValueOf,
  searchableWords,
  termValueOf,
  termValuesOf,
} from '../fields/fields';
import { type UnderstoodQuery, understandQuery } from '../query/understand';
import { queryUnderstandingOf, vocabularyOfCars, yearAt } from '../query/vocabulary';

// A brute-force statement of what a search answers: every car is checked against
// every rule one at a time, with no index. Tests compare the engines against it.

export type TextMatch = 'exact' | 'typo' | null;

/**
 * How a car matches a query's words: 'exact' when every word matches itself, a
 * synonym or (the last word, when `prefix`) a longer word it starts; 'typo' when some
 * word needed typos; null when some word does not match. Words of digits alone match
 * whole, never as a prefix; a word that is a whole VIN or stock number matches its car.
 */
export function matchWords(
  car: Car,
  terms: readonly string[],
  synonyms: Readonly<Record<string, readonly string[]>>,
  prefix = true,
): TextMatch {
  const words = new Set(searchableWords(car));
  const identifiers = [car.vin, car.stocknum]
    .filter((v): v is string => v !== null && v !== '')
    .map(normalizeIdentifier);
  let result: TextMatch = 'exact';
  terms.forEach((term, i) => {
    if (result === null) return;
    const isLast = i === terms.length - 1 && prefix && !isNumberWord(term);
    const alternatives = [term, ...(Object.hasOwn(synonyms, term) ? (synonyms[term] ?? []) : [])];
    const exact =
      identifiers.includes(normalizeIdentifier(term)) ||
      [...words].some((w) => alternatives.includes(w) || (isLast && w.startsWith(term)));
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

/** The cars of the list whose VIN or stock number is the whole query; null when none is. */
export function matchIdentifier(
  stock: readonly Car[],
  query: string,
): Map<string, TextMatch> | null {
  const key = normalizeIdentifier(query);
  if (key === '') return null;
  const identified = stock.filter(
    (car) =>
      (car.vin !== null && normalizeIdentifier(car.vin) === key) ||
      (car.stocknum !== null && normalizeIdentifier(car.stocknum) === key),
  );
  if (identified.length === 0) return null;
  return new Map(stock.map((car) => [car.id, identified.includes(car) ? 'exact' : null]));
}

/**
 * For each car of the list, how it matches the query's words as they are (identifiers
 * first, then words; the last word is a prefix unless `prefix` is false). What a hosted
 * engine does with the text it is sent.
 */
export function matchQuery(
  stock: readonly Car[],
  query: string,
  synonyms: Readonly<Record<string, readonly string[]>>,
  prefix = true,
): Map<string, TextMatch> | null {
  if (query === '') return null;
  const identified = matchIdentifier(stock, query);
  if (identified) return identified;
  const terms = queryTerms(query);
  if (terms.length === 0) return null;
  return new Map(stock.map((car) => [car.id, matchWords(car, terms, synonyms, prefix)]));
}

/** Does the car carry what the words named (their refinements and ranges)? */
export function hasUnderstood(car: Car, understood: UnderstoodQuery): boolean {
  for (const [facet, values] of Object.entries(understood.refinements) as [TermFacet, string[]][]) {
    if (!termValuesOf(car, facet).some((v) => values.includes(v))) return false;
  }
  for (const [facet, range] of Object.entries(understood.ranges) as [
    RangeFacet,
    { min: number | null; max: number | null },
  ][]) {
    if (!inRange(rangeValueOf(car, facet, null), range)) return false;
  }
  return !understood.pricedOnly || isPriceShown(car.price);
}

/** Is the car of a model the words named, or of a badge they spelled whole? */
export function isNamedCar(car: Car, understood: UnderstoodQuery): boolean {
  const model = termValueOf(car, 'model');
  const badge = termValueOf(car, 'badge');
  return (
    (model !== null && understood.models.includes(model)) ||
    (badge !== null && understood.badges.includes(badge))
  );
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
  const shown = stock.filter(
    (car) =>
      scope.has(car.dealership_slug) &&
      isInStockScope(car, options.scope) &&
      isVisibleInSearch(car, { now, soldWindowDays: options.soldWindowDays }),
  );
  // A whole VIN or stock number matches that car; other words are understood against
  // what the site's cars carry, and the words left matched as text.
  let text: Map<string, TextMatch> | null = null;
  let understood: UnderstoodQuery | null = null;
  if (request.query !== '') {
    text = matchIdentifier(stock, request.query);
    if (!text) {
      understood = understandQuery(request.query, vocabularyOfCars(shown), {
        thisYear: yearAt(now),
      });
      const { terms, prefix } = understood;
      text =
        terms.length === 0
          ? null
          : new Map(stock.map((car) => [car.id, matchWords(car, terms, options.synonyms, prefix)]));
    }
  }
  const core = shown.filter(
    (car) =>
      (text === null || text.get(car.id) !== null) &&
      (understood === null || hasUnderstood(car, understood)) &&
      (request.sort !== 'price_asc' ||
        isInLowestPriceSort(car.price, options.priceAscExcludesZero)),
  );
  const refinedFacets: FacetName[] = [
    ...(Object.keys(request.filters.refinements) as TermFacet[]),
    ...(Object.keys(request.filters.ranges) as RangeFacet[]),
  ];
  const passesAllBut = (car: Car, skip: FacetName | null) =>
    refinedFacets.every((f) => f === skip || passes(car, f, request, options));
  // Fewest typos (Algolia's typoTolerance 'min'): when some cars of a set match every
  // word without a typo, only they are in it.
  const fewestTypos = (set: Car[]) =>
    text !== null && set.some((car) => text?.get(car.id) === 'exact')
      ? set.filter((car) => text?.get(car.id) === 'exact')
      : set;
  const matching = fewestTypos(core.filter((car) => passesAllBut(car, null)));

  const facets: Partial<Record<TermFacet, FacetValue[]>> = {};
  const facetStats: Partial<Record<RangeFacet, FacetStats>> = {};
  for (const facet of facetsToCount(request, options)) {
    const set = refinedFacets.includes(facet)
      ? fewestTypos(core.filter((c) => passesAllBut(c, facet)))
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

  // Most relevant: cars of a model or badge the words named first.
  const sort = servedSort(request.sort, options, request.place);
  // Nearest: by whole metres from the place, cars with no point last.
  const metres = (car: Car) => {
    const point = request.place ? options.pointOf(car) : null;
    return request.place && point
      ? Math.floor(distanceKm(request.place, point) * 1000)
      : Number.POSITIVE_INFINITY;
  };
  const sorted = [...matching].sort((a, b) => {
    if (sort === 'nearest') {
      const ma = metres(a);
      const mb = metres(b);
      if (ma !== mb) return ma < mb ? -1 : 1;
    }
    if (sort === 'relevance') {
      if (understood) {
        const na = isNamedCar(a, understood) ? 0 : 1;
        const nb = isNamedCar(b, understood) ? 0 : 1;
        if (na !== nb) return na - nb;
      }
    }
    return compareForSort(a, b, sort, (car) =>
      rangeValueOf(car, 'weekly_price', options.financeProvider),
    );
  });
  const understanding = understood ? queryUnderstandingOf(understood) : undefined;
  const hitsPerPage = request.hitsPerPage ?? options.hitsPerPage;
  const { count, countEstimated } = estimateHitCount({
    count: matching.length,
    carTypeFacet: facets.car_type,
    refined: isRefinedRequest(request),
    siteStockCount: options.siteStockCount,
  });
  const hits = sorted.slice(request.offset, request.offset + hitsPerPage);
  return {
    hits,
    count,
    countEstimated,
    facets,
    facetStats,
    page: pageOfOffset(request.offset, hitsPerPage),
    pages: pageCount(count, hitsPerPage),
    hitsPerPage,
    offset: request.offset,
    ...(understanding ? { understood: understanding } : {}),
    ...placeOfResult(hits, request, options),
  };
}
