import { isCarActive, tradeInDefaultState } from '@forecourt/core';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { carSummary, leadCarOf } from '../../src/page-data/car-summary';

export type Data = Awaited<ReturnType<typeof data>>;

/** The three trade-in routes (docs/rules.md#routes), each with its heading and wording. */
export const tradeInPages = {
  '/trade-in': { title: 'Trade-In', mode: 'trade-in' },
  '/cars/trade-in': { title: 'Value My Trade-In', mode: 'trade-in' },
  '/sell-your-car': { title: 'Sell Your Car', mode: 'sell' },
} as const;

export function tradeInPageFor(path: string) {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return clean in tradeInPages ? (clean as keyof typeof tradeInPages) : null;
}

const leads = {
  'trade-in':
    'Find out what your car is worth towards your next one: enter your rego for an online estimate in a few steps.',
  sell: 'Sell your car to us outright: enter your rego for an online estimate in a few steps, no obligation.',
} as const;

/**
 * /trade-in, /sell-your-car and /cars/trade-in?car_id={id}: the valuation
 * flow, and on /cars/trade-in the car being bought (one of the site's cars still
 * for sale), shown beside the form and carried in the lead (docs/rules.md#trade-in-steps).
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, urlParsed, urlPathname } = pageContext;
  const path = tradeInPageFor(urlPathname);
  if (path === null) throw render(404);
  const page = tradeInPages[path];
  const carId = path === '/cars/trade-in' ? (urlParsed.search.car_id?.trim() ?? '') : '';
  const found = carId ? await services.carById(siteConfig, carId) : null;
  const car = found && isCarActive(found) ? found : null;
  return {
    path,
    title: page.title,
    mode: page.mode,
    lead: leads[page.mode],
    car: car ? carSummary(car, 640) : null,
    leadCar: car ? leadCarOf(car) : null,
    carUnavailable: carId !== '' && car === null,
    defaultState: tradeInDefaultState(siteConfig),
  };
}
