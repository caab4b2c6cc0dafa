import { searchRequestSchema } from '@forecourt/core';
import { searchCardSettings } from '@forecourt/storefront/search';
import type { PageContextServer } from 'vike/types';
import { publicSearchResult } from '../../src/page-data/public-hits';

export type Data = Awaited<ReturnType<typeof data>>;

const carTypeLinks = {
  new: { label: 'New cars', segment: 'new-cars' },
  used: { label: 'Used cars', segment: 'used-cars' },
  demo: { label: 'Demo cars', segment: 'demo-cars' },
} as const;

/**
 * The home page: the search entry, links by car type and the latest cars in
 * stock, drawn as result cards with the search page's projection and settings.
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, now } = pageContext;
  const result = await services.search(
    siteConfig,
    searchRequestSchema.parse({ hitsPerPage: 6 }),
    now,
  );
  return {
    carsPath: siteConfig.cars_path,
    count: result.count,
    countEstimated: result.countEstimated,
    carTypes: siteConfig.search.car_types.map((type) => ({
      label: carTypeLinks[type].label,
      href: `${siteConfig.cars_path}/${carTypeLinks[type].segment}`,
    })),
    featured: publicSearchResult(result, siteConfig).hits,
    cards: searchCardSettings(siteConfig, now),
  };
}
