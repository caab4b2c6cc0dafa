import { describe, expect, it } from 'vitest';
import {
  estimateTradeIn,
  type MarketReference,
  marketReference,
  TRADE_IN_ADJUSTMENT_DEDUCTIONS,
  TRADE_IN_ADJUSTMENTS,
} from './valuation-model';

const YEAR = 2026;
const market: MarketReference = { price: 30_000, year: 2023, basis: 'model' };
const vehicle = { year: 2022, make: 'Toyota', model: 'Corolla' };
const allYes = Object.fromEntries(TRADE_IN_ADJUSTMENTS.map((a) => [a, true]));

function offer(over: Partial<Parameters<typeof estimateTradeIn>[0]> = {}): number {
  const estimate = estimateTradeIn({
    vehicle,
    km: 40_000,
    answers: allYes,
    market,
    currentYear: YEAR,
    ...over,
  });
  if (estimate.kind !== 'offer') throw new Error(`no offer: ${estimate.kind}`);
  return estimate.offer_price;
}

describe('estimateTradeIn: monotonic in age and odometer', () => {
  it('an older car never values higher (every year 2019..2026, several odometers)', () => {
    for (const km of [0, 15_000, 60_000, 100_000]) {
      let newer = Number.POSITIVE_INFINITY;
      for (let year = 2026; year >= 2019; year--) {
        // A year older each step: the offer must not rise.
        const value = offer({ vehicle: { ...vehicle, year }, km });
        expect(value).toBeLessThanOrEqual(newer);
        newer = value;
      }
      expect(offer({ vehicle: { ...vehicle, year: 2019 }, km })).toBeLessThan(
        offer({ vehicle: { ...vehicle, year: 2026 }, km }),
      );
    }
  });

  it('more kilometres never values higher, and strictly less over 10,000 km', () => {
    let previous = Number.POSITIVE_INFINITY;
    for (let km = 0; km <= 100_000; km += 5_000) {
      const value = offer({ km });
      expect(value).toBeLessThanOrEqual(previous);
      previous = value;
    }
    expect(offer({ km: 80_000 })).toBeLessThan(offer({ km: 20_000 }));
  });

  it('a dearer market values higher; the price is never a constant', () => {
    expect(offer({ market: { ...market, price: 45_000 } })).toBeGreaterThan(offer());
    expect(offer({ vehicle: { ...vehicle, year: 2025 } })).not.toBe(offer());
  });

  it('is rounded down to $50 and positive', () => {
    const value = offer();
    expect(value % 50).toBe(0);
    expect(value).toBeGreaterThan(0);
  });
});

describe('estimateTradeIn: each adjustment', () => {
  const base = estimateTradeIn({ vehicle, km: 40_000, answers: allYes, market, currentYear: YEAR });
  if (base.kind !== 'offer') throw new Error('expected an offer');
  const dealerValue = base.marketValue * 0.82;

  for (const adjustment of TRADE_IN_ADJUSTMENTS) {
    it(`a "no" to ${adjustment} takes off its documented amount`, () => {
      const estimate = estimateTradeIn({
        vehicle,
        km: 40_000,
        answers: { ...allYes, [adjustment]: false },
        market,
        currentYear: YEAR,
      });
      if (estimate.kind !== 'offer') throw new Error('expected an offer');
      const rule = TRADE_IN_ADJUSTMENT_DEDUCTIONS[adjustment];
      const expected = rule.kind === 'share' ? dealerValue * rule.share : rule.amount;
      expect(estimate.deductions).toEqual({ [adjustment]: Math.round(expected) });
      expect(estimate.offer_price).toBeLessThan(base.offer_price);
      // Within the $50 rounding of the documented amount.
      expect(Math.abs(base.offer_price - estimate.offer_price - expected)).toBeLessThanOrEqual(50);
    });
  }

  it('an unanswered question deducts nothing; "no" as text deducts', () => {
    expect(offer({ answers: {} })).toBe(base.offer_price);
    expect(offer({ answers: { ...allYes, good_condition: 'no' } })).toBeLessThan(base.offer_price);
  });

  it('every "no" together never goes below zero', () => {
    const none = Object.fromEntries(TRADE_IN_ADJUSTMENTS.map((a) => [a, false]));
    const value = offer({ answers: none, market: { ...market, price: 500 } });
    expect(value).toBeGreaterThanOrEqual(0);
  });
});

describe('estimateTradeIn: the 7-year / 100,000 km rule', () => {
  it('over 7 years: no online estimate', () => {
    expect(
      estimateTradeIn({
        vehicle: { ...vehicle, year: 2018 },
        km: 50_000,
        answers: {},
        market,
        currentYear: YEAR,
      }),
    ).toEqual({ kind: 'no-online-estimate', reasons: ['too-old'] });
  });

  it('over 100,000 km: no online estimate', () => {
    expect(
      estimateTradeIn({ vehicle, km: 100_001, answers: {}, market, currentYear: YEAR }),
    ).toEqual({ kind: 'no-online-estimate', reasons: ['too-many-km'] });
  });

  it('no market at all: no offer', () => {
    expect(
      estimateTradeIn({ vehicle, km: 1_000, answers: {}, market: null, currentYear: YEAR }),
    ).toEqual({ kind: 'no-market' });
  });
});

describe('marketReference: the stock’s own market averages', () => {
  const car = (make: string, model: string, year: number, avg: number | null, price = 0) => ({
    make,
    model,
    year,
    price,
    autograb_data: { average_market_price: avg, state_average_market_price: null },
  });
  const stock = [
    car('Toyota', 'Corolla', 2022, 28_000),
    car('Toyota', 'Corolla', 2024, 32_000),
    car('Toyota', 'HiLux', 2023, 50_000),
    car('Mazda', 'CX-5', 2021, null, 35_000),
  ];

  it('averages the model’s cars (case-insensitive)', () => {
    expect(marketReference({ make: 'toyota', model: 'COROLLA' }, stock)).toEqual({
      price: 30_000,
      year: 2023,
      basis: 'model',
    });
  });

  it('falls back to the make, then the whole stock; asking price when no market average', () => {
    expect(marketReference({ make: 'Toyota', model: 'Camry' }, stock)?.basis).toBe('make');
    expect(marketReference({ make: 'Kia', model: 'Rio' }, stock)?.basis).toBe('stock');
    expect(marketReference({ make: 'Mazda', model: 'CX-5' }, stock)?.price).toBe(35_000);
    expect(marketReference({ make: 'Kia', model: 'Rio' }, [])).toBeNull();
  });
});
