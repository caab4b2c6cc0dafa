import {
  type Car,
  type FinanceProvider,
  MAKE_MODEL_SEPARATOR,
  type RangeFacet,
  type SortKey,
  type TermFacet,
  weeklyPaymentOf,
} from '@forecourt/core';
import { tokenize } from '../engine/text';

// Which car field each facet reads (docs/rules.md#car-record → docs/rules.md#search-request). Every
// backend, the reference implementation used in tests and the Algolia mapping read
// facets through these functions, so they cannot drift apart.

/** Facets whose field is a list: a car can carry several values at once. */
export const multiValuedFacets: ReadonlySet<TermFacet> = new Set([
  'categories',
  'filtered_features',
]);

/** Trimmed text, or null when absent or blank. */
const text = (v: string | null | undefined): string | null => {
  if (v === null || v === undefined) return null;
  const t = v.trim();
  return t === '' ? null : t;
};

const wholeText = (v: number | null | undefined): string | null =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

/**
 * The value a car has for a single-valued term facet, or null. For the multi-valued
 * facets (categories, filtered_features) use termValuesOf.
 */
export function termValueOf(car: Car, facet: TermFacet): string | null {
  switch (facet) {
    case 'make':
      return text(car.make);
    case 'model':
      return text(car.model);
    case 'make_model':
      return `${car.make.trim()}${MAKE_MODEL_SEPARATOR}${car.model.trim()}`;
    case 'badge':
      return text(car.badge);
    case 'body':
      // The simplified field is what shoppers filter on; the feed's own body is the fallback.
      return text(car.simple_body ?? car.bodyconfiguration);
    case 'fuel':
      return text(car.simple_fuel ?? car.fuel);
    case 'transmission':
      return text(car.simple_transmission);
    case 'drive':
      return text(car.drive);
    case 'colour':
      return text(car.colour);
    case 'state':
      return text(car.state);
    case 'city':
      return text(car.city);
    case 'location_name':
      return text(car.location_name);
    case 'dealership_name':
      return text(car.dealership_name);
    case 'dealership_slug':
      return text(car.dealership_slug);
    case 'tag':
      return text(car.tag);
    case 'status':
      return car.status;
    case 'car_type':
      return car.car_type;
    case 'item_type':
      return car.item_type;
    case 'categories':
    case 'filtered_features':
      return termValuesOf(car, facet)[0] ?? null;
    case 'seats':
      return car.seats === null ? null : String(car.seats);
    case 'berths':
      return wholeText(car.berths);
    case 'off_road_rating':
      // A car stored before the caravan fields existed has no rating at all.
      return car.off_road_rating ?? null;
    default:
      return facet satisfies never;
  }
}

/**
 * The list field behind a multi-valued facet, as the car carries it (not trimmed or
 * de-duplicated); empty for single-valued facets.
 */
export function rawMultiValues(car: Car, facet: TermFacet): readonly string[] {
  return facet === 'categories'
    ? car.categories
    : facet === 'filtered_features'
      ? car.filtered_features
      : [];
}

/** The values a car has for a term facet (empty when it has none). */
export function termValuesOf(car: Car, facet: TermFacet): string[] {
  switch (facet) {
    case 'categories':
      return uniqueTexts(car.categories);
    case 'filtered_features':
      return uniqueTexts(car.filtered_features);
    default: {
      const value = termValueOf(car, facet);
      return value === null ? [] : [value];
    }
  }
}

function uniqueTexts(list: readonly string[]): string[] {
  const out: string[] = [];
  for (const item of list) {
    const v = text(item);
    if (v !== null && !out.includes(v)) out.push(v);
  }
  return out;
}

