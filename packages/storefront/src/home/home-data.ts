import {
  availableLinks,
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
  type HomeStockRow,
  type PublicHit,
  type SearchRequest,
  type SearchState,
  type SiteConfig,
  type SitePages,
  searchRequestSchema,
} from '@forecourt/core';
import { searchStateToUrl, slugify } from '@forecourt/search';
import { defaultFacetTiles, defaultHomeSections, type FrameSettings } from '../frame';
import type { SearchCardSettings } from '../search/card-view';
import { defaultPromoTiles } from '../search/offers-banner';
import type { HomePageData } from './home-page';

// What the home page asks the site's search and how it turns the answers into its
// sections, in one place for the renderer's pages/index/+data.ts (the site's search
// service) and the Home page story (the fixture stock): core's rules choose the tiles
// and makes, the search URL codec writes every link.

/** The searches a home page needs for its template's sections, made side by side. */
export type HomeSearchPlan = {
  /** Stock counts by body, make and the facet tiles' facet, and the latest cars. */
  main: SearchRequest;
  /** Each stock row's cars by its filter and limit (docs/rules.md#home-page-sections: 'fetch hits by filter and limit'). */
  rows: { row: HomeStockRow; request: SearchRequest }[];
  /** On a group site, each dealership's count and lowest price (docs/rules.md#home-page-sections: 'dealership categories/price search'). */
  dealerships: { slug: string; request: SearchRequest }[];
};

/** A search answer as far as the home page reads it (the engine's, or public hits). */
export type HomeAnswer = {
  count: number;
  countEstimated?: boolean;
  facets: Partial<Record<string, readonly FacetValue[]>>;
  facetStats: Partial<Record<string, { min: number; max: number }>>;
};

export type HomeSite = {
  name: string;
  city: string;
  carsPath: string;
  carTypes: readonly ('new' | 'used' | 'demo')[];
  dealerships: readonly string[];
};

/** The home page's view of a site's configuration. */
export function homeSiteOf(
  config: Pick<SiteConfig, 'name' | 'address' | 'cars_path' | 'search' | 'dealerships'>,
): HomeSite {
  return {
    name: config.name,
    city: config.address.city,
    carsPath: config.cars_path,
    carTypes: config.search.car_types,
    dealerships: config.dealerships,
  };
}

const carTypeLinks = {
  new: { label: 'New cars', segment: 'new-cars' },
  used: { label: 'Used cars', segment: 'used-cars' },
  demo: { label: 'Demo cars', segment: 'demo-cars' },
} as const;

const carsOf = (count: number) => `${formatCount(count)} ${count === 1 ? 'car' : 'cars'}`;

/** Only the searches the template's sections need. */
export function homeSearchPlan(frame: FrameSettings, site: HomeSite): HomeSearchPlan {
  const sections = new Set(frame.homeSections ?? defaultHomeSections);
  const facet = (frame.facetTiles ?? defaultFacetTiles).facet;
  const rows = sections.has('stock-rows') ? (frame.stockRows ?? defaultStockRows) : [];
  const group = sections.has('dealerships') && site.dealerships.length >= 2 ? site.dealerships : [];
  return {
    main: searchRequestSchema.parse({ hitsPerPage: 6, facets: ['body', 'make', facet] }),
    rows: rows.map((row) => ({
      row,
      request: searchRequestSchema.parse({
        filters: { refinements: row.refinements, ranges: row.ranges },
        sort: row.sortBy,
        hitsPerPage: row.limit,
      }),
    })),
    dealerships: group.map((slug) => ({
      slug,
      request: searchRequestSchema.parse({
        filters: { refinements: { dealership_slug: [slug] }, ranges: {} },
        hitsPerPage: 1,
        facets: ['dealership_name', 'price'],
      }),
    })),
  };
}

/**
 * The home page's data from the plan's answers (null where a search failed: its
 * sections are left out). `hits` gives an answer's cars as the cards draw them.
 */
export function homePageData<A extends HomeAnswer>(input: {
  site: HomeSite;
  frame: FrameSettings;
  plan: HomeSearchPlan;
  answers: { main: A | null; rows: readonly (A | null)[]; dealerships: readonly (A | null)[] };
  hits: (answer: A) => readonly PublicHit[];
  /** The make logos the site has, by the make's slug. */
  logos: ReadonlyMap<string, string>;
  /** Which of its pages the site has (core's `sitePages`): the promos link only to those. */
  pages: SitePages;
  cards: SearchCardSettings;
}): HomePageData {
  const { site, frame, plan, answers, logos } = input;
  const basePath = site.carsPath;
  const facetSetting = frame.facetTiles ?? defaultFacetTiles;
  const sections = new Set(frame.homeSections ?? defaultHomeSections);
  const hrefOf = (state: Partial<SearchState>) => {
    const refinements = state.refinements ?? {};
    return searchStateToUrl(
      { ...emptySearchState(), ...state },
      { basePath, makes: refinements.make ?? [], models: refinements.model ?? [] },
    );
  };
  const main = answers.main;
  const facetOf = (name: string): readonly FacetValue[] => main?.facets[name] ?? [];
  const dealershipStock: DealershipStock[] = plan.dealerships.flatMap(({ slug }, index) => {
    const answer = answers.dealerships[index];
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
    siteName: site.name,
    city: site.city,
    carsPath: basePath,
    count: main?.count ?? 0,
    countEstimated: main?.countEstimated ?? false,
    carTypes: site.carTypes.map((type) => ({
      label: carTypeLinks[type].label,
      href: `${basePath}/${carTypeLinks[type].segment}`,
    })),
    bodyTiles: bodyTypeTiles(facetOf('body')).map((body) => ({
      label: body.value,
      detail: carsOf(body.count),
      href: hrefOf({ refinements: { body: [body.value] } }),
    })),
    facetTiles: {
      title: facetSetting.title,
      tiles: facetTileValues(facetOf(facetSetting.facet)).map((value) => ({
        label: value.value,
        detail: carsOf(value.count),
        href: hrefOf({ refinements: { [facetSetting.facet]: [value.value] } }),
      })),
    },
    brands: brandGridMakes(facetOf('make'), (make) => logos.has(slugify(make))).map((make) => ({
      name: make.value,
      logoUrl: logos.get(slugify(make.value)) as string,
      href: hrefOf({ refinements: { make: [make.value] } }),
    })),
    featured: main ? input.hits(main) : [],
    stockRows: plan.rows.flatMap(({ row }, index) => {
      const answer = answers.rows[index];
      if (!answer) return [];
      return [
        {
          title: row.title,
          href: hrefOf({ refinements: row.refinements, ranges: row.ranges, sortBy: row.sortBy }),
          cars: input.hits(answer),
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
    promos: sections.has('promos') ? availableLinks(defaultPromoTiles, input.pages) : [],
    cards: input.cards,
  };
}
