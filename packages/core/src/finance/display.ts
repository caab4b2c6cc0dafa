import type { Car, FinanceLender, FinanceProvider } from '../car/car';
import { formatPercent } from '../money/money';
import { estimateDisclaimer, type FinanceDisclaimerAnswer, financeDisclaimer } from './disclaimer';
import {
  DEFAULT_TERM_YEARS,
  formatRepayment,
  type LoanTerm,
  type PaymentFrequency,
  repaymentAmount,
  taurusDefaultDeposit,
  termInMonths,
} from './repayment';

// Finance display: whether a car's finance estimate shows, and what it says (docs/rules.md#finance-display).

/** Providers that quote a repayment need the car priced above this (docs/rules.md#finance-display). */
export const FINANCE_DISPLAY_MIN_PRICE = 500;
/** Taurus finances cars newer than this many years before the current year (docs/rules.md#finance-display). */
export const TAURUS_MAX_AGE_YEARS = 12;

export const financeHiddenReasons = [
  /** The site has no finance provider. */
  'no-provider',
  /** Suzuki sites never show the estimate (docs/rules.md#finance-display). */
  'manufacturer-excluded',
  /** The car has no lender data for the site's provider. */
  'no-lender-data',
  /** The lender data has no interest rate. */
  'no-rates',
  /** Sold or otherwise not available. */
  'stock-unavailable',
  /** No price, or not above 500. */
  'price-too-low',
  /** Taurus: the car is not newer than current year − 12. */
  'too-old',
  /** Taurus: no comparison rate. */
  'no-comparison-rate',
  /** Manual, Angle, Powertorque: no weekly payment. */
  'no-weekly-payment',
  /** Nissan Finance: no monthly payment. */
  'no-monthly-payment',
  /** Car Clarity: neither a weekly nor a monthly payment. */
  'no-payment',
] as const;
export type FinanceHiddenReason = (typeof financeHiddenReasons)[number];

export interface FinancePayment {
  frequency: PaymentFrequency;
  /** Dollars and cents as the lender gave or as estimated. */
  amount: number;
  /** '$N per week' / '$N per month'. */
  text: string;
}

export type FinanceDisplay =
  | { kind: 'hidden'; reason: FinanceHiddenReason }
  | {
      kind: 'shown';
      provider: FinanceProvider;
      /** Null when the provider shows availability only and no figure is known. */
      payment: FinancePayment | null;
      ratePercent: number;
      /** '7.99%'. */
      rateText: string;
      comparisonRatePercent: number | null;
      comparisonRateText: string | null;
      termMonths: number | null;
      /** '5 years', '1 year' or '42 months'. */
      termText: string | null;
      /** The lender's own disclaimer when it sent one, else the standard text. */
      disclaimer: string;
      /** One dealer links its finance T&Cs beside the estimate (docs/rules.md#finance-display). */
      showTermsLink: boolean;
    };

/** `finance_lenders` may be left out (a public hit drops it when the site's provider has no figures). */
export type FinanceDisplayCar = Pick<Car, 'year' | 'price' | 'status'> &
  Partial<Pick<Car, 'finance_lenders'>>;

export interface FinanceDisplaySite {
  provider: FinanceProvider | null;
  manufacturer: string | null;
  /** Whether this site shows a T&Cs link with the estimate. Defaults to false. */
  showTermsLink?: boolean;
}

function hidden(reason: FinanceHiddenReason): FinanceDisplay {
  return { kind: 'hidden', reason };
}

/** in_stock and coming_soon are the available (active) statuses (docs/rules.md#car-status). */
function isStockAvailable(car: FinanceDisplayCar): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon';
}

function isPricedAbove500(car: FinanceDisplayCar): boolean {
  return car.price !== null && car.price > FINANCE_DISPLAY_MIN_PRICE;
}

/** A payment figure counts only when it is a positive amount; '$0 per week' helps nobody. */
function positive(value: number | null): value is number {
  return value !== null && value > 0;
}

function payment(amount: number, frequency: PaymentFrequency): FinancePayment {
  return { frequency, amount, text: formatRepayment(amount, frequency) };
}

function lenderTerm(lender: FinanceLender): LoanTerm | null {
  if (positive(lender.termMonths)) return { months: lender.termMonths };
  if (positive(lender.termYears)) return { years: lender.termYears };
  return null;
}

function termText(months: number): string {
  if (months % 12 !== 0) return `${months} months`;
  const years = months / 12;
  return years === 1 ? '1 year' : `${years} years`;
}

/**
 * Taurus quotes a weekly figure; when the lender sent none it is estimated at the
 * comparison rate over the lender's term (else the 5-year example term, docs/rules.md#repayment-estimate)
 * with the lender's deposit (else 10 % of the price) and balloon.
 */
function taurusPayment(price: number, lender: FinanceLender, comparisonRate: number) {
  if (positive(lender.paymentWeek)) return payment(lender.paymentWeek, 'weekly');
  const amount = repaymentAmount({
    price,
    deposit: lender.deposit ?? taurusDefaultDeposit(price),
    balloon: lender.balloon,
    ratePercent: comparisonRate,
    term: lenderTerm(lender) ?? { years: DEFAULT_TERM_YEARS },
    frequency: 'weekly',
  });
  return positive(amount) ? payment(amount, 'weekly') : null;
}

/** Whichever figure the lender sent, weekly first. */
function anyPayment(lender: FinanceLender): FinancePayment | null {
  if (positive(lender.paymentWeek)) return payment(lender.paymentWeek, 'weekly');
  if (positive(lender.paymentMonth)) return payment(lender.paymentMonth, 'monthly');
  return null;
}

