import { describe, expect, it } from 'vitest';
import {
  COMPARISON_RATE_LOAN_AMOUNT,
  COMPARISON_RATE_TERM_YEARS,
  comparisonRateNotice,
  DEFAULT_FINANCE_BUTTON_LABEL,
  estimateDisclaimer,
  financeButtonLabel,
  financeDisclaimer,
  readFinanceDisclaimerAnswer,
} from './disclaimer';

describe('finance disclaimer', () => {
  it('says repayments are indicative only and finance is for approved applicants', () => {
    const text = financeDisclaimer();
    expect(text).toContain('indicative only');
    expect(text).toContain('approved applicants');
  });

  it('gives the comparison rate basis: a 5-year secured $30,000 loan', () => {
    expect(COMPARISON_RATE_LOAN_AMOUNT).toBe(30000);
    expect(COMPARISON_RATE_TERM_YEARS).toBe(5);
    expect(financeDisclaimer()).toContain('5-year secured loan of $30,000');
  });

  it("the comparison rate's basis and warning are one text, in the standard disclaimer once", () => {
    const notice = comparisonRateNotice();
    expect(notice).toContain('based on a 5-year secured loan of $30,000');
    expect(notice).toContain('WARNING: this comparison rate is true only for the example given');
    expect(financeDisclaimer().split(notice)).toHaveLength(2);
  });

  it("a lender's own disclaimer carries the basis and warning when a comparison rate shows", () => {
    const notice = comparisonRateNotice();
    expect(estimateDisclaimer('Lender terms apply.', true)).toBe(`Lender terms apply. ${notice}`);
    expect(estimateDisclaimer('Lender terms apply.', false)).toBe('Lender terms apply.');
    expect(estimateDisclaimer(`Lender terms apply. ${notice}`, true)).toBe(
      `Lender terms apply. ${notice}`,
    );
    expect(estimateDisclaimer(null, true)).toBe(financeDisclaimer());
    expect(estimateDisclaimer('  ', false)).toBe(financeDisclaimer());
  });
});

describe("finance button label defaults to 'Get Finance'", () => {
  it('uses the default when the site sets no label or a blank one', () => {
    expect(DEFAULT_FINANCE_BUTTON_LABEL).toBe('Get Finance');
    expect(financeButtonLabel()).toBe('Get Finance');
    expect(financeButtonLabel(null)).toBe('Get Finance');
    expect(financeButtonLabel('   ')).toBe('Get Finance');
  });

  it("keeps the site's own label", () => {
    expect(financeButtonLabel('Apply for Finance')).toBe('Apply for Finance');
    expect(financeButtonLabel('  Finance this car ')).toBe('Finance this car');
  });
});

describe('the disclaimer answer is read as it travels', () => {
  it('reads the car, the disclaimer and the rates', () => {
    expect(
      readFinanceDisclaimerAnswer({
        car_id: '9',
        disclaimer: 'Terms apply.',
        rate: '7.99%',
        comparison_rate: null,
      }),
    ).toEqual({ car_id: '9', disclaimer: 'Terms apply.', rate: '7.99%', comparison_rate: null });
  });

  it('refuses an answer without a disclaimer', () => {
    expect(() => readFinanceDisclaimerAnswer({ car_id: '9', disclaimer: ' ' })).toThrow(
      /disclaimer/,
    );
    expect(() => readFinanceDisclaimerAnswer(null)).toThrow(/car_id/);
  });
});
