import {
  type Car,
  type CarPointReader,
  type CarType,
  carDistancesKm,
  carPointReader,
  carTypes,
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_SOLD_WINDOW_DAYS,
  type FacetName,
  type FacetValue,
  type FinanceProvider,
  type ItemType,
  itemTypes,
  type LocationPoint,
  MAX_HITS_PER_PAGE,
  rangeFacets,
  type SearchRequest,
  type SearchResult,
  type SearchSuggestions,
  type SortKey,
  type StockScope,
  type TermFacet,
  termFacets,
} from '@forecourt/core';
import { defaultMakeSynonyms } from '../engine/text';

/** Every search backend answers the same protocol (docs/rules.md#search-request). */
export interface SearchBackend {
  /**
   * Answers a parsed request for one site. `now` decides which sold cars are still in
   * the sold window (docs/rules.md#sold-window). The site's dealership scope is applied whatever the
   * request asks for.
   */
  search(request: SearchRequest, context: { now: Date }): Promise<SearchResult>;
  /**
   * The search box's suggestions for what the shopper has typed so far:
   * the end of the input finished with the site's own makes, models and facet words,
   * each counted by this backend's search of the whole suggested query.
   */
  suggest(input: string, context: { now: Date }): Promise<SearchSuggestions>;
}

/**
 * A site's search settings, passed in explicitly by whoever reads the site
 * configuration (this package never reads it itself).
 */
export type SiteSearchOptions = {
  /**
   * The dealerships whose stock the site shows. A security boundary: no request can
   * see stock outside it. An empty list shows nothing.
   */
  dealershipSlugs: readonly string[];
  /**
   * The rest of the site's stock scope (core's StockScope): the item types and
   * car types it sells and the makes it sells new. Left out: any of each.
   */
  stock?: Partial<Pick<StockScope, 'itemTypes' | 'carTypes' | 'newCarMakes'>>;
  /** Sold-car inclusion window in days; default 3 (docs/rules.md#sold-window). */
  soldWindowDays?: number;
  /** Lowest-price sort leaves out cars priced 0 (and unpriced ones); default false (docs/rules.md#price-sort). */
  priceAscExcludesZero?: boolean;
  /** Main search page size; default 21 (docs/rules.md#search-request). Used when a request names none. */
  hitsPerPage?: number;
  /** Facet value limits: 20 by default and 40 for the make and model lists (docs/rules.md#facet-counts). */
  facetLimits?: { default?: number; byFacet?: Partial<Record<TermFacet, number>> };
  /** Search cache: about 10 recent queries ... (docs/rules.md#search-cache) */
  recentQueryCacheSize?: number;
  /** ... plus a configured limit for the main search. The cache holds the sum. */
  mainSearchCacheLimit?: number;
  /** Whose weekly payment the weekly price range reads; none means no weekly price facet. */
  financeProvider?: FinanceProvider | null;
  /** Site configuration `stock.count`, for estimating counts above the hit threshold. */
  siteStockCount?: number | null;
  /** Query word → words it also matches (make nicknames). */
  synonyms?: Readonly<Record<string, readonly string[]>>;
  /**
   * The points of the site's locations, primary ones first: where each car stands
   * for the nearest sort and the distances (docs/rules.md#place-in-search). Left out: no
   * car has a point.
   */
  locationPoints?: readonly LocationPoint[];
};

export type ResolvedSearchOptions = {
  dealershipSlugs: readonly string[];
  /** The whole scope, dealerships included, as core's isInStockScope reads it. */
  scope: StockScope;
  soldWindowDays: number;
  priceAscExcludesZero: boolean;
  hitsPerPage: number;
  facetLimit: (facet: TermFacet) => number;
  cacheSize: number;
  financeProvider: FinanceProvider | null;
  siteStockCount: number | null;
  synonyms: Readonly<Record<string, readonly string[]>>;
  /** The point a car stands at, or null (core's carPointReader over `locationPoints`). */
  pointOf: CarPointReader;
};

export const DEFAULT_FACET_LIMIT = 20;
export const WIDE_FACET_LIMIT = 40;
export const DEFAULT_RECENT_QUERY_CACHE_SIZE = 10;
/** The long lists (makes, models) get the wider limit; everything else 20. */
export const defaultFacetLimits: Readonly<Partial<Record<TermFacet, number>>> = {
  make: WIDE_FACET_LIMIT,
  model: WIDE_FACET_LIMIT,
  make_model: WIDE_FACET_LIMIT,
};

