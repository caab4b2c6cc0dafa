import { describe, expect, it } from 'vitest';
import type { FinanceLender, FinanceProvider } from '../car/car';
import { comparisonRateNotice, financeDisclaimer } from './disclaimer';
import {
  type FinanceDisplayCar,
  type FinanceDisplaySite,
  financeDisclaimerAnswer,
  financeDisplay,
  financeRatesText,
  financeSummaryText,
  siteHidesFinance,
} from './display';

const CURRENT_YEAR = 2026;

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

function carWith(provider: FinanceProvider, figures: Partial<FinanceLender> = {}) {
  return {
    year: 2022,
    price: 36000,
    status: 'in_stock',
    finance_lenders: { [provider]: { ...lender, ...figures } },
  } satisfies FinanceDisplayCar;
}

function site(provider: FinanceProvider | null, manufacturer: string | null = null) {
  return { provider, manufacturer } satisfies FinanceDisplaySite;
}

describe('finance display: common conditions', () => {
  it('is hidden when the site has no finance provider', () => {
    expect(financeDisplay(carWith('Angle'), site(null), CURRENT_YEAR)).toEqual({
      kind: 'hidden',
      reason: 'no-provider',
    });
  });

  it('is hidden when the car has no lender data for the site provider', () => {
    expect(financeDisplay(carWith('Angle'), site('Manual'), CURRENT_YEAR)).toEqual({
      kind: 'hidden',
      reason: 'no-lender-data',
    });
    const noLenders = { ...carWith('Angle'), finance_lenders: null };
    expect(financeDisplay(noLenders, site('Angle'), CURRENT_YEAR)).toEqual({
      kind: 'hidden',
      reason: 'no-lender-data',
    });
  });

  it('is hidden when the rates are null', () => {
    expect(
      financeDisplay(carWith('Angle', { interestRate: null }), site('Angle'), CURRENT_YEAR),
    ).toEqual({ kind: 'hidden', reason: 'no-rates' });
  });

  it('is hidden on a Suzuki site, whatever the case', () => {
    for (const manufacturer of ['Suzuki', 'SUZUKI', ' suzuki ']) {
      expect(financeDisplay(carWith('Angle'), site('Angle', manufacturer), CURRENT_YEAR)).toEqual({
        kind: 'hidden',
        reason: 'manufacturer-excluded',
      });
    }
    expect(financeDisplay(carWith('Angle'), site('Angle', 'Subaru'), CURRENT_YEAR).kind).toBe(
      'shown',
    );
  });
});

describe('finance display: Manual, Angle, Powertorque need price above 500, stock and a weekly payment', () => {
  for (const provider of ['Manual', 'Angle', 'Powertorque'] as const) {
    it(`${provider}: shows the weekly payment, rate, term and disclaimer`, () => {
      expect(financeDisplay(carWith(provider), site(provider), CURRENT_YEAR)).toEqual({
        kind: 'shown',
        provider,
        payment: { frequency: 'weekly', amount: 129.5, text: '$130 per week' },
        ratePercent: 7.99,
        rateText: '7.99%',
        comparisonRatePercent: 8.99,
        comparisonRateText: '8.99%',
        termMonths: 60,
        termText: '5 years',
        disclaimer: financeDisclaimer(),
        showTermsLink: false,
      });
    });

    it(`${provider}: price 500 is hidden, 501 is shown, no price is hidden`, () => {
      const at500 = { ...carWith(provider), price: 500 };
      const at501 = { ...carWith(provider), price: 501 };
      const noPrice = { ...carWith(provider), price: null };
      expect(financeDisplay(at500, site(provider), CURRENT_YEAR)).toEqual({
        kind: 'hidden',
        reason: 'price-too-low',
      });
      expect(financeDisplay(at501, site(provider), CURRENT_YEAR).kind).toBe('shown');
      expect(financeDisplay(noPrice, site(provider), CURRENT_YEAR)).toEqual({
        kind: 'hidden',
        reason: 'price-too-low',
      });
    });

    it(`${provider}: a sold car is hidden, a coming-soon car is shown`, () => {
      const sold = { ...carWith(provider), status: 'sold' as const };
      const comingSoon = { ...carWith(provider), status: 'coming_soon' as const };
      expect(financeDisplay(sold, site(provider), CURRENT_YEAR)).toEqual({
        kind: 'hidden',
        reason: 'stock-unavailable',
      });
      expect(financeDisplay(comingSoon, site(provider), CURRENT_YEAR).kind).toBe('shown');
    });

    it(`${provider}: no weekly payment is hidden, even with a monthly one`, () => {
      expect(
        financeDisplay(carWith(provider, { paymentWeek: null }), site(provider), CURRENT_YEAR),
      ).toEqual({ kind: 'hidden', reason: 'no-weekly-payment' });
    });
  }
});

