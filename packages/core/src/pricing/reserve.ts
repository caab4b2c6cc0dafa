import type { Car } from '../car/car';
import { formatDollars } from '../money/money';

// SPEC §3 Car payment_processors and SPEC §9 Reserve deposit label.

/** SPEC §9: the reserve deposit label when the site sets none. */
export const DEFAULT_RESERVE_DEPOSIT_LABEL = '$200';

export type ReservePrice =
  | { source: 'processor'; processor: string; amount: number; text: string }
  | { source: 'site'; text: string };

export type ReservePriceCar = Pick<Car, 'payment_processors'>;

/** The site's reserve settings as its merged configuration has them. */
export interface ReservePriceSite {
  /** The site's reserve deposit label, e.g. '$500'. Blank means '$200'. */
  reserve: { deposit_label: string | null };
}

/**
 * The deposit a shopper pays to reserve the car, wherever it is shown (car
 * page, reserve page, result card): the reserve price of the first enabled
 * payment processor that has one (a positive amount), else the site's reserve
 * deposit label, else '$200'.
 */
export function reservePrice(car: ReservePriceCar, site: ReservePriceSite): ReservePrice {
  for (const processor of car.payment_processors ?? []) {
    const amount = processor.reserve_price;
    if (processor.enabled && amount !== null && amount > 0) {
      return {
        source: 'processor',
        processor: processor.name,
        amount,
        text: formatDollars(amount),
      };
    }
  }
  const label = site.reserve.deposit_label?.trim();
  return { source: 'site', text: label ? label : DEFAULT_RESERVE_DEPOSIT_LABEL };
}
