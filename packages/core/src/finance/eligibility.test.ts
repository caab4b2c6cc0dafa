import { describe, expect, it } from 'vitest';
import { type FinanceEligibilityCar, isFinanceEligible } from './eligibility';

const car: FinanceEligibilityCar = {
  status: 'in_stock',
  reserved: false,
  price: 24990,
  sold_date_timestamp: null,
};

describe('finance eligibility: in stock, not sold, not reserved, priced above 200', () => {
  it('qualifies an in-stock, unreserved car priced above 200', () => {
    expect(isFinanceEligible(car)).toBe(true);
  });

  it('draws the price line at 200: 200 does not qualify, 200.01 and 201 do', () => {
    expect(isFinanceEligible({ ...car, price: 200 })).toBe(false);
    expect(isFinanceEligible({ ...car, price: 199 })).toBe(false);
    expect(isFinanceEligible({ ...car, price: 200.01 })).toBe(true);
    expect(isFinanceEligible({ ...car, price: 201 })).toBe(true);
  });

  it('does not qualify a car without a price or priced 0', () => {
    expect(isFinanceEligible({ ...car, price: null })).toBe(false);
    expect(isFinanceEligible({ ...car, price: 0 })).toBe(false);
  });

  it('does not qualify a reserved car', () => {
    expect(isFinanceEligible({ ...car, reserved: true })).toBe(false);
  });

  it('qualifies only in_stock: sold, coming_soon and others do not', () => {
    expect(isFinanceEligible({ ...car, status: 'sold' })).toBe(false);
    expect(isFinanceEligible({ ...car, status: 'coming_soon' })).toBe(false);
    expect(isFinanceEligible({ ...car, status: 'others' })).toBe(false);
  });

  it('does not qualify a car stamped as sold even if the feed still says in_stock', () => {
    expect(isFinanceEligible({ ...car, sold_date_timestamp: 1767225600 })).toBe(false);
  });
});
