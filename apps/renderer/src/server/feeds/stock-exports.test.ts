import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type Car, type SiteConfig, siteConfigSchema } from '@forecourt/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteRegistry } from '../../site-registry/hosts';
import { parseCsv } from '../../testing/csv';
import {
  closeServer,
  type HostAnswer,
  listenOnFreePort,
  requestByHost,
} from '../../testing/http-client';
import { createMemoryServices, type MemoryServices, testCar } from '../../testing/memory-services';
import { acmeDomainAndSales, acmeSite, baySite } from '../../testing/test-sites';
import { childText, parseXml, type XmlElement } from '../../testing/xml';
import { createApp, type RendererApp } from '../app';
import { DEFAULT_RENDER_CACHE } from '../http/render-cache';
import { handleStockExport } from './stock-exports';
import { requiredColumns, VEHICLE_FEED_PATH } from './vehicle-feed';

// The stock leaving the platform, end to end (docs/decisions/0019-stock-leaves-as-sitemaps-and-listing-feeds.md): robots.txt, the
// sitemap (and its index once split), the Google vehicle listings feed, the
// canonical addresses, and the car page of a sold car during and after the
// site's sold window. A real HTTP server over createApp, Vike through Vite's
// dev middleware, the in-memory data side; requests name their site by Host.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const NOW = new Date('2026-11-22T00:00:00Z');
const nowSeconds = NOW.getTime() / 1000;
const DAY = 86_400;
const SITEMAP_NS = '{http://www.sitemaps.org/schemas/sitemap/0.9}';

const acme: SiteConfig = acmeSite(acmeDomainAndSales);

const bay: SiteConfig = baySite();

// A used-car dealer under its own cars path, with a one-day sold window.
const gum: SiteConfig = siteConfigSchema.parse({
  slug: 'red-gum',
  template: 'outback',
  name: 'Red Gum Used Cars',
  dealership_id: 43,
  address: { street: '88 Main North Road', city: 'Prospect', state: 'sa', postcode: '5082' },
  dealerships: ['red-gum'],
  cars_path: '/stock',
  search: { car_types: ['used'], sold_window_days: 1 },
});

let vin = 0;
function car(seed: Parameters<typeof testCar>[0], over: Partial<Car> = {}, withVin = true): Car {
  vin += 1;
  return {
    ...testCar(seed),
    vin: withVin ? `JTEBU3FJ10K${String(100_000 + vin)}` : null,
    ...over,
  };
}

const hilux = car(
  { id: '1', slug: 'acme-hilux-1', make: 'Toyota', model: 'Hilux', dealership_slug: 'acme-motors' },
  // Everything a CSV field must quote.
  { colour: 'Red "Sunset", metallic' },
);
const stock: Car[] = [
  hilux,
  car({
    id: '2',
    slug: 'acme-ranger-2',
    make: 'Ford',
    model: 'Ranger',
    dealership_slug: 'acme-motors',
    car_type: 'new',
  }),
  // Sold yesterday: inside the 3-day window.
  car(
    {
      id: '3',
      slug: 'acme-corolla-3',
      make: 'Toyota',
      model: 'Corolla',
      dealership_slug: 'acme-motors',
      status: 'sold',
    },
    { sold_date_timestamp: nowSeconds - DAY },
  ),
  // Sold ten days ago: past the window.
  car(
    {
      id: '4',
      slug: 'acme-camry-4',
      make: 'Toyota',
      model: 'Camry',
      dealership_slug: 'acme-motors',
      status: 'sold',
    },
    { sold_date_timestamp: nowSeconds - 10 * DAY },
  ),
  car({
    id: '5',
    slug: 'acme-yaris-5',
    make: 'Toyota',
    model: 'Yaris',
    dealership_slug: 'acme-motors',
    status: 'coming_soon',
  }),
  // Shown on the site, but no VIN to list it by.
  car(
    { id: '6', slug: 'acme-mazda3-6', make: 'Mazda', model: '3', dealership_slug: 'acme-motors' },
    {},
    false,
  ),
  // The dealership's, but a caravan: not a car this site sells.
  car(
    {
      id: '7',
      slug: 'acme-jayco-7',
      make: 'Jayco',
      model: 'Starcraft',
      dealership_slug: 'acme-motors',
    },
    { item_type: 'caravan' },
  ),
  car({
    id: '8',
    slug: 'bay-swift-8',
    make: 'Suzuki',
    model: 'Swift',
    dealership_slug: 'bay-cars',
  }),
  car({ id: '9', slug: 'gum-falcon-9', make: 'Ford', model: 'Falcon', dealership_slug: 'red-gum' }),
  // A new car at the used-car dealer: outside its scope.
  car({
    id: '10',
    slug: 'gum-territory-10',
    make: 'Ford',
    model: 'Territory',
    dealership_slug: 'red-gum',
    car_type: 'new',
  }),
  // Sold two days ago: inside a 3-day window, past the used-car dealer's one day.
  car(
    {
      id: '11',
      slug: 'gum-commodore-11',
      make: 'Holden',
      model: 'Commodore',
      dealership_slug: 'red-gum',
      status: 'sold',
    },
    { sold_date_timestamp: nowSeconds - 2 * DAY },
  ),
];

