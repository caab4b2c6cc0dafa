import { siteOfferAt } from '@forecourt/core';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { offerView } from '../../src/server/render/offer-view';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /offers/{id}, /offers/{manufacturer}/{id}: one of the site's offers
 * (core's siteOfferAt); an id the site does not show, or a make that is not the
 * offer's, is the template's 404 page (docs/rules.md#offers-on-a-site).
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, routeParams } = pageContext;
  let id: string;
  try {
    id = decodeURIComponent(routeParams.id ?? '');
  } catch {
    throw render(404, 'No such offer on this site.');
  }
  const offer = siteOfferAt(
    await services.offers(),
    siteConfig,
    id,
    routeParams.manufacturer ? routeParams.manufacturer : null,
  );
  if (!offer) throw render(404, `No offer ${id} on this site.`);
  const view = offerView(offer, services.htmlText, 960);
  return {
    // One address per offer, whichever of the two spellings brought the shopper here.
    canonicalPath: view.href,
    description: `${view.name} at ${siteConfig.name}.`,
    offer: view,
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Special Offers', href: '/special-offers' },
      { label: view.name, href: view.href },
    ],
  };
}
