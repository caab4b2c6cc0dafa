import {
  type CarType,
  formatCount,
  formatDollars,
  formatKm,
  type RangeFacet,
  type SearchState,
  type SortKey,
  type TermFacet,
} from '@forecourt/core';

// The search page's words. Rules (limits, which buttons show) come from core;
// these are only how the page says things.

/** SPEC §2: sort options default to most relevant, latest, highest price, lowest price. */
export const sortOptions: readonly { value: SortKey; label: string }[] = [
  { value: 'relevance', label: 'Most relevant' },
  { value: 'latest', label: 'Latest' },
  { value: 'price_desc', label: 'Highest price' },
  { value: 'price_asc', label: 'Lowest price' },
];

/** The dropdown filters of the sidebar, in the order they show. */
export const selectFacets: readonly { facet: TermFacet; label: string; any: string }[] = [
  { facet: 'car_type', label: 'Condition', any: 'New, used and demo' },
  { facet: 'body', label: 'Body type', any: 'Any body type' },
  { facet: 'fuel', label: 'Fuel type', any: 'Any fuel type' },
  { facet: 'transmission', label: 'Transmission', any: 'Any transmission' },
  { facet: 'location_name', label: 'Location', any: 'Any location' },
];

export const sliderFacets: readonly { facet: RangeFacet; label: string }[] = [
  { facet: 'price', label: 'Price' },
  { facet: 'km', label: 'Kilometres' },
  { facet: 'year', label: 'Year' },
];

const carTypeWords: Readonly<Record<CarType, string>> = { new: 'New', used: 'Used', demo: 'Demo' };

/** How a facet value reads in a list ('new' → 'New'). */
export function facetValueLabel(facet: TermFacet, value: string): string {
  if (facet === 'car_type') return carTypeWords[value as CarType] ?? value;
  return value;
}

export function formatSliderValue(facet: RangeFacet, value: number): string {
  if (facet === 'price') return formatDollars(value);
  if (facet === 'km') return formatKm(value);
  return String(value);
}

/** What the page sells: 'Cars', or 'Caravans' on a caravan site. */
export type VehicleWords = { one: string; many: string };
export const carWords: VehicleWords = { one: 'Car', many: 'Cars' };

export function countText(count: number, estimated: boolean): string {
  return `${formatCount(count)}${estimated ? '+' : ''}`;
}

/** SPEC §2: the results button reads 'Show Me {count} {vehicle type}'. */
export function showMeLabel(count: number, estimated: boolean, words: VehicleWords): string {
  return `Show Me ${countText(count, estimated)} ${count === 1 && !estimated ? words.one : words.many}`;
}

/** The page heading for a search: make and model, the car types, or the stock as a whole. */
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
