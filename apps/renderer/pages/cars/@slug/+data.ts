import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { carPageCar, carPageSite, carStructuredData, jsonLd, requestOrigin } from './car-page';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * SPEC §2 Car detail. Only what the page shows travels to the browser (see
 * car-page.ts): the full car, its lender table, valuation and payment processors
 * stay on the server.
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, routeParams, now, headersOriginal } = pageContext;
  const slug = routeParams.slug ?? '';
  const car = await services.carBySlug(siteConfig, slug);
  // CONVENTIONS "The renderer": a missing car is the template's 404 page.
  if (!car) throw render(404, `No car ${slug} on this site.`);
  const page = carPageCar(car, siteConfig, now);
  const origin = requestOrigin(
    (headersOriginal as Record<string, string | string[] | undefined> | undefined)?.host,
    siteConfig,
  );
  const facts = page.details
    .filter(([label]) => ['Odometer', 'Transmission', 'Fuel'].includes(label))
    .map(([, value]) => value);
  return {
    // The page's meta description: the car, where it is sold and its key facts.
    description: `${[`${page.title} at ${page.dealer.name}`, ...facts].join(', ')}.`,
    car: page,
    site: carPageSite(car, siteConfig),
    structuredData: jsonLd(carStructuredData(car, siteConfig, origin)),
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Our Stock', href: siteConfig.cars_path },
      { label: page.title, href: `/cars/${encodeURIComponent(car.slug)}` },
    ],
  };
}