/** A site whose manufacturer is Suzuki never shows finance estimates (docs/rules.md#finance-display). */
export function siteHidesFinance(site: Pick<FinanceDisplaySite, 'manufacturer'>): boolean {
  return site.manufacturer?.trim().toLowerCase() === 'suzuki';
}

/**
 * Finance display (docs/rules.md#finance-display). Shown only when the site has a provider, the car has
 * lender data for it with an interest rate, and the site manufacturer is not
 * Suzuki; then the provider's own rule decides. `currentYear` is injected so the
 * Taurus age rule does not read the clock.
 */
export function financeDisplay(
  car: FinanceDisplayCar,
  site: FinanceDisplaySite,
  currentYear: number,
): FinanceDisplay {
  const provider = site.provider;
  if (provider === null) return hidden('no-provider');
  if (siteHidesFinance(site)) return hidden('manufacturer-excluded');
  const lender = car.finance_lenders?.[provider];
  if (!lender) return hidden('no-lender-data');
  // "Rates are not null": the rate the estimate quotes is the interest rate.
  const rate = lender.interestRate;
  if (rate === null) return hidden('no-rates');

  let shownPayment: FinancePayment | null;
  let term = lenderTerm(lender);
  switch (provider) {
    case 'Taurus': {
      if (!(car.year > currentYear - TAURUS_MAX_AGE_YEARS)) return hidden('too-old');
      if (car.price === null || car.price <= FINANCE_DISPLAY_MIN_PRICE)
        return hidden('price-too-low');
      if (!isStockAvailable(car)) return hidden('stock-unavailable');
      if (lender.comparisonRate === null) return hidden('no-comparison-rate');
      shownPayment = taurusPayment(car.price, lender, lender.comparisonRate);
      if (!positive(lender.paymentWeek)) term = term ?? { years: DEFAULT_TERM_YEARS };
      break;
    }
    case 'Manual':
    case 'Angle':
    case 'Powertorque': {
      if (!isPricedAbove500(car)) return hidden('price-too-low');
      if (!isStockAvailable(car)) return hidden('stock-unavailable');
      if (!positive(lender.paymentWeek)) return hidden('no-weekly-payment');
      shownPayment = payment(lender.paymentWeek, 'weekly');
      break;
    }
    case 'Nissan Finance': {
      if (!isPricedAbove500(car)) return hidden('price-too-low');
      if (!isStockAvailable(car)) return hidden('stock-unavailable');
      if (!positive(lender.paymentMonth)) return hidden('no-monthly-payment');
      shownPayment = payment(lender.paymentMonth, 'monthly');
      break;
    }
    case '360 Finance':
    case 'AusLoans': {
      if (!isStockAvailable(car)) return hidden('stock-unavailable');
      shownPayment = anyPayment(lender);
      break;
    }
    case 'Car Clarity': {
      // The spec lists Car Clarity without its rules. It is treated like the other
      // providers that quote a repayment (price above 500, stock available) and
      // needs a figure to show, weekly or monthly, so the widget is never empty.
      if (!isPricedAbove500(car)) return hidden('price-too-low');
      if (!isStockAvailable(car)) return hidden('stock-unavailable');
      shownPayment = anyPayment(lender);
      if (shownPayment === null) return hidden('no-payment');
      break;
    }
    default:
      provider satisfies never;
      throw new Error(`financeDisplay: unknown finance provider "${String(provider)}"`);
  }

  const months = term === null ? null : termInMonths(term);
  return {
    kind: 'shown',
    provider,
    payment: shownPayment,
    ratePercent: rate,
    rateText: formatPercent(rate),
    comparisonRatePercent: lender.comparisonRate,
    comparisonRateText:
      lender.comparisonRate === null ? null : formatPercent(lender.comparisonRate),
    termMonths: months,
    termText: months === null ? null : termText(months),
    disclaimer: estimateDisclaimer(lender.disclaimer, lender.comparisonRate !== null),
    showTermsLink: site.showTermsLink ?? false,
  };
}

/** The figures a shown estimate quotes (the shown branch of {@link financeDisplay}). */
export type ShownFinance = Extract<FinanceDisplay, { kind: 'shown' }>;

/**
 * The rates that go beside a repayment wherever one is shown: the interest rate
 * and, when the lender gave one, the comparison rate ('7.99% p.a., comparison
 * rate 8.99%'). Australian credit law asks for the comparison rate wherever a
 * rate is advertised, so no repayment is drawn without this line.
 */
export function financeRatesText(finance: Pick<ShownFinance, 'rateText' | 'comparisonRateText'>) {
  return finance.comparisonRateText
    ? `${finance.rateText} p.a., comparison rate ${finance.comparisonRateText}`
    : `${finance.rateText} p.a.`;
}

/**
 * A shown estimate in one line, as a result card prints it: '$130 per week at
 * 7.99% p.a., comparison rate 8.99%*', or 'Finance available at …' when the
 * provider quotes availability only. The asterisk points at the finance
 * disclaimer the page carries with it.
 */
export function financeSummaryText(finance: ShownFinance): string {
  const lead = finance.payment ? finance.payment.text : 'Finance available';
  return `${lead} at ${financeRatesText(finance)}*`;
}

/** The disclaimer answer for a car on a site (see `FinanceDisclaimerAnswer`) (docs/rules.md#finance-disclaimer). */
export function financeDisclaimerAnswer(
  car: FinanceDisplayCar & { id: string },
  site: FinanceDisplaySite,
  currentYear: number,
): FinanceDisclaimerAnswer {
  const shown = financeDisplay(car, site, currentYear);
  if (shown.kind === 'hidden') {
    return { car_id: car.id, disclaimer: financeDisclaimer(), rate: null, comparison_rate: null };
  }
  return {
    car_id: car.id,
    disclaimer: shown.disclaimer,
    rate: shown.rateText,
    comparison_rate: shown.comparisonRateText,
  };
}
