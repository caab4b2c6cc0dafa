import { searchRequestSchema } from '@forecourt/core';
import { searchCardSettings } from '@forecourt/storefront/search';
import type { PageContextServer } from 'vike/types';
import { publicSearchResult } from '../../src/page-data/public-hits';
import { isSearchUnavailable } from '../../src/page-data/search-unavailable';

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
  // The latest cars are a part of the page, not the page: when the site's
  // hosted search fails (logged by the server) the home page draws without them.
  const result = await services
    .search(siteConfig, searchRequestSchema.parse({ hitsPerPage: 6 }), now)
    .catch((error: unknown) => {
      if (isSearchUnavailable(error)) return null;
      throw error;
    });
  return {
    // Not kept by the render cache (src/server/app.ts) when drawn without its cars.
    incomplete: result === null,
    carsPath: siteConfig.cars_path,
    count: result?.count ?? 0,
    countEstimated: result?.countEstimated ?? false,
    carTypes: siteConfig.search.car_types.map((type) => ({
      label: carTypeLinks[type].label,
      href: `${siteConfig.cars_path}/${carTypeLinks[type].segment}`,
    })),
    featured: result ? publicSearchResult(result, siteConfig).hits : [],
    cards: searchCardSettings(siteConfig, now),
  };
}
