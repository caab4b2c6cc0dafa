import type { Car } from '../car/car';
import { formatDollars } from '../money/money';

// Price display (docs/rules.md#price-display).

/** A price must be above this to show; feeds use 0, 1 or 10 as "no price". */
export const PRICE_DISPLAY_MIN = 10;
export const PREORDER_LABEL = 'PREORDER';
export const ENQUIRE_FOR_PRICE_LABEL = 'Enquire for price.';

export type PriceDisplay =
  | { kind: 'price'; amount: number; text: string }
  | { kind: 'preorder'; text: typeof PREORDER_LABEL }
  | { kind: 'enquire'; text: typeof ENQUIRE_FOR_PRICE_LABEL };

export type PriceDisplayCar = Pick<Car, 'price' | 'preorder'>;

/** Whether the car's price is shown at all (above 10). */
export function isPriceShown(price: number | null): price is number {
  return price !== null && price > PRICE_DISPLAY_MIN;
}

/**
 * The price shows only above 10, formatted in AUD ('$24,990');
 * otherwise a preorder reads 'PREORDER' and any other car 'Enquire for price.' (docs/rules.md#price-display).
 * A real price wins over the preorder flag, so a priced preorder still shows it.
 */
export function priceDisplay(car: PriceDisplayCar): PriceDisplay {
  if (isPriceShown(car.price)) {
    return { kind: 'price', amount: car.price, text: formatDollars(car.price) };
  }
  if (car.preorder) return { kind: 'preorder', text: PREORDER_LABEL };
  return { kind: 'enquire', text: ENQUIRE_FOR_PRICE_LABEL };
}
