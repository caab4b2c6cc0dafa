import { offersOfSite } from '@forecourt/core';
import type { PageContextServer } from 'vike/types';
import { offerView } from '../../src/server/render/offer-view';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * SPEC §2 /special-offers: the site's offers (core's offersOfSite: its new-car makes,
 * either shape of manufacturer, less those excluded from its website) as cards.
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
