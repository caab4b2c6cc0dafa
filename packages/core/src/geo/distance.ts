// Distances use an Earth radius of 6371 km (docs/rules.md#nearest-dealership).
export const EARTH_RADIUS_KM = 6371;

export type LatLong = { lat: number; long: number };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine formula). */
export function distanceKm(from: LatLong, to: LatLong): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLong = toRadians(to.long - from.long);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLong / 2) ** 2;
  // min() guards against rounding pushing h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

type Placed = {
  address: { lat: number | null; long: number | null } | null;
};

export type WithDistance<T> = { location: T; distanceKm: number | null };

/**
 * Locations ordered nearest first from a point. Locations without coordinates
 * come last, in their original order; equal distances keep their order too.
 */
export function sortByDistance<T extends Placed>(
  locations: readonly T[],
  from: LatLong,
): WithDistance<T>[] {
  const measured = locations.map((location) => {
    const lat = location.address?.lat ?? null;
    const long = location.address?.long ?? null;
    const km = lat === null || long === null ? null : distanceKm(from, { lat, long });
    return { location, distanceKm: km };
  });
  return measured.sort((a, b) => {
    if (a.distanceKm === null) return b.distanceKm === null ? 0 : 1;
    if (b.distanceKm === null) return -1;
    return a.distanceKm - b.distanceKm;
  });
}

/**
 * A distance as the nearest-dealership list says it: '850 m' under 1 km, '4.2 km'
 * under 10 km, then whole kilometres ('37 km').
 */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(50, Math.round((km * 1000) / 50) * 50)} m`;
  if (km < 10) return `${(Math.round(km * 10) / 10).toFixed(1)} km`;
  return `${Math.round(km).toLocaleString('en-AU')} km`;
}
