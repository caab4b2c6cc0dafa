import type { Car } from '../car/car';
import { formatDollars } from '../money/money';

// Car payment_processors and Reserve deposit label (docs/rules.md#reserve-deposit).

/** The reserve deposit label when the site sets none (docs/rules.md#reserve-deposit). */
export const DEFAULT_RESERVE_DEPOSIT_LABEL = '$200';

/**
 * The deposit: `cents` is what a payment charges, `text` what every page shows;
 * both come from the same source, so the shopper pays what they read.
 */
export type ReservePrice =
  | { source: 'processor'; processor: string; amount: number; cents: number; text: string }
  | { source: 'site'; cents: number; text: string };

/** $200, the deposit when neither the car nor the site names one (docs/rules.md#reserve-deposit). */
export const DEFAULT_RESERVE_DEPOSIT_CENTS = 20_000;

/**
 * A deposit label as an amount in cents: the first dollar amount it names
 * ('$500', '$1,250', '$99.50', '$250 (refundable)') or a bare number ('250').
 * Null for a label that names no amount ('Call us'), which cannot be charged.
 */
export function depositLabelCents(label: string): number | null {
  const trimmed = label.trim();
  const match =
    /\$\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?/.exec(trimmed) ??
    /^(\d+)(?:\.(\d{2}))?$/.exec(trimmed);
  if (!match?.[1]) return null;
  const cents = Number(match[1].replaceAll(',', '')) * 100 + Number(match[2] ?? 0);
  return cents > 0 ? cents : null;
}

export type ReservePriceCar = Pick<Car, 'payment_processors'>;

/** The site's reserve settings as its merged configuration has them. */
export interface ReservePriceSite {
  /** The site's reserve deposit label, e.g. '$500'. Blank means '$200'. */
  reserve: { deposit_label: string | null };
}

/** '$500', or '$349.99' when there are cents: the text never rounds what is charged. */
function depositText(cents: number): string {
  const rest = cents % 100;
  const dollars = formatDollars(Math.floor(cents / 100));
  return rest === 0 ? dollars : `${dollars}.${String(rest).padStart(2, '0')}`;
}

/**
 * The deposit a shopper pays to reserve the car, wherever it is shown (car
 * page, reserve page, result card): the reserve price of the first enabled
 * payment processor that has one (a positive amount), else the site's reserve
 * deposit label, else '$200'. One rule for what is shown and what is charged.
 */
export function reservePrice(car: ReservePriceCar, site: ReservePriceSite): ReservePrice {
  for (const processor of car.payment_processors ?? []) {
    const amount = processor.reserve_price;
    if (processor.enabled && amount !== null && amount > 0) {
      return {
        source: 'processor',
        processor: processor.name,
        amount,
        cents: Math.round(amount * 100),
        text: depositText(Math.round(amount * 100)),
      };
    }
  }
  // A label that names no amount cannot be charged: the default is shown and paid instead.
  const label = site.reserve.deposit_label?.trim() ?? '';
  const cents = depositLabelCents(label);
  return cents === null
    ? { source: 'site', cents: DEFAULT_RESERVE_DEPOSIT_CENTS, text: DEFAULT_RESERVE_DEPOSIT_LABEL }
    : { source: 'site', cents, text: label };
}

/**
 * How long a started reservation waits for its deposit. A shopper
 * who gives their details and then does not pay within this time holds
 * nothing: the reservation lapses and its payment is cancelled at the
 * provider, so a checkout page left open cannot take a deposit later. (A
 * pending reservation never holds the car meanwhile: the first deposit paid
 * reserves it.)
 */
export const RESERVATION_PAYMENT_WINDOW_MINUTES = 30;

/** When a reservation started at `startedAt` lapses if its deposit is not paid. */
export function reservationPaymentDeadline(startedAt: Date): Date {
  return new Date(startedAt.getTime() + RESERVATION_PAYMENT_WINDOW_MINUTES * 60_000);
}

/** Whether a reservation started at `startedAt` and still unpaid has lapsed at `now`. */
export function reservationPaymentLapsed(startedAt: Date, now: Date): boolean {
  return now.getTime() >= reservationPaymentDeadline(startedAt).getTime();
}
