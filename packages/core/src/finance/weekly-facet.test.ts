import { describe, expect, it } from 'vitest';
import type { FinanceLender } from '../car/car';
import { weeklyFacetProvider, weeklyPaymentOf } from './weekly-facet';

const lender: FinanceLender = {
  interestRate: 7.99,
  comparisonRate: 8.99,
  paymentWeek: 129.5,
  paymentMonth: 561.2,
  termYears: 5,
  termMonths: null,
  deposit: null,
  balloon: null,
  disclaimer: null,
};

describe('a site offers the weekly filter only where its estimates can be weekly', () => {
  it('offers it with a weekly provider', () => {
    for (const provider of ['Taurus', 'Manual', 'Angle', 'Powertorque', 'AusLoans'] as const) {
      expect(weeklyFacetProvider({ provider, manufacturer: 'Kia' })).toBe(provider);
    }
  });

  it('not without a provider, not with Nissan Finance (monthly), not on a Suzuki site', () => {
    expect(weeklyFacetProvider({ provider: null, manufacturer: null })).toBeNull();
    expect(weeklyFacetProvider({ provider: 'Nissan Finance', manufacturer: 'Nissan' })).toBeNull();
    expect(weeklyFacetProvider({ provider: 'Taurus', manufacturer: 'Suzuki' })).toBeNull();
  });
});

describe("a car's weekly payment is its lender's figure where an estimate would show it", () => {
  const car = (price: number | null, figures: Partial<FinanceLender> = {}) => ({
    price,
    finance_lenders: { Angle: { ...lender, ...figures } },
  });

  it('reads the lender of the site provider', () => {
    expect(weeklyPaymentOf(car(30000), 'Angle')).toBe(129.5);
    expect(weeklyPaymentOf(car(30000), 'Manual')).toBeNull();
    expect(weeklyPaymentOf(car(30000), null)).toBeNull();
  });

  it('price 500 has none, 501 has one', () => {
    expect(weeklyPaymentOf(car(500), 'Angle')).toBeNull();
    expect(weeklyPaymentOf(car(501), 'Angle')).toBe(129.5);
    expect(weeklyPaymentOf(car(null), 'Angle')).toBeNull();
  });

  it('none without an interest rate or a positive weekly figure', () => {
    expect(weeklyPaymentOf(car(30000, { interestRate: null }), 'Angle')).toBeNull();
    expect(weeklyPaymentOf(car(30000, { paymentWeek: 0 }), 'Angle')).toBeNull();
    expect(weeklyPaymentOf(car(30000, { paymentWeek: null }), 'Angle')).toBeNull();
  });
});