describe('finance display: Nissan Finance needs price above 500, stock and a monthly payment', () => {
  it('shows the monthly payment', () => {
    const shown = financeDisplay(carWith('Nissan Finance'), site('Nissan Finance'), CURRENT_YEAR);
    expect(shown).toMatchObject({
      kind: 'shown',
      provider: 'Nissan Finance',
      payment: { frequency: 'monthly', amount: 561.2, text: '$561 per month' },
    });
  });

  it('is hidden without a monthly payment, even with a weekly one', () => {
    expect(
      financeDisplay(
        carWith('Nissan Finance', { paymentMonth: null }),
        site('Nissan Finance'),
        CURRENT_YEAR,
      ),
    ).toEqual({ kind: 'hidden', reason: 'no-monthly-payment' });
  });

  it('is hidden at price 500 and for an unavailable car', () => {
    const at500 = { ...carWith('Nissan Finance'), price: 500 };
    const others = { ...carWith('Nissan Finance'), status: 'others' as const };
    expect(financeDisplay(at500, site('Nissan Finance'), CURRENT_YEAR)).toEqual({
      kind: 'hidden',
      reason: 'price-too-low',
    });
    expect(financeDisplay(others, site('Nissan Finance'), CURRENT_YEAR)).toEqual({
      kind: 'hidden',
      reason: 'stock-unavailable',
    });
  });
});

describe('finance display: Taurus needs a car newer than current year − 12, price above 500, stock and a comparison rate', () => {
  it('draws the age line at current year − 12: 2014 is hidden in 2026, 2015 is shown', () => {
    const at2014 = { ...carWith('Taurus'), year: 2014 };
    const at2015 = { ...carWith('Taurus'), year: 2015 };
    expect(financeDisplay(at2014, site('Taurus'), CURRENT_YEAR)).toEqual({
      kind: 'hidden',
      reason: 'too-old',
    });
    expect(financeDisplay(at2015, site('Taurus'), CURRENT_YEAR).kind).toBe('shown');
    expect(financeDisplay(at2015, site('Taurus'), 2027)).toEqual({
      kind: 'hidden',
      reason: 'too-old',
    });
  });

  it('is hidden without a comparison rate', () => {
    expect(
      financeDisplay(carWith('Taurus', { comparisonRate: null }), site('Taurus'), CURRENT_YEAR),
    ).toEqual({ kind: 'hidden', reason: 'no-comparison-rate' });
  });

  it('is hidden at price 500 and for a sold car', () => {
    const at500 = { ...carWith('Taurus'), price: 500 };
    const sold = { ...carWith('Taurus'), status: 'sold' as const };
    expect(financeDisplay(at500, site('Taurus'), CURRENT_YEAR)).toEqual({
      kind: 'hidden',
      reason: 'price-too-low',
    });
    expect(financeDisplay(sold, site('Taurus'), CURRENT_YEAR)).toEqual({
      kind: 'hidden',
      reason: 'stock-unavailable',
    });
  });

  it("shows the lender's weekly payment when it sent one", () => {
    expect(financeDisplay(carWith('Taurus'), site('Taurus'), CURRENT_YEAR)).toMatchObject({
      kind: 'shown',
      payment: { frequency: 'weekly', amount: 129.5, text: '$130 per week' },
      comparisonRateText: '8.99%',
    });
  });

  it('estimates the weekly payment at the comparison rate over 5 years with a 10 % deposit', () => {
    // $36,000 less 10 % = $32,400 at 8.99 % over 260 weeks ≈ $154.82 a week.
    const car = carWith('Taurus', { paymentWeek: null, termYears: null });
    const shown = financeDisplay(car, site('Taurus'), CURRENT_YEAR);
    expect(shown.kind).toBe('shown');
    if (shown.kind !== 'shown') return;
    expect(shown.payment?.frequency).toBe('weekly');
    expect(shown.payment?.amount).toBeCloseTo(154.82, 2);
    expect(shown.payment?.text).toBe('$155 per week');
    expect(shown.termMonths).toBe(60);
    expect(shown.termText).toBe('5 years');
  });

  it("estimates with the lender's deposit, balloon and term when given", () => {
    // ($36,000 − $5,000) at 8.99 % over 156 weeks with a $6,000 balloon ≈ $193.35.
    const car = carWith('Taurus', {
      paymentWeek: null,
      termYears: 3,
      deposit: 5000,
      balloon: 6000,
    });
    const shown = financeDisplay(car, site('Taurus'), CURRENT_YEAR);
    if (shown.kind !== 'shown') throw new Error('expected the estimate to show');
    expect(shown.payment?.amount).toBeCloseTo(193.35, 2);
    expect(shown.termText).toBe('3 years');
  });
});

