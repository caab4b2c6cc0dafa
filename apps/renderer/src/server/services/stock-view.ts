import {
  type Car,
  isCarOnSite,
  type LocationPoint,
  type Manufacturer,
  type Model,
  type SearchRequest,
  type SearchResult,
  type SiteConfig,
  stockScopeOf,
  weeklyFacetProvider,
} from '@forecourt/core';
import {
  type QueryVocabulary,
  type SiteSearchOptions,
  understandQuery,
  vocabularyOfCars,
} from '@forecourt/search';
import { createEmbeddedSearch, type EmbeddedSearch, StockIndex } from '@forecourt/search/server';
import {
  carPhotoSvg,
  carPlaceholderSvg,
  makeLogoSvg,
  type PlaceIndex,
  type StockChange,
} from '@forecourt/server';
import { rendererLog } from '../http/logger';
import { CAR_PHOTO_PATH, LOGO_PATH, MODEL_IMAGE_PATH } from '../images/images';
import { type HostedSearch, type HostedSearchOptions, hostedSearchFor } from './hosted-search';
import { placeRequest, withPlaceReading } from './search-place';
import type { RendererServices, StockChangeListener } from './services';

// What pages and the search API read, held in memory: every car of the
// database, the embedded search index over them (one scoped view per site),
// and the drawings the image endpoint resizes. The process that owns the
// database builds it at start; in cluster mode each worker builds its own from
// the primary's copy (cluster/). Stock changes come in as the server package's
// StockChange batches, after the database committed them; each batch updates
// the cars and the index, then tells the listeners (the render cache) which
// sites it touched.
//
// A site whose configuration names a hosted search (`server.search`, docs/rules.md#hosted-search)
// is searched through Algolia instead (hosted-search.ts), with the same site
// options; everything else it shows (car pages, PDF, reveals, images, the
// sitemap and feed through `stockSearch`) still reads the cars held here, since
// the database is the truth for a car.

export type StockView = Pick<
  RendererServices,
  | 'search'
  | 'suggest'
  | 'stockSearch'
  | 'carBySlug'
  | 'carById'
  | 'manufacturers'
  | 'sourceImage'
  | 'onStockChange'
> & {
  /** Cars held (the search index's size). */
  readonly size: number;
  /** Every car held, for a worker's copy. */
  cars(): Car[];
  /** The car held with this id, whatever its site. */
  held(id: string): Car | undefined;
  /** Takes in a committed batch; answers the slugs of the sites it touched. */
  apply(changes: readonly StockChange[]): string[];
};

export type StockViewOptions = {
  sites: readonly SiteConfig[];
  stock: readonly Car[];
  /** The manufacturer catalogue, read once from the database and kept (see services.ts). */
  manufacturers: () => Promise<readonly Manufacturer[]>;
  /** The model range, for the pictures of its models (offers and model pages); none by default. */
  models?: () => Promise<readonly Model[]>;
  /** Where a hosted search's `api_key_env` is read; default process.env. */
  env?: HostedSearchOptions['env'];
  /** Where a hosted search's failures are logged; default the renderer's log. */
  log?: HostedSearchOptions['log'];
  /**
   * Where the shopper is (docs/rules.md#place-in-search): the place table the query's
   * place words and a request's postcode are read against, and each site's location
   * points and states. Left out: search reads no place.
   */
  places?: {
    index: PlaceIndex;
    pointsOf(site: SiteConfig): readonly LocationPoint[];
    statesOf(site: SiteConfig): readonly string[];
  };
};

/** A site's search options, the same whichever engine answers. */
export function siteSearchOptions(
  site: SiteConfig,
  locationPoints: readonly LocationPoint[] = [],
): SiteSearchOptions {
  return {
    locationPoints,
    dealershipSlugs: site.dealerships,
    // The rest of core's scope rule (item types, car types, makes sold new).
    stock: stockScopeOf(site),
    soldWindowDays: site.search.sold_window_days,
    priceAscExcludesZero: site.search.price_asc_excludes_zero,
    hitsPerPage: site.search.page_size,
    facetLimits: { default: site.search.facet_limit },
    recentQueryCacheSize: site.search.cache_size,
    // The weekly payment filter reads the provider only where the site's
    // estimates can be weekly (core's `weeklyFacetProvider`).
    financeProvider: weeklyFacetProvider({
      provider: site.finance_provider,
      manufacturer: site.manufacturer,
    }),
    siteStockCount: site.stock.count || null,
  };
}

