import { carPageState } from '@forecourt/core';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import {
  carGoneReason,
  carPageCar,
  carPageSite,
  carStructuredData,
  jsonLd,
  requestOrigin,
} from './car-page';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * Car detail (docs/rules.md#car-detail). Only what the page shows travels to the browser (see
 * car-page.ts): the full car, its lender table, valuation and payment processors
 * stay on the server.
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, routeParams, now, headersOriginal } = pageContext;
  const slug = routeParams.slug ?? '';
  const car = await services.carBySlug(siteConfig, slug);
  // CONVENTIONS "The renderer": a missing car is the template's 404 page.
  if (!car) throw render(404, `No car ${slug} on this site.`);
  // The page keeps its address (with the SOLD banner) while the site's
  // search still shows the car, then the car is gone for good: 410, a page that
  // says it sold and leads to the site's stock (pages/_error) (docs/rules.md#car-status).
  const state = carPageState(car, { now, soldWindowDays: siteConfig.search.sold_window_days });
  if (state === 'gone') throw render(410, carGoneReason(car, siteConfig));
  const page = carPageCar(car, siteConfig, now);
  const origin = requestOrigin(
    (headersOriginal as Record<string, string | string[] | undefined> | undefined)?.host,
    siteConfig,
  );
  const facts = page.details
    .filter(([label]) => ['Odometer', 'Transmission', 'Fuel'].includes(label))
    .map(([, value]) => value);
  const path = `/cars/${encodeURIComponent(car.slug)}`;
  return {
    // One address per car, whatever spelling or query brought the shopper here.
    canonicalPath: path,
    // The page's meta description: the car, where it is sold and its key facts.
    description: `${[`${page.title} at ${page.dealer.name}`, ...facts].join(', ')}.`,
    car: page,
    site: carPageSite(car, siteConfig),
    structuredData: jsonLd(carStructuredData(car, siteConfig, origin)),
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Our Stock', href: siteConfig.cars_path },
      { label: page.title, href: path },
    ],
  };
}
