import {
  bodyTypeTiles,
  brandGridMakes,
  type DealershipStock,
  dealershipTiles,
  defaultStockRows,
  emptySearchState,
  type FacetValue,
  facetTileValues,
  formatCount,
  formatDollars,
  type Manufacturer,
  type SearchRequest,
  type SearchResult,
  type SearchState,
  searchRequestSchema,
} from '@forecourt/core';
import { searchStateToUrl, slugify } from '@forecourt/search';
import { defaultFacetTiles, defaultHomeSections } from '@forecourt/storefront/frame';
import type { HomePageData } from '@forecourt/storefront/home';
import { defaultPromoTiles, offeredBy, searchCardSettings } from '@forecourt/storefront/search';
import type { PageContextServer } from 'vike/types';
import { publicSearchResult } from '../../src/page-data/public-hits';
import { isSearchUnavailable } from '../../src/page-data/search-unavailable';
import { templateFrames } from '../../src/site-registry/template-settings';

export type Data = HomePageData & {
  /** Not kept by the render cache (src/server/app.ts) when drawn without some of its cars. */
  incomplete: boolean;
};

const carTypeLinks = {
  new: { label: 'New cars', segment: 'new-cars' },
  used: { label: 'Used cars', segment: 'used-cars' },
  demo: { label: 'Demo cars', segment: 'demo-cars' },
} as const;

const carsOf = (count: number) => `${formatCount(count)} ${count === 1 ? 'car' : 'cars'}`;

/** The site's own logo address of each make, matched to the catalogue by slug (the page's CSP loads images from the site alone). */
function logosOf(catalogue: readonly Manufacturer[]): Map<string, string> {
  const logos = new Map<string, string>();
  for (const make of catalogue) {
    const url = make.logo?.url;
    if (url?.startsWith('/') && !url.startsWith('//')) logos.set(make.slug, url);
  }
  return logos;
}

/**
 * The home page's data (SPEC §2; the template chooses the sections and their order).
 * Only the searches its sections need are made, side by side: the stock counts by body,
 * make and the facet of the facet tiles (core's rules pick the tiles), the latest cars,
 * each stock row's cars by its filter and limit (SPEC §7 'fetch hits by filter and
 * limit'), and on a group site each dealership's count and lowest price (SPEC §7
 * 'dealership categories/price search'). Cars are drawn as result cards with the search
 * page's projection and settings.
 */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { siteConfig, services, now } = pageContext;
  const frame = templateFrames[siteConfig.template];
  const sections = new Set(frame.homeSections ?? defaultHomeSections);
  const facetSetting = frame.facetTiles ?? defaultFacetTiles;
  const basePath = siteConfig.cars_path;
  let incomplete = false;
  // The stock sections are a part of the page, not the page: when the site's hosted
  // search fails (logged by the server) the home page draws without them.
  const search = (request: Partial<SearchRequest>): Promise<SearchResult | null> =>
    services.search(siteConfig, searchRequestSchema.parse(request), now).catch((error: unknown) => {
      if (!isSearchUnavailable(error)) throw error;
      incomplete = true;
      return null;
    });
  const hrefOf = (state: Partial<SearchState>) => {
    const refinements = state.refinements ?? {};
    return searchStateToUrl(
      { ...emptySearchState(), ...state },
      { basePath, makes: refinements.make ?? [], models: refinements.model ?? [] },
    );
  };
  const rows = sections.has('stock-rows') ? (frame.stockRows ?? defaultStockRows) : [];
  const groupDealerships =
    sections.has('dealerships') && siteConfig.dealerships.length >= 2 ? siteConfig.dealerships : [];

  const [result, catalogue, rowResults, dealershipResults] = await Promise.all([
    search({ hitsPerPage: 6, facets: ['body', 'make', facetSetting.facet] }),
    services.manufacturers(),
    Promise.all(
      rows.map((row) =>
        search({
          filters: { refinements: row.refinements, ranges: row.ranges },
          sort: row.sortBy,
          hitsPerPage: row.limit,
        }),
      ),
    ),
    Promise.all(
      groupDealerships.map((slug) =>
        search({
          filters: { refinements: { dealership_slug: [slug] }, ranges: {} },
          hitsPerPage: 1,
          facets: ['dealership_name', 'price'],
        }),
      ),
    ),
  ]);
  const logos = logosOf(catalogue);
  const bodies: readonly FacetValue[] = result?.facets.body ?? [];
  const makes: readonly FacetValue[] = result?.facets.make ?? [];
  const facetValues: readonly FacetValue[] = result?.facets[facetSetting.facet] ?? [];
  const dealershipStock: DealershipStock[] = groupDealerships.flatMap((slug, index) => {
    const answer = dealershipResults[index];
    if (!answer) return [];
    const min = answer.facetStats.price?.min;
    return [
      {
        slug,
        name: answer.facets.dealership_name?.[0]?.value ?? slug,
        count: answer.count,
        minPrice: min !== undefined && min > 0 ? min : null,
      },
    ];
  });
  return {
    incomplete,
    siteName: siteConfig.name,
    city: siteConfig.address.city,
    carsPath: basePath,
    count: result?.count ?? 0,
    countEstimated: result?.countEstimated ?? false,
    carTypes: siteConfig.search.car_types.map((type) => ({
      label: carTypeLinks[type].label,
      href: `${basePath}/${carTypeLinks[type].segment}`,
    })),
    bodyTiles: bodyTypeTiles(bodies).map((body) => ({
      label: body.value,
      detail: carsOf(body.count),
      href: hrefOf({ refinements: { body: [body.value] } }),
    })),
    facetTiles: {
      title: facetSetting.title,
      tiles: facetTileValues(facetValues).map((value) => ({
        label: value.value,
        detail: carsOf(value.count),
        href: hrefOf({ refinements: { [facetSetting.facet]: [value.value] } }),
      })),
    },
    brands: brandGridMakes(makes, (make) => logos.has(slugify(make))).map((make) => ({
      name: make.value,
      logoUrl: logos.get(slugify(make.value)) as string,
      href: hrefOf({ refinements: { make: [make.value] } }),
    })),
    featured: result ? publicSearchResult(result, siteConfig).hits : [],
    stockRows: rows.flatMap((row, index) => {
      const answer = rowResults[index];
      if (!answer) return [];
      return [
        {
          title: row.title,
          href: hrefOf({ refinements: row.refinements, ranges: row.ranges, sortBy: row.sortBy }),
          cars: publicSearchResult(answer, siteConfig).hits,
        },
      ];
    }),
    dealerships: dealershipTiles(dealershipStock).map((dealership) => ({
      label: dealership.name,
      detail:
        dealership.minPrice === null
          ? carsOf(dealership.count)
          : `${carsOf(dealership.count)} from ${formatDollars(dealership.minPrice)}`,
      href: hrefOf({ refinements: { dealership_slug: [dealership.slug] } }),
    })),
    promos: sections.has('promos')
      ? offeredBy(defaultPromoTiles, searchCardSettings(siteConfig, now).features)
      : [],
    cards: searchCardSettings(siteConfig, now),
  };
}