type Answer = HostAnswer;

const request = requestByHost;

type Served = { app: RendererApp; server: http.Server; port: number };

async function serve(services: MemoryServices): Promise<Served> {
  const app = await createApp({
    root,
    mode: 'development',
    registry: createSiteRegistry([acme, bay, gum]),
    services,
    now: () => NOW,
    log: () => {},
    // As in production: answers kept, and dropped when the stock changes.
    renderCache: DEFAULT_RENDER_CACHE,
  });
  return { app, ...(await listenOnFreePort(app.handle)) };
}

async function stop(served: Served | undefined) {
  if (!served) return;
  await closeServer(served.server);
  await served.app.close();
}

let services: MemoryServices;
let main: Served;
let port: number;
const host = (slug: string) => `${slug}.localhost:${port}`;
const origin = (slug: string) => `http://${host(slug)}`;

/** The addresses of a sitemap answer, read through a strict XML parser. */
function locsOf(answer: Answer): { loc: string; lastmod: string | undefined }[] {
  const doc = parseXml(answer.text);
  expect(doc.name).toBe(`${SITEMAP_NS}urlset`);
  return doc.children.map((url) => {
    expect(url.name).toBe(`${SITEMAP_NS}url`);
    return { loc: childText(url, 'loc') ?? '', lastmod: childText(url, 'lastmod') };
  });
}

beforeAll(async () => {
  services = createMemoryServices(stock);
  main = await serve(services);
  port = main.port;
}, 120_000);

afterAll(async () => {
  await stop(main);
});

