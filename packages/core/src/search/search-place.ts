import { distanceKm, formatDistance, type LatLong } from '../geo/distance';
import { isRecord } from './search-rules';

// Where the shopper is, as search reads it (docs/rules.md#place-in-search): the
// place results are measured from, the postcode a shopper gives for it, and the
// point each car stands at. No schema library, so the browser reads them too.

/** The place distances are measured from: a postcode's or a locality's point, and its name. */
export type SearchPlace = {
  lat: number;
  long: number;
  /** As the page names it: 'Parramatta NSW 2150'. */
  label: string;
  postcode: string | null;
};

/** The longest place name a request may carry. */
export const MAX_PLACE_LABEL_LENGTH = 100;

const POSTCODE = /^\d{4}$/;

/** A postcode as a request gives it (four digits, docs/rules.md#postcode), or undefined. */
export function cleanNearPostcode(raw: unknown): string | undefined {
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw <= 9999) {
    return String(raw).padStart(4, '0');
  }
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  return POSTCODE.test(text) ? text : undefined;
}

const inRange = (v: unknown, bound: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= bound;

/** A place from anything: a point on Earth and a short name, else undefined. */
export function cleanSearchPlace(raw: unknown): SearchPlace | undefined {
  if (!isRecord(raw) || !inRange(raw.lat, 90) || !inRange(raw.long, 180)) return undefined;
  const label = typeof raw.label === 'string' ? raw.label.trim() : '';
  if (label === '' || label.length > MAX_PLACE_LABEL_LENGTH) return undefined;
  return {
    lat: raw.lat,
    long: raw.long,
    label,
    postcode: cleanNearPostcode(raw.postcode) ?? null,
  };
}

/** A point a car can stand at: one of the site's locations, with its dealership. */
export type LocationPoint = LatLong & { id: string; dealershipSlug: string };

/** Finds the point a car stands at (carPointReader). */
export type CarPointReader = (car: {
  location_id: string | null;
  dealership_slug: string;
}) => LatLong | null;

/**
 * A car stands at its location's point; a car that names no location (or one
 * without a point) stands at the first of its dealership's points, in the order
 * given (primary locations first). A dealership without one leaves the car unplaced.
 */
export function carPointReader(points: readonly LocationPoint[]): CarPointReader {
  const byLocation = new Map<string, LatLong>();
  const byDealership = new Map<string, LatLong>();
  for (const p of points) {
    if (!inRange(p.lat, 90) || !inRange(p.long, 180)) continue;
    const point = { lat: p.lat, long: p.long };
    if (!byLocation.has(p.id)) byLocation.set(p.id, point);
    if (!byDealership.has(p.dealershipSlug)) byDealership.set(p.dealershipSlug, point);
  }
  return (car) =>
    (car.location_id === null ? undefined : byLocation.get(car.location_id)) ??
    byDealership.get(car.dealership_slug) ??
    null;
}

/** A car's distance as its card says it: '12 km away', rounded as the nearest-dealership list rounds. */
export function distanceAway(km: number): string {
  return `${formatDistance(km)} away`;
}

/** Each car's distance in km from the place, in order; null for an unplaced car. */
export function carDistancesKm(
  cars: readonly { location_id: string | null; dealership_slug: string }[],
  place: LatLong,
  pointOf: CarPointReader,
): (number | null)[] {
  return cars.map((car) => {
    const point = pointOf(car);
    return point === null ? null : distanceKm(place, point);
  });
}

type PointedLocation = {
  id: string;
  dealership_slug: string;
  primary?: boolean;
  location_type?: string;
  address: { lat: number | null; long: number | null } | null;
};

/**
 * The points cars can stand at, from a site's locations: each location with
 * coordinates, primary locations first, then sales yards, so a car that names no
 * location stands at its dealership's main yard.
 */
export function locationPointsOf(locations: readonly PointedLocation[]): LocationPoint[] {
  const rank = (l: PointedLocation) => (l.primary ? 0 : l.location_type === 'sales' ? 1 : 2);
  return locations
    .map((location, at) => ({ location, at }))
    .sort((a, b) => rank(a.location) - rank(b.location) || a.at - b.at)
    .flatMap(({ location }) => {
      const lat = location.address?.lat ?? null;
      const long = location.address?.long ?? null;
      return lat === null || long === null
        ? []
        : [{ id: location.id, dealershipSlug: location.dealership_slug, lat, long }];
    });
}
