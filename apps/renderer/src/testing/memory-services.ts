import {
  type Car,
  carSchema,
  isCarOnSite,
  isVisibleInSearch,
  type LocationDetail,
  type Manufacturer,
  type Model,
  type Offer,
  pageCount,
  pageOfOffset,
  type SearchResult,
  type SiteConfig,
  testDriveHoursOf,
  testDriveLocations,
  testDriveSlots,
} from '@forecourt/core';
import { countRequest, slugify, suggestQueries, vocabularyOfCars } from '@forecourt/search';
import { referenceSearch } from '@forecourt/search/testing';
import {
  descriptionHtml,
  descriptionText,
  type HandlerRequest,
  type HandlerResponse,
} from '@forecourt/server';
import { LOGO_PATH } from '../server/images/images';
import { createPlaces } from '../server/services/places';
import type { Readiness, RendererServices, StockChangeListener } from '../server/services/services';
import { createTradeIn } from '../server/services/trade-in';

// A small in-memory stand-in for the data side, for the renderer's own tests:
// it keeps the contract that matters here (a site sees only its dealerships'
// cars) without a database or the search engine.

export type CarSeed = {
  id: string;
  slug: string;
  make: string;
  model: string;
  dealership_slug: string;
  price?: number;
  car_type?: 'new' | 'used' | 'demo';
  status?: Car['status'];
  /** The reserve price is read from the car's payment processors (docs/rules.md#reserve-deposit). */
  payment_processors?: { name: string; reserve_price: number | null; enabled: boolean }[];
};

/** A 640×360 drawing standing in for a listing photo. */
export const testPhotoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#dfe9f3"/><rect x="120" y="150" width="400" height="90" rx="30" fill="#b42318"/></svg>';

/** A 64×64 badge standing in for a make's logo. */
export const testLogoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#1d4ed8"/></svg>';

export function testCar(seed: CarSeed): Car {
  return carSchema.parse({
    id: seed.id,
    slug: seed.slug,
    name: `2022 ${seed.make} ${seed.model}`,
    year: 2022,
    make: seed.make,
    model: seed.model,
    badge: 'SR5',
    car_type: seed.car_type ?? 'used',
    status: seed.status ?? 'in_stock',
    payment_processors: seed.payment_processors ?? null,
    km: 42_100,
    price: seed.price ?? 38_990,
    colour: 'Red',
    simple_body: 'Ute',
    simple_transmission: 'Automatic',
    created_at: '2026-11-01T00:00:00Z',
    dealership_id: 1,
    dealership_slug: seed.dealership_slug,
    dealership_name: null,
    description: 'One owner, full service history.',
    primary_image_url: `/media/cars/${seed.id}/0.svg`,
    images: [{ image: { url: `/media/cars/${seed.id}/0.svg` } }],
  });
}

export type MemoryServices = RendererServices & {
  leads: { site: string; body: string }[];
  reveals: { site: string; body: string }[];
  /** What /api/miscellaneous was asked to save. */
  valuations: { site: string; body: string }[];
  /** Replaces (or adds) a car as a stock import would, and tells the stock listeners. */
  changeCar(car: Car, sites: readonly string[]): void;
  /** What `readiness()` answers from now on (ready by default). */
  setReadiness(readiness: Readiness): void;
};

async function noReservations(): Promise<HandlerResponse> {
  return {
    status: 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: { error: 'Reservations are not available in the in-memory services.' },
  };
}

