import type { Car } from '../car/car';
import { priceDisplay } from '../pricing/price';

// Which of a site's cars go out as listings to a vehicle listings service (the
// site's Google vehicle listings feed). The site's own stock, which the search
// shows, is the starting point (docs/rules.md#sold-window); a listing is one of
// those that a shopper can buy at the dealership today, with every attribute
// the service requires.

export type VehicleListingCar = Pick<
  Car,
  | 'status'
  | 'reserved'
  | 'show_on_dealer_website'
  | 'item_type'
  | 'vin'
  | 'price'
  | 'preorder'
  | 'car_type'
  | 'km'
>;

/** Why a car is not a listing, one reason each. */
export type NotListedReason =
  | 'not in stock'
  | 'reserved'
  | 'not a car'
  | 'no VIN'
  | 'no price shown'
  | 'no odometer reading';

/**
 * Why a car the site shows is not a listing, or null when it is one:
 * - in stock: not sold (in or after the sold window), not coming soon, not withdrawn,
 *   not hidden from the dealer website;
 * - not reserved: a deposit holds it for another shopper;
 * - a car: caravans are not vehicles a listings service takes;
 * - a VIN, a price the site shows (docs/rules.md#price-display), and an odometer
 *   reading for a used or demo car.
 */
export function notListedBecause(car: VehicleListingCar): NotListedReason | null {
  if (car.status !== 'in_stock' || !car.show_on_dealer_website) return 'not in stock';
  if (car.reserved) return 'reserved';
  if (car.item_type !== 'car') return 'not a car';
  if (!car.vin) return 'no VIN';
  if (priceDisplay(car).kind !== 'price') return 'no price shown';
  if (car.car_type !== 'new' && car.km === null) return 'no odometer reading';
  return null;
}

/** Whether a car the site shows is a vehicle listing. */
export function isVehicleListing(car: VehicleListingCar): boolean {
  return notListedBecause(car) === null;
}
