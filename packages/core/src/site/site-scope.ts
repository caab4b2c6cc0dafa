import type { Car } from '../car/car';
import type { SiteConfig } from './siteConfig';

// Which cars a site shows. Every place that hands a shopper a car by its slug
// or id (car page, reserve page, test drive booking, PDF, lead) asks this one
// rule, so no route can show another dealer's stock.

export type SiteScopeCar = Pick<Car, 'dealership_slug'>;
export type SiteScope = Pick<SiteConfig, 'dealerships'>;

/** Whether the site sells the car: one of the site's dealerships holds it. */
export function isCarOnSite(car: SiteScopeCar, site: SiteScope): boolean {
  return site.dealerships.includes(car.dealership_slug);
}
