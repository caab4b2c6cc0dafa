import { describe, expect, it } from 'vitest';
import { distanceKm, EARTH_RADIUS_KM, sortByDistance } from './distance';

const brisbane = { lat: -27.4698, long: 153.0251 };
const sydney = { lat: -33.8688, long: 151.2093 };
const goldCoast = { lat: -28.0167, long: 153.4 };

describe('distance', () => {
  it('distance uses an Earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter of a meridian, pole to equator, is a quarter of the circumference.
    expect(distanceKm({ lat: 0, long: 0 }, { lat: 90, long: 0 })).toBeCloseTo(
      (Math.PI * 6371) / 2,
      6,
    );
  });

  it('distance between the same point is 0', () => {
    expect(distanceKm(brisbane, brisbane)).toBe(0);
  });

  it('distance from Brisbane to Sydney is about 732 km by haversine', () => {
    expect(distanceKm(brisbane, sydney)).toBeCloseTo(732.0, 0);
    expect(distanceKm(sydney, brisbane)).toBeCloseTo(distanceKm(brisbane, sydney), 9);
  });

  it('distance between antipodal points is half the circumference', () => {
    expect(distanceKm({ lat: 0, long: 0 }, { lat: 0, long: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  it('distance across the 180th meridian takes the short way', () => {
    expect(distanceKm({ lat: 0, long: 179.5 }, { lat: 0, long: -179.5 })).toBeCloseTo(
      (Math.PI * 6371) / 180,
      6,
    );
  });
});

describe('ordering locations by distance', () => {
  const at = (id: string, point: { lat: number | null; long: number | null } | null) => ({
    id,
    address: point,
  });

  it('orders locations nearest first, those without coordinates last in their original order', () => {
    const ordered = sortByDistance(
      [
        at('no-address', null),
        at('sydney', sydney),
        at('no-lat', { lat: null, long: 153 }),
        at('gold-coast', goldCoast),
        at('brisbane', brisbane),
      ],
      { lat: -27.5, long: 153.0 },
    );
    expect(ordered.map((o) => o.location.id)).toEqual([
      'brisbane',
      'gold-coast',
      'sydney',
      'no-address',
      'no-lat',
    ]);
    expect(ordered[0]?.distanceKm).toBeCloseTo(
      distanceKm({ lat: -27.5, long: 153.0 }, brisbane),
      9,
    );
    expect(ordered[3]?.distanceKm).toBeNull();
  });

  it('orders equal distances in their original order', () => {
    const ordered = sortByDistance([at('first', brisbane), at('second', brisbane)], sydney);
    expect(ordered.map((o) => o.location.id)).toEqual(['first', 'second']);
  });

  it('accepts coordinates of 0 (on the equator or the meridian) as real coordinates', () => {
    const ordered = sortByDistance(
      [at('none', null), at('null-island', { lat: 0, long: 0 })],
      brisbane,
    );
    expect(ordered.map((o) => o.location.id)).toEqual(['null-island', 'none']);
  });
});
