import { type SiteLocation, siteLocationSchema } from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import { dealershipContact } from './dealership-contact';

function location(input: Record<string, unknown>): SiteLocation {
  return siteLocationSchema.parse({ dealership_slug: 'harbour-toyota', ...input });
}

const street = (s: string) => ({ street: s, city: 'Homebush', state: 'nsw', postcode: '2140' });

const toyota = { slug: 'harbour-toyota', name: 'Harbour Toyota' };

const locations = [
  location({
    id: 1,
    name: 'Harbour Kia Auburn',
    dealership_slug: 'harbour-kia',
    phone: '02 5550 1210',
  }),
  location({
    id: 2,
    name: 'Harbour Toyota Service',
    location_type: 'service',
    phone: '02 5550 1020',
    address: street('2 Service Lane'),
  }),
  location({
    id: 3,
    name: 'Harbour Toyota Sales',
    phone: '02 5550 1010',
    address: street('412 Parramatta Road'),
  }),
  location({ id: 4, name: 'Harbour Toyota Ryde', phone: '02 5550 1030' }),
];

describe('dealershipContact (the ADF vendor contact)', () => {
  it('is the dealership’s first sales location with a phone, never another dealership’s', () => {
    expect(dealershipContact(locations, toyota)).toEqual({
      name: 'Harbour Toyota Sales',
      phone: '02 5550 1010',
      address: street('412 Parramatta Road'),
    });
  });

  it('is the location the lead points at, by the car’s location id or the chosen name', () => {
    expect(dealershipContact(locations, toyota, { id: '4' }).name).toBe('Harbour Toyota Ryde');
    expect(dealershipContact(locations, toyota, { name: 'Harbour Toyota Service' }).phone).toBe(
      '02 5550 1020',
    );
    // Another dealership's location is never this one's contact.
    expect(dealershipContact(locations, toyota, { id: '1' }).name).toBe('Harbour Toyota Sales');
  });

  it('takes the address of the next location that has one when the reached location has none', () => {
    expect(dealershipContact(locations, toyota, { id: '4' })).toEqual({
      name: 'Harbour Toyota Ryde',
      phone: '02 5550 1030',
      address: street('412 Parramatta Road'),
    });
  });

  it('skips a location without a phone, and names the dealership when it has no location', () => {
    const noPhone = [location({ id: 5, name: 'Harbour Toyota Yard' }), ...locations];
    expect(dealershipContact(noPhone, toyota).name).toBe('Harbour Toyota Sales');
    expect(dealershipContact([location({ id: 5, name: 'Harbour Toyota Yard' })], toyota)).toEqual({
      name: 'Harbour Toyota Yard',
      phone: null,
      address: null,
    });
    expect(dealershipContact([], toyota)).toEqual({
      name: 'Harbour Toyota',
      phone: null,
      address: null,
    });
  });
});
