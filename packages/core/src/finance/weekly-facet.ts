import type { Car, FinanceProvider } from '../car/car';
import { FINANCE_DISPLAY_MIN_PRICE, type FinanceDisplaySite, siteHidesFinance } from './display';

// Shop by weekly payment: the weekly_price_range facet, read from
// the site's own finance provider's lender data. A site offers it only where its
// estimates can be weekly: not without a provider, not on a Suzuki site (docs/rules.md#finance-display:
// hides every estimate there) and not with Nissan Finance, which quotes monthly.

/** The search filter's label. */
export const WEEKLY_PAYMENT_LABEL = 'Weekly repayment';

/** The provider whose weekly payments a site's search filters by, or null when it offers no such filter. */
export function weeklyFacetProvider(site: FinanceDisplaySite): FinanceProvider | null {
  if (site.provider === null || siteHidesFinance(site)) return null;
  if (site.provider === 'Nissan Finance') return null;
  return site.provider;
}

/**
 * A car's weekly payment as the weekly filter reads it: the provider's own weekly
 * figure, when the lender quotes an interest rate and the car is priced above 500,
 * the conditions under which an estimate shows a lender's weekly payment (docs/rules.md#finance-display). (An estimate
 * Taurus would work out from the comparison rate is not a figure the lender sent,
 * so it is not filtered on.)
 */
export function weeklyPaymentOf(
  car: Pick<Car, 'price' | 'finance_lenders'>,
  provider: FinanceProvider | null,
): number | null {
  if (provider === null) return null;
  const lender = car.finance_lenders?.[provider];
  if (!lender || lender.interestRate === null) return null;
  if (car.price === null || !(car.price > FINANCE_DISPLAY_MIN_PRICE)) return null;
  const weekly = lender.paymentWeek;
  return weekly !== null && Number.isFinite(weekly) && weekly > 0 ? weekly : null;
}
