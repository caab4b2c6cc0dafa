import { canReserve } from '@forecourt/core';
import type { LeadCar } from '@forecourt/machines';
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { cardCar } from '../../../../src/site/cardCar';
import { dealershipOf } from '../../../../src/site/carFacts';

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
  const asked = urlPathname.replace(/\/+$/, '').split('/').pop();
  if (asked !== reserve.checkout_route) {
    throw redirect(`/cars/${encodeURIComponent(slug)}/${reserve.checkout_route}`, 301);
  }
  const car = await services.carBySlug(siteConfig, slug);
  if (!car) throw render(404, `No car ${slug} on this site.`);
  const card = cardCar(car, 960);
  const dealer = dealershipOf(car, siteConfig);
  const carHref = `/cars/${encodeURIComponent(car.slug)}`;
  // What the enquiry form files and /success shows: the lead's car, nothing more.
  const leadCar: LeadCar = {
    id: car.id,
    dealership_id: car.dealership_id,
    car_type: car.car_type,
    tag: car.tag,
    name: card.title,
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: cardCar(car, 320).image ?? undefined,
  };
  return {
    car: card,
    leadCar,
    carHref,
    dealer,
    depositLabel: reserve.deposit_label,
    // SPEC §4: sold, reserved and test-drive-only cars cannot be reserved.
    reservable: canReserve(car, {
      reserveAllowed: reserve.allowed,
      tradeInAllowed: false,
      testDriveAllowed: false,
      callAllowed: false,
    }),
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Our Stock', href: siteConfig.cars_path },
      { label: card.title, href: carHref },
      { label: 'Reserve', href: `${carHref}/${reserve.checkout_route}` },
    ],
  };
}