const wholeAtLeast = (v: number | undefined, min: number, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.max(min, Math.trunc(v)) : fallback;

export function resolveSearchOptions(options: SiteSearchOptions): ResolvedSearchOptions {
  const byFacet = { ...defaultFacetLimits, ...options.facetLimits?.byFacet };
  const fallbackLimit = wholeAtLeast(options.facetLimits?.default, 1, DEFAULT_FACET_LIMIT);
  const dealershipSlugs = [...new Set(options.dealershipSlugs)];
  return {
    dealershipSlugs,
    scope: {
      dealershipSlugs,
      itemTypes: [...(options.stock?.itemTypes ?? (itemTypes as readonly ItemType[]))],
      carTypes: [...(options.stock?.carTypes ?? (carTypes as readonly CarType[]))],
      newCarMakes: options.stock?.newCarMakes ? [...options.stock.newCarMakes] : null,
    },
    soldWindowDays:
      typeof options.soldWindowDays === 'number' && options.soldWindowDays >= 0
        ? options.soldWindowDays
        : DEFAULT_SOLD_WINDOW_DAYS,
    priceAscExcludesZero: options.priceAscExcludesZero ?? false,
    hitsPerPage: Math.min(
      MAX_HITS_PER_PAGE,
      wholeAtLeast(options.hitsPerPage, 1, DEFAULT_HITS_PER_PAGE),
    ),
    facetLimit: (facet) => wholeAtLeast(byFacet[facet], 1, fallbackLimit),
    cacheSize:
      wholeAtLeast(options.recentQueryCacheSize, 0, DEFAULT_RECENT_QUERY_CACHE_SIZE) +
      wholeAtLeast(options.mainSearchCacheLimit, 0, 0),
    financeProvider: options.financeProvider ?? null,
    siteStockCount: options.siteStockCount ?? null,
    synonyms: options.synonyms ?? defaultMakeSynonyms,
    pointOf: carPointReader(options.locationPoints ?? []),
  };
}

/**
 * The sort a backend serves for a request: the lowest weekly payment needs the site's
 * finance provider, so a site without one answers that sort by relevance. Nearest
 * needs a place, and is served only when asked for: a place with another order keeps
 * that order, with distances (docs/rules.md#place-in-search).
 */
export function servedSort(
  sort: SortKey,
  options: ResolvedSearchOptions,
  place?: SearchRequest['place'],
): SortKey {
  if (sort === 'weekly_asc' && options.financeProvider === null) return 'relevance';
  if (sort === 'nearest' && !place) return 'relevance';
  return sort;
}

/**
 * What a result says of the place: the place itself and each hit's distance from it,
 * from the same points the nearest sort reads; nothing without a place.
 */
export function placeOfResult(
  hits: readonly Car[],
  request: SearchRequest,
  options: ResolvedSearchOptions,
): Pick<SearchResult, 'place' | 'distancesKm'> {
  const { place } = request;
  if (!place) return {};
  return { place, distancesKm: carDistancesKm(hits, place, options.pointOf) };
}

/** The facets counted when a request does not list any: all, weekly price only with a provider. */
export function facetsToCount(request: SearchRequest, options: ResolvedSearchOptions): FacetName[] {
  const all: FacetName[] = [
    ...termFacets,
    ...rangeFacets.filter((f) => f !== 'weekly_price' || options.financeProvider !== null),
  ];
  const wanted = request.facets ?? all;
  return all.filter((f) => wanted.includes(f));
}

export const isTermFacet = (f: FacetName): f is TermFacet =>
  (termFacets as readonly string[]).includes(f);

/**
 * A facet's values as the protocol lists them: counted values ordered by count
 * (highest first) then value, cut to the limit; refined values are always listed (with
 * their count, 0 when none match) after the cut if they fell outside it.
 */
export function toFacetValues(
  counts: Iterable<readonly [string, number]>,
  refined: readonly string[] | undefined,
  limit: number,
): FacetValue[] {
  const chosen = new Set(refined ?? []);
  const byValue = new Map<string, number>();
  for (const [value, count] of counts) if (count > 0) byValue.set(value, count);
  const order = (a: FacetValue, b: FacetValue) =>
    b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
  const listed = [...byValue]
    .map(([value, count]) => ({ value, count, isRefined: chosen.has(value) }))
    .sort(order)
    .slice(0, limit);
  const shown = new Set(listed.map((v) => v.value));
  const extra = [...chosen]
    .filter((value) => !shown.has(value))
    .map((value) => ({ value, count: byValue.get(value) ?? 0, isRefined: true }))
    .sort(order);
  return [...listed, ...extra];
}