describe('finance display: 360 Finance and AusLoans need only availability', () => {
  for (const provider of ['360 Finance', 'AusLoans'] as const) {
    it(`${provider}: shows for a cheap car with no payment figures`, () => {
      const car = {
        ...carWith(provider, { paymentWeek: null, paymentMonth: null }),
        price: 100,
      };
      expect(financeDisplay(car, site(provider), CURRENT_YEAR)).toMatchObject({
        kind: 'shown',
        provider,
        payment: null,
      });
    });

    it(`${provider}: shows a monthly figure when there is no weekly one`, () => {
      const car = carWith(provider, { paymentWeek: null });
      expect(financeDisplay(car, site(provider), CURRENT_YEAR)).toMatchObject({
        payment: { frequency: 'monthly', text: '$561 per month' },
      });
    });

    it(`${provider}: is hidden for a sold car`, () => {
      const sold = { ...carWith(provider), status: 'sold' as const };
      expect(financeDisplay(sold, site(provider), CURRENT_YEAR)).toEqual({
        kind: 'hidden',
        reason: 'stock-unavailable',
      });
    });
  }
});

describe('finance display: Car Clarity (spec silent) needs price above 500, stock and a weekly or monthly payment', () => {
  it('shows the weekly payment, or the monthly one when there is no weekly', () => {
    expect(financeDisplay(carWith('Car Clarity'), site('Car Clarity'), CURRENT_YEAR)).toMatchObject(
      { kind: 'shown', payment: { frequency: 'weekly' } },
    );
    expect(
      financeDisplay(
        carWith('Car Clarity', { paymentWeek: null }),
        site('Car Clarity'),
        CURRENT_YEAR,
      ),
    ).toMatchObject({ kind: 'shown', payment: { frequency: 'monthly' } });
  });

  it('is hidden with no payment, at price 500, or when unavailable', () => {
    const none = carWith('Car Clarity', { paymentWeek: null, paymentMonth: null });
    expect(financeDisplay(none, site('Car Clarity'), CURRENT_YEAR)).toEqual({
      kind: 'hidden',
      reason: 'no-payment',
    });
    expect(
      financeDisplay({ ...carWith('Car Clarity'), price: 500 }, site('Car Clarity'), CURRENT_YEAR),
    ).toEqual({ kind: 'hidden', reason: 'price-too-low' });
    expect(
      financeDisplay(
        { ...carWith('Car Clarity'), status: 'sold' },
        site('Car Clarity'),
        CURRENT_YEAR,
      ),
    ).toEqual({ kind: 'hidden', reason: 'stock-unavailable' });
  });
});

