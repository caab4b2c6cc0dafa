import {
  financeDisclaimer,
  financeDisplay,
  financeRouteFor,
  isCarActive,
  isPriceShown,
  readFinanceQuery,
} from '@forecourt/core';
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { budgetFinderData } from '../../src/page-data/budget-finder';
import { carSummary, leadCarOf } from '../../src/page-data/car-summary';

export type Data = Awaited<ReturnType<typeof data>>;

const leads = {
  finance:
    'Tell us about the car you have in mind and what suits your budget; our finance team will come back with options.',
  enquiry: 'Ask our finance team about a loan for your next car.',
  'pre-approval': 'Know what you can spend before you choose: ask us to start your pre-approval.',
} as const;

/**
 * Routes and a finance page of the site (docs/rules.md#finance-pages). Its enquiry form at
 * #finance-form starts from the query (preferredDealership, vehiclePriceBudget,
 * car_id, car_type, read by core's `readFinanceQuery`) and from the car when
 * car_id names one of the site's cars still for sale: shown with its photo,
 * price and, where the site's provider shows one (docs/rules.md#finance-display), the estimate with
 * its rates. The car travels with the lead, so its event id follows the car
 * (docs/rules.md#lead-event-ids). /finance also has the budget and price-range finders. The other
 * spelling of the site's enquiry page moves to it, query and all.
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, urlParsed, urlPathname, now } = pageContext;
  const route = financeRouteFor(urlPathname, siteConfig.finance_enquiry_path);
  if (route === null) throw render(404);
  if (route.kind === 'redirect') {
    throw redirect(`${route.to}${urlParsed.searchOriginal ?? ''}`, 301);
  }
  const query = readFinanceQuery(urlParsed.search);
  const [found, finder] = await Promise.all([
    query.carId ? services.carById(siteConfig, query.carId) : Promise.resolve(null),
    route.page === 'finance' ? budgetFinderData(services, siteConfig, now) : Promise.resolve(null),
  ]);
  const car = found && isCarActive(found) ? found : null;
  const shown = car
    ? financeDisplay(
        car,
        {
          provider: siteConfig.finance_provider,
          manufacturer: siteConfig.manufacturer,
          showTermsLink: siteConfig.finance_terms_link,
        },
        now.getUTCFullYear(),
      )
    : null;
  const settings = pageContext.site.lead;
  // The query's dealership picks the form's location or dealership when the form asks.
  const dealership = query.preferredDealership ?? car?.dealership_slug ?? null;
  const location = settings.locations.find((l) => l.dealershipSlug === dealership)?.value;
  const price = car?.price ?? null;
  const budget = query.vehiclePriceBudget ?? (isPriceShown(price) ? price : null);
  const initialValues: Record<string, string> = {};
  if (budget !== null) initialValues.vehiclePriceBudget = String(budget);
  if (dealership && settings.dealerships.some((d) => d.value === dealership)) {
    initialValues.dealership_slug = dealership;
  }
  if (location) initialValues.location = location;
  if (!car) {
    initialValues.message =
      route.page === 'pre-approval'
        ? 'I would like to be pre-approved for finance.'
        : `I would like to talk about finance${query.carType ? ` for a ${query.carType} car` : ''}.`;
  }
  return {
    page: route.page,
    title: route.title,
    path: route.path,
    lead: leads[route.page],
    car: car ? carSummary(car, 640) : null,
    leadCar: car ? leadCarOf(car) : null,
    carUnavailable: query.carId !== null && car === null,
    finance: shown?.kind === 'shown' ? shown : null,
    initialValues,
    finder,
    disclaimer: financeDisclaimer(),
  };
}
