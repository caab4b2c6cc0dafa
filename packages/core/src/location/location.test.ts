import { describe, expect, it } from 'vitest';
import { describeIssues } from '../schema/errors';
import { type LocationInput, locationSchema } from './location';

const minimal: LocationInput = {
  id: 12,
  name: 'Harbour Toyota',
  slug: 'harbour-toyota',
  dealership_id: 7,
  dealership_slug: 'harbour-toyota',
};

function issues(input: unknown): string[] {
  const r = locationSchema.safeParse(input);
  return r.success ? [] : describeIssues(r.error);
}

describe('location schema', () => {
  it('accepts a minimal feed row and fills the defaults', () => {
    const l = locationSchema.parse(minimal);
    expect(l.id).toBe('12');
    expect(l.dealership_id).toBe('7');
    expect(l.location_type).toBe('sales');
    expect(l.location_subtype).toEqual([]);
    expect(l.visible).toBe(true);
    expect(l.primary).toBe(false);
    expect(l.image).toBeNull();
    expect(l.address).toEqual({
      street: null,
      city: null,
      state: null,
      postcode: null,
      lat: null,
      long: null,
      place_id: null,
      place_url: null,
      map_key: null,
    });
    expect(l.contact_detail).toEqual({ phone: null, landline_phone: null, opening_hours: [] });
    expect(l.reviews).toEqual({ average_rating: null, count: 0, list: [] });
    expect(l.distribution_locations).toEqual([]);
  });

  it('location type empty or null means sales', () => {
    expect(locationSchema.parse({ ...minimal, location_type: '' }).location_type).toBe('sales');
    expect(locationSchema.parse({ ...minimal, location_type: null }).location_type).toBe('sales');
    expect(locationSchema.parse({ ...minimal, location_type: 'Service' }).location_type).toBe(
      'service',
    );
  });

  it('rejects an unknown location type and names the field', () => {
    expect(issues({ ...minimal, location_type: 'finance' })[0]).toMatch(/^location_type: /);
  });

  it('reads location_subtype as a list whether the feed sends one word or several', () => {
    expect(
      locationSchema.parse({ ...minimal, location_subtype: 'Buying' }).location_subtype,
    ).toEqual(['buying']);
    expect(
      locationSchema.parse({ ...minimal, location_subtype: ['sales', 'buying'] }).location_subtype,
    ).toEqual(['sales', 'buying']);
    expect(locationSchema.parse({ ...minimal, location_subtype: null }).location_subtype).toEqual(
      [],
    );
  });

  it('reads null sub-objects as objects of nulls', () => {
    const l = locationSchema.parse({
      ...minimal,
      address: null,
      contact_detail: null,
      reviews: null,
    });
    expect(l.address.lat).toBeNull();
    expect(l.contact_detail.opening_hours).toEqual([]);
    expect(l.reviews.count).toBe(0);
  });

  it('reads a full feed row, with numbers spelled as strings', () => {
    const l = locationSchema.parse({
      ...minimal,
      location_type: 'service',
      manufacturers: ['Toyota', { id: 3, name: 'Lexus', slug: 'lexus' }],
      primary: '1',
      visible: 'false',
      image: {
        url: 'https://cdn.example/loc.jpg',
        thumb: { url: 'https://cdn.example/loc-t.jpg' },
      },
      dealer_license_number: 3471,
      motor_vehicle_repairer: 'MVRL 12345',
      address: {
        street: '1 Wharf St',
        city: 'Brisbane',
        state: 'QLD',
        postcode: 4000,
        lat: '-27.4698',
        long: '153.0251',
        place_url: 'https://maps.example/?cid=1',
      },
      contact_detail: {
        phone: '07 3000 1234',
        opening_hours: [{ weekday: 1, status: 'Open', open: '8:00 AM', close: '5:00 PM' }],
      },
      reviews: { average_rating: '4.6', count: '212', list: [{ author: 'Sam', rating: 5 }] },
      average_rating: 4.6,
      review_count: '212',
      distribution_locations: [14, 'harbour-toyota-north'],
    });
    expect(l.primary).toBe(true);
    expect(l.visible).toBe(false);
    expect(l.image?.thumb?.url).toBe('https://cdn.example/loc-t.jpg');
    expect(l.dealer_license_number).toBe('3471');
    expect(l.address.postcode).toBe('4000');
    expect(l.address.lat).toBe(-27.4698);
    expect(l.address.long).toBe(153.0251);
    expect(l.contact_detail.opening_hours[0]?.weekday).toBe(1);
    expect(l.reviews).toEqual({
      average_rating: 4.6,
      count: 212,
      list: [{ author: 'Sam', rating: 5 }],
    });
    expect(l.review_count).toBe(212);
    expect(l.distribution_locations).toEqual(['14', 'harbour-toyota-north']);
  });

  it('rejects a latitude outside -90..90 and names the field', () => {
    expect(issues({ ...minimal, address: { lat: 91 } })).toEqual([
      'address.lat: latitude must be from -90 to 90',
    ]);
  });

  it('rejects a longitude that is not a number and names the field', () => {
    expect(issues({ ...minimal, address: { long: 'east' } })[0]).toMatch(/^address\.long: /);
  });

  it('rejects an opening-hours entry with a bad weekday and names its path', () => {
    expect(
      issues({
        ...minimal,
        contact_detail: { opening_hours: [{ weekday: 9, status: 'Open' }] },
      })[0],
    ).toMatch(/^contact_detail\.opening_hours\.0\.weekday: /);
  });

  it('rejects an average rating above 5 and names the field', () => {
    expect(issues({ ...minimal, reviews: { average_rating: 7 } })[0]).toMatch(
      /^reviews\.average_rating: /,
    );
  });

  it('rejects a missing name and a bad slug, naming both', () => {
    const found = issues({ ...minimal, name: ' ', slug: 'Harbour Toyota' });
    expect(found).toContain('name: must not be empty');
    expect(found).toContain('slug: must be lower-case words joined by hyphens');
  });
});
