import { type Car, notListedBecause, type SiteConfig, siteConfigSchema } from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../testing/csv';
import { testCar } from '../../testing/memory-services';
import {
  csvField,
  requiredColumns,
  VEHICLE_FEED_COLUMNS,
  VEHICLE_FEED_REQUIRED,
  vehicleFeedCsv,
  vehicleFeedRow,
  vehicleFeedRows,
} from './vehicle-feed';

// The Google vehicle listings feed without a server: which cars are listings,
// each row's attributes and the CSV file.

const origin = 'https://www.acme.example';

const site: SiteConfig = siteConfigSchema.parse({
  slug: 'acme-motors',
  template: 'heritage',
  name: 'Acme Motors',
  dealership_id: 41,
  address: { street: '10 Example Road', city: 'Brisbane', state: 'qld', postcode: '4000' },
  dealerships: ['acme-motors'],
  domains: ['www.acme.example'],
  locations: [
    {
      id: 1,
      name: 'Acme Motors Sales',
      location_type: 'sales',
      dealership_slug: 'acme-motors',
      phone: '07 5550 1234',
      address: { street: '10 Example Road', city: 'Brisbane', state: 'qld', postcode: '4000' },
    },
  ],
});

function car(over: Partial<Car> = {}): Car {
  return {
    ...testCar({
      id: '1',
      slug: 'acme-hilux-1',
      make: 'Toyota',
      model: 'Hilux',
      dealership_slug: 'acme-motors',
    }),
    vin: 'JTEBU3FJ10K123456',
    ...over,
  };
}

describe('which cars are listings', () => {
  // The rule itself is core's vehicle listing eligibility (vehicle-listing.test.ts there).
  it('the feed keeps the cars core calls listings and leaves out the rest', () => {
    const stock = [
      car(),
      car({ id: '2', slug: 'b-2', reserved: true }),
      car({ id: '3', slug: 'b-3', status: 'sold', sold_date_timestamp: Date.now() / 1000 }),
      car({ id: '4', slug: 'b-4', vin: null }),
    ];
    expect(stock.map((c) => notListedBecause(c))).toEqual([
      null,
      'reserved',
      'not in stock',
      'no VIN',
    ]);
    expect(vehicleFeedRows(stock, site, origin).map((row) => row.id)).toEqual(['1']);
  });
});

describe('a row', () => {
  it('carries each attribute in the specification’s form', () => {
    const row = vehicleFeedRow(
      car({
        colour: 'Glacier White',
        certified: true,
        images: [
          { image: { url: '/media/cars/1/0.svg' } },
          { image: { url: '/media/cars/1/1.svg' } },
          { image: { url: '/media/cars/1/2.svg' } },
        ],
      }),
      site,
      origin,
    );
    expect(row).toEqual({
      store_code: 'acme-motors',
      id: '1',
      vin: 'JTEBU3FJ10K123456',
      year: '2022',
      make: 'Toyota',
      model: 'Hilux',
      trim: 'SR5',
      mileage: '42100 km',
      condition: 'used',
      certified_pre_owned: 'yes',
      price: '38990 AUD',
      exterior_color: 'Glacier White',
      dealership_name: 'Acme Motors Sales',
      dealership_address: '10 Example Road, Brisbane QLD 4000, AU',
      tracking_phone_number: '07 5550 1234',
      date_in_stock: '2026-11-01',
      link: 'https://www.acme.example/cars/acme-hilux-1',
      image_link: 'https://www.acme.example/images/media/cars/1/0.svg?w=1280&q=80',
      additional_image_link:
        'https://www.acme.example/images/media/cars/1/1.svg?w=1280&q=80,https://www.acme.example/images/media/cars/1/2.svg?w=1280&q=80',
    });
  });

  it('a demonstrator is used (Google takes new or used); a new car is new', () => {
    expect(vehicleFeedRow(car({ car_type: 'demo' }), site, origin).condition).toBe('used');
    const fresh = vehicleFeedRow(car({ car_type: 'new', km: null }), site, origin);
    expect(fresh.condition).toBe('new');
    expect(fresh.mileage).toBe('');
    expect(fresh.certified_pre_owned).toBe('');
  });

  it('a price with cents keeps two decimals', () => {
    expect(vehicleFeedRow(car({ price: 38_990.5 }), site, origin).price).toBe('38990.50 AUD');
  });

  it('every listing has every required attribute, and a used car its mileage', () => {
    const rows = vehicleFeedRows(
      [car(), car({ id: '2', slug: 'b-2', car_type: 'new', km: null, badge: null })],
      site,
      origin,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      for (const column of requiredColumns(row, row.trim !== '')) {
        expect(row[column], `${row.id} ${column}`).not.toBe('');
      }
    }
    expect(requiredColumns({ condition: 'used' }, true)).toEqual([
      ...VEHICLE_FEED_REQUIRED,
      'mileage',
      'trim',
    ]);
  });
});

describe('the CSV file (RFC 4180)', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('17" alloys')).toBe('"17"" alloys"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('reads back exactly as written: a header of the columns, one record per listing', () => {
    const awkward = car({ colour: 'Red "Sunset", metallic\r\nwith stripes', badge: 'GR, Sport' });
    const text = vehicleFeedCsv(
      vehicleFeedRows([awkward, car({ id: '2', slug: 'b-2' })], site, origin),
    );
    expect(text.split('\r\n')[0]).toBe(VEHICLE_FEED_COLUMNS.join(','));
    const rows = parseCsv(text);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.exterior_color).toBe('Red "Sunset", metallic\r\nwith stripes');
    expect(rows[0]?.trim).toBe('GR, Sport');
    expect(rows[0]?.dealership_address).toBe('10 Example Road, Brisbane QLD 4000, AU');
  });

  it('a site with no listing still answers the header row', () => {
    expect(parseCsv(vehicleFeedCsv([]))).toEqual([]);
    expect(vehicleFeedCsv([])).toBe(`${VEHICLE_FEED_COLUMNS.join(',')}\r\n`);
  });
});
