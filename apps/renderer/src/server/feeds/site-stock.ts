import {
  type Car,
  MAX_HITS_PER_PAGE,
  MAX_OFFSET,
  type SearchRequest,
  type SiteConfig,
} from '@forecourt/core';
import type { RendererServices } from '../services/services';

// Every car a site shows, as its own search lists them: the same
// scope (dealerships, item and car types, franchise makes) and the same
// visibility (docs/rules.md#sold-window: in stock, coming soon, sold within the site's window) as the
// search page, because it is the site's search, paged through to the end. The
// sitemap and the listing feed read this, never the raw stock, so neither can
// name a car the site's pages would not show.

/** The search request for one page of the whole stock: no words, no filters, no facets. */
function pageRequest(offset: number): SearchRequest {
  return {
    query: '',
    filters: { refinements: {}, ranges: {} },
    // Newest first, an order that holds while paging: a car listed meanwhile
    // shifts the rest by one (read twice, kept once); one that leaves meanwhile
    // may hide a neighbour until the next answer (the render cache keeps one a minute).
    sort: 'latest',
    hitsPerPage: MAX_HITS_PER_PAGE,
    offset,
    facets: [],
  };
}

export async function siteStock(
  services: Pick<RendererServices, 'search' | 'stockSearch'>,
  site: SiteConfig,
  now: Date,
): Promise<Car[]> {
  // The held stock even for a site searched through Algolia: the database is
  // the truth for which cars exist, and a hosted index pages only so deep.
  const search = (request: SearchRequest) =>
    services.stockSearch
      ? services.stockSearch(site, request, now)
      : services.search(site, request, now);
  const byId = new Map<string, Car>();
  for (let offset = 0; offset <= MAX_OFFSET; offset += MAX_HITS_PER_PAGE) {
    const result = await search(pageRequest(offset));
    for (const car of result.hits) if (!byId.has(car.id)) byId.set(car.id, car);
    if (result.hits.length < MAX_HITS_PER_PAGE) break;
  }
  return [...byId.values()];
}