describe('robots.txt', () => {
  it('allows the site and names its sitemap on the origin asked', async () => {
    const answer = await request(port, host('acme-motors'), '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.text).toContain('User-agent: *\nAllow: /\n');
    expect(answer.text).toContain(`Sitemap: ${origin('acme-motors')}/sitemap.xml\n`);
  });

  it('on a configured domain the addresses are https', async () => {
    const answer = await request(port, 'www.acme.example', '/robots.txt');
    expect(answer.text).toContain('Sitemap: https://www.acme.example/sitemap.xml\n');
    const sitemap = await request(port, 'www.acme.example', '/sitemap.xml');
    expect(locsOf(sitemap).every(({ loc }) => loc.startsWith('https://www.acme.example/'))).toBe(
      true,
    );
  });

  it('an unknown host has none', async () => {
    expect((await request(port, `nobody.localhost:${port}`, '/robots.txt')).status).toBe(404);
  });
});

describe('sitemap.xml', () => {
  it('is well-formed XML listing every car the site shows and none it does not', async () => {
    const answer = await request(port, host('acme-motors'), '/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = locsOf(answer).map((u) => u.loc);
    const cars = locs.filter((l) => l.includes('/cars/')).map((l) => l.split('/cars/')[1]);
    // In stock, coming soon, sold within the window: as the site's search shows them.
    expect(cars.sort()).toEqual([
      'acme-corolla-3',
      'acme-hilux-1',
      'acme-mazda3-6',
      'acme-ranger-2',
      'acme-yaris-5',
    ]);
    // Sold before the window, another site's, outside the site's item types: never.
    for (const absent of ['acme-camry-4', 'acme-jayco-7', 'bay-swift-8', 'gum-falcon-9']) {
      expect(answer.text, absent).not.toContain(absent);
    }
    expect(locs.every((l) => l.startsWith(`${origin('acme-motors')}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists the search landing pages and the content pages of the site', async () => {
    const locs = locsOf(await request(port, host('acme-motors'), '/sitemap.xml')).map((u) =>
      u.loc.slice(origin('acme-motors').length),
    );
    for (const path of [
      '/',
      '/search',
      '/search/new-cars',
      '/search/used-cars',
      '/search/toyota',
      '/search/toyota/hilux',
      '/search/ford/ranger',
      '/finance',
      '/contact',
      '/book-test-drive',
      '/privacy-policy',
    ]) {
      expect(locs, path).toContain(path);
    }
    // No demo car in stock: no demo landing page. Caravans are not the site's.
    expect(locs).not.toContain('/search/demo-cars');
    expect(locs).not.toContain('/search/jayco');
  });

  it('dates each address from the data', async () => {
    const urls = locsOf(await request(port, host('acme-motors'), '/sitemap.xml'));
    const lastmod = (path: string) =>
      urls.find((u) => u.loc === `${origin('acme-motors')}${path}`)?.lastmod;
    expect(lastmod('/cars/acme-hilux-1')).toBe('2026-11-01T00:00:00Z');
    // A sale is a change: the sold car's page is dated by it, and so is the stock.
    expect(lastmod('/cars/acme-corolla-3')).toBe('2026-11-21T00:00:00Z');
    expect(lastmod('/search')).toBe('2026-11-21T00:00:00Z');
    expect(lastmod('/search/ford')).toBe('2026-11-01T00:00:00Z');
    expect(lastmod('/finance')).toBeUndefined();
  });

  it('every address answers 200 and names itself as its canonical address', async () => {
    const urls = locsOf(await request(port, host('acme-motors'), '/sitemap.xml'));
    expect(urls.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const { loc } of urls) {
      const page = await request(
        port,
        host('acme-motors'),
        loc.slice(origin('acme-motors').length),
      );
      if (page.status !== 200) wrong.push(`${loc} → ${page.status}`);
      else if (!page.text.includes(`<link rel="canonical" href="${loc}"`)) {
        wrong.push(
          `${loc}: ${/<link rel="canonical"[^>]*>/.exec(page.text)?.[0] ?? 'no canonical'}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);

  it('a used-car dealer lists its used stock under its own cars path and no new-car page', async () => {
    const answer = await request(port, host('red-gum'), '/sitemap.xml');
    const locs = locsOf(answer).map((u) => u.loc.slice(origin('red-gum').length));
    expect(locs).toContain('/stock');
    expect(locs).toContain('/stock/used-cars');
    expect(locs).toContain('/cars/gum-falcon-9');
    expect(locs).not.toContain('/stock/new-cars');
    expect(locs).not.toContain('/search');
    // Out of its scope (a new car), and sold before its one-day window.
    expect(answer.text).not.toContain('gum-territory-10');
    expect(answer.text).not.toContain('gum-commodore-11');
    expect(answer.text).not.toContain('acme-');
  });

  it('is kept in the render cache per site, and rebuilt when the site’s stock changes', async () => {
    const first = await request(port, host('bay-cars'), '/sitemap.xml');
    const again = await request(port, host('bay-cars'), '/sitemap.xml');
    expect(['miss', 'hit']).toContain(first.headers['x-render-cache']);
    expect(again.headers['x-render-cache']).toBe('hit');
    const swift = stock.find((c) => c.slug === 'bay-swift-8') as Car;
    services.changeCar({ ...swift, status: 'sold', sold_date_timestamp: 1 }, ['bay-cars']);
    try {
      const after = await request(port, host('bay-cars'), '/sitemap.xml');
      expect(after.headers['x-render-cache']).toBe('miss');
      expect(after.text).not.toContain('bay-swift-8');
    } finally {
      services.changeCar(swift, ['bay-cars']);
    }
  });

  it('answers GET and HEAD only, and no part while it is one file', async () => {
    const post = await request(port, host('acme-motors'), '/sitemap.xml', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const head = await request(port, host('acme-motors'), '/sitemap.xml', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect((await request(port, host('acme-motors'), '/sitemap-1.xml')).status).toBe(404);
  });
});

describe('sitemap index past the limits', () => {
  // Five addresses a file instead of 50,000: the same split, on a stock this
  // small. The stock exports over their own HTTP server (one Vite dev server per
  // process: a second app would take over the first's pages), with the site
  // resolved by Host as the app does.
  let split: http.Server | undefined;
  let splitPort = 0;

  beforeAll(async () => {
    const registry = createSiteRegistry([acme, bay, gum]);
    const splitServices = createMemoryServices(stock);
    split = http.createServer((req, res) => {
      const match = registry.resolve(req.headers.host);
      if (match.kind !== 'site') {
        res.writeHead(404).end();
        return;
      }
      void handleStockExport({
        req,
        res,
        url: new URL(req.url ?? '/', 'http://localhost'),
        site: match.site,
        services: splitServices,
        now: () => NOW,
        sitemapLimits: { maxUrls: 5, maxBytes: 50 * 1024 * 1024 },
      });
    });
    await new Promise<void>((resolve) => split?.listen(0, '127.0.0.1', resolve));
    splitPort = (split.address() as AddressInfo).port;
  });

  afterAll(async () => {
    split?.closeAllConnections();
    await new Promise((resolve) => split?.close(resolve));
  });

  it('is an index of child sitemaps that together list what the one file lists', async () => {
    const at = `acme-motors.localhost:${splitPort}`;
    const index = await request(splitPort, at, '/sitemap.xml');
    expect(index.status).toBe(200);
    const doc = parseXml(index.text);
    expect(doc.name).toBe(`${SITEMAP_NS}sitemapindex`);
    const children = doc.children.map((s) => childText(s, 'loc') ?? '');
    expect(children.length).toBeGreaterThan(2);
    expect(children).toEqual(children.map((_, i) => `http://${at}/sitemap-${i + 1}.xml`));
    // A part's lastmod is the newest of its addresses' (the home page's, the cars'); a
    // part of content pages only, which nothing in the data dates, has none.
    expect(childText(doc.children[0] as XmlElement, 'lastmod')).toBe('2026-11-21T00:00:00Z');
    expect(childText(doc.children.at(-1) as XmlElement, 'lastmod')).toMatch(/^2026-11-\d\dT/);

    const listed: string[] = [];
    for (const child of children) {
      const part = await request(splitPort, at, new URL(child).pathname);
      expect(part.status, child).toBe(200);
      const locs = locsOf(part).map((u) => u.loc.slice(`http://${at}`.length));
      expect(locs.length).toBeLessThanOrEqual(5);
      listed.push(...locs);
    }
    const whole = locsOf(await request(port, host('acme-motors'), '/sitemap.xml')).map((u) =>
      u.loc.slice(origin('acme-motors').length),
    );
    expect(listed).toEqual(whole);
    const beyond = `/sitemap-${children.length + 1}.xml`;
    expect((await request(splitPort, at, beyond)).status).toBe(404);
  });
});

describe(`the vehicle listing feed (${VEHICLE_FEED_PATH})`, () => {
  it('is a CSV file with every required attribute on every row', async () => {
    const answer = await request(port, host('acme-motors'), VEHICLE_FEED_PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    const rows = parseCsv(answer.text);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const hasTrim = row.trim !== '';
      for (const column of requiredColumns({ condition: row.condition ?? '' }, hasTrim)) {
        expect(row[column], `${row.id} ${column}`).toBeTruthy();
      }
      expect(row.link).toBe(`${origin('acme-motors')}/cars/${row.link?.split('/cars/')[1]}`);
      expect(row.image_link?.startsWith(`${origin('acme-motors')}/images/`)).toBe(true);
    }
  });

  it('lists the cars in stock only: no sold car (in the window or not), none coming soon, none without a VIN', async () => {
    const rows = parseCsv((await request(port, host('acme-motors'), VEHICLE_FEED_PATH)).text);
    expect(rows.map((r) => r.id).sort()).toEqual(['1', '2']);
  });

  it('lists no car of another site or outside the site’s scope', async () => {
    const bayRows = parseCsv((await request(port, host('bay-cars'), VEHICLE_FEED_PATH)).text);
    expect(bayRows.map((r) => r.id)).toEqual(['8']);
    const gumRows = parseCsv((await request(port, host('red-gum'), VEHICLE_FEED_PATH)).text);
    expect(gumRows.map((r) => r.id)).toEqual(['9']);
  });

  it('escapes what a CSV field must quote', async () => {
    const answer = await request(port, host('acme-motors'), VEHICLE_FEED_PATH);
    expect(answer.text).toContain('"Red ""Sunset"", metallic"');
    const row = parseCsv(answer.text).find((r) => r.id === '1');
    expect(row?.exterior_color).toBe('Red "Sunset", metallic');
    expect(row?.dealership_address).toBe('10 Example Road, Brisbane QLD 4000, AU');
    expect(row?.condition).toBe('used');
    expect(row?.mileage).toBe('42100 km');
    expect(row?.price).toBe('38990 AUD');
  });

  it('drops a car as soon as it sells', async () => {
    await request(port, host('acme-motors'), VEHICLE_FEED_PATH);
    services.changeCar({ ...hilux, status: 'sold', sold_date_timestamp: nowSeconds }, [
      'acme-motors',
    ]);
    try {
      const after = await request(port, host('acme-motors'), VEHICLE_FEED_PATH);
      expect(after.headers['x-render-cache']).toBe('miss');
      expect(parseCsv(after.text).map((r) => r.id)).toEqual(['2']);
      // Still a page (with the SOLD banner) for the window, so still in the sitemap.
      const sitemap = await request(port, host('acme-motors'), '/sitemap.xml');
      expect(sitemap.text).toContain('/cars/acme-hilux-1</loc><lastmod>2026-11-22T00:00:00Z');
    } finally {
      services.changeCar(hilux, ['acme-motors']);
    }
  });
});

describe('sold cars', () => {
  it('within the window the page keeps its address with the SOLD banner', async () => {
    const page = await request(port, host('acme-motors'), '/cars/acme-corolla-3');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-status="sold"');
    expect(page.text).toContain('Unfortunately this car recently sold.');
    expect(page.text).toContain(
      `<link rel="canonical" href="${origin('acme-motors')}/cars/acme-corolla-3"`,
    );
  });

  it('after the window it is 410 Gone: a page that says the car sold and leads to the stock', async () => {
    const page = await request(port, host('acme-motors'), '/cars/acme-camry-4');
    expect(page.status).toBe(410);
    expect(page.text).toContain('data-template="heritage"');
    expect(page.text).toContain('This car has been sold');
    expect(page.text).toContain('2022 Toyota Camry SR5');
    expect(page.text).toContain('Find Me Something Similar');
    expect(page.text).toMatch(/<a class="fc-button" href="\/search">Browse our stock<\/a>/);
    expect(page.text).toContain('href="/search/toyota/camry"');
    expect(page.text).not.toContain('Page not found');
    expect(page.text).not.toContain('rel="canonical"');
    expect(page.text).toMatch(/<title>Sold: 2022 Toyota Camry SR5 \| Acme Motors<\/title>/);
  });

  it('the window is the site’s own: two days after the sale a one-day window is over', async () => {
    const page = await request(port, host('red-gum'), '/cars/gum-commodore-11');
    expect(page.status).toBe(410);
    expect(page.text).toMatch(/href="\/stock">Browse our stock</);
  });

  it('another site’s car, sold or not, is still a 404', async () => {
    for (const slug of ['bay-swift-8', 'gum-commodore-11']) {
      const page = await request(port, host('acme-motors'), `/cars/${slug}`);
      expect(page.status, slug).toBe(404);
      expect(page.text, slug).toContain('Page not found');
    }
  });
});

describe('canonical addresses', () => {
  it('a search page’s canonical leaves out paging and sort order, keeps the filters', async () => {
    for (const [path, canonical] of [
      ['/search?page=2&sortBy=price_asc', '/search'],
      ['/search/toyota?sortBy=latest&utm_source=mail', '/search/toyota'],
      ['/search/used-cars?query=ute&page=3', '/search/used-cars?query=ute'],
    ] as const) {
      const page = await request(port, host('acme-motors'), path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain(
        `<link rel="canonical" href="${origin('acme-motors')}${canonical}"`,
      );
    }
  });

  it('a car page’s canonical is /cars/{slug} on the site’s origin', async () => {
    const page = await request(port, host('acme-motors'), '/cars/acme-hilux-1?utm_campaign=x');
    expect(page.text).toContain(
      `<link rel="canonical" href="${origin('acme-motors')}/cars/acme-hilux-1"`,
    );
    const secure = await request(port, 'www.acme.example', '/cars/acme-hilux-1');
    expect(secure.text).toContain(
      '<link rel="canonical" href="https://www.acme.example/cars/acme-hilux-1"',
    );
  });
});
