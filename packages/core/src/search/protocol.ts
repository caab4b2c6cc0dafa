import { z } from 'zod';
import { carSchema } from '../car/car';
import { cleanNearPostcode, cleanSearchPlace } from './search-place';
import {
  clampInt,
  cleanQuery,
  cleanRangeRefinements,
  cleanTermRefinements,
  DEFAULT_HITS_PER_PAGE,
  isRecord,
  MAX_HITS_PER_PAGE,
  MAX_OFFSET,
  readSearchState,
} from './search-rules';
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

// The search request and its answer:
// one protocol for the browser (filters and pagination in the request body) and for
// every backend. Request parsing never throws: unknown keys are dropped, wrong types
// fall back to defaults and oversized values are clamped, so a hand-edited URL or a
// stale client still gets a page. The limits and the cleaning rules are in
// search-rules.ts (no schema library, so the browser runs them too).

export * from './search-place';
export * from './search-rules';
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

/** Strict shape of term refinements: facet → values, OR within a facet, AND across facets. */
export const termRefinementsSchema = z.partialRecord(termFacetSchema, z.array(z.string()));
export type TermRefinements = z.infer<typeof termRefinementsSchema>;
/** An inclusive numeric range; null means open on that side. */
export const numericRangeSchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type NumericRange = z.infer<typeof numericRangeSchema>;
export const rangeRefinementsSchema = z.partialRecord(rangeFacetSchema, numericRangeSchema);
export type RangeRefinements = z.infer<typeof rangeRefinementsSchema>;

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

/** A place results are measured from (docs/rules.md#place-in-search). */
export const searchPlaceSchema = z.object({
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
  label: z.string(),
  postcode: z.string().nullable(),
});

/** The shopper's place as a browser may name it: a postcode, resolved by the server. */
const nearField = z.preprocess(cleanNearPostcode, z.string().optional());

/**
 * Main car search request: filters, hitsPerPage, offset, query, sort (docs/rules.md#search-request).
 * `hitsPerPage` left out means the site's configured page size; `facets` left out
 * means every facet is counted. `near` is a postcode the shopper gave; `place` is
 * the point the server resolved from it or from the query's place words, which
 * the backends measure distances from (docs/rules.md#place-in-search).
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
    near: nearField,
    place: z.preprocess(cleanSearchPlace, searchPlaceSchema.optional()),
  }),
);
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/**
 * A search request as a browser sends it (the API's request gate): the place is
 * never taken from it, only its postcode (`near`), which the server resolves.
 */
export const searchApiRequestSchema = searchRequestSchema.transform(
  ({ place: _place, ...request }): SearchRequest => request,
);

export const facetValueSchema = z.object({
  value: z.string(),
  count: z.number().int().nonnegative(),
  isRefined: z.boolean(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

export const facetStatsSchema = z.object({ min: z.number(), max: z.number() });
export type FacetStats = z.infer<typeof facetStatsSchema>;

/**
 * One piece of what the shopper's words were read as: a facet value the words
 * named ('white' → colour White), a range ('under 20k' → price up to 20,000) or the
 * model names they spelled however split or joined ('rav 4' → RAV4). `words` are the
 * shopper's own words for it, so the page can show it as a refinement to remove.
 */
export const queryReadingSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('refinement'),
    facet: termFacetSchema,
    values: z.array(z.string()),
    words: z.string(),
  }),
  z.object({
    kind: z.literal('range'),
    facet: rangeFacetSchema,
    range: numericRangeSchema,
    words: z.string(),
  }),
  z.object({ kind: z.literal('model'), models: z.array(z.string()), words: z.string() }),
  /** The place results are measured from: named by words ('near parramatta'), or by the postcode box (words ''). */
  z.object({
    kind: z.literal('place'),
    label: z.string(),
    postcode: z.string().nullable(),
    words: z.string(),
  }),
]);
export type QueryReading = z.infer<typeof queryReadingSchema>;

/** How a query was understood: its readings, and the words left to search as text. */
export const queryUnderstandingSchema = z.object({
  readings: z.array(queryReadingSchema),
  query: z.string(),
});
export type QueryUnderstanding = z.infer<typeof queryUnderstandingSchema>;

/**
 * Search result: hits, count, facets (with facetStats min and max), pages, ms (docs/rules.md#search-request).
 * Facet values are ordered by count (highest first), then value; refined values are
 * always listed. `countEstimated` is true above the hit threshold (docs/rules.md#hit-count).
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
  /** How the query's words were read; left out when nothing was read into them. */
  understood: queryUnderstandingSchema.optional(),
  /** The place distances were measured from, when one was known. */
  place: searchPlaceSchema.optional(),
  /** With a place: each hit's distance in km, in hit order (null for a car with no point). */
  distancesKm: z.array(z.number().nonnegative().nullable()).optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * Search state: what the search page shows and the URL encodes (docs/rules.md#search-state). `page` is
 * 1-based as shoppers read it; changing a filter or the query resets it (docs/rules.md#search-state).
 */
export type SearchState = {
  query: string;
  page: number;
  sortBy: SortKey;
  refinements: TermRefinements;
  ranges: RangeRefinements;
  /** A postcode the shopper gave for their place (docs/rules.md#place-in-search). */
  near?: string;
};
export const searchStateSchema: z.ZodType<SearchState, unknown> = z.preprocess(
  readSearchState,
  z.object({
    query: z.string(),
    page: z.number().int().min(1),
    sortBy: sortKeySchema,
    refinements: termRefinementsSchema,
    ranges: rangeRefinementsSchema,
    near: z.string().optional(),
  }),
);
