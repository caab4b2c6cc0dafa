// The search protocol's words (facets, sort keys), apart from its schemas
// (protocol.ts), so browser code that only needs the words does not load the
// schema library.

/** Facets counted by value. `make_model` joins make and model with MAKE_MODEL_SEPARATOR. */
export const termFacets = [
  'make',
  'model',
  'make_model',
  'badge',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'state',
  'city',
  'location_name',
  'dealership_name',
  'dealership_slug',
  'tag',
  'status',
  'car_type',
  'item_type',
  'categories',
  'filtered_features',
  'seats',
  // A caravan's (docs/rules.md#caravan-facets); a car has none.
  'berths',
  'off_road_rating',
] as const;
export type TermFacet = (typeof termFacets)[number];

/**
 * Numeric facets filtered by range and reported with facet stats. The price and
 * weekly price filters are `price_range` and `weekly_price_range` in a
 * URL (docs/rules.md#search-urls); the protocol uses the field names.
 */
export const rangeFacets = [
  'price',
  'km',
  'year',
  'subscription_price',
  'weekly_price',
  // A caravan's (docs/rules.md#caravan-facets); a car has none.
  'tare_kg',
  'atm_kg',
  'length_ft',
] as const;
export type RangeFacet = (typeof rangeFacets)[number];

export const facetNames = [...termFacets, ...rangeFacets] as const;
export type FacetName = (typeof facetNames)[number];

/** `make_model` values are `${make}|${model}`, so one model name under two makes stays apart. */
export const MAKE_MODEL_SEPARATOR = '|';

/**
 * Sort options, in the order the page lists them; relevance is the default (docs/rules.md#sort-options).
 * `weekly_asc` (shop by weekly payment): lowest weekly payment first, by the
 * site's own finance provider; cars it quotes no weekly payment for come last. A site
 * whose provider quotes none serves it as relevance (search's `servedSort`).
 * `nearest`: nearest to the shopper's place first (docs/rules.md#place-in-search); without
 * a place it is served as relevance. With a place it is the default a search state
 * starts in (`defaultSortFor`), but a request gets it only by asking for it.
 */
export const sortKeys = [
  'relevance',
  'latest',
  'price_desc',
  'price_asc',
  'weekly_asc',
  'nearest',
] as const;
export type SortKey = (typeof sortKeys)[number];
export const DEFAULT_SORT: SortKey = 'relevance';
