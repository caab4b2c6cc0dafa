import type { Car } from '../car/car';
import type { SiteAddress, SiteConfig } from './site-config';

// Which cars a site shows. Every place that hands a shopper a car by its slug
// or id (car page, reserve page, test drive booking, PDF, lead) asks this one
// rule, so no route can show another dealer's stock.

export type SiteScopeCar = Pick<Car, 'dealership_slug'>;
export type SiteScope = Pick<SiteConfig, 'dealerships'>;

/** Whether the site sells the car: one of the site's dealerships holds it. */
export function isCarOnSite(car: SiteScopeCar, site: SiteScope): boolean {
  return site.dealerships.includes(car.dealership_slug);
}

export type CarDealership = {
  /** The dealership's name as the car lists it, else its location's, else the site's. */
  name: string;
  /** The location the car is at, when the site names one. */
  location: string | null;
  /** The number a shopper calls about the car (the phone reveal shows it). */
  phone: string | null;
  address: SiteAddress;
};

/**
 * Where a car is sold from: the site location the car names, else the first
 * sales location of the car's dealership, else the site's first location; its
 * name, phone and address (the site's address when the location has none).
 */
export function carDealership(
  car: Pick<Car, 'location_id' | 'dealership_slug' | 'dealership_name'>,
  site: Pick<SiteConfig, 'locations' | 'name' | 'address'>,
): CarDealership {
  const located = site.locations.find((l) => car.location_id !== null && l.id === car.location_id);
  const sameDealership = site.locations.find(
    (l) => l.dealership_slug === car.dealership_slug && l.location_type === 'sales',
  );
  const location = located ?? sameDealership ?? site.locations[0] ?? null;
  return {
    name: car.dealership_name ?? location?.name ?? site.name,
    location: location?.name ?? null,
    phone: location?.phone ?? null,
    address: location?.address ?? site.address,
  };
}
