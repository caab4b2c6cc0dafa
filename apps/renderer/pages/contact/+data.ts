import { displayedLocations } from '@forecourt/core';
import { leadFormModule } from '@forecourt/storefront/lead';
import type { PageContextServer } from 'vike/types';
import { locationSummary } from '../../src/page-data/location-pages';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * SPEC §2 Routes /contact and §5 Lead form: the general enquiry (a category to
 * choose, a location or dealership where the site has several) and the site's
 * locations. The form's code is awaited here so the server renders the form; the
 * browser loads it after the page (storefront's DeferredLeadForm).
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, now } = pageContext;
  await leadFormModule();
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
