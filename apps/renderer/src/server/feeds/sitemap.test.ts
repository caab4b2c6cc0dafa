import {
  type Car,
  locationDetailSchema,
  modelSchema,
  offerSchema,
  type SiteConfig,
  type SitePages,
  siteConfigSchema,
  sitePages,
} from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import { testCar } from '../../testing/memory-services';
import { childText, parseXml } from '../../testing/xml';
import {
  carLastModified,
  contentPaths,
  dataPagePaths,
  robotsTxt,
  type SitemapEntry,
  searchLandingPages,
  sitemapEntries,
  sitemapFile,
  splitSitemap,
  urlsetXml,
  xmlEscape,
} from './sitemap';

// The sitemap's parts without a server: which pages a site lists, their
// lastmod, the XML and the split into an index past the protocol's limits.

const NS = '{http://www.sitemaps.org/schemas/sitemap/0.9}';
const now = new Date('2026-11-22T00:00:00Z');
const origin = 'https://www.acme.example';

function site(overrides: Record<string, unknown> = {}): SiteConfig {
  return siteConfigSchema.parse({
    slug: 'acme-motors',
    template: 'heritage',
    name: 'Acme Motors',
    dealership_id: 41,
    address: { street: '10 Example Road', city: 'Brisbane', state: 'qld', postcode: '4000' },
    dealerships: ['acme-motors'],
    domains: ['www.acme.example'],
    ...overrides,
  });
}

