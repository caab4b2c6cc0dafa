import {
  type Car,
  type CarPointReader,
  carSchema,
  type FacetName,
  type FinanceProvider,
  rangeFacets,
  type SortKey,
  termFacets,
} from '@forecourt/core';
import {
  multiValuedFacets,
  rangeValueOf,
  searchableText,
  termValueOf,
  termValuesOf,
} from '../fields/fields';

// The record contract of the hosted index (docs/rules.md#hosted-search: index 'Car_production', sorted by
// custom_rank descending, with a replica per other sort). A record is the car itself
// plus one attribute per facet under the facet's own name, so every facet and filter
// of the protocol is an attribute Algolia can facet and filter on.

export const DEFAULT_ALGOLIA_INDEX = 'Car_production';

/** The index (or replica) that serves each sort. */
export function defaultReplicas(indexName: string): Record<SortKey, string> {
  return {
    relevance: indexName,
    latest: `${indexName}_created_at_desc`,
    price_desc: `${indexName}_price_desc`,
    price_asc: `${indexName}_price_asc`,
    // Ascending on the weekly payment attribute of the site's provider (one index serves
    // sites of one provider, toAlgoliaRecord).
    weekly_asc: `${indexName}_weekly_price_asc`,
    // Nearest is the main index's ranking with Algolia's geo criterion (aroundLatLng).
    nearest: indexName,
  };
}

/**
 * Seconds attribute the sold window filters on: the sold date for a sold car, 0 for a
 * sold car without one (so it is never in the window), absent for any other car.
 */
export const SOLD_WINDOW_ATTRIBUTE = 'sold_window_timestamp';

/**
 * The words full-text search reads, as one text (fields.ts searchableText: digits alone
 * only from model, badge, series, year and stock numbers): the index's main
 * searchable attribute, so a bare number never matches a price or km in a description.
 */
export const SEARCH_TEXT_ATTRIBUTE = 'search_text';

/**
 * Whether a car stands at a point (then its record carries `_geoloc`): a filter-only
 * attribute, so the nearest sort can page on to the cars Algolia's geo search leaves
 * out (docs/rules.md#place-in-search).
 */
export const PLACED_ATTRIBUTE = 'placed';

/** Attributes searched as whole identifiers, never with typos. */
export const EXACT_ATTRIBUTES = ['vin', 'stocknum'] as const;

export type AlgoliaRecord = Car & {
  objectID: string;
  [attribute: string]: unknown;
};

/** The attribute an Algolia record carries for a facet: the facet's own name. */
export function facetAttribute(facet: FacetName): string {
  return facet;
}

/**
 * The record to push for a car. The weekly price is the given finance provider's
 * weekly payment (one index serves sites of one provider); `_geoloc` is the point
 * the car stands at (core's carPointReader over the site's locations).
 */
export function toAlgoliaRecord(
  car: Car,
  financeProvider: FinanceProvider | null,
  pointOf: CarPointReader = () => null,
): AlgoliaRecord {
  const record: AlgoliaRecord = { ...car, objectID: car.id };
  const point = pointOf(car);
  if (point) record._geoloc = { lat: point.lat, lng: point.long };
  record[PLACED_ATTRIBUTE] = point !== null;
  for (const facet of termFacets) {
    record[facetAttribute(facet)] = multiValuedFacets.has(facet)
      ? termValuesOf(car, facet)
      : termValueOf(car, facet);
  }
  for (const facet of rangeFacets) {
    record[facetAttribute(facet)] = rangeValueOf(car, facet, financeProvider);
  }
  if (car.status === 'sold') record[SOLD_WINDOW_ATTRIBUTE] = car.sold_date_timestamp ?? 0;
  record[SEARCH_TEXT_ATTRIBUTE] = searchableText(car);
  return record;
}

/** A hit back as a car; a hit that is not a valid car is left out. */
export function fromAlgoliaHit(hit: Record<string, unknown>): Car | null {
  const candidate = { ...hit, id: hit.id ?? hit.objectID };
  const parsed = carSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