export function createMemoryServices(
  stock: readonly Car[],
  options: {
    models?: readonly Model[];
    offers?: readonly Offer[];
    /** Each site's locations by slug (docs/rules.md#location-pages); none by default. */
    locations?: Readonly<Record<string, readonly LocationDetail[]>>;
    /** The environment the maps keys are read from; none by default (the embedded defaults). */
    env?: Readonly<Record<string, string | undefined>>;
  } = {},
): MemoryServices {
  const locations = async (site: SiteConfig) => options.locations?.[site.slug] ?? [];
  const places = createPlaces({ sites: [], locationsOf: locations, env: options.env ?? {} });
  const cars = [...stock];
  const listeners = new Set<StockChangeListener>();
  const leads: { site: string; body: string }[] = [];
  const reveals: { site: string; body: string }[] = [];
  const valuations: { site: string; body: string }[] = [];
  let readiness: Readiness = { ready: true };
  // The catalogue is every make the stock has, each with its logo address.
  const catalogue: Manufacturer[] = [...new Set(cars.map((c) => c.make))]
    .sort((a, b) => a.localeCompare(b))
    .map((name, i) => ({
      id: String(i + 1),
      name,
      slug: slugify(name),
      logo: { url: `/media/logos/${slugify(name)}.svg` },
    }));
  const text = (body: HandlerRequest['body']) =>
    typeof body === 'string' ? body : Buffer.from(body).toString('utf8');
  return {
    leads,
    reveals,
    valuations,
    locations,
    places,
    changeCar(car, sites) {
      const at = cars.findIndex((c) => c.id === car.id);
      if (at === -1) cars.push(car);
      else cars[at] = car;
      for (const listener of listeners) listener(sites);
    },
    setReadiness(next) {
      readiness = next;
    },
    async readiness() {
      return readiness;
    },
    onStockChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async search(site: SiteConfig, request, now): Promise<SearchResult> {
      const refinements = request.filters.refinements;
      // As the real search: only what the site shows at `now` (docs/rules.md#sold-window).
      const soldWindowDays = site.search.sold_window_days;
      const matching = cars.filter(
        (car) =>
          isCarOnSite(car, site) &&
          isVisibleInSearch(car, { now, soldWindowDays }) &&
          (!refinements.make || refinements.make.includes(car.make)) &&
          (!refinements.car_type || refinements.car_type.includes(car.car_type)),
      );
      const hitsPerPage = request.hitsPerPage ?? 21;
      const makes = new Map<string, number>();
      for (const car of matching) makes.set(car.make, (makes.get(car.make) ?? 0) + 1);
      return {
        hits: matching.slice(request.offset, request.offset + hitsPerPage),
        count: matching.length,
        countEstimated: false,
        facets: {
          make: [...makes].map(([value, count]) => ({
            value,
            count,
            isRefined: refinements.make?.includes(value) ?? false,
          })),
        },
        facetStats: {},
        page: pageOfOffset(request.offset, hitsPerPage),
        pages: pageCount(matching.length, hitsPerPage),
        hitsPerPage,
        offset: request.offset,
        ms: 0,
      };
    },
    async suggest(site, input, now) {
      // Worked out car by car, with the same understanding as the real engines.
      const soldWindowDays = site.search.sold_window_days;
      const shown = cars.filter(
        (car) => isCarOnSite(car, site) && isVisibleInSearch(car, { now, soldWindowDays }),
      );
      return suggestQueries(input, vocabularyOfCars(shown), async (queries) =>
        queries.map(
          (query) =>
            referenceSearch(shown, countRequest(query), { dealershipSlugs: site.dealerships }, now)
              .count,
        ),
      );
    },
    async carBySlug(site, slug) {
      return cars.find((c) => c.slug === slug && isCarOnSite(c, site)) ?? null;
    },
    async carById(site, id) {
      return cars.find((c) => c.id === id && isCarOnSite(c, site)) ?? null;
    },
    async manufacturers() {
      return catalogue;
    },
    async models() {
      return options.models ?? [];
    },
    htmlText: descriptionText,
    richText: descriptionHtml,
    async offers() {
      return options.offers ?? [];
    },
    async sourceImage(path) {
      const logo = LOGO_PATH.exec(path);
      if (logo) return catalogue.some((m) => m.slug === logo[1]) ? Buffer.from(testLogoSvg) : null;
      const match = /^\/media\/cars\/([^/]+)\/\d+\.svg$/.exec(path);
      return match && cars.some((c) => c.id === match[1]) ? Buffer.from(testPhotoSvg) : null;
    },
    async submitLead(site, request): Promise<HandlerResponse> {
      leads.push({ site: site.slug, body: text(request.body) });
      return { status: 201, headers: {}, body: { lead_id: `lead-${leads.length}` } };
    },
    // Reservations need the database's transactions and a payment provider;
    // the in-memory stand-in takes none (the server package's tests cover them).
    startReservation: noReservations,
    reservationStatus: noReservations,
    paymentWebhook: noReservations,
    simulatorWebhook: noReservations,
    confirmSimulatedPayment: noReservations,
    authenticateSimulatedPayment: noReservations,
    async testDriveSlots(site, request): Promise<HandlerResponse> {
      // The database's answer without bookings: every slot the hours give.
      const query = JSON.parse(text(request.body)) as { location?: string; date?: string };
      const location = testDriveLocations(await locations(site)).find(
        (l) => l.id === query.location,
      );
      if (!location || !query.date) return { status: 404, headers: {}, body: { error: 'none' } };
      const slots = testDriveSlots({
        ...testDriveHoursOf(location),
        date: query.date,
        now: new Date(),
      });
      return { status: 200, headers: {}, body: { location: location.id, date: query.date, slots } };
    },
    tradeIn: createTradeIn({ sites: [], stock: () => cars, env: options.env ?? {} }),
    async saveValuation(site, request): Promise<HandlerResponse> {
      valuations.push({ site: site.slug, body: text(request.body) });
      return { status: 201, headers: {}, body: { saved: true } };
    },
    async logPhoneReveal(site, request): Promise<HandlerResponse> {
      reveals.push({ site: site.slug, body: text(request.body) });
      return { status: 204, headers: {}, body: null };
    },
    async close() {},
  };
}
