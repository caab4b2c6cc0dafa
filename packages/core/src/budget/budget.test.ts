import { describe, expect, it } from 'vitest';
import {
  BUDGET_FINDER_HEADING,
  budgetButton,
  budgetEstimate,
  budgetPriceRange,
  budgetUpperBound,
  clampBudgetInput,
  defaultRepayment,
  isBudgetValid,
  noneFoundForBudgetMessage,
  viewInRangeLabel,
  zeroFoundLabel,
} from './budget';

describe('budget inputs are clamped to 0..1,000,000 and NaN becomes 0', () => {
  it('keeps values inside the range', () => {
    expect(clampBudgetInput(0)).toBe(0);
    expect(clampBudgetInput(600)).toBe(600);
    expect(clampBudgetInput(1_000_000)).toBe(1_000_000);
  });

  it('clamps values outside the range', () => {
    expect(clampBudgetInput(-1)).toBe(0);
    expect(clampBudgetInput(1_000_001)).toBe(1_000_000);
    expect(clampBudgetInput(Number.POSITIVE_INFINITY)).toBe(1_000_000);
  });

  it('turns NaN into 0', () => {
    expect(clampBudgetInput(Number.NaN)).toBe(0);
  });
});

describe('budget estimate: repayment × 12 or × 52 × 5 years plus deposit', () => {
  it('uses the defaults: 600 monthly or 200 weekly, deposit 2000, 5 years', () => {
    expect(defaultRepayment('monthly')).toBe(600);
    expect(defaultRepayment('weekly')).toBe(200);
    // 600 × 12 × 5 + 2000
    expect(budgetEstimate({ frequency: 'monthly' })).toBe(38000);
    // 200 × 52 × 5 + 2000
    expect(budgetEstimate({ frequency: 'weekly' })).toBe(54000);
  });

  it('multiplies a typed repayment and adds a typed deposit', () => {
    expect(budgetEstimate({ frequency: 'monthly', repayment: 450, deposit: 5000 })).toBe(32000);
    expect(budgetEstimate({ frequency: 'weekly', repayment: 150, deposit: 0 })).toBe(39000);
  });

  it('honours another term', () => {
    expect(budgetEstimate({ frequency: 'monthly', repayment: 500, deposit: 0, termYears: 3 })).toBe(
      18000,
    );
    expect(() => budgetEstimate({ frequency: 'monthly', termYears: 0 })).toThrow(/termYears/);
  });

  it('clamps the repayment and deposit before adding up, and NaN counts as 0', () => {
    expect(budgetEstimate({ frequency: 'monthly', repayment: Number.NaN, deposit: 3000 })).toBe(
      3000,
    );
    expect(budgetEstimate({ frequency: 'monthly', repayment: -100, deposit: -5 })).toBe(0);
    // 1,000,000 × 12 × 5 + 1,000,000
    expect(budgetEstimate({ frequency: 'monthly', repayment: 2e6, deposit: 2e6 })).toBe(61_000_000);
  });
});

describe('budget upper bound is 100000 when the range is unknown', () => {
  it('uses the largest price when known', () => {
    expect(budgetUpperBound(85000)).toBe(85000);
  });

  it('uses 100000 when the largest price is missing or unusable', () => {
    expect(budgetUpperBound(null)).toBe(100000);
    expect(budgetUpperBound(undefined)).toBe(100000);
    expect(budgetUpperBound(0)).toBe(100000);
    expect(budgetUpperBound(Number.NaN)).toBe(100000);
  });
});

describe('budget is invalid below the minimum price in the results', () => {
  it('is invalid one dollar below, valid at and above the minimum', () => {
    expect(isBudgetValid(9999, 10000)).toBe(false);
    expect(isBudgetValid(10000, 10000)).toBe(true);
    expect(isBudgetValid(10001, 10000)).toBe(true);
  });

  it('is valid when the minimum price is unknown', () => {
    expect(isBudgetValid(0, null)).toBe(true);
    expect(isBudgetValid(0, undefined)).toBe(true);
  });

  it("disables the button, reads '0 {cartype}s Found' and says none found", () => {
    expect(budgetButton(9999, 10000, 'Car')).toEqual({
      disabled: true,
      label: '0 Cars Found',
      message: 'No Cars found for this budget',
    });
    expect(budgetButton(38000, 10000, 'Ute')).toEqual({
      disabled: false,
      label: 'View Utes In This Range',
      message: null,
    });
  });
});

describe('budget finder texts', () => {
  it("reads 'Find cars for your budget'", () => {
    expect(BUDGET_FINDER_HEADING).toBe('Find cars for your budget');
  });

  it('puts the cartype word into each text', () => {
    expect(viewInRangeLabel('Car')).toBe('View Cars In This Range');
    expect(viewInRangeLabel('Caravan')).toBe('View Caravans In This Range');
    expect(noneFoundForBudgetMessage('SUV')).toBe('No SUVs found for this budget');
    expect(zeroFoundLabel('Car')).toBe('0 Cars Found');
  });
});

describe('the budget finder searches above 1000 and up to the budget', () => {
  it('starts at 1001 and ends at the budget in whole dollars', () => {
    expect(budgetPriceRange(38000)).toEqual({ min: 1001, max: 38000 });
    expect(budgetPriceRange(38000.99)).toEqual({ min: 1001, max: 38000 });
  });

  it('never searches below 0, and a NaN budget is 0', () => {
    expect(budgetPriceRange(-5)).toEqual({ min: 1001, max: 0 });
    expect(budgetPriceRange(Number.NaN)).toEqual({ min: 1001, max: 0 });
  });
});

describe('the budget at the exact edges of the clamp and of the cheapest price', () => {
  it('a repayment of 1,000,000 stays, 1,000,001 is 1,000,000, -0.01 is 0', () => {
    expect(budgetEstimate({ frequency: 'weekly', repayment: 1_000_000, deposit: 0 })).toBe(
      1_000_000 * 52 * 5,
    );
    expect(budgetEstimate({ frequency: 'weekly', repayment: 1_000_001, deposit: 0 })).toBe(
      1_000_000 * 52 * 5,
    );
    expect(budgetEstimate({ frequency: 'monthly', repayment: -0.01, deposit: 1_000_001 })).toBe(
      1_000_000,
    );
  });

  it('a budget equal to the cheapest price is valid; a dollar less is too low', () => {
    // 600 × 12 × 5 + 2000 = 38000
    expect(budgetButton(38000, 38000, 'Car')).toEqual({
      disabled: false,
      label: 'View Cars In This Range',
      message: null,
    });
    expect(budgetButton(budgetEstimate({ frequency: 'monthly' }), 38001, 'Car')).toEqual({
      disabled: true,
      label: '0 Cars Found',
      message: 'No Cars found for this budget',
    });
  });
});
