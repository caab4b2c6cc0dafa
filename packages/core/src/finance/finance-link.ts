import type { Car, CarType } from '../car/car';
import { carTypes } from '../car/car-vocabulary';
import { isPriceShown } from '../pricing/price';

// The finance enquiry pages and the one helper that builds a
// car's finance link (docs/rules.md#finance-pages). Every result card and car page calls `financeLink`, so
// the query the finance page reads is written in one place.

/** The anchor of the finance enquiry form on every finance page (docs/rules.md#finance-link). */
export const FINANCE_FORM_ANCHOR = 'finance-form';

/** The finance overview page every site has (docs/rules.md#navigation: Finance). */
export const FINANCE_PATH = '/finance';
/** The pre-approval page (docs/rules.md#finance-pages). */
export const FINANCE_PRE_APPROVAL_PATH = '/finance-pre-approval';
/**
 * A dealership's finance enquiry page is /finance-enquiry or
 * /apply-for-finance; the site's configuration says which, the other moves to it (docs/rules.md#finance-pages).
 */
export const financeEnquiryPaths = ['/finance-enquiry', '/apply-for-finance'] as const;
export type FinanceEnquiryPath = (typeof financeEnquiryPaths)[number];

/** The query the finance pages read (docs/rules.md#finance-link: preferredDealership, vehiclePriceBudget, car_id, car_type). */
export type FinanceQuery = {
  preferredDealership: string | null;
  vehiclePriceBudget: number | null;
  carId: string | null;
  carType: CarType | null;
};

const query = (params: Record<string, string | number | null>) =>
  Object.entries(params)
    .flatMap(([k, v]) =>
      v === null || v === '' ? [] : [`${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`],
    )
    .join('&');

/**
 * A car's finance link: /finance with the car's id, its price as the budget when
 * the price is shown (docs/rules.md#price-display: above 10) and its car type, ending at
 * #finance-form. `path` is another finance page of the site when the caller wants one.
 */
export function financeLink(
  car: Pick<Car, 'id' | 'price' | 'car_type'> & { dealership_slug?: string | null },
  path: string = FINANCE_PATH,
): string {
  return `${path}?${query({
    car_id: car.id,
    vehiclePriceBudget: isPriceShown(car.price) ? car.price : null,
    car_type: car.car_type,
    preferredDealership: car.dealership_slug ?? null,
  })}#${FINANCE_FORM_ANCHOR}`;
}

/** The most a typed budget may say: past this it is a typo, not a car. */
export const FINANCE_BUDGET_MAX = 10_000_000;

function firstOf(value: string | readonly string[] | undefined): string {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' ? one.trim() : '';
}

/**
 * Reads the finance query from a URL's parameters, never throwing: a budget is
 * a whole number of dollars above 0 (a '$25,000' spelling is read too), a car
 * type one of new, used, demo, a dealership a slug; anything else is left out.
 */
export function readFinanceQuery(
  search: Readonly<Record<string, string | readonly string[] | undefined>>,
): FinanceQuery {
  const dealership = firstOf(search.preferredDealership).toLowerCase();
  const budgetText = firstOf(search.vehiclePriceBudget).replace(/[$,\s]/g, '');
  const budget = /^\d+(?:\.\d+)?$/.test(budgetText) ? Math.round(Number(budgetText)) : null;
  const carId = firstOf(search.car_id);
  const carType = firstOf(search.car_type).toLowerCase();
  return {
    preferredDealership: /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(dealership) ? dealership : null,
    vehiclePriceBudget:
      budget !== null && budget > 0 && budget <= FINANCE_BUDGET_MAX ? budget : null,
    carId: /^[A-Za-z0-9_-]{1,64}$/.test(carId) ? carId : null,
    carType: (carTypes as readonly string[]).includes(carType) ? (carType as CarType) : null,
  };
}

export type FinancePageKind = 'finance' | 'enquiry' | 'pre-approval';

/** What a finance path is on a site: a page, a move to the site's own spelling, or neither. */
export type FinanceRoute =
  | { kind: 'page'; page: FinancePageKind; path: string; title: string }
  | { kind: 'redirect'; to: FinanceEnquiryPath }
  | null;

const financeTitles: Record<FinancePageKind, string> = {
  finance: 'Finance',
  enquiry: 'Finance Enquiry',
  'pre-approval': 'Finance Pre-Approval',
};

/**
 * /finance and /finance-pre-approval on every site; the site's enquiry
 * path is its enquiry page, titled by its own words ('Apply for Finance' or
 * 'Finance Enquiry'), and the other spelling moves to it (docs/rules.md#finance-pages). A trailing slash is
 * the same page.
 */
export function financeRouteFor(pathname: string, enquiryPath: FinanceEnquiryPath): FinanceRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === FINANCE_PATH) {
    return { kind: 'page', page: 'finance', path, title: financeTitles.finance };
  }
  if (path === FINANCE_PRE_APPROVAL_PATH) {
    return { kind: 'page', page: 'pre-approval', path, title: financeTitles['pre-approval'] };
  }
  if (path === enquiryPath) {
    const title = path === '/apply-for-finance' ? 'Apply for Finance' : financeTitles.enquiry;
    return { kind: 'page', page: 'enquiry', path, title };
  }
  if ((financeEnquiryPaths as readonly string[]).includes(path)) {
    return { kind: 'redirect', to: enquiryPath };
  }
  return null;
}
