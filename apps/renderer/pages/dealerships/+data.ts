import { displayedLocations, primaryLocation } from '@forecourt/core';
import type { PageContextServer } from 'vike/types';
import { locationHero, locationSummary } from '../../src/page-data/location-pages';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /dealerships: the primary location's hero and every location
 * the site shows as a card, sales, service, parts (hidden ones left out), each with
 * today's hours in its own time zone (docs/rules.md#location-pages).
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, now } = pageContext;
  const shown = displayedLocations(await services.locations(siteConfig));
  const primary = primaryLocation(shown);
  return {
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Dealerships', href: '/dealerships' },
    ],
    hero: primary
      ? locationHero(primary, now, services.places.mapEmbedUrl(siteConfig, primary))
      : null,
    locations: shown.map((location) => locationSummary(location, now)),
  };
}
