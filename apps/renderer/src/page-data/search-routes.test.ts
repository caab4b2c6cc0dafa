import { describe, expect, it } from 'vitest';
import { carTypesOf, searchRouteFor, slugOf } from './search-routes';

describe('search routes', () => {
  it('/search is the default search', () => {
    expect(searchRouteFor('/search')).toEqual({ carTypes: null, makeSlug: null, modelSlug: null });
    expect(searchRouteFor('/search/')).toEqual({ carTypes: null, makeSlug: null, modelSlug: null });
  });
  it('every car type variant names its types', () => {
    expect(carTypesOf('new-cars')).toEqual(['new']);
    expect(carTypesOf('used-cars')).toEqual(['used']);
    expect(carTypesOf('demo-cars')).toEqual(['demo']);
    expect(carTypesOf('new-used-and-demo-cars')).toEqual(['new', 'used', 'demo']);
    expect(carTypesOf('new-and-demo-cars')).toEqual(['new', 'demo']);
    expect(carTypesOf('old-cars')).toBeNull();
    expect(carTypesOf('cars')).toBeNull();
  });
  it('/search/{make} and /search/{make}/{model}', () => {
    expect(searchRouteFor('/search/toyota')).toEqual({
      carTypes: null,
      makeSlug: 'toyota',
      modelSlug: null,
    });
    expect(searchRouteFor('/search/land-rover/defender')).toEqual({
      carTypes: null,
      makeSlug: 'land-rover',
      modelSlug: 'defender',
    });
  });
  it('a site cars path serves the same variants; deeper paths are not search', () => {
    expect(searchRouteFor('/stock/used-cars', '/stock')?.carTypes).toEqual(['used']);
    expect(searchRouteFor('/search/used-cars', '/stock')?.carTypes).toEqual(['used']);
    expect(searchRouteFor('/stocktake', '/stock')).toBeNull();
    expect(searchRouteFor('/search/a/b/c')).toBeNull();
    expect(searchRouteFor('/cars/abc')).toBeNull();
  });
  it('a malformed percent-escape is no search page, not an error', () => {
    expect(searchRouteFor('/search/%E0%A4%A')).toBeNull();
    expect(searchRouteFor('/search/toyota/%')).toBeNull();
    expect(searchRouteFor('/stock/%zz', '/stock')).toBeNull();
    expect(searchRouteFor('/search/land%20cruiser')).toBeNull();
    expect(searchRouteFor('/search/toyota/land-cruiser')?.modelSlug).toBe('land-cruiser');
  });

  it('slugOf matches make names to path slugs', () => {
    expect(slugOf('Land Rover')).toBe('land-rover');
    expect(slugOf('Mercedes-Benz')).toBe('mercedes-benz');
  });
});
