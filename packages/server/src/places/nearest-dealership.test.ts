import { readdirSync, readFileSync } from 'node:fs';
import { distanceKm, GEOCODE_INVALID_POSTCODE_MESSAGE, sortByDistance } from '@forecourt/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locationAddressOf, locationsOfSite, type SiteRecord } from '../sites/register-sites';
import { embeddedGeocoder, geocodePostcode } from './geocoder';
import { shippedPostcodeTable } from './postcodes';

// The embedded geocoder over the shipped table answers every postcode in it,
// and the nearest-dealership flow (the postcode geocoded, the site's locations
// ordered by core's great-circle distance: docs/rules.md#nearest-dealership)
// finds the location a brute-force search finds.

const table = shippedPostcodeTable();
const geocoder = embeddedGeocoder(table);
const postcodes = [...table.keys()];

const sitesDir = new URL('../../../../sites/', import.meta.url);
const sites = readdirSync(sitesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(new URL(file, sitesDir), 'utf8')) as SiteRecord);

/** A site's locations as the locations page has them: each at its postcode's point. */
const siteLocations = sites.map((site) => ({
  slug: site.slug,
  locations: locationsOfSite(site).map((location) => ({
    name: location.name,
    address: locationAddressOf({ ...location, address: location.address ?? site.address }, table),
  })),
}));

describe('the embedded geocoder over the shipped table', () => {
  it('answers every postcode in the table with its point', async () => {
    for (const postcode of postcodes) {
      const place = table.get(postcode);
      expect(await geocodePostcode(geocoder, postcode), postcode).toEqual({
        ok: true,
        lat: place?.lat,
        lng: place?.lng,
      });
    }
  });

  it("a four-digit postcode that does not exist is 'Invalid postcode'", async () => {
    const missing = fc.stringMatching(/^\d{4}$/).filter((postcode) => !table.has(postcode));
    await fc.assert(
      fc.asyncProperty(missing, async (postcode) => {
        expect(await geocodePostcode(geocoder, postcode)).toEqual({
          ok: false,
          error: GEOCODE_INVALID_POSTCODE_MESSAGE,
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('the nearest dealership by postcode', () => {
  it('every demo location is placed by the shipped table', () => {
    for (const { slug, locations } of siteLocations) {
      for (const { name, address } of locations) {
        expect(address.lat !== null && address.long !== null, `${slug}: ${name}`).toBe(true);
      }
    }
  });

  it('any valid postcode finds the location nearest by great-circle distance, on every site', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...postcodes),
        fc.constantFrom(...siteLocations),
        async (postcode, site) => {
          const answer = await geocodePostcode(geocoder, postcode);
          if (!answer.ok) throw new Error(`${postcode} was not placed: ${answer.error}`);
          const from = { lat: answer.lat, long: answer.lng };
          const first = sortByDistance(site.locations, from)[0];
          let nearest = Number.POSITIVE_INFINITY;
          for (const { address } of site.locations) {
            if (address.lat === null || address.long === null) continue;
            nearest = Math.min(nearest, distanceKm(from, { lat: address.lat, long: address.long }));
          }
          expect(first?.distanceKm).toBe(nearest);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
