import type { Car } from '../car/car';
import { onlineEstimateEligibility } from './trade-in';

// The estimate depends on make, model, year, odometer,
// service history, included components, 2 sets of keys, no illegal
// modifications and good condition (docs/rules.md#trade-in-steps). This is the embedded valuation model the
// server's default valuation provider uses (a real provider answers instead when
// a site names one): a market price for the make and model, moved to the car's
// age and odometer, less the dealer's margin, less each adjustment the shopper
// answers "no" to. Every figure below is described in docs/rules.md#valuation-model.

import {
  TRADE_IN_ADJUSTMENT_DEDUCTIONS,
  TRADE_IN_ADJUSTMENTS,
  type TradeInAdjustment,
} from './trade-in-words';

export {
  TRADE_IN_ADJUSTMENT_DEDUCTIONS,
  TRADE_IN_ADJUSTMENT_LABELS,
  TRADE_IN_ADJUSTMENTS,
  type TradeInAdjustment,
} from './trade-in-words';

/** Value kept each year of age (15 % a year). */
export const TRADE_IN_YEARLY_RETENTION = 0.85;
/** Value lost per 10,000 km on the odometer (2.5 %, so 25 % at 100,000 km). */
export const TRADE_IN_LOSS_PER_10000_KM = 0.025;
/** The odometer the market price is taken to stand for, per year of age. */
export const TRADE_IN_TYPICAL_KM_PER_YEAR = 15_000;
/** What a dealer offers of the retail market value (the rest pays reconditioning and margin). */
export const TRADE_IN_DEALER_SHARE = 0.82;
/** Offers are rounded down to this. */
export const TRADE_IN_OFFER_ROUNDING = 50;

/** A market reference: an average market price for cars of this average year. */
export type MarketReference = { price: number; year: number; basis: 'model' | 'make' | 'stock' };

type StockCar = Pick<Car, 'make' | 'model' | 'year' | 'price' | 'autograb_data'>;

function marketPriceOf(car: StockCar): number | null {
  const market = car.autograb_data?.average_market_price;
  if (market !== null && market !== undefined && market > 0) return market;
  return car.price !== null && car.price > 10 ? car.price : null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The market for a make and model from the stock's own market averages
 * (autograb_data.average_market_price, else the asking price): the average
 * price and year of the cars of that model; without any, of that make; without
 * any, of the whole stock. Null only when the stock has no priced car at all.
 */
export function marketReference(
  vehicle: { make: string; model: string },
  stock: readonly StockCar[],
): MarketReference | null {
  const tiers: [MarketReference['basis'], (c: StockCar) => boolean][] = [
    ['model', (c) => same(c.make, vehicle.make) && same(c.model, vehicle.model)],
    ['make', (c) => same(c.make, vehicle.make)],
    ['stock', () => true],
  ];
  for (const [basis, matches] of tiers) {
    let total = 0;
    let years = 0;
    let count = 0;
    for (const car of stock) {
      const price = matches(car) ? marketPriceOf(car) : null;
      if (price === null) continue;
      total += price;
      years += car.year;
      count += 1;
    }
    if (count > 0) return { price: total / count, year: years / count, basis };
  }
  return null;
}

export type AdjustmentAnswers = Readonly<Record<string, unknown>>;

/** Only an explicit "no" (false, 'no') deducts; an unanswered question does not. */
export function answeredNo(answer: unknown): boolean {
  return answer === false || (typeof answer === 'string' && answer.trim().toLowerCase() === 'no');
}

export type TradeInEstimate =
  | {
      kind: 'offer';
      offer_price: number;
      /** Market value at the car's age and odometer, before the dealer's share and adjustments. */
      marketValue: number;
      /** What each "no" took off, in dollars. */
      deductions: Partial<Record<TradeInAdjustment, number>>;
      basis: MarketReference['basis'];
    }
  | { kind: 'no-online-estimate'; reasons: ('too-old' | 'too-many-km')[] }
  | { kind: 'no-market' };

/**
 * A trade price (the dealer's offer before the questions) less the documented
 * deduction for each "no", rounded down to $50 and never below zero. A real
 * provider's trade price goes through the same questions.
 */
export function adjustOffer(
  tradePrice: number,
  answers: AdjustmentAnswers,
): { offer_price: number; deductions: Partial<Record<TradeInAdjustment, number>> } {
  const deductions: Partial<Record<TradeInAdjustment, number>> = {};
  let offer = tradePrice;
  for (const adjustment of TRADE_IN_ADJUSTMENTS) {
    if (!answeredNo(answers[adjustment])) continue;
    const rule = TRADE_IN_ADJUSTMENT_DEDUCTIONS[adjustment];
    const amount = rule.kind === 'share' ? tradePrice * rule.share : rule.amount;
    deductions[adjustment] = Math.round(amount);
    offer -= amount;
  }
  const offer_price =
    Math.floor(Math.max(0, offer) / TRADE_IN_OFFER_ROUNDING) * TRADE_IN_OFFER_ROUNDING;
  return { offer_price, deductions };
}

function kmFactor(km: number): number {
  return Math.max(0, 1 - (Math.max(0, km) / 10_000) * TRADE_IN_LOSS_PER_10000_KM);
}

/**
 * The embedded valuation model. Older or more kilometres never values higher;
 * each "no" never raises it. Cars over 7 years or 100,000 km get no online
 * estimate (docs/rules.md#online-estimate-limits).
 */
export function estimateTradeIn(input: {
  vehicle: { year: number; make: string; model: string };
  km: number;
  answers: AdjustmentAnswers;
  market: MarketReference | null;
  currentYear: number;
}): TradeInEstimate {
  const eligibility = onlineEstimateEligibility(
    { year: input.vehicle.year, km: input.km },
    input.currentYear,
  );
  if (!eligibility.eligible) return { kind: 'no-online-estimate', reasons: eligibility.reasons };
  const market = input.market;
  if (!market || market.price <= 0) return { kind: 'no-market' };
  const age = Math.max(0, input.currentYear - input.vehicle.year);
  const marketAge = Math.max(0, input.currentYear - market.year);
  // The market price stands for a car of the market's age and typical odometer:
  // take it back to new, then forward to this car's age and odometer.
  const asNew =
    market.price /
    (TRADE_IN_YEARLY_RETENTION ** marketAge *
      Math.max(0.05, kmFactor(marketAge * TRADE_IN_TYPICAL_KM_PER_YEAR)));
  const marketValue = asNew * TRADE_IN_YEARLY_RETENTION ** age * kmFactor(input.km);
  const base = marketValue * TRADE_IN_DEALER_SHARE;
  const { offer_price: rounded, deductions } = adjustOffer(base, input.answers);
  return {
    kind: 'offer',
    offer_price: rounded,
    marketValue: Math.round(marketValue),
    deductions,
    basis: market.basis,
  };
}
