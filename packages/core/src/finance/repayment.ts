import { formatDollars } from '../money/money';

// Repayment estimates for the finance widget and the finder (docs/rules.md#repayment-estimate).

/** The interest rate used when a lender gives none (docs/rules.md#repayment-estimate). */
export const DEFAULT_INTEREST_RATE = 10;
/** Taurus estimates assume a 10 % deposit (docs/rules.md#finance-display). */
export const TAURUS_DEFAULT_DEPOSIT_PERCENT = 10;
/** The example term (years) the comparison rate is quoted on (docs/rules.md#repayment-estimate). */
export const DEFAULT_TERM_YEARS = 5;

export const paymentFrequencies = ['weekly', 'monthly'] as const;
export type PaymentFrequency = (typeof paymentFrequencies)[number];

/** How many repayments fall in one year for each frequency. */
export const PAYMENTS_PER_YEAR: Record<PaymentFrequency, number> = { weekly: 52, monthly: 12 };

/** A loan term, as lenders quote it: in whole years or in months. */
export type LoanTerm = { years: number } | { months: number };

export interface RepaymentInput {
  /** Price of the car in dollars. */
  price: number;
  /** Deposit paid up front, in dollars. Defaults to 0. */
  deposit?: number | null;
  /** Balloon (residual) owed with the last payment, in dollars. Defaults to 0. */
  balloon?: number | null;
  /** Annual interest rate in percent. Defaults to DEFAULT_INTEREST_RATE. */
  ratePercent?: number | null;
  term: LoanTerm;
  frequency: PaymentFrequency;
}

/** The term in months; a term in years counts 12 months a year. */
export function termInMonths(term: LoanTerm): number {
  return 'years' in term ? term.years * 12 : term.months;
}

/** Number of repayments over the term; a weekly loan over 60 months has 260. */
export function numberOfPayments(term: LoanTerm, frequency: PaymentFrequency): number {
  return Math.round((termInMonths(term) / 12) * PAYMENTS_PER_YEAR[frequency]);
}

/**
 * The deposit Taurus assumes when the lender data carries none (docs/rules.md#finance-display: Taurus
 * deposit 10 %), in dollars.
 */
export function taurusDefaultDeposit(price: number): number {
  return (price * TAURUS_DEFAULT_DEPOSIT_PERCENT) / 100;
}

/**
 * The repayment of an amortised loan of (price − deposit) at the given annual
 * rate, compounding once per repayment, with an optional balloon left to pay at
 * the end. Returns dollars and cents, unrounded; 0 when nothing is borrowed.
 *
 *   r = rate / 100 / payments-per-year, n = number of payments
 *   payment = (principal − balloon / (1 + r)^n) · r / (1 − (1 + r)^−n)
 *   with r = 0: payment = (principal − balloon) / n
 */
export function repaymentAmount(input: RepaymentInput): number {
  const rate = input.ratePercent ?? DEFAULT_INTEREST_RATE;
  const deposit = input.deposit ?? 0;
  const balloon = input.balloon ?? 0;
  const n = numberOfPayments(input.term, input.frequency);
  if (![input.price, rate, deposit, balloon].every(Number.isFinite)) {
    throw new RangeError(
      'repaymentAmount: price, rate, deposit and balloon must be finite numbers',
    );
  }
  if (rate < 0 || deposit < 0 || balloon < 0) {
    throw new RangeError('repaymentAmount: rate, deposit and balloon cannot be negative');
  }
  if (!Number.isFinite(n) || n < 1) {
    throw new RangeError('repaymentAmount: the term must cover at least one repayment');
  }
  const principal = input.price - deposit;
  // Nothing borrowed (deposit covers the price) or the balloon swallows the
  // whole loan: there is no regular repayment to show.
  if (principal <= 0) return 0;
  const r = rate / 100 / PAYMENTS_PER_YEAR[input.frequency];
  if (r === 0) return Math.max(0, (principal - balloon) / n);
  const growth = (1 + r) ** n;
  const payment = ((principal - balloon / growth) * r) / (1 - 1 / growth);
  return Math.max(0, payment);
}

/** '$147 per week' / '$637 per month': whole dollars, thousands separators. */
export function formatRepayment(amount: number, frequency: PaymentFrequency): string {
  switch (frequency) {
    case 'weekly':
      return `${formatDollars(amount)} per week`;
    case 'monthly':
      return `${formatDollars(amount)} per month`;
    default:
      frequency satisfies never;
      throw new Error(`formatRepayment: unknown frequency "${String(frequency)}"`);
  }
}