describe('finance display: what is shown', () => {
  it("uses the lender's own disclaimer when it sent one, with the comparison rate's basis and warning", () => {
    const car = carWith('Angle', { disclaimer: 'Angle Finance terms apply.' });
    expect(financeDisplay(car, site('Angle'), CURRENT_YEAR)).toMatchObject({
      disclaimer: `Angle Finance terms apply. ${comparisonRateNotice()}`,
    });
  });

  it('wherever a comparison rate shows, its basis (5-year secured $30,000) and warning go with it', () => {
    for (const disclaimer of [null, 'Angle Finance terms apply.']) {
      const shown = financeDisplay(carWith('Angle', { disclaimer }), site('Angle'), CURRENT_YEAR);
      if (shown.kind !== 'shown') throw new Error('expected an estimate');
      expect(shown.comparisonRateText).toBe('8.99%');
      expect(shown.disclaimer).toContain('based on a 5-year secured loan of $30,000');
      expect(shown.disclaimer).toContain('WARNING: this comparison rate is true only');
    }
  });

  it("keeps a lender's disclaimer as sent when it quotes no comparison rate", () => {
    const car = carWith('Angle', {
      disclaimer: 'Angle Finance terms apply.',
      comparisonRate: null,
    });
    expect(financeDisplay(car, site('Angle'), CURRENT_YEAR)).toMatchObject({
      disclaimer: 'Angle Finance terms apply.',
      comparisonRateText: null,
    });
  });

  it('reads a term in months, preferring it over years', () => {
    const car = carWith('Angle', { termMonths: 42, termYears: 5 });
    expect(financeDisplay(car, site('Angle'), CURRENT_YEAR)).toMatchObject({
      termMonths: 42,
      termText: '42 months',
    });
    const oneYear = carWith('Angle', { termYears: 1 });
    expect(financeDisplay(oneYear, site('Angle'), CURRENT_YEAR)).toMatchObject({
      termText: '1 year',
    });
    const noTerm = carWith('Angle', { termYears: null });
    expect(financeDisplay(noTerm, site('Angle'), CURRENT_YEAR)).toMatchObject({
      termMonths: null,
      termText: null,
    });
  });

  it('leaves out the comparison rate when it is unknown', () => {
    const car = carWith('Angle', { comparisonRate: null });
    expect(financeDisplay(car, site('Angle'), CURRENT_YEAR)).toMatchObject({
      comparisonRatePercent: null,
      comparisonRateText: null,
    });
  });

  it('carries the T&Cs link flag from the site', () => {
    const withLink = { provider: 'Angle' as const, manufacturer: null, showTermsLink: true };
    expect(financeDisplay(carWith('Angle'), withLink, CURRENT_YEAR)).toMatchObject({
      showTermsLink: true,
    });
  });
});

describe('site hides finance', () => {
  it('hides finance on a Suzuki site only, whatever the case and spacing', () => {
    expect(siteHidesFinance({ manufacturer: 'Suzuki' })).toBe(true);
    expect(siteHidesFinance({ manufacturer: ' SUZUKI ' })).toBe(true);
    expect(siteHidesFinance({ manufacturer: 'Subaru' })).toBe(false);
    expect(siteHidesFinance({ manufacturer: null })).toBe(false);
  });
});

describe('every repayment carries its interest rate and comparison rate', () => {
  it('puts both rates beside a weekly payment', () => {
    const shown = financeDisplay(carWith('Angle'), site('Angle'), CURRENT_YEAR);
    if (shown.kind !== 'shown') throw new Error('expected the estimate to show');
    expect(financeRatesText(shown)).toBe('7.99% p.a., comparison rate 8.99%');
    expect(financeSummaryText(shown)).toBe('$130 per week at 7.99% p.a., comparison rate 8.99%*');
  });

  it('says finance is available when the provider quotes no figure', () => {
    const car = { ...carWith('AusLoans', { paymentWeek: null, paymentMonth: null }) };
    const shown = financeDisplay(car, site('AusLoans'), CURRENT_YEAR);
    if (shown.kind !== 'shown') throw new Error('expected availability to show');
    expect(financeSummaryText(shown)).toBe(
      'Finance available at 7.99% p.a., comparison rate 8.99%*',
    );
  });

  it('gives the interest rate alone when the lender sent no comparison rate', () => {
    expect(financeRatesText({ rateText: '7.99%', comparisonRateText: null })).toBe('7.99% p.a.');
  });
});

describe('the finance disclaimer fetched per car', () => {
  it("answers the lender's disclaimer and both rates when the estimate shows", () => {
    const car = { id: '9', ...carWith('Angle', { disclaimer: 'Angle Finance terms apply.' }) };
    expect(financeDisclaimerAnswer(car, site('Angle'), CURRENT_YEAR)).toEqual({
      car_id: '9',
      disclaimer: `Angle Finance terms apply. ${comparisonRateNotice()}`,
      rate: '7.99%',
      comparison_rate: '8.99%',
    });
  });

  it('answers the standard disclaimer without rates when the site shows no estimate', () => {
    const car = { id: '9', ...carWith('Angle') };
    expect(financeDisclaimerAnswer(car, site('Angle', 'Suzuki'), CURRENT_YEAR)).toEqual({
      car_id: '9',
      disclaimer: financeDisclaimer(),
      rate: null,
      comparison_rate: null,
    });
  });
});
