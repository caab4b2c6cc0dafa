import { locationDetailSchema, searchRequestSchema } from '@forecourt/core';
import { testCar } from '@forecourt/search/testing';
import { placeIndex, shippedPostcodeTable } from '@forecourt/server';
import { describe, expect, it } from 'vitest';
import { acmeSite } from '../../testing/test-sites';
import { placeRequest, searchPlacesOf, withPlaceReading } from './search-place';
import { createStockView } from './stock-view';

// Where the shopper is, read by the renderer's search before either backend
// (docs/rules.md#place-in-search): the query's place words, else the postcode the
// request names; the result shows the place as one more reading.

const NOW = new Date('2026-03-02T01:00:00.000Z');
const site = acmeSite({ dealerships: ['acme-motors'] });
const places = placeIndex(shippedPostcodeTable());
const options = {
  places,
  isStockWord: (_: unknown, word: string) => ['corolla', 'hilux'].includes(word),
  statesOf: () => ['NSW'],
};
const request = (raw: Record<string, unknown>) => searchRequestSchema.parse(raw);

describe('placeRequest', () => {
  it('reads place words out of the query: the rest is searched, the place set, the words kept for the chip', () => {
    const placed = placeRequest(site, request({ query: 'utes near parramatta' }), NOW, options);
    expect(placed.request.query).toBe('utes');
    expect(placed.request.place).toMatchObject({ label: 'Parramatta NSW 2150', postcode: '2150' });
    expect(placed.reading).toEqual({
      kind: 'place',
      label: 'Parramatta NSW 2150',
      postcode: '2150',
      words: 'near parramatta',
    });
  });

  it('reads a postcode the request names when the words name no place; the chip has no words', () => {
    const placed = placeRequest(site, request({ query: 'hilux', near: '2150' }), NOW, options);
    expect(placed.request.query).toBe('hilux');
    expect(placed.request.place?.postcode).toBe('2150');
    expect(placed.reading).toMatchObject({ kind: 'place', postcode: '2150', words: '' });
  });

  it('never takes a place the request carries, and reads none from stock words or an unknown postcode', () => {
    const given = { lat: 1, long: 2, label: 'Elsewhere', postcode: null };
    expect(placeRequest(site, request({ query: 'hilux', place: given }), NOW, options)).toEqual({
      request: request({ query: 'hilux' }),
      reading: null,
    });
    expect(placeRequest(site, request({ near: '0001' }), NOW, options).reading).toBeNull();
  });

  it('adds the place reading to what the words were read as', () => {
    const placed = placeRequest(site, request({ query: 'near parramatta' }), NOW, options);
    const result = withPlaceReading(
      {
        hits: [],
        count: 0,
        countEstimated: false,
        facets: {},
        facetStats: {},
        page: 1,
        pages: 0,
        hitsPerPage: 21,
        offset: 0,
        ms: 0,
      },
      placed,
    );
    expect(result.understood).toEqual({ readings: [placed.reading], query: '' });
  });
});

describe('the stock view with places', () => {
  const locations = [
    { id: '1', lat: -33.8651, long: 151.0753, city: 'Homebush', postcode: '2140' },
    { id: '2', lat: -34.7196, long: 146.0389, city: 'Griffith', postcode: '2680' },
  ].map(({ id, lat, long, city, postcode }) =>
    locationDetailSchema.parse({
      id,
      name: `Acme ${city}`,
      slug: `acme-${city.toLowerCase()}`,
      dealership_id: '41',
      dealership_slug: 'acme-motors',
      location_type: 'sales',
      address: { city, state: 'NSW', postcode, lat, long },
    }),
  );
  const stock = [
    testCar({ id: 'a', location_id: '1', custom_rank: 1, dealership_slug: 'acme-motors' }),
    testCar({ id: 'b', location_id: '2', custom_rank: 9, dealership_slug: 'acme-motors' }),
    testCar({ id: 'c', location_id: '1', custom_rank: 5, dealership_slug: 'acme-motors' }),
  ];
  const view = createStockView({
    sites: [site],
    stock,
    manufacturers: async () => [],
    places: searchPlacesOf(() => locations, {}),
  });

  it('orders nearest first from the place the words name, with each distance and the chip', async () => {
    const result = await view.search(site, request({ query: 'near griffith' }), NOW);
    expect(result.hits.map((c) => c.id)).toEqual(['b', 'c', 'a']);
    expect(result.place?.label).toMatch(/^Griffith NSW 2680$/);
    expect(result.distancesKm?.[0]).toBeLessThan(100);
    expect(result.distancesKm?.[1]).toBeGreaterThan(400);
    expect(result.understood?.readings).toEqual([
      expect.objectContaining({ kind: 'place', words: 'near griffith' }),
    ]);
  });

  it('orders nearest first from the postcode box when asked, and keeps an order the shopper chose', async () => {
    const near = await view.search(site, request({ near: '2140', sort: 'nearest' }), NOW);
    expect(near.hits.map((c) => c.id)).toEqual(['c', 'a', 'b']);
    const chosen = await view.search(site, request({ near: '2140', sort: 'latest' }), NOW);
    const plain = await view.search(site, request({ sort: 'latest' }), NOW);
    expect(chosen.hits.map((c) => c.id)).toEqual(plain.hits.map((c) => c.id));
    expect(chosen.distancesKm).toHaveLength(3);
    expect(plain.place).toBeUndefined();
  });

  it('serves most relevant with a postcode as most relevant, each card still with its distance', async () => {
    const relevant = await view.search(site, request({ near: '2140', sort: 'relevance' }), NOW);
    const alone = await view.search(site, request({}), NOW);
    expect(relevant.hits.map((c) => c.id)).toEqual(['b', 'c', 'a']);
    expect(relevant.hits.map((c) => c.id)).toEqual(alone.hits.map((c) => c.id));
    expect(relevant.place?.postcode).toBe('2140');
    expect(relevant.distancesKm?.every((d) => typeof d === 'number')).toBe(true);
  });

  it('serves place words in the default order nearest first, but not over a postcode the request names', async () => {
    const words = await view.search(site, request({ query: 'near homebush' }), NOW);
    expect(words.hits.map((c) => c.id)).toEqual(['c', 'a', 'b']);
    const chosen = await view.search(
      site,
      request({ query: 'near homebush', near: '2680', sort: 'relevance' }),
      NOW,
    );
    expect(chosen.hits.map((c) => c.id)).toEqual(['b', 'c', 'a']);
    expect(chosen.place?.label).toMatch(/^Homebush NSW 2140$/);
  });
});
