import { z } from 'zod';
import { carSchema } from '../car/car';
import {
  DEFAULT_SORT,
  type FacetName,
  facetNames,
  MAKE_MODEL_SEPARATOR,
  type RangeFacet,
  rangeFacets,
  type SortKey,
  sortKeys,
  type TermFacet,
  termFacets,
} from './search-vocabulary';

// SPEC §3 "Search facets and filters" and "Search result", SPEC §7 main car search:
// one protocol for the browser (filters and pagination in the request body) and for
// every backend. Request parsing never throws: unknown keys are dropped, wrong types
// fall back to defaults and oversized values are clamped, so a hand-edited URL or a
// stale client still gets a page.

export {
  DEFAULT_SORT,
  type FacetName,
  facetNames,
  MAKE_MODEL_SEPARATOR,
  type RangeFacet,
  rangeFacets,
  type SortKey,
  sortKeys,
  type TermFacet,
  termFacets,
};
export const termFacetSchema = z.enum(termFacets);
export const rangeFacetSchema = z.enum(rangeFacets);
export const facetNameSchema = z.enum(facetNames);
export const sortKeySchema = z.enum(sortKeys);

/** SPEC §9 hits per page default 21. */
export const DEFAULT_HITS_PER_PAGE = 21;
export const MAX_HITS_PER_PAGE = 100;
export const MAX_QUERY_LENGTH = 200;
export const MAX_VALUES_PER_FACET_FILTER = 50;
export const MAX_FILTER_VALUE_LENGTH = 200;
/** Deepest offset served; far beyond any real stock list, small enough to bound work. */
export const MAX_OFFSET = 1_000_000;
/** Largest page number a search state carries (deeper pages clamp to it). */
export const MAX_PAGE = 50_000;
/** Range bounds are clamped to 0..MAX_RANGE_BOUND (prices, km, years are never negative). */
export const MAX_RANGE_BOUND = 1_000_000_000;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const hasOwn = (o: object, key: string) => Object.hasOwn(o, key);

/** Trim, collapse whitespace and cut to MAX_QUERY_LENGTH; anything but a string is ''. */
export function cleanQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** A whole number clamped to [min, max]; a non-number (or NaN) gives the fallback. */
export function clampInt(raw: unknown, min: number, max: number, fallback: number): number {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof n !== 'number' || Number.isNaN(n)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

function cleanFacetValues(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [raw];
  const out: string[] = [];
  for (const item of list) {
    const v =
      typeof item === 'string'
        ? item.trim()
        : typeof item === 'number' && Number.isFinite(item)
          ? String(item)
          : '';
    if (v === '' || v.length > MAX_FILTER_VALUE_LENGTH || out.includes(v)) continue;
    out.push(v);
    if (out.length === MAX_VALUES_PER_FACET_FILTER) break;
  }
  return out;
}

/** Strict shape of term refinements: facet → values, OR within a facet, AND across facets. */
export const termRefinementsSchema = z.partialRecord(termFacetSchema, z.array(z.string()));
export type TermRefinements = z.infer<typeof termRefinementsSchema>;

/** Known facets only, in canonical facet order; values trimmed, de-duplicated and capped. */
export function cleanTermRefinements(raw: unknown): TermRefinements {
  const out: TermRefinements = {};
  if (!isRecord(raw)) return out;
  for (const facet of termFacets) {
    if (!hasOwn(raw, facet)) continue;
    const values = cleanFacetValues(raw[facet]);
    if (values.length > 0) out[facet] = values;
  }
  return out;
}

/** An inclusive numeric range; null means open on that side. */
export const numericRangeSchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type NumericRange = z.infer<typeof numericRangeSchema>;

function cleanBound(raw: unknown): number | null {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return null;
  // -0 becomes 0 so a range survives a trip through a URL unchanged.
  return Math.min(MAX_RANGE_BOUND, Math.max(0, raw)) + 0;
}

/**
 * Bounds clamped to 0..MAX_RANGE_BOUND; a range open on both sides is dropped.
 * SPEC §5 Sliders: min is clamped not to pass max.
 */
export function cleanRange(raw: unknown): NumericRange | null {
  if (!isRecord(raw)) return null;
  const max = cleanBound(raw.max);
  let min = cleanBound(raw.min);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) min = max;
  return { min, max };
}

export const rangeRefinementsSchema = z.partialRecord(rangeFacetSchema, numericRangeSchema);
export type RangeRefinements = z.infer<typeof rangeRefinementsSchema>;

export function cleanRangeRefinements(raw: unknown): RangeRefinements {
  const out: RangeRefinements = {};
  if (!isRecord(raw)) return out;
  for (const facet of rangeFacets) {
    if (!hasOwn(raw, facet)) continue;
    const range = cleanRange(raw[facet]);
    if (range) out[facet] = range;
  }
  return out;
}

