import { PAYMENTS_PER_YEAR, type PaymentFrequency } from '../finance/repayment';

// Budget finder and Budget estimate (docs/rules.md#budget-finder).

/** Repayment and deposit are clamped to 0..1,000,000 (docs/rules.md#budget-finder). */
export const BUDGET_INPUT_MAX = 1_000_000;
export const DEFAULT_MONTHLY_REPAYMENT = 600;
export const DEFAULT_WEEKLY_REPAYMENT = 200;
export const DEFAULT_BUDGET_DEPOSIT = 2000;
export const DEFAULT_BUDGET_TERM_YEARS = 5;
/** The top of the price range when the results give none (docs/rules.md#budget-finder). */
export const BUDGET_UNKNOWN_UPPER_BOUND = 100000;

export const BUDGET_FINDER_HEADING = 'Find cars for your budget';

/** A typed repayment or deposit; NaN (an emptied input) becomes 0 (docs/rules.md#reserve-deposit). */
export function clampBudgetInput(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(BUDGET_INPUT_MAX, Math.max(0, value));
}

/** The repayment the finder starts with: 600 a month or 200 a week. */
export function defaultRepayment(frequency: PaymentFrequency): number {
  switch (frequency) {
    case 'monthly':
      return DEFAULT_MONTHLY_REPAYMENT;
    case 'weekly':
      return DEFAULT_WEEKLY_REPAYMENT;
    default:
      frequency satisfies never;
      throw new Error(`defaultRepayment: unknown frequency "${String(frequency)}"`);
  }
}

export interface BudgetEstimateInput {
  frequency: PaymentFrequency;
  /** Omitted or null: the default for the frequency. */
  repayment?: number | null;
  /** Omitted or null: 2000. */
  deposit?: number | null;
  /** Omitted: 5 years. */
  termYears?: number;
}

/**
 * Budget estimate: repayment × 12 (monthly) or × 52 (weekly) × 5 years,
 * plus the deposit (docs/rules.md#budget-finder). Interest is deliberately ignored: the figure is a rough
 * ceiling for the search, not a loan quote.
 */
export function budgetEstimate(input: BudgetEstimateInput): number {
  const repayment = clampBudgetInput(input.repayment ?? defaultRepayment(input.frequency));
  const deposit = clampBudgetInput(input.deposit ?? DEFAULT_BUDGET_DEPOSIT);
  const termYears = input.termYears ?? DEFAULT_BUDGET_TERM_YEARS;
  if (!Number.isFinite(termYears) || termYears <= 0) {
    throw new RangeError(`budgetEstimate: termYears must be a positive number, got ${termYears}`);
  }
  return repayment * PAYMENTS_PER_YEAR[input.frequency] * termYears + deposit;
}

/** The top of the budget range: the largest price in the results, else 100000. */
export function budgetUpperBound(maxPrice: number | null | undefined): number {
  return maxPrice !== null && maxPrice !== undefined && Number.isFinite(maxPrice) && maxPrice > 0
    ? maxPrice
    : BUDGET_UNKNOWN_UPPER_BOUND;
}

/**
 * The budget is invalid (button disabled) when it is below the
 * cheapest price in the results (docs/rules.md#budget-finder). With no minimum known there is nothing to be
 * below, so the budget stands.
 */
export function isBudgetValid(budget: number, minPrice: number | null | undefined): boolean {
  if (minPrice === null || minPrice === undefined || !Number.isFinite(minPrice)) return true;
  return budget >= minPrice;
}

/** 'View Cars In This Range' for cartype 'Car'. */
export function viewInRangeLabel(cartype: string): string {
  return `View ${cartype}s In This Range`;
}

/** Budget too low: 'No Cars found for this budget' (docs/rules.md#budget-finder). */
export function noneFoundForBudgetMessage(cartype: string): string {
  return `No ${cartype}s found for this budget`;
}

/** Budget too low, the button: '0 Cars Found' (docs/rules.md#budget-finder). */
export function zeroFoundLabel(cartype: string): string {
  return `0 ${cartype}s Found`;
}

export interface BudgetButton {
  disabled: boolean;
  label: string;
  /** The 'No … found for this budget' message, only when the budget is too low. */
  message: string | null;
}

/** The finder's button and message for a budget against the results' cheapest price. */
export function budgetButton(
  budget: number,
  minPrice: number | null | undefined,
  cartype: string,
): BudgetButton {
  if (isBudgetValid(budget, minPrice)) {
    return { disabled: false, label: viewInRangeLabel(cartype), message: null };
  }
  return {
    disabled: true,
    label: zeroFoundLabel(cartype),
    message: noneFoundForBudgetMessage(cartype),
  };
}

/** The search adds the filter price>1000 for the budget finder (docs/rules.md#budget-finder). */
export const BUDGET_SEARCH_PRICE_FLOOR = 1000;

/**
 * The price range the finder searches: above 1000 (docs/rules.md#budget-finder) and at most the
 * budget, in whole dollars. Ranges are inclusive, so 'above 1000' starts at 1001.
 */
export function budgetPriceRange(budget: number): { min: number; max: number } {
  const max = Math.max(0, Math.floor(Number.isFinite(budget) ? budget : 0));
  return { min: BUDGET_SEARCH_PRICE_FLOOR + 1, max };
}
