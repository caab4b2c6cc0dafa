import {
  bodyTypeTiles,
  brandGridMakes,
  emptySearchState,
  type FacetValue,
  formatCount,
  type Manufacturer,
  searchRequestSchema,
} from '@forecourt/core';
import { searchStateToUrl, slugify } from '@forecourt/search';
import { defaultHomeSections } from '@forecourt/storefront/frame';
import { searchCardSettings } from '@forecourt/storefront/search';
import type { PageContextServer } from 'vike/types';
import { budgetFinderData } from '../../src/page-data/budget-finder';
import { publicSearchResult } from '../../src/page-data/public-hits';
import { isSearchUnavailable } from '../../src/page-data/search-unavailable';
import { templateFrames } from '../../src/site-registry/template-settings';

export type Data = Awaited<ReturnType<typeof data>>;

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
 * The home page's sections (SPEC §2; the template chooses which and in what order):
 * the search entry and links by car type, body-type tiles and the brand logo grid from
 * the site's stock counts (core's rules), and the latest cars in stock drawn as result
 * cards with the search page's projection and settings. One search answers them all.
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, now } = pageContext;
  const basePath = siteConfig.cars_path;
  // The stock sections are a part of the page, not the page: when the site's hosted
  // search fails (logged by the server) the home page draws without them.
  const order = templateFrames[siteConfig.template].homeSections ?? defaultHomeSections;
  const [result, catalogue, budgetFinder] = await Promise.all([
    services
      .search(
        siteConfig,
        searchRequestSchema.parse({ hitsPerPage: 6, facets: ['body', 'make'] }),
        now,
      )
      .catch((error: unknown) => {
        if (isSearchUnavailable(error)) return null;
        throw error;
      }),
    services.manufacturers(),
    // The budget finder's figures only where the template places it (issue 18).
    order.includes('budget-finder')
      ? budgetFinderData(services, siteConfig, now)
      : Promise.resolve(null),
  ]);
  const searchHref = (facet: 'body' | 'make', value: string) =>
    searchStateToUrl(
      { ...emptySearchState(), refinements: { [facet]: [value] } },
      { basePath, makes: facet === 'make' ? [value] : [], models: [] },
    );
  const logos = logosOf(catalogue);
  const bodies: readonly FacetValue[] = result?.facets.body ?? [];
  const makes: readonly FacetValue[] = result?.facets.make ?? [];
  return {
    // Not kept by the render cache (src/server/app.ts) when drawn without its cars.
    incomplete: result === null,
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
      href: searchHref('body', body.value),
    })),
    brands: brandGridMakes(makes, (make) => logos.has(slugify(make))).map((make) => ({
      name: make.value,
      logoUrl: logos.get(slugify(make.value)) as string,
      href: searchHref('make', make.value),
    })),
    featured: result ? publicSearchResult(result, siteConfig).hits : [],
    cards: searchCardSettings(siteConfig, now),
    budgetFinder,
  };
}
