import {
  GEOCODE_INVALID_POSTCODE_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  readGeocodeResponse,
} from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import {
  embeddedGeocoder,
  GeocodingUnavailableError,
  geocodePostcode,
  googleGeocoder,
} from './geocoder';
import { postcodeTableFromEnv, readGeoNamesPostcodes } from './postcodes';

const table = readGeoNamesPostcodes(
  [
    'AU\t2140\tHomebush\tNew South Wales\tNSW\t\t\t\t\t-33.8600\t151.0800\t4',
    'AU\t2140\tHomebush West\tNew South Wales\tNSW\t\t\t\t\t-33.8700\t151.0700\t4',
    'AU\t4350\tToowoomba\tQueensland\tQLD\t\t\t\t\t-27.5598\t151.9507\t4',
    'NZ\t6011\tWellington\t\t\t\t\t\t\t-41.28\t174.77\t4',
    'AU\t9999\tNowhere\tQueensland\tQLD\t\t\t\t\t\t\t',
  ].join('\n'),
);

type Call = { url: URL; init: RequestInit };

function recordingFetch(answer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = async (input: string, init: RequestInit) => {
    calls.push({ url: new URL(input), init });
    return answer();
  };
  return { calls, fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the postcode table (GeoNames layout)', () => {
  it('a postcode with several places sits at their middle, named after the first', () => {
    expect(table.get('2140')).toEqual({
      postcode: '2140',
      place: 'Homebush',
      state: 'NSW',
      lat: -33.865,
      lng: 151.075,
      remoteness: null,
      localities: [
        { name: 'Homebush', lat: -33.86, lng: 151.08, mailOnly: false },
        { name: 'Homebush West', lat: -33.87, lng: 151.07, mailOnly: false },
      ],
    });
  });

  it('keeps Australian four-digit postcodes with coordinates only', () => {
    expect([...table.keys()].sort()).toEqual(['2140', '4350']);
  });

  it('the shipped table has the demo dealerships’ postcodes and the capitals', () => {
    const embedded = postcodeTableFromEnv({});
    for (const postcode of ['2000', '3000', '4000', '5000', '6000', '7000', '0800', '2600']) {
      expect(embedded.has(postcode), postcode).toBe(true);
    }
    for (const postcode of ['2140', '2144', '4350', '5082', '4870', '0820', '7248', '6160']) {
      expect(embedded.has(postcode), postcode).toBe(true);
    }
  });

  it('a POSTCODES_FILE that cannot be read stops the start, naming the variable', () => {
    expect(() => postcodeTableFromEnv({ POSTCODES_FILE: '/nowhere/AU.txt' })).toThrow(
      /^POSTCODES_FILE names \/nowhere\/AU\.txt, which cannot be read/,
    );
  });
});

describe('the embedded geocoder', () => {
  const geocoder = embeddedGeocoder(table);

  it("answers in the maps service's shape, read at results[0].geometry.location", async () => {
    const answer = await geocoder.geocode({ postcode: '4350' });
    expect(readGeocodeResponse(answer)).toEqual({ ok: true, lat: -27.5598, lng: 151.9507 });
  });

  it("a postcode with no result is 'Invalid postcode'", async () => {
    expect(await geocodePostcode(geocoder, '4999')).toEqual({
      ok: false,
      error: GEOCODE_INVALID_POSTCODE_MESSAGE,
    });
  });

  it('a postcode that is not four digits is refused before any lookup, with the postcode message', async () => {
    for (const postcode of ['', '40', '40000', 'abcd', '4 00']) {
      expect(await geocodePostcode(geocoder, postcode), postcode).toEqual({
        ok: false,
        error: INVALID_POSTCODE_MESSAGE,
      });
    }
  });
});

describe('the Google geocoder', () => {
  it('sends the postcode as the address, narrowed to Australia, with the key', async () => {
    const { calls, fetch } = recordingFetch(() =>
      json({ status: 'OK', results: [{ geometry: { location: { lat: -27.56, lng: 151.95 } } }] }),
    );
    const geocoder = googleGeocoder({ apiKey: 'server-key-123', fetch });
    expect(await geocodePostcode(geocoder, '4350')).toEqual({ ok: true, lat: -27.56, lng: 151.95 });
    const call = calls[0];
    if (!call) throw new Error('no request was sent');
    expect(call.init.method).toBe('GET');
    expect(call.url.origin + call.url.pathname).toBe(
      'https://maps.googleapis.com/maps/api/geocode/json',
    );
    expect(call.url.searchParams.get('address')).toBe('4350, Australia');
    expect(call.url.searchParams.get('components')).toBe('country:AU|postal_code:4350');
    expect(call.url.searchParams.get('key')).toBe('server-key-123');
  });

  it("ZERO_RESULTS is 'Invalid postcode'", async () => {
    const { fetch } = recordingFetch(() => json({ status: 'ZERO_RESULTS', results: [] }));
    expect(await geocodePostcode(googleGeocoder({ apiKey: 'k', fetch }), '0001')).toEqual({
      ok: false,
      error: GEOCODE_INVALID_POSTCODE_MESSAGE,
    });
  });

  it('a refused key, an HTTP error or no connection is unavailable, never naming the key', async () => {
    const answers: (() => Response | Promise<Response>)[] = [
      () => json({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' }),
      () => json({ status: 'OVER_QUERY_LIMIT' }),
      () => new Response('busy', { status: 503 }),
      () => Promise.reject(new TypeError('fetch failed')),
    ];
    for (const answer of answers) {
      const { fetch } = recordingFetch(answer);
      const failed = await geocodePostcode(
        googleGeocoder({ apiKey: 'secret-server-key', fetch }),
        '4350',
      ).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(GeocodingUnavailableError);
      expect(String((failed as Error).message)).not.toContain('secret-server-key');
    }
  });
});
