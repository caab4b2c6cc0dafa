import type { Car } from '../car/car';

// Car status: search includes in_stock, coming_soon, and cars sold within a
// window (default 3 days, docs/rules.md#sold-window), with show_on_dealer_website true (docs/rules.md#car-status).

export const DEFAULT_SOLD_WINDOW_DAYS = 3;
const SECONDS_PER_DAY = 86_400;

/**
 * The earliest sold time (epoch seconds, the unit of `sold_date_timestamp`) still shown
 * at `now`. A car sold exactly `soldWindowDays` ago is still shown. A negative or
 * non-finite window counts as 0 days.
 */
export function soldWindowCutoff(now: Date, soldWindowDays: number): number {
  const days = Number.isFinite(soldWindowDays) && soldWindowDays > 0 ? soldWindowDays : 0;
  return now.getTime() / 1000 - days * SECONDS_PER_DAY;
}

export type SearchVisibilityFields = Pick<
  Car,
  'status' | 'show_on_dealer_website' | 'sold_date_timestamp'
>;

/**
 * Whether a car appears in search at `now`. A sold car without a sold date cannot be
 * placed in the window and is left out; 'others' (any other non-available state) is
 * never shown.
 */
export function isVisibleInSearch(
  car: SearchVisibilityFields,
  options: { now: Date; soldWindowDays?: number },
): boolean {
  if (!car.show_on_dealer_website) return false;
  switch (car.status) {
    case 'in_stock':
    case 'coming_soon':
      return true;
    case 'sold':
      return (
        car.sold_date_timestamp !== null &&
        car.sold_date_timestamp >=
          soldWindowCutoff(options.now, options.soldWindowDays ?? DEFAULT_SOLD_WINDOW_DAYS)
      );
    case 'others':
      return false;
    default:
      return car.status satisfies never;
  }
}

/**
 * Price sort: on sites that exclude price 0 from the lowest-price sort, a car
 * without a price (null, "Enquire for price") is left out too, since it has no price
 * to rank by (docs/rules.md#price-sort).
 */
export function isInLowestPriceSort(price: number | null, excludeZero: boolean): boolean {
  return !excludeZero || (price !== null && price > 0);
}
