import type { Car } from '../car/car';
import { formatDollars } from '../money/money';

// SPEC §3 Car payment_processors and SPEC §9 Reserve deposit label.

/** SPEC §9: the reserve deposit label when the site sets none. */
export const DEFAULT_RESERVE_DEPOSIT_LABEL = '$200';

export type ReservePrice =
  | { source: 'processor'; processor: string; amount: number; text: string }
  | { source: 'site'; text: string };

export type ReservePriceCar = Pick<Car, 'payment_processors'>;

export interface ReservePriceSite {
  /** The site's reserve deposit label, e.g. '$500'. Unset or blank means '$200'. */
  reserveDepositLabel?: string | null;
}

/**
 * The deposit asked to reserve the car: the reserve price of the first enabled
 * payment processor that has one (a positive amount), else the site's reserve
 * deposit label, else '$200'.
 */
export function reservePrice(car: ReservePriceCar, site: ReservePriceSite = {}): ReservePrice {
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
  const label = site.reserveDepositLabel?.trim();
  return { source: 'site', text: label ? label : DEFAULT_RESERVE_DEPOSIT_LABEL };
}