const finite = (v: number | null | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

/**
 * A car's value for a range facet, or null. The weekly price is the site's finance
 * provider's weekly payment for the car (docs/rules.md#finance-display: finance_lenders paymentWeek, core's
 * `weeklyPaymentOf`); without a provider there is none.
 */
export function rangeValueOf(
  car: Car,
  facet: RangeFacet,
  financeProvider: FinanceProvider | null,
): number | null {
  switch (facet) {
    case 'price':
      return finite(car.price);
    case 'km':
      return finite(car.km);
    case 'year':
      return finite(car.year);
    case 'subscription_price':
      return finite(car.subscription_price);
    case 'weekly_price':
      // Core's rule: the lender's weekly figure where an estimate would show it (docs/rules.md#weekly-payment-filter).
      return weeklyPaymentOf(car, financeProvider);
    case 'tare_kg':
      return finite(car.tare_kg);
    case 'atm_kg':
      return finite(car.atm_kg);
    case 'length_ft':
      return finite(car.length_ft);
    default:
      return facet satisfies never;
  }
}

/**
 * A field full-text search reads. `numbers`: whether its words made of digits alone are
 * searched. A bare number names a model ('86'), a badge, a series ('300 Series') or a
 * year, never a price, a km reading or a postcode digit in free text, so
 * numbers are searched only in those fields (and in stock numbers, see
 * stockNumberDigits). `shared`: its value recurs across many cars, so an index can look
 * its words up once.
 */
export type SearchableField = {
  name: string;
  read: (car: Car) => string | null;
  numbers: boolean;
  shared: boolean;
};

const field = (
  name: string,
  read: (car: Car) => string | null,
  numbers = false,
  shared = true,
): SearchableField => ({ name, read, numbers, shared });

/**
 * What full-text search reads (name, make, model, badge, series,
 * colour, description, body, fuel, transmission, drive, year, car type, item
 * type and location: the city and state, where the shopper would be, not the yard's
 * name, which a franchise yard takes from its make ('Harbour Toyota Newcastle': its
 * used Mazdas are no Toyotas). Seats are read from the words ('7 seater',
 * query/understand.ts); VINs and stock numbers are matched whole (normalizeIdentifier).
 */
export const searchableFields: readonly SearchableField[] = [
  field('name', (car) => car.name),
  field('make', (car) => car.make),
  field('model', (car) => car.model, true),
  field('badge', (car) => car.badge, true),
  field('series', (car) => car.series, true),
  field('year', (car) => String(car.year), true),
  field('colour', (car) => car.colour),
  field('body', (car) => termValueOf(car, 'body')),
  field('fuel', (car) => termValueOf(car, 'fuel')),
  field('transmission', (car) => termValueOf(car, 'transmission')),
  field('drive', (car) => termValueOf(car, 'drive')),
  field('car_type', (car) => car.car_type),
  field('item_type', (car) => car.item_type),
  field('city', (car) => car.city),
  field('state', (car) => car.state),
  field('description', (car) => car.description, false, false),
];

/** A word with no letter in it ('86', '2020', '000266'): searched only where numbers are. */
export function isNumberWord(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c < 48 || c > 57) return c < 128 ? false : !/\p{L}/u.test(word);
  }
  return true;
}

/**
 * The numbers of a stock number, as written ('HT000123' → '000123', '300-000266' →
 * '300', '000266'): a bare number of 3 digits or more matches them, so a
 * shopper can type the number off a windscreen card without the letters.
 */
export function stockNumberDigits(car: Pick<Car, 'stocknum'>): string[] {
  const runs = car.stocknum?.match(/[0-9]{3,}/g);
  return runs ? [...new Set(runs)] : [];
}

/** A car's searchable words, as the engines match them (digits only where they count). */
export function searchableWords(car: Car): string[] {
  const words = new Set<string>();
  for (const f of searchableFields) {
    const value = f.read(car);
    if (!value) continue;
    for (const word of tokenize(value)) if (f.numbers || !isNumberWord(word)) words.add(word);
  }
  for (const digits of stockNumberDigits(car)) words.add(digits);
  return [...words];
}

/** A car's searchable words as one text (for engines that take a text, e.g. a hosted index). */
export function searchableText(car: Car): string {
  return searchableWords(car).join(' ');
}

/** Stock numbers and VINs are matched whole: upper case, spaces removed. */
export function normalizeIdentifier(value: string): string {
  // Feeds nearly always send them upper case without spaces: keep that string as it is.
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90)))
      return value.replace(/\s+/g, '').toUpperCase();
  }
  return value;
}

/**
 * Ids in natural order: all-digit ids by number (so "9" before "10"), before any other
 * id, which compare as plain strings. A total order, used to break every tie.
 */
export function compareIds(a: string, b: string): number {
  const ad = /^\d+$/.test(a);
  const bd = /^\d+$/.test(b);
  if (ad && bd) {
    const an = a.replace(/^0+(?=\d)/, '');
    const bn = b.replace(/^0+(?=\d)/, '');
    if (an.length !== bn.length) return an.length - bn.length;
    if (an !== bn) return an < bn ? -1 : 1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (ad !== bd) return ad ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Epoch milliseconds of `created_at` (an ISO string in a validated car). */
export function createdAtMs(car: Car): number {
  const ms = Date.parse(car.created_at);
  return Number.isNaN(ms) ? 0 : ms;
}

/** null sorts after every number, whichever way numbers go. */
function compareNullable(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1;
  return a === b ? 0 : a < b ? -direction : direction;
}

/**
 * The order of each sort (docs/rules.md#sort-options): most relevant is custom_rank descending, latest is
 * created_at descending, highest and lowest price put cars without a price last, and so
 * does the lowest weekly payment with cars `weekly` gives no payment for.
 * Ties always fall back to the id, so paging is stable at any depth.
 */
export function compareForSort(
  a: Car,
  b: Car,
  sort: SortKey,
  weekly: (car: Car) => number | null = () => null,
): number {
  let c: number;
  switch (sort) {
    // Nearest: the caller orders by distance first; equal distances as most relevant.
    case 'nearest':
    case 'relevance':
      c = compareNullable(finite(a.custom_rank), finite(b.custom_rank), -1);
      break;
    case 'latest':
      c = compareNullable(createdAtMs(a), createdAtMs(b), -1);
      break;
    case 'price_desc':
      c = compareNullable(finite(a.price), finite(b.price), -1);
      break;
    case 'price_asc':
      c = compareNullable(finite(a.price), finite(b.price), 1);
      break;
    case 'weekly_asc':
      c = compareNullable(weekly(a), weekly(b), 1);
      break;
    default:
      return sort satisfies never;
  }
  return c !== 0 ? c : compareIds(a.id, b.id);
}
