import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from './site-config';
import { carDealership, isCarOnSite } from './site-scope';

const site = siteConfigSchema.parse({
  slug: 'harbour-motor-group',
  template: 'metro',
  name: 'Harbour Motor Group',
  dealership_id: '1',
  address: { street: '1 Quay St', city: 'Sydney', state: 'nsw', postcode: '2000' },
  dealerships: ['harbour-toyota', 'harbour-mazda'],
  locations: [
    {
      id: '10',
      name: 'Harbour Toyota',
      location_type: 'sales',
      dealership_slug: 'harbour-toyota',
      phone: '02 5550 1000',
    },
    {
      id: '11',
      name: 'Harbour Mazda Service',
      location_type: 'service',
      dealership_slug: 'harbour-mazda',
      phone: '02 5550 2200',
    },
    {
      id: '12',
      name: 'Harbour Mazda',
      location_type: 'sales',
      dealership_slug: 'harbour-mazda',
      phone: '02 5550 2000',
    },
  ],
});

describe('which cars a site shows', () => {
  it("a site shows the cars of its own dealerships and no other's", () => {
    expect(isCarOnSite({ dealership_slug: 'harbour-mazda' }, site)).toBe(true);
    expect(isCarOnSite({ dealership_slug: 'red-gum-used-cars' }, site)).toBe(false);
  });
});

describe('the dealership of a car', () => {
  const car = { location_id: null, dealership_slug: 'harbour-mazda', dealership_name: null };

  it('is the location the car names', () => {
    expect(carDealership({ ...car, location_id: '11' }, site)).toMatchObject({
      name: 'Harbour Mazda Service',
      phone: '02 5550 2200',
    });
  });

  it("else the first sales location of the car's dealership, with the site address when it has none", () => {
    expect(carDealership(car, site)).toEqual({
      name: 'Harbour Mazda',
      location: 'Harbour Mazda',
      phone: '02 5550 2000',
      address: site.address,
    });
  });

  it("keeps the dealership name the car lists, and falls back to the site's first location", () => {
    expect(
      carDealership(
        { ...car, dealership_slug: 'elsewhere', dealership_name: 'Elsewhere Motors' },
        site,
      ),
    ).toMatchObject({ name: 'Elsewhere Motors', location: 'Harbour Toyota' });
  });
});
