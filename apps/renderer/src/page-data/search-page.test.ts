import { type Car, type SearchRequest, type SiteConfig, siteConfigSchema } from '@forecourt/core';
import { referenceSearch, testCar } from '@forecourt/search/testing';
import { descriptionHtml, descriptionText } from '@forecourt/server';
import type { PageContextServer } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { data } from '../../pages/search/+data';
import { variantPicker } from '../server/http/render-cache';
import { createPlaces } from '../server/services/places';
import type { RendererServices } from '../server/services/services';
import { createTradeIn } from '../server/services/trade-in';

// The search page's server side: +data over every search route variant, with the
// search package's reference engine as the data (the public hit projection is
// core's, tested there).

const now = new Date('2026-03-02T00:00:00Z');

function site(overrides: Record<string, unknown> = {}): SiteConfig {
  return siteConfigSchema.parse({
    slug: 'acme-motors',
    template: 'metro',
    name: 'Acme Motors',
    dealership_id: 41,
    address: { street: '10 Example Road', city: 'Brisbane', state: 'qld', postcode: '4000' },
    dealerships: ['alpha'],
    ...overrides,
  });
}

const stock: Car[] = [
  testCar({ id: '1', make: 'Toyota', model: 'Hilux', car_type: 'new' }),
  testCar({ id: '2', make: 'Toyota', model: 'Corolla', car_type: 'used' }),
  testCar({ id: '3', make: 'Land Rover', model: 'Range Rover Sport', car_type: 'demo' }),
  testCar({ id: '4', make: 'Mercedes-Benz', model: 'GLC 300', car_type: 'used' }),
];

/** The platform catalogue: more makes than the site's stock, one logo off-site, one missing. */
const catalogue = [
  { id: '1', name: 'Alfa Romeo', slug: 'alfa-romeo', logo: { url: '/media/logos/alfa-romeo.svg' } },
  { id: '2', name: 'Kia', slug: 'kia', logo: { url: '/media/logos/kia.svg' } },
  { id: '3', name: 'Land Rover', slug: 'land-rover', logo: { url: 'https://cdn.example/lr.svg' } },
  {
    id: '4',
    name: 'Mercedes-Benz',
    slug: 'mercedes-benz',
    logo: { url: '/media/logos/mercedes-benz.svg' },
  },
  { id: '5', name: 'Toyota', slug: 'toyota', logo: { url: '/media/logos/toyota.svg' } },
  { id: '6', name: 'Volvo', slug: 'volvo', logo: null },
];

function services(): RendererServices & { requests: SearchRequest[] } {
  const requests: SearchRequest[] = [];
  return {
    requests,
    locations: async () => [],
    htmlText: descriptionText,
    richText: descriptionHtml,
    places: createPlaces({ sites: [], locationsOf: async () => [], env: {} }),
    tradeIn: createTradeIn({ sites: [], stock: () => [], env: {} }),
    async saveValuation() {
      throw new Error('the search page saves no valuation');
    },
    async search(config, request, at) {
      requests.push(request);
      return {
        ...referenceSearch(stock, request, { dealershipSlugs: config.dealerships }, at),
        ms: 0,
      };
    },
    async suggest(_config, input) {
      return { input, suggestions: [] };
    },
    async carBySlug() {
      return null;
    },
    async carById() {
      return null;
    },
    async manufacturers() {
      return catalogue;
    },
    async models() {
      return [];
    },
    async offers() {
      return [];
    },
    async sourceImage() {
      return null;
    },
    onStockChange() {
      return () => {};
    },
    async submitLead() {
      return { status: 500, headers: {}, body: null };
    },
    async testDriveSlots() {
      return { status: 404, headers: {}, body: null };
    },
    async logPhoneReveal() {
      return { status: 204, headers: {}, body: null };
    },
    // The search page starts no reservation: each would be a failure here.
    startReservation: async () => ({ status: 500, headers: {}, body: null }),
    reservationStatus: async () => ({ status: 500, headers: {}, body: null }),
    paymentWebhook: async () => ({ status: 500, headers: {}, body: null }),
    simulatorWebhook: async () => ({ status: 500, headers: {}, body: null }),
    confirmSimulatedPayment: async () => ({ status: 500, headers: {}, body: null }),
    authenticateSimulatedPayment: async () => ({ status: 500, headers: {}, body: null }),
    async readiness() {
      return { ready: true } as const;
    },
    async close() {},
  };
}

