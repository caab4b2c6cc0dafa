import {
  canFinance,
  canReserve,
  canTradeIn,
  carDealership,
  financeLink,
  formatDollars,
  isPriceShown,
  reservePrice,
  siteFeatures,
} from '@forecourt/core';
import { similarSearchHref } from '@forecourt/storefront/car';
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { carSummary, leadCarOf } from '../../../../src/page-data/car-summary';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /cars/{slug}/checkout (or /buy-online where the site says so): the
 * reserve page (docs/rules.md#routes). Unknown cars are a 404, and so is the page on a site
 * that does not allow reserve (pages/+guard.ts); the other spelling of the route
 * goes to the site's own. What the browser gets is what the page shows: the
 * deposit's text, the dealer's terms,
 * and on buy-online sites the price breakdown and the finance and trade-in
 * paths; never a payment key (the payment's own answer names its provider).
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, routeParams, urlPathname } = pageContext;
  const slug = routeParams.slug ?? '';
  const { reserve } = siteConfig;
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
  const features = siteFeatures(siteConfig);
  // One rule for what is shown and what is charged (core's reservePrice).
  const deposit = reservePrice(car, siteConfig);
  const buyOnline = reserve.checkout_route === 'buy-online';
  const priced = isPriceShown(car.price);
  return {
    car: card,
    /** The price is a figure (not 'Enquire for price.'), so it reads as the drive-away price. */
    priced,
    leadCar: leadCarOf(car),
    carHref,
    dealer,
    depositLabel: deposit.text,
    refundTerms: reserve.refund_terms,
    // Sold, reserved and test-drive-only cars cannot be reserved (docs/rules.md#test-drive-only-cars).
    reservable: canReserve(car, features),
    similarHref: similarSearchHref(car, siteConfig.cars_path),
    buyOnline: buyOnline
      ? {
          breakdown:
            priced && car.price !== null
              ? {
                  price: formatDollars(car.price),
                  deposit: deposit.text,
                  balance: formatDollars(Math.max(0, car.price - deposit.cents / 100)),
                }
              : null,
          financeHref: canFinance(car, features) ? financeLink(car) : null,
          tradeInHref: canTradeIn(car, features)
            ? `/cars/trade-in?car_id=${encodeURIComponent(car.id)}`
            : null,
        }
      : null,
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Our Stock', href: siteConfig.cars_path },
      { label: card.title, href: carHref },
      { label: buyOnline ? 'Buy Online' : 'Reserve', href: `${carHref}/${reserve.checkout_route}` },
    ],
  };
}
