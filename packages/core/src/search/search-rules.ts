import type {
  NumericRange,
  RangeRefinements,
  SearchRequest,
  SearchState,
  TermRefinements,
} from './protocol';
import { cleanNearPostcode } from './search-place';
import { DEFAULT_SORT, rangeFacets, type SortKey, sortKeys, termFacets } from './search-vocabulary';

// The search protocol's limits and the rules that clean what a request or a URL
// carries (docs/rules.md#search-request), without a schema library: the search page runs them
// in the browser on every change, and protocol.ts builds its schemas on them, so
// the server and the browser read a request and a search state the same way.

/** Hits per page default 21 (docs/rules.md#search-request). */
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

export const isRecord = (v: unknown): v is Record<string, unknown> =>
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

function cleanBound(raw: unknown): number | null {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return null;
  // -0 becomes 0 so a range survives a trip through a URL unchanged.
  return Math.min(MAX_RANGE_BOUND, Math.max(0, raw)) + 0;
}

/**
 * Bounds clamped to 0..MAX_RANGE_BOUND; a range open on both sides is dropped.
 * Sliders: min is clamped not to pass max (docs/rules.md#sliders).
 */
export function cleanRange(raw: unknown): NumericRange | null {
  if (!isRecord(raw)) return null;
  const max = cleanBound(raw.max);
  let min = cleanBound(raw.min);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) min = max;
  return { min, max };
}

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

/** Does the request narrow the stock at all (a refinement, a range or a query)? */
export function isRefinedRequest(request: Pick<SearchRequest, 'query' | 'filters'>): boolean {
  return (
    request.query !== '' ||
    Object.keys(request.filters.refinements).length > 0 ||
    Object.keys(request.filters.ranges).length > 0
  );
}

/** The 1-based page an offset falls on. */
export function pageOfOffset(offset: number, hitsPerPage: number): number {
  return Math.floor(offset / hitsPerPage) + 1;
}

/** Pages for a count: the last page may be short; no hits means no pages. */
export function pageCount(count: number, hitsPerPage: number): number {
  return count <= 0 ? 0 : Math.ceil(count / hitsPerPage);
}

/**
 * A search state from anything (docs/rules.md#search-state): what searchStateSchema accepts, read the
 * same way: query cleaned, page clamped to 1..MAX_PAGE, an unknown sort is the
 * default, refinements and ranges cleaned. Never throws.
 */
export function readSearchState(raw: unknown): SearchState {
  const input = isRecord(raw) ? raw : {};
  const near = cleanNearPostcode(input.near);
  const sortBy = sortKeys.includes(input.sortBy as SortKey)
    ? (input.sortBy as SortKey)
    : defaultSortFor({ near });
  return {
    query: cleanQuery(input.query),
    page: clampInt(input.page, 1, MAX_PAGE, 1),
    sortBy,
    refinements: cleanTermRefinements(input.refinements),
    ranges: cleanRangeRefinements(input.ranges),
    ...nearOf(near),
  };
}

const nearOf = (near: string | undefined) => (near === undefined ? {} : { near });

/**
 * The order a search state is in unless the shopper chose another: nearest first
 * once it has the shopper's place, most relevant without one (docs/rules.md#place-in-search).
 */
export function defaultSortFor(state: { near?: string | undefined }): SortKey {
  return state.near === undefined ? DEFAULT_SORT : 'nearest';
}

/**
 * The state with the shopper's place: an order left at its default becomes nearest
 * first; an order the shopper chose is kept (docs/rules.md#place-in-search).
 */
export function placedSearchState(state: SearchState, near: string): SearchState {
  const sortBy = state.sortBy === defaultSortFor(state) ? 'nearest' : state.sortBy;
  return { ...state, near, sortBy };
}

/**
 * The order served when a search's words name a place: nearest first if the search
 * is in the default order and names no postcode (near); else the order asked for
 * (docs/rules.md#place-in-search).
 */
export function sortForPlaceWords(sort: SortKey, near: string | undefined): SortKey {
  return sort === DEFAULT_SORT && near === undefined ? 'nearest' : sort;
}

/** The state without the shopper's place: nearest first goes back to the default order. */
export function unplacedSearchState(state: SearchState): SearchState {
  const { near: _near, ...rest } = state;
  return { ...rest, sortBy: state.sortBy === 'nearest' ? DEFAULT_SORT : state.sortBy };
}

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
    ...nearOf(state.near),
  };
}
