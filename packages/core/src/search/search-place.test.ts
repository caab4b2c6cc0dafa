import { describe, expect, it } from 'vitest';
import { distanceKm } from '../geo/distance';
import {
  readSearchState,
  searchApiRequestSchema,
  searchRequestSchema,
  searchStateToRequest,
} from './protocol';
import { readPublicSearchResult } from './public-hit';
import {
  carDistancesKm,
  carPointReader,
  cleanNearPostcode,
  cleanSearchPlace,
  locationPointsOf,
} from './search-place';

// Where the shopper is, as the search protocol carries it (docs/rules.md#place-in-search).

const parramatta = {
  lat: -33.8136,
  long: 151.0034,
  label: 'Parramatta NSW 2150',
  postcode: '2150',
};

describe('the place in a search request', () => {
  it('reads a postcode as four digits, else nothing', () => {
    expect(cleanNearPostcode(' 2150 ')).toBe('2150');
    expect(cleanNearPostcode(800)).toBe('0800');
    for (const bad of ['215', '21500', 'abcd', '', null, 2150.5, -1, {}]) {
      expect(cleanNearPostcode(bad)).toBeUndefined();
    }
  });

  it('reads a place as a point on Earth with a short name, else nothing', () => {
    expect(cleanSearchPlace(parramatta)).toEqual(parramatta);
    expect(cleanSearchPlace({ ...parramatta, postcode: 'x' })).toEqual({
      ...parramatta,
      postcode: null,
    });
    for (const bad of [
      { ...parramatta, lat: 91 },
      { ...parramatta, long: Number.NaN },
      { ...parramatta, label: '' },
      { ...parramatta, label: 'x'.repeat(101) },
      'Parramatta',
    ]) {
      expect(cleanSearchPlace(bad)).toBeUndefined();
    }
  });

  it('keeps near and place in a request; the API takes near only', () => {
    const raw = { query: 'utes', near: '2150', place: parramatta };
    expect(searchRequestSchema.parse(raw)).toMatchObject({ near: '2150', place: parramatta });
    const api = searchApiRequestSchema.parse(raw);
    expect(api.near).toBe('2150');
    expect('place' in api).toBe(false);
    const bad = searchRequestSchema.parse({ near: 'nowhere', place: 'here' });
    expect(bad.near).toBeUndefined();
    expect(bad.place).toBeUndefined();
  });

  it('carries the postcode from the search state into the request', () => {
    const state = readSearchState({ query: 'hilux', near: '2150', sortBy: 'nearest' });
    expect(state).toMatchObject({ near: '2150', sortBy: 'nearest' });
    expect(searchStateToRequest(state, 21)).toMatchObject({ near: '2150', sort: 'nearest' });
    expect(readSearchState({ near: '21' })).not.toHaveProperty('near');
  });

  it("a browser reads an answer's place, its distances and the place chip", () => {
    const answer = {
      hits: [{ id: '1', slug: 'a' }],
      count: 1,
      countEstimated: false,
      facets: {},
      facetStats: {},
      page: 1,
      pages: 1,
      hitsPerPage: 21,
      offset: 0,
      ms: 1,
      understood: {
        readings: [{ kind: 'place', label: parramatta.label, postcode: '2150', words: '' }],
        query: '',
      },
      place: parramatta,
      distancesKm: [12.4],
    };
    expect(readPublicSearchResult(answer).distancesKm).toEqual([12.4]);
    expect(() => readPublicSearchResult({ ...answer, distancesKm: [] })).toThrow(/distancesKm/);
  });
});

describe('where a car stands', () => {
  const points = locationPointsOf([
    {
      id: '2',
      dealership_slug: 'a',
      location_type: 'service',
      address: { lat: -33.9, long: 151.1 },
    },
    { id: '3', dealership_slug: 'a', location_type: 'sales', address: { lat: -33.8, long: 151 } },
    { id: '4', dealership_slug: 'a', location_type: 'sales', address: { lat: null, long: null } },
    { id: '5', dealership_slug: 'b', primary: true, address: { lat: -34, long: 150 } },
  ]);

  it('lists located points, primary and sales yards first', () => {
    expect(points.map((p) => p.id)).toEqual(['5', '3', '2']);
  });

  it("stands a car at its location, else its dealership's first point, else nowhere", () => {
    const pointOf = carPointReader(points);
    expect(pointOf({ location_id: '2', dealership_slug: 'a' })).toEqual({
      lat: -33.9,
      long: 151.1,
    });
    expect(pointOf({ location_id: '4', dealership_slug: 'a' })).toEqual({ lat: -33.8, long: 151 });
    expect(pointOf({ location_id: null, dealership_slug: 'b' })).toEqual({ lat: -34, long: 150 });
    expect(pointOf({ location_id: null, dealership_slug: 'c' })).toBeNull();
    expect(
      carDistancesKm(
        [
          { location_id: '3', dealership_slug: 'a' },
          { location_id: null, dealership_slug: 'c' },
        ],
        parramatta,
        pointOf,
      ),
    ).toEqual([distanceKm(parramatta, { lat: -33.8, long: 151 }), null]);
  });
});