export function createStockView(options: StockViewOptions): StockView {
  const { sites } = options;
  const index = StockIndex.build(options.stock);
  const byId = new Map(options.stock.map((car) => [car.id, car]));
  const bySlug = new Map(options.stock.map((car) => [car.slug, car]));
  const searches = new Map<string, EmbeddedSearch>();
  const hosted = new Map<string, HostedSearch>();
  const hostedOptions: HostedSearchOptions = {
    env: options.env ?? process.env,
    log: options.log ?? rendererLog,
  };
  for (const site of sites) {
    const siteOptions = siteSearchOptions(site, options.places?.pointsOf(site));
    searches.set(site.slug, createEmbeddedSearch(index, siteOptions));
    const remote = hostedSearchFor(site, siteOptions, hostedOptions);
    if (remote) hosted.set(site.slug, remote);
  }
  const embedded = (site: SiteConfig) => {
    const search = searches.get(site.slug);
    if (!search) throw new Error(`search: site "${site.slug}" has no search view`);
    return search;
  };
  const listeners = new Set<StockChangeListener>();
  // Drawings made once, by car id then photo number; a car's are dropped when
  // it changes (its colour may have).
  const photos = new Map<string, Map<number, Buffer>>();
  // One small badge per make of the catalogue (about 140), so never evicted.
  const logos = new Map<string, Buffer>();

  const sitesOf = (car: Car) => sites.filter((site) => isCarOnSite(car, site)).map((s) => s.slug);

  // What each site's cars carry, so a make or a model is not read as a place of
  // the same name; built on first use, dropped when the site's stock changes.
  const vocabularies = new Map<string, QueryVocabulary>();
  const vocabularyOf = (site: SiteConfig) => {
    let vocabulary = vocabularies.get(site.slug);
    if (!vocabulary) {
      vocabulary = vocabularyOfCars([...byId.values()].filter((car) => isCarOnSite(car, site)));
      vocabularies.set(site.slug, vocabulary);
    }
    return vocabulary;
  };
  const placed = (site: SiteConfig, request: SearchRequest, at: Date) => {
    const places = options.places;
    if (!places) return { request, reading: null };
    return placeRequest(site, request, at, {
      places: places.index,
      statesOf: places.statesOf,
      isStockWord: (_, word) => {
        const read = understandQuery(word, vocabularyOf(site), { thisYear: at.getUTCFullYear() });
        return read.readings.length > 0 || read.models.length > 0 || read.badges.length > 0;
      },
    });
  };

  return {
    get size() {
      return byId.size;
    },
    cars: () => [...byId.values()],
    held: (id) => byId.get(id),
    apply(changes) {
      const touched = new Set<string>();
      for (const change of changes) {
        const car = change.car;
        const before = byId.get(car.id);
        if (before) {
          for (const slug of sitesOf(before)) touched.add(slug);
          if (before.slug !== car.slug) bySlug.delete(before.slug);
        }
        for (const slug of sitesOf(car)) touched.add(slug);
        byId.set(car.id, car);
        bySlug.set(car.slug, car);
        // A sold car stays in the index with its status: search shows recently
        // sold cars and applies the window itself (docs/rules.md#car-status).
        index.upsert(car);
        photos.delete(car.id);
      }
      const affected = [...touched];
      for (const slug of affected) vocabularies.delete(slug);
      // Answers the hosted search kept may name a car as it was.
      for (const slug of affected) hosted.get(slug)?.invalidate();
      if (affected.length > 0) for (const listener of listeners) listener(affected);
      return affected;
    },
    async search(site: SiteConfig, request: SearchRequest, at: Date): Promise<SearchResult> {
      const remote = hosted.get(site.slug);
      const asked = placed(site, request, at);
      const result = remote
        ? await remote.search(asked.request, at)
        : await embedded(site).search(asked.request, { now: at });
      return withPlaceReading(result, asked);
    },
    async suggest(site, input, at) {
      const remote = hosted.get(site.slug);
      if (remote) return remote.suggest(input, at);
      return embedded(site).suggest(input, { now: at });
    },
    async stockSearch(site: SiteConfig, request: SearchRequest, at: Date): Promise<SearchResult> {
      return embedded(site).search(request, { now: at });
    },
    async carBySlug(site, slug) {
      const car = bySlug.get(slug);
      return car && isCarOnSite(car, site) ? car : null;
    },
    async carById(site, id) {
      const car = byId.get(id);
      return car && isCarOnSite(car, site) ? car : null;
    },
    manufacturers: options.manufacturers,
    async sourceImage(source) {
      const logo = LOGO_PATH.exec(source);
      if (logo) {
        const slug = logo[1] ?? '';
        const cached = logos.get(slug);
        if (cached) return cached;
        const make = (await options.manufacturers()).find((m) => m.slug === slug);
        if (!make) return null;
        const svg = Buffer.from(makeLogoSvg(make.name));
        logos.set(slug, svg);
        return svg;
      }
      if (MODEL_IMAGE_PATH.test(source)) {
        const cached = logos.get(source);
        if (cached) return cached;
        // Only a picture the range names: a model drawn in its body shape, titled with its name.
        const model = (await options.models?.())?.find((m) => m.image?.url === source);
        if (!model) return null;
        const svg = Buffer.from(
          carPlaceholderSvg({
            body: model.body[0] ?? model.bodyStyle[0] ?? 'Sedan',
            colourHex: '#9ca3af',
            title: [model.manufacturer_name, model.name].filter(Boolean).join(' '),
            index: 0,
          }),
        );
        logos.set(source, svg);
        return svg;
      }
      const match = CAR_PHOTO_PATH.exec(source);
      if (!match) return null;
      const id = match[1] ?? '';
      const n = Number(match[2]);
      const cached = photos.get(id)?.get(n);
      if (cached) return cached;
      const car = byId.get(id);
      // A car has the photos its listing counts, no more.
      if (!car || n >= car.images.length) return null;
      const svg = Buffer.from(carPhotoSvg(car, n));
      if (photos.size > 500) photos.clear();
      let ofCar = photos.get(id);
      if (!ofCar) {
        ofCar = new Map();
        photos.set(id, ofCar);
      }
      ofCar.set(n, svg);
      return svg;
    },
    onStockChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