async function load(path: string, config = site(), draw?: number) {
  const svc = services();
  const [pathname = '', search] = path.split('?');
  const pageContext = {
    siteConfig: config,
    services: svc,
    now,
    urlParsed: { pathname, searchOriginal: search ? `?${search}` : null },
    pageVariant: variantPicker(draw),
  } as unknown as PageContextServer;
  const answer = await data(pageContext);
  return { answer, request: svc.requests.at(-1) as SearchRequest };
}

describe('search page data', () => {
  it.each([
    ['/search', {}, 'Our Stock'],
    ['/search/new-cars', { car_type: ['new'] }, 'New Cars'],
    ['/search/used-cars', { car_type: ['used'] }, 'Used Cars'],
    ['/search/demo-cars', { car_type: ['demo'] }, 'Demo Cars'],
    ['/search/new-used-and-demo-cars', { car_type: ['new', 'used', 'demo'] }, 'Our Stock'],
    ['/search/new-and-demo-cars', { car_type: ['new', 'demo'] }, 'New and Demo Cars'],
    ['/search/toyota', { make: ['Toyota'] }, 'Toyota'],
    ['/search/mercedes-benz', { make: ['Mercedes-Benz'] }, 'Mercedes-Benz'],
    [
      '/search/land-rover/range-rover-sport',
      { make: ['Land Rover'], model: ['Range Rover Sport'] },
      'Land Rover Range Rover Sport',
    ],
  ])('%s searches %j with every facet for the first paint', async (path, refinements, title) => {
    const { answer, request } = await load(path);
    expect(request.filters.refinements).toEqual(refinements);
    expect(request.facets).toBeUndefined();
    expect(answer.title).toBe(title);
    expect(answer.url).toBe(path);
    expect(answer.result.facets.make?.length).toBeGreaterThan(0);
    expect(answer.result.hits.length).toBe(answer.result.count);
  });

  it('reads query, page, sortBy and refinementList from the address', async () => {
    const { request } = await load(
      '/search?query=hilux&sortBy=price_asc&page=2&refinementList[body][0]=SUV',
    );
    expect(request).toMatchObject({
      query: 'hilux',
      sort: 'price_asc',
      offset: 21,
      filters: { refinements: { body: ['SUV'] } },
    });
  });

  it('the site cars path serves the same variants', async () => {
    const config = site({ cars_path: '/our-stock' });
    const { answer, request } = await load('/our-stock/toyota', config);
    expect(request.filters.refinements).toEqual({ make: ['Toyota'] });
    expect(answer.urlOptions.basePath).toBe('/our-stock');
    expect(answer.breadcrumbs.map((c) => c.href)).toEqual(['/', '/our-stock', '/our-stock/toyota']);
  });

  it('sends a car-type page of types the site does not sell to the types it sells, or to its stock', async () => {
    const usedOnly = site({ cars_path: '/stock', search: { car_types: ['used'] } });
    const redirected = async (path: string) => {
      try {
        await load(path, usedOnly);
      } catch (thrown) {
        const abort = thrown as { _pageContextAbort?: { _urlRedirect?: { url: string } } };
        return abort._pageContextAbort?._urlRedirect?.url ?? String(thrown);
      }
      return null;
    };
    expect(await redirected('/stock/new-cars')).toBe('/stock');
    expect(await redirected('/stock/new-and-demo-cars?query=ute')).toBe('/stock?query=ute');
    expect(await redirected('/stock/new-used-and-demo-cars')).toBe('/stock/used-cars');
    expect(await redirected('/stock/used-cars')).toBeNull();
  });

  it('hands the page the car types and item words the site sells (Show Me)', async () => {
    const all = await load('/search');
    expect(all.answer.settings.carTypes).toEqual(['new', 'used', 'demo']);
    expect(all.answer.settings.vehicleWords).toEqual({ one: 'Car', many: 'Cars' });
    const caravans = await load(
      '/stock',
      site({
        cars_path: '/stock',
        search: { car_types: ['new', 'used'], item_types: ['caravan'] },
      }),
    );
    expect(caravans.answer.settings.carTypes).toEqual(['new', 'used']);
    expect(caravans.answer.settings.vehicleWords).toEqual({ one: 'Caravan', many: 'Caravans' });
  });

  it('hands the cards the site flags and nothing of the server settings', async () => {
    const { answer } = await load(
      '/search',
      site({
        reserve: { allowed: true, checkout_route: 'buy-online' },
        search: { popular_makes_headings: true },
        server: { search: { host: 'h.example', app_id: 'APP', api_key: 'SECRET-KEY' } },
      }),
    );
    expect(answer.settings.cards).toMatchObject({
      features: { reserveAllowed: true },
      checkoutRoute: 'buy-online',
    });
    expect(answer.settings.popularMakesHeadings).toBe(true);
    expect(JSON.stringify(answer)).not.toContain('SECRET-KEY');
  });

  it('sends the logos of the makes the first answer lists, and no others', async () => {
    const all = await load('/search');
    expect(all.answer.result.facets.make?.map((f) => f.value).sort()).toEqual([
      'Land Rover',
      'Mercedes-Benz',
      'Toyota',
    ]);
    // Land Rover's logo is on another host, which the page's CSP would refuse.
    expect(all.answer.makeLogos).toEqual({
      'Mercedes-Benz': '/media/logos/mercedes-benz.svg',
      Toyota: '/media/logos/toyota.svg',
    });
    const newCars = await load('/search/new-cars');
    expect(newCars.answer.result.facets.make?.map((f) => f.value)).toEqual(['Toyota']);
    expect(newCars.answer.makeLogos).toEqual({ Toyota: '/media/logos/toyota.svg' });
    expect(JSON.stringify(all.answer)).not.toContain('alfa-romeo');
    expect(JSON.stringify(all.answer)).not.toContain('kia.svg');
  });
});

