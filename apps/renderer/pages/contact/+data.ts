import { displayedLocations } from '@forecourt/core';
import type { PageContextServer } from 'vike/types';
import { locationSummary } from '../../src/page-data/location-pages';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * Routes /contact and Lead form: the general enquiry (a category to
 * choose, a location or dealership where the site has several) and the site's
 * locations (docs/rules.md#lead-form). The form is drawn at once from its field list and its code loads when
 * the shopper reaches for it (storefront's DeferredLeadForm).
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, now } = pageContext;
  return {
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Contact', href: '/contact' },
    ],
    locations: displayedLocations(await services.locations(siteConfig)).map((location) => {
      const summary = locationSummary(location, now);
      return {
        id: summary.id,
        name: summary.name,
        href: summary.href,
        typeLabel: summary.typeLabel,
        address: summary.address,
        phone: summary.phone,
        today: summary.today,
      };
    }),
  };
}
