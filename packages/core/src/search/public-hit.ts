import type { Car } from '../car/car';
import { imageUrl } from '../car/car-text';
import { CARD_IMAGE_WIDTH } from '../image/image-widths';
import type { SiteConfig } from '../site-config/site-config';
import type { SearchResult } from './protocol';

// What a search answer carries of each car (the public hit projection): the
// fields a result card's rules read, and nothing a shopper need not see (no
// VIN, stock number, private suburb or postcode, valuation data, payment
// processors, other providers' lender tables, feed bookkeeping). Every search
// answer that reaches a browser, a page's first paint as much as POST
// /api/search, is projected by `publicSearchResult`; the result cards are typed
// against the public hit, so nothing in the browser can come to rely on a
// field the projection leaves out.

export const publicHitFields = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'car_type',
  'item_type',
  'status',
  'tag',
  'reserved',
  'certified',
  'preorder',
  'created_at',
  'sold_date_timestamp',
  'price',
  'before_price',
  'price_type',
  'km',
  'fuel',
  'simple_fuel',
  'simple_transmission',
  'simple_body',
  // A caravan's ATM: its card says whether the shopper's car can tow it.
  'atm_kg',
  'description',
  'primary_image_url',
  'images',
  'location_name',
  'city',
  'dealership_id',
  'dealership_slug',
  'finance_lenders',
] as const satisfies readonly (keyof Car)[];

/** `finance_lenders` is left out when the site's provider has no figures for the car. */
export type PublicHit = Omit<Pick<Car, (typeof publicHitFields)[number]>, 'finance_lenders'> & {
  finance_lenders?: Car['finance_lenders'];
};

/** A search answer as it travels: the protocol's result with public hits. */
export type PublicSearchResult = Omit<SearchResult, 'hits'> & { hits: PublicHit[] };

/**
 * One car as a result card needs it:
 * - `primary_image_url` is the card-size copy from the image endpoint;
 * - `images` keeps at most 2 entries: cards read only whether there is more
 *   than 1 (find similar needs more than 1 image);
 * - `description` is whole: the card shows its first 160 characters and the rest
 *   behind View more (docs/rules.md#result-card-description);
 * - `finance_lenders` keeps only the figures of the site's own provider that
 *   the finance display reads, and is left out when there are none: no other
 *   lender's table and no lender disclaimer (that is the car page's).
 */
export function publicHit(car: Car, site: Pick<SiteConfig, 'finance_provider'>): PublicHit {
  const provider = site.finance_provider;
  const lender = provider ? car.finance_lenders?.[provider] : undefined;
  const primary = car.primary_image_url ?? car.images[0]?.image.url ?? null;
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    car_type: car.car_type,
    item_type: car.item_type,
    status: car.status,
    tag: car.tag,
    reserved: car.reserved,
    certified: car.certified,
    preorder: car.preorder,
    created_at: car.created_at,
    sold_date_timestamp: car.sold_date_timestamp,
    price: car.price,
    before_price: car.before_price,
    price_type: car.price_type,
    km: car.km,
    fuel: car.fuel,
    simple_fuel: car.simple_fuel,
    simple_transmission: car.simple_transmission,
    simple_body: car.simple_body,
    // A car stored before the caravan fields existed has none.
    atm_kg: car.atm_kg ?? null,
    description: car.description,
    primary_image_url: imageUrl(primary, CARD_IMAGE_WIDTH),
    images: car.images.slice(0, 2),
    location_name: car.location_name,
    city: car.city,
    dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    ...(provider && lender
      ? { finance_lenders: { [provider]: { ...lender, disclaimer: null } } }
      : {}),
  };
}

