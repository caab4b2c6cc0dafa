import { addressLine } from '@forecourt/core';

// The maps service for map display, Google Maps (docs/rules.md#location-pages). The
// interactive map is Google's Maps Embed API (developers.google.com/maps/
// documentation/embed): a frame the page adds only when the shopper asks for the
// map, so none of Google's scripts load with the page. Its key is a browser key:
// it travels in the frame's address, and Google restricts it to the site's
// domains; the geocoding key never does (geocoder.ts).

/** The origin of the frame, which the page's Content-Security-Policy lets it load. */
export const GOOGLE_MAPS_EMBED_ORIGIN = 'https://www.google.com';

type Placed = {
  name: string;
  address: {
    street: string | null;
    city: string | null;
    state: string | null;
    postcode: string | null;
    lat: number | null;
    long: number | null;
    place_id: string | null;
  };
};

/**
 * The Maps Embed API's place map of a location: by its Google place id when it has
 * one, else its name and address, else its coordinates; null when it has none of them.
 */
export function googleMapsEmbedUrl(embedKey: string, location: Placed): string | null {
  const { address } = location;
  const line = addressLine(address);
  const q = address.place_id
    ? `place_id:${address.place_id}`
    : line
      ? `${location.name}, ${line}`
      : address.lat !== null && address.long !== null
        ? `${address.lat},${address.long}`
        : null;
  if (q === null) return null;
  const url = new URL('/maps/embed/v1/place', GOOGLE_MAPS_EMBED_ORIGIN);
  url.searchParams.set('key', embedKey);
  url.searchParams.set('q', q);
  url.searchParams.set('region', 'au');
  return url.toString();
}
