import {
  BUDGET_SEARCH_PRICE_FLOOR,
  bodyTypeTiles,
  type SearchResult,
  type SiteConfig,
  searchRequestSchema,
  siteVehicleWords,
} from '@forecourt/core';
import type { BudgetBody } from '@forecourt/storefront/finance';
import type { RendererServices } from '../server/services/services';
import { isSearchUnavailable } from './search-unavailable';

// What the budget finder needs from the site's stock (docs/rules.md#budget-finder): the body-type
// tiles (core's `bodyTypeTiles`), and the cheapest price the finder's search
// would find (price>1000, docs/rules.md#budget-finder) for the whole stock and for each tile, so
// the finder can say 'No {cartype}s found for this budget' without asking.

export type BudgetFinderData = {
  /** 'Car', or 'Caravan' on a caravan site. */
  cartype: string;
  bodies: BudgetBody[];
  minPrice: number | null;
};

const aboveFloor = { price: { min: BUDGET_SEARCH_PRICE_FLOOR + 1, max: null } };

async function ask(
  services: RendererServices,
  site: SiteConfig,
  now: Date,
  refinements: Record<string, string[]>,
): Promise<SearchResult | null> {
  return services
    .search(
      site,
      // The cheapest car first: facet stats would leave out the price filter itself
      // (a range facet's stats are over the other filters), so the first hit answers.
      searchRequestSchema.parse({
        hitsPerPage: 1,
        sort: 'price_asc',
        facets: ['body'],
        filters: { refinements, ranges: aboveFloor },
      }),
      now,
    )
    .catch((error: unknown) => {
      if (isSearchUnavailable(error)) return null;
      throw error;
    });
}

/** Null when the site's search is unavailable (the page draws without the finder). */
export async function budgetFinderData(
  services: RendererServices,
  site: SiteConfig,
  now: Date,
): Promise<BudgetFinderData | null> {
  const all = await ask(services, site, now, {});
  if (!all) return null;
  const tiles = bodyTypeTiles(all.facets.body ?? []);
  const perBody = await Promise.all(
    tiles.map((tile) => ask(services, site, now, { body: [tile.value] })),
  );
  return {
    cartype: siteVehicleWords(site.search.item_types).one,
    bodies: tiles.map((tile, index) => ({
      value: tile.value,
      count: tile.count,
      minPrice: perBody[index]?.hits[0]?.price ?? null,
    })),
    minPrice: all.hits[0]?.price ?? null,
  };
}