/** The structured filters a request carries. */
export const searchFiltersSchema = z.object({
  refinements: z.preprocess(cleanTermRefinements, termRefinementsSchema),
  ranges: z.preprocess(cleanRangeRefinements, rangeRefinementsSchema),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

const toRecord = (v: unknown) => (isRecord(v) ? v : {});

function cleanFacetList(raw: unknown): FacetName[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return facetNames.filter((f) => raw.includes(f));
}

/**
 * SPEC §7 main car search request: filters, hitsPerPage, offset, query, sort.
 * `hitsPerPage` left out means the site's configured page size; `facets` left out
 * means every facet is counted.
 */
export const searchRequestSchema = z.preprocess(
  toRecord,
  z.object({
    query: z.preprocess(cleanQuery, z.string()),
    filters: z.preprocess(toRecord, searchFiltersSchema),
    sort: sortKeySchema.catch(DEFAULT_SORT),
    hitsPerPage: z.preprocess(
      (v) =>
        v === undefined ? undefined : clampInt(v, 1, MAX_HITS_PER_PAGE, DEFAULT_HITS_PER_PAGE),
      z.number().int().min(1).max(MAX_HITS_PER_PAGE).optional(),
    ),
    offset: z.preprocess(
      (v) => clampInt(v, 0, MAX_OFFSET, 0),
      z.number().int().min(0).max(MAX_OFFSET),
    ),
    facets: z.preprocess(cleanFacetList, z.array(facetNameSchema).optional()),
  }),
);
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** Does the request narrow the stock at all (a refinement, a range or a query)? */
export function isRefinedRequest(request: Pick<SearchRequest, 'query' | 'filters'>): boolean {
  return (
    request.query !== '' ||
    Object.keys(request.filters.refinements).length > 0 ||
    Object.keys(request.filters.ranges).length > 0
  );
}

export const facetValueSchema = z.object({
  value: z.string(),
  count: z.number().int().nonnegative(),
  isRefined: z.boolean(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

export const facetStatsSchema = z.object({ min: z.number(), max: z.number() });
export type FacetStats = z.infer<typeof facetStatsSchema>;

/**
 * SPEC §3 Search result: hits, count, facets (with facetStats min and max), pages, ms.
 * Facet values are ordered by count (highest first), then value; refined values are
 * always listed. `countEstimated` is true above the SPEC §9 hit threshold.
 */
export const searchResultSchema = z.object({
  hits: z.array(carSchema),
  count: z.number().int().nonnegative(),
  countEstimated: z.boolean(),
  facets: z.partialRecord(termFacetSchema, z.array(facetValueSchema)),
  facetStats: z.partialRecord(rangeFacetSchema, facetStatsSchema),
  /** 1-based page that `offset` falls on. */
  page: z.number().int().min(1),
  pages: z.number().int().nonnegative(),
  hitsPerPage: z.number().int().min(1),
  offset: z.number().int().nonnegative(),
  ms: z.number().nonnegative(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The 1-based page an offset falls on. */
export function pageOfOffset(offset: number, hitsPerPage: number): number {
  return Math.floor(offset / hitsPerPage) + 1;
}

/** Pages for a count: the last page may be short; no hits means no pages. */
export function pageCount(count: number, hitsPerPage: number): number {
  return count <= 0 ? 0 : Math.ceil(count / hitsPerPage);
}

/**
 * SPEC §4 Search state: what the search page shows and the URL encodes. `page` is
 * 1-based as shoppers read it; changing a filter or the query resets it (SPEC §4).
 */
export const searchStateSchema = z.preprocess(
  toRecord,
  z.object({
    query: z.preprocess(cleanQuery, z.string()),
    page: z.preprocess((v) => clampInt(v, 1, MAX_PAGE, 1), z.number().int().min(1)),
    sortBy: sortKeySchema.catch(DEFAULT_SORT),
    refinements: z.preprocess(cleanTermRefinements, termRefinementsSchema),
    ranges: z.preprocess(cleanRangeRefinements, rangeRefinementsSchema),
  }),
);
export type SearchState = z.infer<typeof searchStateSchema>;

export function emptySearchState(): SearchState {
  return { query: '', page: 1, sortBy: DEFAULT_SORT, refinements: {}, ranges: {} };
}

/** The request a search state asks for, at the page size the site shows. */
export function searchStateToRequest(state: SearchState, hitsPerPage: number): SearchRequest {
  const size = clampInt(hitsPerPage, 1, MAX_HITS_PER_PAGE, DEFAULT_HITS_PER_PAGE);
  return {
    query: state.query,
    filters: { refinements: state.refinements, ranges: state.ranges },
    sort: state.sortBy,
    hitsPerPage: size,
    offset: Math.min(MAX_OFFSET, (state.page - 1) * size),
    facets: undefined,
  };
}
