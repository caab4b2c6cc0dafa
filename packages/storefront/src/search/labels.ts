import {
  type CarType,
  carTypeLabel,
  carTypes,
  carTypesPhrase,
  formatCount,
  formatDollars,
  formatFeet,
  formatKg,
  formatKm,
  offRoadRatingLabel,
  type RangeFacet,
  type SearchState,
  type SortKey,
  sortForPlaceWords,
  type TermFacet,
  type VehicleWords,
  vehicleWords,
  WEEKLY_PAYMENT_LABEL,
} from '@forecourt/core';

// The search page's words. Rules (limits, which buttons show) come from core;
// these are only how the page says things.

/** Sort options default to most relevant, latest, highest price, lowest price (docs/rules.md#sort-options). */
export const sortOptions: readonly { value: SortKey; label: string }[] = [
  { value: 'relevance', label: 'Most relevant' },
  { value: 'latest', label: 'Latest' },
  { value: 'price_desc', label: 'Highest price' },
  { value: 'price_asc', label: 'Lowest price' },
];

/** Shop by weekly payment: offered where the site's provider quotes weekly. */
export const weeklySortOption: { value: SortKey; label: string } = {
  value: 'weekly_asc',
  label: 'Lowest weekly payment',
};

/** Nearest first: offered once the shopper's place is known (docs/rules.md#place-in-search). */
export const nearestSortOption: { value: SortKey; label: string } = {
  value: 'nearest',
  label: 'Nearest',
};

/**
 * The sort options of a site: the standard ones (docs/rules.md#sort-options), then the weekly one
 * where it quotes weekly. With a place known, nearest comes first, above most relevant and
 * the rest, which stay choices with the place (docs/rules.md#place-in-search).
 */
export function sortOptionsFor(
  weeklySort: boolean,
  placeKnown = false,
): readonly { value: SortKey; label: string }[] {
  const standard = placeKnown ? [nearestSortOption, ...sortOptions] : sortOptions;
  return weeklySort ? [...standard, weeklySortOption] : standard;
}

/**
 * The order the sort control shows: the order the results are in. Without a place,
 * nearest is served as most relevant; a place the words named in a search in the
 * default order is served nearest first (core's sortForPlaceWords).
 */
export function shownSort(
  state: Pick<SearchState, 'sortBy' | 'near'>,
  placeKnown: boolean,
): SortKey {
  if (!placeKnown) return state.sortBy === 'nearest' ? 'relevance' : state.sortBy;
  return state.near === undefined ? sortForPlaceWords(state.sortBy, undefined) : state.sortBy;
}

/**
 * The dropdown filters of the sidebar, in the order they show. The Condition
 * filter's 'any' choice names the car types the site sells (its
 * `search.car_types`, core's `carTypesPhrase`): 'Used' on a used-car dealer's site.
 */
export function selectFacets(
  soldCarTypes: readonly CarType[] = carTypes,
): readonly { facet: TermFacet; label: string; any: string }[] {
  return [
    { facet: 'car_type', label: 'Condition', any: carTypesPhrase(soldCarTypes) },
    { facet: 'body', label: 'Body type', any: 'Any body type' },
    { facet: 'fuel', label: 'Fuel type', any: 'Any fuel type' },
    { facet: 'transmission', label: 'Transmission', any: 'Any transmission' },
    { facet: 'location_name', label: 'Location', any: 'Any location' },
    // A caravan's (docs/rules.md#caravan-facets): no values, so no dropdown, on a car site.
    { facet: 'berths', label: 'Berths', any: 'Any berths' },
    { facet: 'off_road_rating', label: 'Off-road rating', any: 'Any rating' },
  ];
}

export const sliderFacets: readonly { facet: RangeFacet; label: string }[] = [
  { facet: 'price', label: 'Price' },
  { facet: 'km', label: 'Kilometres' },
  { facet: 'year', label: 'Year' },
  // Only where the site's provider quotes weekly (no stats otherwise, so no slider).
  { facet: 'weekly_price', label: WEEKLY_PAYMENT_LABEL },
  // A caravan's: without stats (a car site) there is no slider.
  { facet: 'atm_kg', label: 'ATM' },
  { facet: 'tare_kg', label: 'Tare' },
  { facet: 'length_ft', label: 'Length' },
];

/** How a facet value reads in a list ('new' → 'New'). */
export function facetValueLabel(facet: TermFacet, value: string): string {
  if (facet === 'car_type' && (carTypes as readonly string[]).includes(value)) {
    return carTypeLabel(value as CarType);
  }
  if (facet === 'off_road_rating') return offRoadRatingLabel(value);
  if (facet === 'berths') return value === '1' ? '1 berth' : `${value} berths`;
  return value;
}

export function formatSliderValue(facet: RangeFacet, value: number): string {
  if (facet === 'price' || facet === 'weekly_price') return formatDollars(value);
  if (facet === 'km') return formatKm(value);
  if (facet === 'atm_kg' || facet === 'tare_kg') return formatKg(value);
  if (facet === 'length_ft') return formatFeet(value);
  return String(value);
}

/** What the page sells: 'Cars', or 'Caravans' on a caravan site (core's `siteVehicleWords`). */
export type { VehicleWords };
export const carWords: VehicleWords = vehicleWords('car');

export function countText(count: number, estimated: boolean): string {
  return `${formatCount(count)}${estimated ? '+' : ''}`;
}

/** The results button reads 'Show Me {count} {vehicle type}' (docs/rules.md#vehicle-words). */
export function showMeLabel(count: number, estimated: boolean, words: VehicleWords): string {
  return `Show Me ${countText(count, estimated)} ${count === 1 && !estimated ? words.one : words.many}`;
}

/** The page heading for a search: make and model, the car types, or the stock as a whole. */
/**
 * How a search reads in the shopper's recent searches (docs/rules.md#search-history): its
 * words in quotes and the page's heading ('“white suv” in Used Cars', 'Toyota Hilux'),
 * and how many other filters narrow it.
 */
export function searchHistoryLabel(state: SearchState, words: VehicleWords): string {
  const heading = searchHeading(state, words);
  const named = state.query.trim() === '' ? heading : `“${state.query.trim()}” in ${heading}`;
  const { make, model, car_type: types, ...rest } = state.refinements;
  const headingFacets = [
    make?.length === 1 ? null : make,
    make?.length === 1 && model?.length === 1 ? null : model,
    types && types.length > 0 && types.length < 3 && make?.length !== 1 ? null : types,
  ];
  const others =
    headingFacets.filter((values) => values && values.length > 0).length +
    Object.values(rest).filter((values) => values && values.length > 0).length +
    Object.keys(state.ranges).length;
  if (others === 0) return named;
  return `${named}, ${others} ${others === 1 ? 'filter' : 'filters'}`;
}

export function searchHeading(state: SearchState, words: VehicleWords): string {
  const { make, model, car_type: types } = state.refinements;
  if (make?.length === 1) {
    return [make[0], model?.length === 1 ? model[0] : null].filter(Boolean).join(' ');
  }
  if (types && types.length > 0 && types.length < 3) {
    return `${types.map((t) => facetValueLabel('car_type', t)).join(' and ')} ${words.many}`;
  }
  return 'Our Stock';
}
