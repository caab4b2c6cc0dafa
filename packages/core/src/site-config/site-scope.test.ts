import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from './site-config';
import { carDealership, isCarOnSite, type SiteScopeCar, stockScopeOf } from './site-scope';

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

const car = (over: Partial<SiteScopeCar> = {}): SiteScopeCar => ({
  dealership_slug: 'harbour-mazda',
  item_type: 'car',
  car_type: 'used',
  make: 'Kia',
  ...over,
});

const siteWith = (over: Record<string, unknown>) =>
  siteConfigSchema.parse({
    slug: 'a-site',
    template: 'metro',
    name: 'A Site',
    dealership_id: '2',
    address: { street: '1 Main St', city: 'Hobart', state: 'tas', postcode: '7000' },
    dealerships: ['a-motors'],
    ...over,
  });

describe('which cars a site shows', () => {
  it("a site shows the cars of its own dealerships and no other's", () => {
    expect(isCarOnSite(car(), site)).toBe(true);
    expect(isCarOnSite(car({ dealership_slug: 'red-gum-used-cars' }), site)).toBe(false);
  });

  it('a used-car dealer shows no new or demo car of its own dealership', () => {
    const used = siteWith({ search: { car_types: ['used'] } });
    expect(isCarOnSite(car({ dealership_slug: 'a-motors' }), used)).toBe(true);
    for (const type of ['new', 'demo'] as const) {
      expect(isCarOnSite(car({ dealership_slug: 'a-motors', car_type: type }), used)).toBe(false);
    }
  });

  it('a caravan dealer shows caravans and no car', () => {
    const caravans = siteWith({ search: { item_types: ['caravan'] } });
    expect(isCarOnSite(car({ dealership_slug: 'a-motors', item_type: 'caravan' }), caravans)).toBe(
      true,
    );
    expect(isCarOnSite(car({ dealership_slug: 'a-motors', make: 'Ford' }), caravans)).toBe(false);
  });

  it('a franchise shows new and demo cars of its make only, used cars of any make', () => {
    const nissan = siteWith({ manufacturer: 'Nissan' });
    const at = (over: Partial<SiteScopeCar>) => car({ dealership_slug: 'a-motors', ...over });
    expect(isCarOnSite(at({ car_type: 'new', make: 'nissan ' }), nissan)).toBe(true);
    expect(isCarOnSite(at({ car_type: 'demo', make: 'Nissan' }), nissan)).toBe(true);
    expect(isCarOnSite(at({ car_type: 'new', make: 'Kia' }), nissan)).toBe(false);
    expect(isCarOnSite(at({ car_type: 'demo', make: 'Toyota' }), nissan)).toBe(false);
    expect(isCarOnSite(at({ car_type: 'used', make: 'Toyota' }), nissan)).toBe(true);
  });

  it('a multi-franchise group shows new cars of the makes it names, and reads its scope once', () => {
    const group = siteWith({ search: { new_car_makes: ['Toyota', 'Mazda'] } });
    const at = (over: Partial<SiteScopeCar>) => car({ dealership_slug: 'a-motors', ...over });
    expect(isCarOnSite(at({ car_type: 'new', make: 'Mazda' }), group)).toBe(true);
    expect(isCarOnSite(at({ car_type: 'new', make: 'Kia' }), group)).toBe(false);
    expect(stockScopeOf(group)).toBe(stockScopeOf(group));
    expect(stockScopeOf(group).newCarMakes).toEqual(['Toyota', 'Mazda']);
    // With no makes named and no franchise, any make.
    expect(stockScopeOf(siteWith({})).newCarMakes).toBeNull();
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
