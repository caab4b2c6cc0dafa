import { formatDollars } from '../money/money';

// The comparison rate is quoted on a 5-year secured $30,000
// loan, and the disclaimer says repayments are indicative only and finance is
// for approved applicants (docs/rules.md#repayment-estimate).

export const COMPARISON_RATE_LOAN_AMOUNT = 30000;
export const COMPARISON_RATE_TERM_YEARS = 5;

/** The finance button label when the site sets none (docs/rules.md#finance-disclaimer). */
export const DEFAULT_FINANCE_BUTTON_LABEL = 'Get Finance';

/** The site's label for the finance button, or 'Get Finance' when it is unset or blank. */
export function financeButtonLabel(label?: string | null): string {
  const trimmed = label?.trim();
  return trimmed ? trimmed : DEFAULT_FINANCE_BUTTON_LABEL;
}

/**
 * The comparison rate's basis and its warning. Credit law asks for both wherever a
 * comparison rate is shown, so every text or part that shows one carries this
 * (docs/rules.md#finance-disclaimer).
 */
export function comparisonRateNotice(): string {
  const amount = formatDollars(COMPARISON_RATE_LOAN_AMOUNT);
  return (
    `The comparison rate is based on a ${COMPARISON_RATE_TERM_YEARS}-year secured loan of ${amount}. ` +
    'WARNING: this comparison rate is true only for the example given and may not include all ' +
    'fees and charges. Different terms, fees or other loan amounts might result in a different ' +
    'comparison rate.'
  );
}

/** The standard finance disclaimer shown under a repayment estimate. */
export function financeDisclaimer(): string {
  return (
    'Repayments shown are indicative only and are not a quote or an offer of credit. ' +
    'Finance is available to approved applicants only, subject to the lender’s credit criteria; ' +
    `fees and charges apply. ${comparisonRateNotice()}`
  );
}

/**
 * The disclaimer of a shown estimate: the lender's own when it sent one (else the
 * standard text), followed by the comparison rate's basis and warning when the
 * estimate quotes a comparison rate and the lender's text lacks them
 * (docs/rules.md#finance-disclaimer).
 */
export function estimateDisclaimer(
  lenderDisclaimer: string | null | undefined,
  showsComparisonRate: boolean,
): string {
  const own = lenderDisclaimer?.trim();
  if (!own) return financeDisclaimer();
  const notice = comparisonRateNotice();
  return showsComparisonRate && !own.includes(notice) ? `${own} ${notice}` : own;
}

/**
 * Finance disclaimer fetch per car id: what the disclaimer dialog shows
 * for one car, the lender's own disclaimer when it sent one (else the standard
 * text) and the rates it quotes (docs/rules.md#finance-disclaimer). Rates are null when the site shows no estimate
 * for the car; the standard text still applies to anything the page says.
 */
export type FinanceDisclaimerAnswer = {
  car_id: string;
  disclaimer: string;
  /** '7.99%', or null. */
  rate: string | null;
  /** '8.99%', or null. */
  comparison_rate: string | null;
};

/** Reads a disclaimer answer as it travels, without a schema library (the browser runs it). */
export function readFinanceDisclaimerAnswer(body: unknown): FinanceDisclaimerAnswer {
  const record = (body ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : null);
  const carId = text('car_id');
  const disclaimer = text('disclaimer');
  if (carId === null || disclaimer === null || disclaimer.trim() === '') {
    throw new Error('finance disclaimer answer: expected car_id and disclaimer strings');
  }
  return {
    car_id: carId,
    disclaimer,
    rate: text('rate'),
    comparison_rate: text('comparison_rate'),
  };
}
