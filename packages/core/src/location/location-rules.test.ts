import { describe, expect, it } from 'vitest';
import { type LocationInput, locationSchema } from './location';
import {
  locationPageHref,
  locationSlugOf,
  locationsDropdown,
  locationTypeRank,
  phoneBannerEntries,
  sortLocationsByType,
  telHref,
} from './location-rules';

function loc(id: number, extra: Partial<LocationInput> = {}) {
  return locationSchema.parse({
    id,
    name: `Location ${id}`,
    slug: `location-${id}`,
    dealership_id: 7,
    dealership_slug: 'harbour-toyota',
    ...extra,
  });
}

describe('location sort', () => {
  it('location sort order is sales 1, service 2, parts 3', () => {
    expect(locationTypeRank('sales')).toBe(1);
    expect(locationTypeRank('service')).toBe(2);
    expect(locationTypeRank('parts')).toBe(3);
  });

  it('location sort treats an empty type as sales', () => {
    expect(locationTypeRank('')).toBe(1);
    expect(locationTypeRank(null)).toBe(1);
    expect(locationTypeRank(undefined)).toBe(1);
  });

  it('location sort puts sales, then service, then parts, keeping feed order within a type', () => {
    const input = [
      { id: 'a', location_type: 'parts' as const },
      { id: 'b', location_type: 'service' as const },
      { id: 'c', location_type: '' as const },
      { id: 'd', location_type: 'sales' as const },
      { id: 'e', location_type: 'service' as const },
      { id: 'f', location_type: null },
    ];
    expect(sortLocationsByType(input).map((l) => l.id)).toEqual(['c', 'd', 'f', 'b', 'e', 'a']);
    expect(input.map((l) => l.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

describe('phone-link banner', () => {
  it('phone banner lists Sales, Service and Parts when the numbers differ', () => {
    const entries = phoneBannerEntries([
      loc(1, { location_type: 'parts', contact_detail: { phone: '07 3000 3333' } }),
      loc(2, { location_type: 'sales', contact_detail: { phone: '07 3000 1111' } }),
      loc(3, { location_type: 'service', contact_detail: { phone: '07 3000 2222' } }),
    ]);
    expect(entries).toEqual([
      { key: 'sales', label: 'Sales', phone: '07 3000 1111', href: 'tel:0730001111' },
      { key: 'service', label: 'Service', phone: '07 3000 2222', href: 'tel:0730002222' },
      { key: 'parts', label: 'Parts', phone: '07 3000 3333', href: 'tel:0730003333' },
    ]);
  });

  it('phone banner combines Service/Parts when the service and parts numbers are equal', () => {
    const entries = phoneBannerEntries([
      loc(1, { location_type: 'sales', contact_detail: { phone: '07 3000 1111' } }),
      loc(2, { location_type: 'service', contact_detail: { phone: '07 3000 2222' } }),
      loc(3, { location_type: 'parts', contact_detail: { phone: '(07) 3000-2222' } }),
    ]);
    expect(entries.map((e) => [e.label, e.phone])).toEqual([
      ['Sales', '07 3000 1111'],
      ['Service/Parts', '07 3000 2222'],
    ]);
  });

  it('phone banner leaves out a department with no number and hidden locations', () => {
    const entries = phoneBannerEntries([
      loc(1, { location_type: 'sales', visible: false, contact_detail: { phone: '07 3000 9999' } }),
      loc(2, { location_type: 'sales', contact_detail: { landline_phone: '07 3000 1111' } }),
      loc(3, { location_type: 'service' }),
      loc(4, { location_type: 'parts', contact_detail: { phone: '07 3000 3333' } }),
    ]);
    expect(entries.map((e) => [e.label, e.phone])).toEqual([
      ['Sales', '07 3000 1111'],
      ['Parts', '07 3000 3333'],
    ]);
  });

  it('phone banner is empty when no location has a number', () => {
    expect(phoneBannerEntries([loc(1)])).toEqual([]);
  });
});

describe('Locations dropdown', () => {
  it('Locations dropdown lists each visible location with its phone, in sort order, linking to its page', () => {
    const items = locationsDropdown([
      loc(1, { location_type: 'service', contact_detail: { phone: '+61 7 3000 2222' } }),
      loc(2, { location_type: '', contact_detail: { phone: '07 3000 1111' } }),
      loc(3, { location_type: 'parts' }),
      loc(4, { location_type: 'sales', visible: false }),
    ]);
    expect(items).toEqual([
      {
        id: '2',
        name: 'Location 2',
        slug: 'location-2',
        type: 'sales',
        phone: '07 3000 1111',
        phoneHref: 'tel:0730001111',
        href: '/contact-us/location-2',
      },
      {
        id: '1',
        name: 'Location 1',
        slug: 'location-1',
        type: 'service',
        phone: '+61 7 3000 2222',
        phoneHref: 'tel:+61730002222',
        href: '/contact-us/location-1',
      },
      {
        id: '3',
        name: 'Location 3',
        slug: 'location-3',
        type: 'parts',
        phone: null,
        phoneHref: null,
        href: '/contact-us/location-3',
      },
    ]);
  });

  it('a location page is /contact-us/{location slug}', () => {
    expect(locationPageHref({ slug: 'harbour-kia-auburn' })).toBe('/contact-us/harbour-kia-auburn');
  });

  it('a location named without a slug gets one from its name', () => {
    expect(locationSlugOf('Harbour Kia Auburn')).toBe('harbour-kia-auburn');
    expect(locationSlugOf('  Smith & Sons — Service ')).toBe('smith-and-sons-service');
    expect(locationSlugOf('Penrith Citroën')).toBe('penrith-citroen');
  });

  it('tel link keeps the leading plus and drops spaces, brackets and dashes', () => {
    expect(telHref(' +61 (7) 3000-1234 ')).toBe('tel:+61730001234');
  });
});
