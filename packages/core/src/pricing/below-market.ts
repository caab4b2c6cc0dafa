import type { Car } from '../car/car';
import { formatDollars } from '../money/money';
import { isPriceShown } from './price';

// Below-market indicator (docs/rules.md#below-market-indicator).

/** The car must be at least this far under the market average. */
export const BELOW_MARKET_MIN_SAVING = 500;

export type BelowMarket =
  | { kind: 'hidden'; reason: 'no-price' | 'no-market-data' | 'not-below-market' }
  | {
      kind: 'shown';
      /** Market average less the price, in dollars. */
      saving: number;
      /** '$1,500'. */
      savingText: string;
      marketPrice: number;
      /** Which average was compared: the state one when present, else the national one. */
      basis: 'state' | 'national';
    };

export type BelowMarketCar = Pick<Car, 'price' | 'autograb_data'>;

/** A market average counts only when it is a positive figure. */
function usable(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && value > 0;
}

/**
 * Shown when the price is at least 500 below the market average,
 * preferring the state average over the national one (docs/rules.md#below-market-indicator). A car whose price is not
 * displayed (10 or less) has nothing to compare, so it counts as having no price.
 */
export function belowMarket(car: BelowMarketCar): BelowMarket {
  if (!isPriceShown(car.price)) return { kind: 'hidden', reason: 'no-price' };
  const state = car.autograb_data?.state_average_market_price;
  const national = car.autograb_data?.average_market_price;
  let marketPrice: number;
  let basis: 'state' | 'national';
  if (usable(state)) {
    marketPrice = state;
    basis = 'state';
  } else if (usable(national)) {
    marketPrice = national;
    basis = 'national';
  } else {
    return { kind: 'hidden', reason: 'no-market-data' };
  }
  const saving = marketPrice - car.price;
  if (saving < BELOW_MARKET_MIN_SAVING) return { kind: 'hidden', reason: 'not-below-market' };
  return { kind: 'shown', saving, savingText: formatDollars(saving), marketPrice, basis };
}
