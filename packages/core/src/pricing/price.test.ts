import { describe, expect, it } from 'vitest';
import { isPriceShown, priceDisplay } from './price';

describe('price shows only above 10', () => {
  it("formats a price above 10 in AUD: '$24,990'", () => {
    expect(priceDisplay({ price: 24990, preorder: false })).toEqual({
      kind: 'price',
      amount: 24990,
      text: '$24,990',
    });
  });

  it('shows 10.01 but not 10', () => {
    expect(priceDisplay({ price: 10.01, preorder: false })).toEqual({
      kind: 'price',
      amount: 10.01,
      text: '$10',
    });
    expect(priceDisplay({ price: 10, preorder: false })).toEqual({
      kind: 'enquire',
      text: 'Enquire for price.',
    });
    expect(isPriceShown(10)).toBe(false);
    expect(isPriceShown(10.01)).toBe(true);
  });

  it("reads 'Enquire for price.' for 0 and for no price", () => {
    expect(priceDisplay({ price: 0, preorder: false })).toEqual({
      kind: 'enquire',
      text: 'Enquire for price.',
    });
    expect(priceDisplay({ price: null, preorder: false })).toEqual({
      kind: 'enquire',
      text: 'Enquire for price.',
    });
  });

  it("reads 'PREORDER' for a preorder without a price above 10", () => {
    expect(priceDisplay({ price: null, preorder: true })).toEqual({
      kind: 'preorder',
      text: 'PREORDER',
    });
    expect(priceDisplay({ price: 10, preorder: true })).toEqual({
      kind: 'preorder',
      text: 'PREORDER',
    });
    expect(priceDisplay({ price: 0, preorder: true })).toEqual({
      kind: 'preorder',
      text: 'PREORDER',
    });
  });

  it('shows the price of a priced preorder', () => {
    expect(priceDisplay({ price: 61990, preorder: true })).toEqual({
      kind: 'price',
      amount: 61990,
      text: '$61,990',
    });
  });
});
