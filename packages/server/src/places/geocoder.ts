import {
  GEOCODE_INVALID_POSTCODE_MESSAGE,
  type GeocodeResult,
  POSTCODE_LOOKUP_UNAVAILABLE_MESSAGE,
  postcodeSchema,
  readGeocodeResponse,
} from '@forecourt/core';
import type { PostcodeTable } from './postcodes';

// Postcode geocoding: a GET to a maps service with the address and a key,
// whose answer is read at results[0].geometry.location (lat, lng); no
// result is 'Invalid postcode' (docs/rules.md#postcode). Two geocoders answer that same shape: Google's
// Geocoding API, with the site's server-side key, and the embedded default over
// the postcode table (postcodes.ts), which works offline. Core's
// `readGeocodeResponse` reads either answer.

/** What a geocoder is asked: an Australian postcode (already four digits). */
export type GeocodeQuery = { postcode: string };

export interface Geocoder {
  readonly kind: 'google' | 'embedded';
  /** The maps service's answer, in Google's shape; rejects when the service cannot answer. */
  geocode(query: GeocodeQuery): Promise<unknown>;
}

/** The maps service did not answer (no connection, a refused key, over its quota): not the shopper's postcode. */
export class GeocodingUnavailableError extends Error {
  override readonly name = 'GeocodingUnavailableError';
}

/** What a shopper reads when the lookup itself failed (core's, so the browser says the same). */
export const GEOCODING_UNAVAILABLE_MESSAGE = POSTCODE_LOOKUP_UNAVAILABLE_MESSAGE;

export const GOOGLE_GEOCODE_ENDPOINT = 'https://maps.googleapis.com/maps/api/geocode/json';

export type GoogleGeocoderOptions = {
  /** The Geocoding API key: a server key, never sent to a browser. */
  apiKey: string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  endpoint?: string;
  timeoutMs?: number;
};

/**
 * Google's Geocoding API (developers.google.com/maps/documentation/geocoding):
 * `address` the postcode, narrowed to Australian postal codes by `components`,
 * and the key. ZERO_RESULTS is an answer (no results: 'Invalid postcode'); any
 * other status but OK, an HTTP error, a time-out or no connection is a
 * GeocodingUnavailableError whose message names the status, never the key.
 */
export function googleGeocoder(options: GoogleGeocoderOptions): Geocoder {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const endpoint = options.endpoint ?? GOOGLE_GEOCODE_ENDPOINT;
  const timeoutMs = options.timeoutMs ?? 5_000;
  return {
    kind: 'google',
    async geocode({ postcode }) {
      const url = new URL(endpoint);
      url.searchParams.set('address', `${postcode}, Australia`);
      url.searchParams.set('components', `country:AU|postal_code:${postcode}`);
      url.searchParams.set('region', 'au');
      url.searchParams.set('key', options.apiKey);
      let response: Response;
      try {
        response = await fetchImpl(url.toString(), {
          method: 'GET',
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.name : 'error';
        throw new GeocodingUnavailableError(`Google geocoding did not answer (${reason})`);
      }
      if (!response.ok) {
        throw new GeocodingUnavailableError(`Google geocoding answered HTTP ${response.status}`);
      }
      const body = (await response.json().catch(() => null)) as { status?: unknown } | null;
      const status = typeof body?.status === 'string' ? body.status : 'unreadable';
      if (status !== 'OK' && status !== 'ZERO_RESULTS') {
        throw new GeocodingUnavailableError(`Google geocoding answered ${status}`);
      }
      return body;
    },
  };
}

/**
 * The embedded default: the postcode table's point for the postcode, as Google
 * would answer it (`results[0].geometry.location`), or no results.
 */
export function embeddedGeocoder(table: PostcodeTable): Geocoder {
  return {
    kind: 'embedded',
    async geocode({ postcode }) {
      const place = table.get(postcode);
      if (!place) return { status: 'ZERO_RESULTS', results: [] };
      return {
        status: 'OK',
        results: [
          {
            formatted_address: `${place.place} ${place.state} ${place.postcode}, Australia`,
            types: ['postal_code'],
            geometry: {
              location: { lat: place.lat, lng: place.lng },
              location_type: 'APPROXIMATE',
            },
          },
        ],
      };
    },
  };
}

/**
 * Postcode, end to end: a postcode that is not four digits is refused with
 * core's message before any lookup ('Invalid postcode. Please enter a 4-digit
 * number.'); one the service finds nothing for is 'Invalid postcode' (docs/rules.md#postcode). Rejects with
 * GeocodingUnavailableError when the service fails.
 */
export async function geocodePostcode(
  geocoder: Geocoder,
  postcode: string,
): Promise<GeocodeResult | { ok: false; error: string }> {
  const parsed = postcodeSchema.safeParse(postcode);
  if (!parsed.success) {
    return {
      ok: false,
      error: parsed.error.issues[0]?.message ?? GEOCODE_INVALID_POSTCODE_MESSAGE,
    };
  }
  return readGeocodeResponse(await geocoder.geocode({ postcode: parsed.data }));
}