describe('search page data: promotional tiles and the CTA card', () => {
  const tile = (alt: string, extra: Record<string, unknown> = {}) => ({
    image: `/promos/${alt.replace(/ /g, '-')}.svg`,
    alt,
    ...extra,
  });
  const promoSite = () =>
    site({
      promos: [
        { tiles: [tile('always'), tile('new only', { display: ['new'], strictDisplay: true })] },
        { start: '2026-03-01', expiry: '2026-04-01', position: 4, tiles: [tile('march')] },
        { start: '2026-06-01', tiles: [tile('winter')] },
        { expiry: '2026-03-02', tiles: [tile('expired')] },
      ],
      cta_card: { position: 12, title: 'Still looking?' },
    });

  it('draws one of the tiles running now for this search, by the request’s draw', async () => {
    const drawn = await Promise.all(
      [0, 1].map(async (draw) => (await load('/search', promoSite(), draw)).answer.promo),
    );
    // Not the strict 'new' tile (the whole stock is not a new-car page), not the
    // winter promo (from June) nor the one that expired at midnight.
    expect(drawn.map((promo) => promo?.alt)).toEqual(['always', 'march']);
    expect(drawn[1]).toEqual({
      image: '/promos/march.svg',
      alt: 'march',
      background: null,
      href: null,
      display: [],
      strictDisplay: false,
      position: 4,
    });
  });

  it('draws a strict tile only on a search of its car types', async () => {
    const newCars = await Promise.all(
      [0, 1, 2].map(async (draw) => (await load('/search/new-cars', promoSite(), draw)).answer),
    );
    expect(newCars.map((a) => a.promo?.alt)).toEqual(['always', 'new only', 'march']);
  });

  it('hands the page the site’s CTA card, its defaults filled in, or none', async () => {
    const { answer } = await load('/search', promoSite());
    expect(answer.cta).toEqual({
      position: 12,
      title: 'Still looking?',
      body: 'Tell us what you are looking for and our team will find it for you.',
      label: 'Contact us',
      href: '/contact',
    });
    expect((await load('/search')).answer.cta?.position).toBe(30);
    expect((await load('/search', site({ cta_card: null }))).answer.cta).toBeNull();
  });

  it('hands no tile when the site has none running', async () => {
    expect((await load('/search')).answer.promo).toBeNull();
    const over = site({ promos: [{ expiry: '2026-01-01', tiles: [tile('gone')] }] });
    expect((await load('/search', over)).answer.promo).toBeNull();
  });
});
