import type { Car } from '../car/car';

/** Finance eligibility: a car must be priced above this (200 itself does not qualify) (docs/rules.md#finance-eligibility). */
export const FINANCE_ELIGIBLE_MIN_PRICE = 200;

export type FinanceEligibilityCar = Pick<
  Car,
  'status' | 'reserved' | 'price' | 'sold_date_timestamp'
>;

/**
 * Finance eligibility (feature): in stock, not sold, not reserved and
 * priced above 200 (docs/rules.md#finance-eligibility). "Not sold" is checked on its own as well as through the
 * status: a feed can leave a car in_stock after stamping its sold date, and such
 * a car must not be offered finance.
 */
export function isFinanceEligible(car: FinanceEligibilityCar): boolean {
  return (
    car.status === 'in_stock' &&
    car.sold_date_timestamp === null &&
    !car.reserved &&
    car.price !== null &&
    car.price > FINANCE_ELIGIBLE_MIN_PRICE
  );
}