function car(
  id: string,
  make: string,
  model: string,
  over: Partial<Car> & { car_type?: Car['car_type'] } = {},
): Car {
  const { car_type, ...rest } = over;
  return {
    ...testCar({
      id,
      slug: `${make}-${model}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      make,
      model,
      dealership_slug: 'acme-motors',
      car_type: car_type ?? 'used',
    }),
    ...rest,
  };
}

const entry = (loc: string, lastmod: Date | null = null): SitemapEntry => ({ loc, lastmod });

/** Every switch on, with a model range and offers: the site has every page. */
const everything: SitePages = {
  features: {
    reserveAllowed: true,
    tradeInAllowed: true,
    testDriveAllowed: true,
    financeAllowed: true,
    callAllowed: true,
    chatAllowed: false,
  },
  content: { 'model-range': true, offers: true },
};
/** The site's own pages with no models or offers in the platform's data. */
const pagesOf = (s: SiteConfig) => sitePages(s, { models: [], offers: [] });

describe('XML', () => {
  it('escapes the five characters XML reserves', () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('a urlset is well-formed XML whose addresses read back exactly, whatever they hold', () => {
    const locs = [
      'https://www.acme.example/search?query=ute&sortBy=latest',
      "https://www.acme.example/search?query=%3Cb%3E'x'",
      'https://www.acme.example/cars/a<b>"c"',
    ];
    const doc = parseXml(urlsetXml(locs.map((loc) => entry(loc, now))));
    expect(doc.name).toBe(`${NS}urlset`);
    expect(doc.children.map((u) => childText(u, 'loc'))).toEqual(locs);
    expect(doc.children.map((u) => childText(u, 'lastmod'))).toEqual(
      locs.map(() => '2026-11-22T00:00:00Z'),
    );
  });

  it('an address without a date has no lastmod element', () => {
    const doc = parseXml(urlsetXml([entry('https://www.acme.example/finance')]));
    expect(doc.children[0]?.children.map((c) => c.name)).toEqual([`${NS}loc`]);
  });
});

describe('lastmod from the data', () => {
  it('is the later of the listing and the sale', () => {
    const listed = { created_at: '2026-11-01T08:00:00.000Z', sold_date_timestamp: null };
    expect(carLastModified(listed, now).toISOString()).toBe('2026-11-01T08:00:00.000Z');
    const sold = { ...listed, sold_date_timestamp: Date.parse('2026-11-20T10:00:00Z') / 1000 };
    expect(carLastModified(sold, now).toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });

  it('is never after now (a listing dated in the future)', () => {
    const ahead = { created_at: '2027-01-01T00:00:00.000Z', sold_date_timestamp: null };
    expect(carLastModified(ahead, now)).toEqual(now);
  });
});

describe('content pages', () => {
  it('the home page, every navigation link, the footer links and the feature pages the site has', () => {
    const paths = contentPaths(site(), everything);
    expect(paths[0]).toBe('/');
    for (const path of [
      '/models',
      '/special-offers',
      '/service',
      '/parts/search',
      '/about-us',
      '/dealerships',
      '/careers',
      '/contact',
      '/finance',
      '/privacy-policy',
      '/terms-and-conditions',
      '/sell-your-car',
      '/trade-in',
      '/finance-pre-approval',
      '/book-test-drive',
    ]) {
      expect(paths, path).toContain(path);
    }
    // The stock is listed by its search landing pages; fragments are not pages.
    expect(paths).not.toContain('/search');
    expect(paths.some((p) => p.includes('#'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });

  // docs/rules.md#feature-switches
  it('a feature the site turns off takes its pages out, its navigation’s links too', () => {
    const off = site({ features: { test_drive: false, trade_in: false, finance: false } });
    const paths = contentPaths(off, pagesOf(off));
    for (const path of [
      '/book-test-drive',
      '/sell-your-car',
      '/trade-in',
      '/finance',
      '/finance-pre-approval',
    ]) {
      expect(paths, path).not.toContain(path);
    }
  });

  it('a site with no model range nor offers lists neither page, though its navigation links them', () => {
    const paths = contentPaths(site(), pagesOf(site()));
    expect(paths).not.toContain('/models');
    expect(paths).not.toContain('/special-offers');
    expect(paths).toContain('/service');
    expect(paths).toContain('/trade-in');
  });

  it('a site’s own navigation adds its pages and leaves out a link elsewhere', () => {
    const own = site({
      navigation: [
        { label: 'Home', href: '/' },
        { label: 'Caravans', href: '/search' },
        { label: 'Our Story', href: '/our-story' },
        { label: 'Partner', href: 'https://partner.example/' },
      ],
    });
    const paths = contentPaths(own, pagesOf(own));
    expect(paths).toContain('/our-story');
    expect(paths).not.toContain('/models');
    expect(paths.some((p) => p.includes('partner'))).toBe(false);
  });
});

describe('search landing pages', () => {
  const stock = [
    car('1', 'Toyota', 'Hilux', { car_type: 'new' }),
    car('2', 'Toyota', 'Corolla', { car_type: 'used' }),
    car('3', 'Land Rover', 'Range Rover Sport', { car_type: 'demo' }),
  ];

  it('the cars path, the car-type routes the site sells and has cars of, each make and model', () => {
    const paths = searchLandingPages(site(), stock, now).map((p) => p.path);
    expect(paths).toEqual([
      '/search',
      '/search/new-cars',
      '/search/used-cars',
      '/search/demo-cars',
      '/search/new-used-and-demo-cars',
      '/search/new-and-demo-cars',
      '/search/land-rover',
      '/search/land-rover/range-rover-sport',
      '/search/toyota',
      '/search/toyota/corolla',
      '/search/toyota/hilux',
    ]);
  });

  it('a used-car dealer lists no new or demo route, under its own cars path', () => {
    const usedOnly = site({ cars_path: '/stock', search: { car_types: ['used'] } });
    const paths = searchLandingPages(usedOnly, [stock[1] as Car], now).map((p) => p.path);
    expect(paths).toEqual(['/stock', '/stock/used-cars', '/stock/toyota', '/stock/toyota/corolla']);
  });

  it('a car type the site sells but has no car of today is not a landing page', () => {
    const paths = searchLandingPages(site(), [stock[1] as Car], now).map((p) => p.path);
    expect(paths).toContain('/search/used-cars');
    expect(paths).not.toContain('/search/new-cars');
    expect(paths).not.toContain('/search/new-and-demo-cars');
  });

  it('each page’s lastmod is the newest change among its own cars', () => {
    const older = car('4', 'Toyota', 'Hilux', { created_at: '2026-10-01T00:00:00.000Z' });
    const newer = car('5', 'Mazda', 'CX-5', { created_at: '2026-11-20T00:00:00.000Z' });
    const pages = searchLandingPages(site(), [older, newer], now);
    const lastmod = (path: string) => pages.find((p) => p.path === path)?.lastmod?.toISOString();
    expect(lastmod('/search')).toBe('2026-11-20T00:00:00.000Z');
    expect(lastmod('/search/toyota')).toBe('2026-10-01T00:00:00.000Z');
    expect(lastmod('/search/mazda/cx-5')).toBe('2026-11-20T00:00:00.000Z');
  });
});

describe('sitemap entries', () => {
  it('home, landing pages, content pages, then every car, absolute on the origin and each once', () => {
    const stock = [car('2', 'Toyota', 'Corolla'), car('1', 'Toyota', 'Hilux')];
    const entries = sitemapEntries(site(), stock, origin, now, everything);
    const locs = entries.map((e) => e.loc);
    expect(locs[0]).toBe('https://www.acme.example/');
    expect(locs).toContain('https://www.acme.example/search/toyota/hilux');
    expect(locs).toContain('https://www.acme.example/finance');
    expect(locs.slice(-2)).toEqual([
      'https://www.acme.example/cars/toyota-corolla-2',
      'https://www.acme.example/cars/toyota-hilux-1',
    ]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((l) => l.startsWith(`${origin}/`))).toBe(true);
  });
});

describe("the pages of the site's locations, models and offers", () => {
  const kia = site({ website_id: 12, search: { new_car_makes: ['Kia'] } });
  const location = (id: number, name: string, extra: Record<string, unknown> = {}) =>
    locationDetailSchema.parse({
      id,
      name,
      slug: name.toLowerCase().replace(/ /g, '-'),
      dealership_id: 41,
      dealership_slug: 'acme-motors',
      ...extra,
    });
  const model = (slug: string, make: string, extra: Record<string, unknown> = {}) =>
    modelSchema.parse({ id: slug, name: slug, slug, manufacturer_name: make, ...extra });
  const offer = (id: string, make: string | null, extra: Record<string, unknown> = {}) =>
    offerSchema.parse({
      id,
      name: `Offer ${id}`,
      manufacturer: make ? { id: 4, name: make } : null,
      ...extra,
    });

  it('lists each location, model and offer the site shows by the address its pages link to', () => {
    const paths = dataPagePaths(
      kia,
      {
        locations: [
          location(1, 'Acme Kia Sales'),
          location(2, 'Acme Old Yard', { visible: false }),
        ],
        models: [
          model('sportage', 'Kia'),
          model('ev9', 'Kia', { override_url: 'https://www.kia.example/ev9' }),
          model('hilux', 'Toyota'),
        ],
        offers: [
          offer('55', 'Kia'),
          offer('56', 'Toyota'),
          offer('57', 'Kia', { excluded_website_ids: [12] }),
        ],
      },
      now,
    );
    expect(paths).toEqual(['/contact-us/acme-kia-sales', '/models/sportage', '/offers/kia/55']);
  });

  it('lists a campaign only while it runs, by the site’s own calendar', () => {
    const campaign = (path: string, starts: string, ends: string) => ({
      path,
      title: path,
      summary: 'A sale.',
      starts,
      ends,
    });
    const withCampaigns = site({
      address: { street: '1 Main St', city: 'Perth', state: 'wa', postcode: '6000' },
      campaigns: [
        campaign('/eofy', '2026-05-01', '2026-06-30'),
        campaign('/summer-sale', '2026-11-01', '2027-02-28'),
        campaign('/brands/kia', '2026-11-23', '2026-12-31'),
      ],
    });
    const none = { locations: [], models: [], offers: [] };
    expect(dataPagePaths(withCampaigns, none, now)).toEqual(['/summer-sale']);
    // 2026-11-22T16:30Z is already the 23rd in Perth (UTC+8): the brand page has begun.
    expect(dataPagePaths(withCampaigns, none, new Date('2026-11-22T16:30:00Z'))).toEqual([
      '/summer-sale',
      '/brands/kia',
    ]);
  });

  it('puts them in the sitemap after the content pages, each once', () => {
    const entries = sitemapEntries(kia, [], origin, now, everything, [
      '/models/sportage',
      '/models/sportage',
    ]);
    const locs = entries.map((e) => e.loc);
    expect(locs.filter((l) => l === `${origin}/models/sportage`)).toHaveLength(1);
    expect(locs.indexOf(`${origin}/models/sportage`)).toBeGreaterThan(
      locs.indexOf(`${origin}/finance`),
    );
  });
});

describe('the split into an index (50,000 addresses or 50 MB per file)', () => {
  const entries = Array.from({ length: 10 }, (_, i) =>
    entry(`${origin}/cars/car-${i}`, new Date(Date.UTC(2026, 10, i + 1))),
  );

  it('fits one file while under the limits', () => {
    expect(splitSitemap(entries, { maxUrls: 10, maxBytes: 1_000_000 })).toHaveLength(1);
    const doc = parseXml(sitemapFile('/sitemap.xml', entries, origin) ?? '');
    expect(doc.name).toBe(`${NS}urlset`);
    expect(doc.children).toHaveLength(10);
    expect(sitemapFile('/sitemap-1.xml', entries, origin)).toBeNull();
  });

  it('splits by address count, keeping the order', () => {
    const parts = splitSitemap(entries, { maxUrls: 3, maxBytes: 1_000_000 });
    expect(parts.map((p) => p.length)).toEqual([3, 3, 3, 1]);
    expect(parts.flat()).toEqual(entries);
  });

  it('splits by bytes, each file within the limit', () => {
    const one = Buffer.byteLength(urlsetXml(entries.slice(0, 1)));
    const limit = one + 2 * (one - Buffer.byteLength(urlsetXml([])));
    const parts = splitSitemap(entries, { maxUrls: 50_000, maxBytes: limit });
    expect(parts.map((p) => p.length)).toEqual([3, 3, 3, 1]);
    for (const part of parts) expect(Buffer.byteLength(urlsetXml(part))).toBeLessThanOrEqual(limit);
  });

  it('past the limits /sitemap.xml is an index of /sitemap-{n}.xml, each with its newest lastmod', () => {
    const limits = { maxUrls: 4, maxBytes: 1_000_000 };
    const index = parseXml(sitemapFile('/sitemap.xml', entries, origin, limits) ?? '');
    expect(index.name).toBe(`${NS}sitemapindex`);
    expect(index.children.map((s) => [childText(s, 'loc'), childText(s, 'lastmod')])).toEqual([
      [`${origin}/sitemap-1.xml`, '2026-11-04T00:00:00Z'],
      [`${origin}/sitemap-2.xml`, '2026-11-08T00:00:00Z'],
      [`${origin}/sitemap-3.xml`, '2026-11-10T00:00:00Z'],
    ]);
    const read = [1, 2, 3].flatMap((n) =>
      parseXml(sitemapFile(`/sitemap-${n}.xml`, entries, origin, limits) ?? '').children.map((u) =>
        childText(u, 'loc'),
      ),
    );
    expect(read).toEqual(entries.map((e) => e.loc));
    expect(sitemapFile('/sitemap-4.xml', entries, origin, limits)).toBeNull();
  });
});

describe('robots.txt', () => {
  it('lets every crawler read the site but the API and names the sitemap on the origin', () => {
    const text = robotsTxt('http://acme-motors.localhost:3000');
    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      '',
      'Sitemap: http://acme-motors.localhost:3000/sitemap.xml',
      '',
    ]);
  });
});
