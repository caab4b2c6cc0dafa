import {
  type FacetValue,
  formatCount,
  type Manufacturer,
  pickPromoTile,
  promoCandidates,
  publicSearchResult,
  type SearchRequest,
  searchDisplayTypes,
  searchRequestSchema,
  searchStateToRequest,
  siteVehicleWords,
  weeklyFacetProvider,
} from '@forecourt/core';
import { searchStateFromUrl, searchStateToUrl, slugify } from '@forecourt/search';
import {
  type SearchCardTile,
  searchCardSettings,
  searchHeading,
} from '@forecourt/storefront/search';
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { canonicalSearchState } from '../../src/page-data/canonical-search';
import type { Crumb } from '../../src/page-data/content-pages';
import { searchRouteFor } from '../../src/page-data/search-routes';
import { isSearchUnavailable, searchDownReason } from '../../src/page-data/search-unavailable';
import { sitePagesOf } from '../../src/page-data/site-pages';

export type Data = Awaited<ReturnType<typeof data>>;

function facetOnly(facet: 'make' | 'model', refinements: SearchRequest['filters']['refinements']) {
  return searchRequestSchema.parse({ hitsPerPage: 1, filters: { refinements }, facets: [facet] });
}

/**
 * Make list with logos: the logo address of each make the answer's make
 * facet lists, matched to the catalogue by slug (the stock may spell a make with
 * other capitals) (docs/rules.md#make-list). Only this site's own paths: the page's CSP loads images from
 * the site alone.
 */
function makeLogosFor(
  makes: readonly FacetValue[],
  catalogue: readonly Manufacturer[],
): Record<string, string> {
  const bySlug = new Map(catalogue.map((m) => [m.slug, m.logo?.url ?? null]));
  const logos: Record<string, string> = {};
  for (const { value } of makes) {
    const url = bySlug.get(slugify(value));
    if (url?.startsWith('/') && !url.startsWith('//')) logos[value] = url;
  }
  return logos;
}

/**
 * The search page's first paint: the search state is read from the address with
 * the search URL codec (car-type paths, /search/{make}/{model}, query, page,
 * sortBy, refinementList and range parameters) and answered with every facet,
 * so cars and filters are there before the script loads. The browser gets the
 * answer through the public hit projection, the site flags the cards read, and
 * the makes and models the codec needs, and the logos of the listed makes;
 * nothing else of the site config or the catalogue.
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, now, urlParsed, pageVariant } = pageContext;
  const basePath = siteConfig.cars_path;
  const url = `${urlParsed.pathname}${urlParsed.searchOriginal ?? ''}`;
  const route = searchRouteFor(urlParsed.pathname, basePath);
  // A hosted search that fails (logged by the server) shows the error page's
  // "search not available" state with a way to try this address again: a 503,
  // never kept by the render cache.
  const retryHref = url.startsWith('/') && !url.startsWith('//') ? url : basePath;
  const search = (request: SearchRequest) =>
    services.search(siteConfig, request, now).catch((error: unknown) => {
      throw isSearchUnavailable(error) ? render(503, searchDownReason(retryHref)) : error;
    });

  // Paths carry slugs ('mercedes-benz'); the stock names the exact values.
  let makes: string[] | null = null;
  let models: string[] = [];
  if (route?.makeSlug) {
    const known = await search(facetOnly('make', {}));
    makes = (known.facets.make ?? []).map((f) => f.value);
    const make = makes.find((m) => slugify(m) === route.makeSlug);
    if (make && route.modelSlug) {
      const ofMake = await search(facetOnly('model', { make: [make] }));
      models = (ofMake.facets.model ?? []).map((f) => f.value);
    }
  }
  const state = searchStateFromUrl(url, { basePath, makes: makes ?? [], models });
  // Car-type pages for types the site does not sell (a used-car dealer's
  // /new-cars): the shopper is sent to the types it does sell, or to its stock (docs/rules.md#search-urls).
  if (route?.carTypes) {
    const sold = route.carTypes.filter((type) => siteConfig.search.car_types.includes(type));
    if (sold.length < route.carTypes.length) {
      const { car_type: _asked, ...others } = state.refinements;
      const refinements = sold.length > 0 ? { ...others, car_type: sold } : others;
      throw redirect(
        searchStateToUrl({ ...state, refinements }, { basePath, makes: [], models: [] }),
      );
    }
  }
  const hitsPerPage = siteConfig.search.page_size;
  const [result, catalogue, pages] = await Promise.all([
    search(searchStateToRequest(state, hitsPerPage)),
    services.manufacturers(),
    sitePagesOf(siteConfig, services),
  ]);
  const urlOptions = {
    basePath,
    makes: makes ?? (result.facets.make ?? []).map((f) => f.value),
    models: [...new Set([...models, ...(result.facets.model ?? []).map((f) => f.value)])],
  };

  // 'Caravans' on a site that sells only caravans (core's vehicle words).
  const vehicleWords = siteVehicleWords(siteConfig.search.item_types);
  const title = searchHeading(state, vehicleWords);
  const breadcrumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: 'Our Stock', href: basePath },
  ];
  if (urlParsed.pathname !== basePath) breadcrumbs.push({ label: title, href: urlParsed.pathname });

  const cards = searchCardSettings(siteConfig, now);
  // The site's card tiles whose promo is running now and that show for the
  // car types of this search (core's rules); the page gets only the one drawn (docs/rules.md#promotional-tiles).
  const tiles = promoCandidates(
    siteConfig.promos,
    now,
    searchDisplayTypes(state.refinements.car_type, siteConfig.search.car_types),
  );
  const drawn = pickPromoTile(tiles, pageVariant.pick(tiles.length));
  const promo: SearchCardTile | null = drawn && { ...drawn.tile, position: drawn.position };
  return {
    title,
    breadcrumbs,
    url,
    // The codec's own address for the cars the state chooses, without their
    // order or page (src/page-data/canonical-search.ts): one canonical page per
    // set of cars, whatever tracking parameters or spelling brought the shopper here.
    canonicalPath: searchStateToUrl(canonicalSearchState(state), urlOptions),
    description: `${title} at ${siteConfig.name}: ${formatCount(result.count)} in stock. Filter by make, model, price and more.`,
    hitsPerPage,
    urlOptions,
    result: publicSearchResult(result, siteConfig),
    // Later answers may list other makes; those show without a logo, which
    // keeps the page's data to the makes it first draws.
    makeLogos: makeLogosFor(result.facets.make ?? [], catalogue),
    settings: {
      vehicleWords,
      // Condition filter: its 'any' choice names the car types the site sells (docs/rules.md#vehicle-words).
      carTypes: siteConfig.search.car_types,
      popularMakesHeadings: siteConfig.search.popular_makes_headings,
      // The lowest weekly payment sort where the site's estimates can be weekly.
      weeklySort:
        weeklyFacetProvider({
          provider: siteConfig.finance_provider,
          manufacturer: siteConfig.manufacturer,
        }) !== null,
      cards,
      // 'Can my car tow it?' where the site sells caravans (docs/rules.md#towing-capacity).
      towing: siteConfig.search.item_types.includes('caravan'),
      // The offers banner links only to the pages the site has.
      pages,
    },
    // The promotional tile is randomised; chosen here so the page hydrates as
    // drawn, by the request's draw, so the render cache keeps one page per tile (docs/rules.md#promotional-tiles).
    promo,
    // The CTA card at result position 30 (the site's `cta_card`, or none) (docs/rules.md#cta-card).
    cta: siteConfig.cta_card,
  };
}
