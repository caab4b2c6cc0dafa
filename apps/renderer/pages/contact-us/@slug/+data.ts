import { displayedLocations } from '@forecourt/core';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { locationDetailView } from '../../../src/page-data/location-pages';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /contact-us/{location slug}: one location the site shows,
 * with its review rating (stars above the site's minimum rating), address,
 * licences, this week's hours of each department and the holiday hours (docs/rules.md#location-pages). A slug
 * the site does not show (another site's, a hidden one) is the 404 page.
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, now, routeParams } = pageContext;
  const slug = routeParams.slug ?? '';
  const location = displayedLocations(await services.locations(siteConfig)).find(
    (l) => l.slug === slug,
  );
  if (!location) throw render(404, `No location ${slug} on this site.`);
  const path = `/contact-us/${location.slug}`;
  return {
    canonicalPath: path,
    description: `${location.name}: address, phone, opening hours and directions.`,
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Dealerships', href: '/dealerships' },
      { label: location.name, href: path },
    ],
    location: locationDetailView(location, {
      now,
      interactiveMapUrl: services.places.mapEmbedUrl(siteConfig, location),
      minimumRating: siteConfig.reviews.minimum_rating,
    }),
  };
}