/** A search answer with every hit projected for the browser. */
export function publicSearchResult(
  result: SearchResult,
  site: Pick<SiteConfig, 'finance_provider'>,
): PublicSearchResult {
  return { ...result, hits: result.hits.map((car) => publicHit(car, site)) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function facetListsProblem(facets: unknown): string | null {
  if (!isObject(facets)) return 'facets: expected an object';
  for (const [facet, values] of Object.entries(facets)) {
    if (!Array.isArray(values)) return `facets.${facet}: expected a list`;
    for (const entry of values) {
      if (
        !isObject(entry) ||
        typeof entry.value !== 'string' ||
        !isCount(entry.count) ||
        typeof entry.isRefined !== 'boolean'
      ) {
        return `facets.${facet}: expected { value, count, isRefined } entries`;
      }
    }
  }
  return null;
}

function facetStatsProblem(stats: unknown): string | null {
  if (!isObject(stats)) return 'facetStats: expected an object';
  for (const [facet, range] of Object.entries(stats)) {
    if (!isObject(range) || typeof range.min !== 'number' || typeof range.max !== 'number') {
      return `facetStats.${facet}: expected { min, max }`;
    }
  }
  return null;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** `understood`, when present: readings the page can show, and the words left. */
function understoodProblem(understood: unknown): string | null {
  if (understood === undefined) return null;
  if (!isObject(understood) || !isText(understood.query) || !Array.isArray(understood.readings)) {
    return 'understood: expected { readings, query }';
  }
  for (const [index, reading] of understood.readings.entries()) {
    const wellFormed =
      isObject(reading) &&
      isText(reading.words) &&
      ((reading.kind === 'refinement' &&
        isText(reading.facet) &&
        Array.isArray(reading.values) &&
        reading.values.every(isText)) ||
        (reading.kind === 'range' && isText(reading.facet) && isObject(reading.range)) ||
        (reading.kind === 'model' &&
          Array.isArray(reading.models) &&
          reading.models.every(isText)) ||
        (reading.kind === 'place' &&
          isText(reading.label) &&
          (reading.postcode === null || isText(reading.postcode))));
    if (!wellFormed) {
      return `understood.readings.${index}: expected a refinement, range, model or place`;
    }
  }
  return null;
}

function answerProblem(body: unknown): string | null {
  if (!isObject(body)) return 'expected an object';
  for (const key of ['count', 'pages', 'offset'] as const) {
    if (!isCount(body[key])) return `${key}: expected a whole number of at least 0`;
  }
  for (const key of ['page', 'hitsPerPage'] as const) {
    if (!isCount(body[key]) || body[key] < 1)
      return `${key}: expected a whole number of at least 1`;
  }
  if (typeof body.countEstimated !== 'boolean') return 'countEstimated: expected true or false';
  if (typeof body.ms !== 'number' || body.ms < 0) return 'ms: expected a duration';
  if (!Array.isArray(body.hits)) return 'hits: expected a list';
  for (const [index, hit] of body.hits.entries()) {
    if (!isObject(hit) || typeof hit.id !== 'string' || typeof hit.slug !== 'string') {
      return `hits.${index}: expected a car with an id and a slug`;
    }
  }
  return (
    facetListsProblem(body.facets) ??
    facetStatsProblem(body.facetStats) ??
    understoodProblem(body.understood) ??
    placeProblem(body)
  );
}

/** `place` and `distancesKm`, when present: a named point, and a distance or null per hit. */
function placeProblem(body: Record<string, unknown>): string | null {
  const { place, distancesKm } = body;
  if (
    place !== undefined &&
    (!isObject(place) ||
      typeof place.lat !== 'number' ||
      typeof place.long !== 'number' ||
      !isText(place.label))
  ) {
    return 'place: expected { lat, long, label, postcode }';
  }
  if (
    distancesKm !== undefined &&
    (!Array.isArray(distancesKm) ||
      distancesKm.length !== (body.hits as unknown[]).length ||
      !distancesKm.every((d) => d === null || (typeof d === 'number' && d >= 0)))
  ) {
    return 'distancesKm: expected a distance or null for each hit';
  }
  return null;
}

/**
 * Reads a search answer as the browser receives it (POST /api/search), without a
 * schema library: the numbers, facets, facet stats and the understood query are checked, and each hit
 * must be a car with an id and a slug (the server wrote the rest from the
 * projection). A wrong answer throws an error naming the first wrong field.
 */
export function readPublicSearchResult(body: unknown): PublicSearchResult {
  const problem = answerProblem(body);
  if (problem !== null) throw new Error(`invalid search answer (${problem})`);
  return body as PublicSearchResult;
}
