import type { Car, CarType, ItemType } from '../car/car';
import type { SiteAddress, SiteConfig } from './site-config';

// Which cars a site shows (docs/rules.md#stock-scope): the stock of its dealerships,
// of the item types and car types it sells, and for new and demo cars only
// the makes it is a franchise for. Every place that hands a shopper a car (the
// search, the car page, reserve, test drive booking, the PDF, the phone reveal,
// leads) asks this one rule, so no route shows a car the dealer does not sell.

export type SiteScopeCar = Pick<Car, 'dealership_slug' | 'item_type' | 'car_type' | 'make'>;
export type SiteScope = Pick<SiteConfig, 'dealerships' | 'manufacturer'> & {
  search: Pick<SiteConfig['search'], 'item_types' | 'car_types' | 'new_car_makes'>;
};

/** A site's stock scope, as the search engines take it. */
export type StockScope = {
  dealershipSlugs: readonly string[];
  itemTypes: readonly ItemType[];
  carTypes: readonly CarType[];
  /** The makes whose new and demo cars the site sells, as named; null: any make. */
  newCarMakes: readonly string[] | null;
};

const makeKey = (make: string) => make.trim().toLowerCase();

/**
 * The makes a site sells new: its `search.new_car_makes`, else the franchise's
 * `manufacturer`, else any (a multi-franchise group names its brands; a used-car
 * dealer sells no new cars by its car types).
 */
export function newCarMakesOf(site: SiteScope): readonly string[] | null {
  return site.search.new_car_makes ?? (site.manufacturer ? [site.manufacturer] : null);
}

const scopes = new WeakMap<SiteScope, StockScope>();

/** What the site shows, read once per configuration object. */
export function stockScopeOf(site: SiteScope): StockScope {
  let scope = scopes.get(site);
  if (!scope) {
    scope = {
      dealershipSlugs: [...site.dealerships],
      itemTypes: [...site.search.item_types],
      carTypes: [...site.search.car_types],
      newCarMakes: newCarMakesOf(site),
    };
    scopes.set(site, scope);
  }
  return scope;
}

/** Whether a car is inside a stock scope. */
export function isInStockScope(car: SiteScopeCar, scope: StockScope): boolean {
  if (!scope.dealershipSlugs.includes(car.dealership_slug)) return false;
  if (!scope.itemTypes.includes(car.item_type)) return false;
  if (!scope.carTypes.includes(car.car_type)) return false;
  if (car.car_type === 'used' || scope.newCarMakes === null) return true;
  const make = makeKey(car.make);
  return scope.newCarMakes.some((named) => makeKey(named) === make);
}

/** Whether the site sells the car (the rule above, with the site's own scope). */
export function isCarOnSite(car: SiteScopeCar, site: SiteScope): boolean {
  return isInStockScope(car, stockScopeOf(site));
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
