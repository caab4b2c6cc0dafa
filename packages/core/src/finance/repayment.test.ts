import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INTEREST_RATE,
  formatRepayment,
  numberOfPayments,
  repaymentAmount,
  TAURUS_DEFAULT_DEPOSIT_PERCENT,
  taurusDefaultDeposit,
  termInMonths,
} from './repayment';

// Expected figures were worked out separately (annuity formula in a calculator),
// not by running this code.

describe('repayment maths', () => {
  it('amortises $30,000 over 5 years at 10 % to about $637.41 a month', () => {
    const amount = repaymentAmount({
      price: 30000,
      ratePercent: 10,
      term: { years: 5 },
      frequency: 'monthly',
    });
    expect(amount).toBeCloseTo(637.41, 2);
  });

  it('amortises $30,000 over 5 years at 10 % to about $146.73 a week', () => {
    const amount = repaymentAmount({
      price: 30000,
      ratePercent: 10,
      term: { years: 5 },
      frequency: 'weekly',
    });
    expect(amount).toBeCloseTo(146.73, 2);
  });

  it('uses the default interest rate 10 when none is given', () => {
    expect(DEFAULT_INTEREST_RATE).toBe(10);
    const withNull = repaymentAmount({
      price: 30000,
      ratePercent: null,
      term: { years: 5 },
      frequency: 'monthly',
    });
    const omitted = repaymentAmount({ price: 30000, term: { years: 5 }, frequency: 'monthly' });
    expect(withNull).toBeCloseTo(637.41, 2);
    expect(omitted).toBeCloseTo(637.41, 2);
  });

  it('takes the term in months as well as in years', () => {
    expect(
      repaymentAmount({
        price: 30000,
        ratePercent: 7.5,
        term: { months: 48 },
        frequency: 'monthly',
      }),
    ).toBeCloseTo(725.37, 2);
    expect(
      repaymentAmount({
        price: 30000,
        ratePercent: 7.5,
        term: { months: 48 },
        frequency: 'weekly',
      }),
    ).toBeCloseTo(167.05, 2);
  });

  it('borrows only the price less the deposit', () => {
    const amount = repaymentAmount({
      price: 30000,
      deposit: 3000,
      ratePercent: 10,
      term: { years: 5 },
      frequency: 'monthly',
    });
    expect(amount).toBeCloseTo(573.67, 2);
  });

  it('leaves the balloon to be paid at the end', () => {
    const amount = repaymentAmount({
      price: 30000,
      balloon: 9000,
      ratePercent: 10,
      term: { years: 5 },
      frequency: 'monthly',
    });
    expect(amount).toBeCloseTo(521.19, 2);
  });

  it('handles 0 % interest as a plain split of the loan', () => {
    expect(
      repaymentAmount({ price: 30000, ratePercent: 0, term: { years: 5 }, frequency: 'monthly' }),
    ).toBe(500);
    expect(
      repaymentAmount({
        price: 30000,
        balloon: 4000,
        ratePercent: 0,
        term: { years: 5 },
        frequency: 'weekly',
      }),
    ).toBe(100);
  });

  it('is 0 when the deposit covers the price', () => {
    expect(
      repaymentAmount({
        price: 20000,
        deposit: 20000,
        ratePercent: 10,
        term: { years: 5 },
        frequency: 'weekly',
      }),
    ).toBe(0);
    expect(
      repaymentAmount({
        price: 20000,
        deposit: 25000,
        ratePercent: 10,
        term: { years: 5 },
        frequency: 'weekly',
      }),
    ).toBe(0);
  });

  it('rejects a term with no repayment and negative or non-finite figures', () => {
    expect(() =>
      repaymentAmount({ price: 30000, term: { months: 0 }, frequency: 'monthly' }),
    ).toThrow(/at least one repayment/);
    expect(() =>
      repaymentAmount({ price: 30000, ratePercent: -1, term: { years: 5 }, frequency: 'monthly' }),
    ).toThrow(/cannot be negative/);
    expect(() =>
      repaymentAmount({ price: Number.NaN, term: { years: 5 }, frequency: 'monthly' }),
    ).toThrow(/finite/);
  });

  it('counts repayments per frequency: 60 monthly or 260 weekly over 5 years', () => {
    expect(numberOfPayments({ years: 5 }, 'monthly')).toBe(60);
    expect(numberOfPayments({ years: 5 }, 'weekly')).toBe(260);
    expect(numberOfPayments({ months: 6 }, 'weekly')).toBe(26);
    expect(termInMonths({ years: 3 })).toBe(36);
    expect(termInMonths({ months: 42 })).toBe(42);
  });
});

describe('Taurus default deposit 10 %', () => {
  it('is a tenth of the price', () => {
    expect(TAURUS_DEFAULT_DEPOSIT_PERCENT).toBe(10);
    expect(taurusDefaultDeposit(36000)).toBe(3600);
    expect(taurusDefaultDeposit(0)).toBe(0);
  });
});

describe('repayment formatting', () => {
  it("reads '$N per week' and '$N per month' in whole dollars with separators", () => {
    expect(formatRepayment(146.73, 'weekly')).toBe('$147 per week');
    expect(formatRepayment(637.41, 'monthly')).toBe('$637 per month');
    expect(formatRepayment(1234.5, 'monthly')).toBe('$1,235 per month');
  });
});
