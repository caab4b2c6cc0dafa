import { describe, expect, it } from 'vitest';
import { belowMarket } from './below-market';

function market(national: number | null, state: number | null) {
  return { average_market_price: national, state_average_market_price: state };
}

describe('below-market indicator: at least 500 under the market average, state preferred', () => {
  it('shows exactly 500 below, with the saving', () => {
    expect(belowMarket({ price: 24500, autograb_data: market(25000, null) })).toEqual({
      kind: 'shown',
      saving: 500,
      savingText: '$500',
      marketPrice: 25000,
      basis: 'national',
    });
  });

  it('hides 499 below and a price above the average', () => {
    expect(belowMarket({ price: 24501, autograb_data: market(25000, null) })).toEqual({
      kind: 'hidden',
      reason: 'not-below-market',
    });
    expect(belowMarket({ price: 26000, autograb_data: market(25000, null) })).toEqual({
      kind: 'hidden',
      reason: 'not-below-market',
    });
  });

  it('prefers the state average over the national one when present', () => {
    // 1,800 under the state average but only 300 under the national one: shown.
    expect(belowMarket({ price: 24700, autograb_data: market(25000, 26500) })).toEqual({
      kind: 'shown',
      saving: 1800,
      savingText: '$1,800',
      marketPrice: 26500,
      basis: 'state',
    });
    // 2,000 under the national average but only 200 under the state one: hidden.
    expect(belowMarket({ price: 23000, autograb_data: market(25000, 23200) })).toEqual({
      kind: 'hidden',
      reason: 'not-below-market',
    });
  });

  it('falls back to the national average when the state one is missing or 0', () => {
    expect(belowMarket({ price: 20000, autograb_data: market(21000, 0) })).toMatchObject({
      kind: 'shown',
      saving: 1000,
      basis: 'national',
    });
  });

  it('hides without market data', () => {
    expect(belowMarket({ price: 20000, autograb_data: null })).toEqual({
      kind: 'hidden',
      reason: 'no-market-data',
    });
    expect(belowMarket({ price: 20000, autograb_data: market(null, null) })).toEqual({
      kind: 'hidden',
      reason: 'no-market-data',
    });
  });

  it('hides without a price, or with a price not displayed (10 or less)', () => {
    expect(belowMarket({ price: null, autograb_data: market(25000, 25000) })).toEqual({
      kind: 'hidden',
      reason: 'no-price',
    });
    expect(belowMarket({ price: 0, autograb_data: market(25000, 25000) })).toEqual({
      kind: 'hidden',
      reason: 'no-price',
    });
    expect(belowMarket({ price: 10, autograb_data: market(25000, 25000) })).toEqual({
      kind: 'hidden',
      reason: 'no-price',
    });
  });
});
