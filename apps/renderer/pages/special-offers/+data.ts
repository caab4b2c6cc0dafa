import { offersOfSite } from '@forecourt/core';
import type { PageContextServer } from 'vike/types';
import { offerView } from '../../src/server/render/offer-view';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /special-offers: the site's offers (core's offersOfSite: its new-car makes,
 * either shape of manufacturer, less those excluded from its website) as cards (docs/rules.md#offers-on-a-site).
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services } = pageContext;
  const offers = offersOfSite(await services.offers(), siteConfig);
  return {
    description: `Special offers on new cars at ${siteConfig.name}.`,
    offers: offers.map((offer) => offerView(offer, services.htmlText)),
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Special Offers', href: '/special-offers' },
    ],
  };
}
