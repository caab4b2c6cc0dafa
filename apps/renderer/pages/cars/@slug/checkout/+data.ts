import { canReserve, carDealership, reservePrice, siteFeatures } from '@forecourt/core';
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { carSummary, leadCarOf } from '../../../../src/page-data/car-summary';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * SPEC §2 /cars/{slug}/checkout (or /buy-online where the site says so): the
 * reserve page. Unknown cars and sites that do not allow reserve are a 404; the
 * other spelling of the route goes to the site's own.
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, routeParams, urlPathname } = pageContext;
  const slug = routeParams.slug ?? '';
  const { reserve } = siteConfig;
  if (!reserve.allowed) throw render(404, 'This site does not take reservations.');
  const car = await services.carBySlug(siteConfig, slug);
  if (!car) throw render(404, `No car ${slug} on this site.`);
  // Only a car of the site is sent on, by its own slug (never the path as asked).
  const asked = urlPathname.replace(/\/+$/, '').split('/').pop();
  if (asked !== reserve.checkout_route) {
    throw redirect(`/cars/${encodeURIComponent(car.slug)}/${reserve.checkout_route}`, 301);
  }
  const card = carSummary(car, 960);
  const dealer = carDealership(car, siteConfig);
  const carHref = `/cars/${encodeURIComponent(car.slug)}`;
  const leadCar = leadCarOf(car);
  return {
    car: card,
    leadCar,
    carHref,
    dealer,
    // The deposit the car page quotes: the car's payment processor, else the site's label.
    depositLabel: reservePrice(car, siteConfig).text,
    // SPEC §4: sold, reserved and test-drive-only cars cannot be reserved.
    reservable: canReserve(car, siteFeatures(siteConfig)),
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Our Stock', href: siteConfig.cars_path },
      { label: card.title, href: carHref },
      { label: 'Reserve', href: `${carHref}/${reserve.checkout_route}` },
    ],
  };
}
