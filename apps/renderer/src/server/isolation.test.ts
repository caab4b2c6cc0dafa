import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Car, isCarOnSite, type SiteConfig, siteConfigSchema } from '@forecourt/core';
import { openDatabase, tables } from '@forecourt/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteRegistry } from '../site-registry/hosts';
import { defaultSitesDir, loadSites } from '../site-registry/load-sites';
import { closeServer, listenOnFreePort, quietConsole } from '../testing/http-client';
import { createMemoryServices, type MemoryServices, testCar } from '../testing/memory-services';
import { createApp, type RendererApp } from './app';
import { createDataServices, type DataServices } from './services/data-services';

// The isolation matrix (docs/decisions/0016-one-guard-for-requests.md): every site × every endpoint that takes an
// id (car page, reserve page, test-drive booking, PDF, image, search API,
// search page, phone reveal, leads) × every id of every other site (car slugs,
// car ids, dealership ids and slugs, website ids, photo paths). No answer may
// carry the other site's data (a 404, or an answer with nothing of it), and
// nothing may be written for the other site's ids.
//
// Twice: over the in-memory data side with three test sites, where the lead
// and reveal stores record what reached them, and over the real data side
// (PGlite, two demo sites), where the rows written are read back from the
// database once the app is closed.

const root = fileURLToPath(new URL('../../', import.meta.url));

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

function request(
  port: number,
  host: string,
  target: string,
  init: { method?: string; body?: string } = {},
): Promise<Answer> {
  const hostHeader = `${host}:${port}`;
  // A POST as the site's own pages send it: JSON, from the same origin.
  const headers: Record<string, string> =
    init.body === undefined
      ? { host: hostHeader }
      : {
          host: hostHeader,
          'content-type': 'application/json',
          origin: `http://${hostHeader}`,
          'sec-fetch-site': 'same-origin',
        };
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: target, method: init.method ?? 'GET', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** One site as the matrix sees it: where it answers and every id it owns. */
type SiteIds = {
  site: SiteConfig;
  host: string;
  cars: Car[];
  /** Phone reveal log ids: the site's own dealership id(s) and website id (docs/rules.md#phone-reveal). */
  dealershipIds: string[];
  websiteId: string;
  photos: string[];
  /** Text only this site's answers may carry: its name, its cars' slugs, ids and names. */
  markers: string[];
};

type ForeignId = {
  kind: 'car slug' | 'car id' | 'dealership id' | 'dealership slug' | 'website id' | 'photo path';
  value: string;
};

function idsOf(site: SiteConfig, cars: Car[], dealershipIds: string[], host: string): SiteIds {
  const photos = cars.flatMap((c) => c.images.slice(0, 2).map((i) => i.image.url));
  return {
    site,
    host,
    cars,
    dealershipIds: [...new Set(dealershipIds)],
    websiteId: String(site.website_id ?? site.slug),
    photos,
    // A car's name is no marker: two dealers may well both have a '2022 Isuzu D-Max SX'.
    markers: [site.name, ...cars.flatMap((c) => [c.slug, c.id])].filter((m) => m.length >= 4),
  };
}

function foreignIdsOf(other: SiteIds): ForeignId[] {
  return [
    ...other.cars.map((c) => ({ kind: 'car slug' as const, value: c.slug })),
    ...other.cars.map((c) => ({ kind: 'car id' as const, value: c.id })),
    ...other.dealershipIds.map((value) => ({ kind: 'dealership id' as const, value })),
    ...other.site.dealerships.map((value) => ({ kind: 'dealership slug' as const, value })),
    { kind: 'website id' as const, value: other.websiteId },
    ...other.photos.map((value) => ({ kind: 'photo path' as const, value })),
  ];
}

/** The other site's text found in an answer, leaving out what the request itself named. */
function leaked(answer: Answer, other: SiteIds, asked: string): string[] {
  // A page may echo what was asked in other words ('acme-motors' as 'Acme Motors').
  const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const echo = plain(asked);
  const text = `${answer.headers.location ?? ''}\n${answer.text}`;
  return other.markers.filter((m) => !echo.includes(plain(m)) && text.includes(m));
}

type Leak = string;

function leakReport(endpoint: string, leaks: readonly Leak[]): string {
  return `${endpoint}: ${leaks.length} cross-site answer(s)\n  ${leaks.slice(0, 40).join('\n  ')}${
    leaks.length > 40 ? `\n  … and ${leaks.length - 40} more` : ''
  }`;
}

function describeCase(site: SiteIds, other: SiteIds, id: ForeignId, what: string): string {
  return `${site.site.slug} ← ${other.site.slug}'s ${id.kind} ${JSON.stringify(id.value)}: ${what}`;
}

/** Every (site, other site, other site's id) triple. */
function* matrix(sites: readonly SiteIds[]) {
  for (const site of sites) {
    for (const other of sites) {
      if (other === site) continue;
      for (const id of foreignIdsOf(other)) yield { site, other, id };
    }
  }
}

const enc = encodeURIComponent;

/** The lead body a site's contact form sends, about `carId` when given. */
function leadBody(site: SiteIds, extra: Record<string, unknown> = {}, userData = {}) {
  const sales = site.site.locations.filter((l) => l.location_type === 'sales');
  return JSON.stringify({
    userData: {
      category: 'General Enquiry',
      subcategory: null,
      name: 'Alex',
      email: 'alex@example.com',
      phone: '0412 345 678',
      message: 'Do you have a white one?',
      postcode: site.site.address.postcode,
      ...(sales.length > 1 && sales[0] ? { location: sales[0].name } : {}),
      ...(site.site.lead_form.terms_checkbox_required ? { terms_conditions: true } : {}),
      ...userData,
    },
    url: `http://${site.host}/contact`,
    source: 'Website',
    user_agent: 'vitest',
    car_id: null,
    car_dealership_id: null,
    lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
    idempotency_key: crypto.randomUUID(),
    ...extra,
  });
}

function revealBody(carId: string, dealershipId: string, websiteId: string) {
  return JSON.stringify({ car_id: carId, dealership_id: dealershipId, website_id: websiteId });
}

/** The phone-reveal bodies that name `id` in one of the three places, the other two the site's own. */
function foreignReveals(site: SiteIds, id: ForeignId): string[] {
  const own = site.cars[0];
  const dealership = site.dealershipIds[0] ?? '';
  if (!own) return [];
  return [
    revealBody(id.value, dealership, site.websiteId),
    revealBody(own.id, id.value, site.websiteId),
    revealBody(own.id, dealership, id.value),
  ];
}

/** Vike logs every request in development. */
const quietVike = () => quietConsole(['log', 'info', 'warn']);

type Layer = { port: number; sites: SiteIds[] };

/**
 * The read half of the matrix, the same for both data sides: each endpoint
 * asked on every site for every id of every other site.
 */
function readTests(layer: () => Layer) {
  it('car and reserve pages: another site’s car is a 404 and shows nothing of it', async () => {
    const { port, sites } = layer();
    const leaks: Leak[] = [];
    for (const { site, other, id } of matrix(sites)) {
      const route = site.site.reserve.checkout_route;
      for (const target of [`/cars/${enc(id.value)}`, `/cars/${enc(id.value)}/${route}`]) {
        const answer = await request(port, site.host, target);
        const found = leaked(answer, other, `${target} ${id.value}`);
        if (answer.status !== 404 || found.length > 0) {
          leaks.push(describeCase(site, other, id, `GET ${target} → ${answer.status} ${found}`));
        }
      }
    }
    expect(leaks, leakReport('car pages', leaks)).toEqual([]);
  }, 120_000);

  it('test-drive booking: another site’s car id books no car and shows nothing of it', async () => {
    const { port, sites } = layer();
    const leaks: Leak[] = [];
    for (const { site, other, id } of matrix(sites)) {
      const target = `/book-test-drive?car_id=${enc(id.value)}`;
      const answer = await request(port, site.host, target);
      const found = leaked(answer, other, `${target} ${id.value}`);
      if (answer.status >= 500 || found.length > 0) {
        leaks.push(describeCase(site, other, id, `GET ${target} → ${answer.status} ${found}`));
      }
    }
    expect(leaks, leakReport('test-drive booking', leaks)).toEqual([]);
  }, 120_000);

  it('car PDF: another site’s car is a 404', async () => {
    const { port, sites } = layer();
    const leaks: Leak[] = [];
    for (const { site, other, id } of matrix(sites)) {
      const target = `/api/cars/${enc(id.value)}/pdf`;
      const answer = await request(port, site.host, target);
      const found = answer.status === 200 ? [] : leaked(answer, other, `${target} ${id.value}`);
      if (answer.status !== 404 || found.length > 0) {
        leaks.push(describeCase(site, other, id, `GET ${target} → ${answer.status} ${found}`));
      }
    }
    expect(leaks, leakReport('car PDF', leaks)).toEqual([]);
  });

  it('image endpoint: another site’s car photos are a 404', async () => {
    const { port, sites } = layer();
    const leaks: Leak[] = [];
    for (const { site, other, id } of matrix(sites)) {
      const targets =
        id.kind === 'photo path'
          ? [`/images${id.value}?w=320`]
          : [`/images/media/cars/${enc(id.value)}/0.svg?w=320`];
      for (const target of targets) {
        const answer = await request(port, site.host, target);
        if (answer.status !== 404) {
          leaks.push(describeCase(site, other, id, `GET ${target} → ${answer.status}`));
        }
      }
    }
    expect(leaks, leakReport('image endpoint', leaks)).toEqual([]);
  });

  it('search API: whatever the body names, the hits are the site’s own cars', async () => {
    const { port, sites } = layer();
    const leaks: Leak[] = [];
    for (const { site, other, id } of matrix(sites)) {
      const car = other.cars.find((c) => c.slug === id.value || c.id === id.value);
      const bodies = [
        { query: id.value },
        { filters: { refinements: { dealership_slug: [id.value] } } },
        { filters: { refinements: { dealership_name: [id.value], tag: [id.value] } } },
        ...(car
          ? [
              { filters: { refinements: { make: [car.make], model: [car.model] } } },
              { query: `${car.make} ${car.model}` },
            ]
          : []),
      ];
      const own = new Set(site.markers);
      for (const body of bodies) {
        const text = JSON.stringify({ ...body, hitsPerPage: 50 });
        const answer = await request(port, site.host, '/api/search', {
          method: 'POST',
          body: text,
        });
        const hits =
          answer.status === 200 ? (JSON.parse(answer.text).hits as { slug: string }[]) : [];
        const foreignHits = hits.map((h) => h.slug).filter((slug) => !own.has(slug));
        const found = leaked(answer, other, text);
        if (answer.status !== 200 || foreignHits.length > 0 || found.length > 0) {
          leaks.push(
            describeCase(
              site,
              other,
              id,
              `POST /api/search ${text} → ${answer.status} hits not the site's ${foreignHits} leaked ${found}`,
            ),
          );
        }
      }
    }
    expect(leaks, leakReport('search API', leaks)).toEqual([]);
  }, 120_000);

  it('search pages: a query or refinement naming another site’s ids shows nothing of it', async () => {
    const { port, sites } = layer();
    const leaks: Leak[] = [];
    for (const { site, other, id } of matrix(sites)) {
      if (id.kind === 'photo path') continue;
      const targets = [
        `/search?query=${enc(id.value)}`,
        `/search?refinementList%5Bdealership_slug%5D%5B0%5D=${enc(id.value)}`,
        `/search/${enc(id.value)}`,
      ];
      for (const target of targets) {
        const answer = await request(port, site.host, target);
        const found = leaked(answer, other, `${decodeURIComponent(target)} ${id.value}`);
        if (answer.status >= 500 || found.length > 0) {
          leaks.push(describeCase(site, other, id, `GET ${target} → ${answer.status} ${found}`));
        }
      }
    }
    expect(leaks, leakReport('search pages', leaks)).toEqual([]);
  }, 120_000);
}

// ---------------------------------------------------------------------------

const address = { street: '1 Test Street', city: 'Brisbane', state: 'qld', postcode: '4000' };

const acme: SiteConfig = siteConfigSchema.parse({
  slug: 'acme-motors',
  template: 'heritage',
  name: 'Acme Motors',
  dealership_id: 41,
  website_id: 1041,
  address,
  dealerships: ['acme-motors'],
  reserve: { allowed: true },
  locations: [
    { id: 1, name: 'Acme Motors Sales', location_type: 'sales', dealership_slug: 'acme-motors' },
  ],
});

/** No website_id: its reveals name the slug. */
const bay: SiteConfig = siteConfigSchema.parse({
  slug: 'bay-cars',
  template: 'outback',
  name: 'Bay Cars Cairns',
  dealership_id: 42,
  address: { ...address, city: 'Cairns', postcode: '4870' },
  dealerships: ['bay-cars'],
  reserve: { allowed: true, checkout_route: 'buy-online' },
  locations: [
    { id: 2, name: 'Bay Cars Sales', location_type: 'sales', dealership_slug: 'bay-cars' },
  ],
});

/** Two dealerships, two sales locations. */
const coast: SiteConfig = siteConfigSchema.parse({
  slug: 'coast-auto-group',
  template: 'metro',
  name: 'Coast Auto Group',
  dealership_id: 43,
  website_id: 1043,
  address: { ...address, city: 'Mackay', postcode: '4740' },
  dealerships: ['coast-north', 'coast-south'],
  locations: [
    { id: 31, name: 'Coast North Sales', location_type: 'sales', dealership_slug: 'coast-north' },
    { id: 32, name: 'Coast South Sales', location_type: 'sales', dealership_slug: 'coast-south' },
  ],
});

const memoryStock = {
  'acme-motors': [
    testCar({
      id: 'CAR-A1',
      slug: 'acme-hilux-sr5',
      make: 'Toyota',
      model: 'Hilux',
      dealership_slug: 'acme-motors',
      price: 41_111,
    }),
    testCar({
      id: 'CAR-A2',
      slug: 'acme-ranger-xlt',
      make: 'Ford',
      model: 'Ranger',
      dealership_slug: 'acme-motors',
      price: 42_222,
      car_type: 'new',
    }),
  ],
  'bay-cars': [
    testCar({
      id: 'CAR-B1',
      slug: 'bay-swift-gl',
      make: 'Suzuki',
      model: 'Swift',
      dealership_slug: 'bay-cars',
      price: 23_333,
    }),
    testCar({
      id: 'CAR-B2',
      slug: 'bay-jimny-lite',
      make: 'Suzuki',
      model: 'Jimny',
      dealership_slug: 'bay-cars',
      price: 34_444,
      status: 'sold',
    }),
  ],
  'coast-auto-group': [
    testCar({
      id: 'CAR-C1',
      slug: 'coast-cx5-maxx',
      make: 'Mazda',
      model: 'CX-5',
      dealership_slug: 'coast-north',
      price: 45_555,
    }),
    testCar({
      id: 'CAR-C2',
      slug: 'coast-sportage-s',
      make: 'Kia',
      model: 'Sportage',
      dealership_slug: 'coast-south',
      price: 36_666,
      car_type: 'demo',
    }),
  ],
};

describe('the in-memory data side: three sites, disjoint stock', () => {
  let app: RendererApp | undefined;
  let server: http.Server | undefined;
  let services: MemoryServices;
  let layer: Layer;
  let restore = () => {};

  beforeAll(async () => {
    const stock = Object.values(memoryStock).flat();
    services = createMemoryServices(stock);
    app = await createApp({
      root,
      mode: 'development',
      registry: createSiteRegistry([acme, bay, coast]),
      services,
      now: () => new Date('2026-11-22T00:00:00Z'),
      log: () => {},
    });
    const listening = await listenOnFreePort(app.handle);
    server = listening.server;
    const port = listening.port;
    const sites = [acme, bay, coast].map((site) =>
      idsOf(
        site,
        stock.filter((c) => isCarOnSite(c, site)),
        // Every memory car carries dealership_id 1; the site's own id is what its pages send.
        [String(site.dealership_id)],
        `${site.slug}.localhost`,
      ),
    );
    layer = { port, sites };
    restore = quietVike();
  }, 120_000);

  afterAll(async () => {
    restore();
    await closeServer(server);
    await app?.close();
  }, 60_000);

  it('the matrix is not empty and every site’s own ids are served (the checks can fail)', async () => {
    const { port, sites } = layer;
    for (const site of sites) {
      const car = site.cars.find((c) => c.status === 'in_stock');
      if (!car) throw new Error(`${site.site.slug} has no car in stock`);
      expect((await request(port, site.host, `/cars/${car.slug}`)).status).toBe(200);
      expect((await request(port, site.host, `/api/cars/${car.slug}/pdf`)).status).toBe(200);
      const photo = site.photos[0] ?? '';
      expect((await request(port, site.host, `/images${photo}?w=320`)).status).toBe(200);
      const search = await request(port, site.host, '/api/search', {
        method: 'POST',
        body: '{"hitsPerPage":50}',
      });
      expect(JSON.parse(search.text).hits.map((h: { slug: string }) => h.slug)).toContain(car.slug);
    }
    expect([...matrix(sites)].length).toBeGreaterThan(50);
  }, 120_000);

  readTests(() => layer);

  it('phone reveal: only the site’s own car, dealership and website ids are logged', async () => {
    const { port, sites } = layer;
    const leaks: Leak[] = [];
    // One reveal of each site's own ids first: it must be logged, under that site.
    for (const site of sites) {
      const car = site.cars[0] as Car;
      const before = services.reveals.length;
      const body = revealBody(car.id, site.dealershipIds[0] ?? '', site.websiteId);
      const answer = await request(port, site.host, '/api/phone-reveal', { method: 'POST', body });
      expect(answer.status, `${site.site.slug}: own reveal ${body}`).toBe(204);
      expect(services.reveals.slice(before), `${site.site.slug}: own reveal ${body}`).toEqual([
        { site: site.site.slug, body: expect.stringContaining(car.id) },
      ]);
    }
    for (const { site, other, id } of matrix(sites)) {
      for (const body of foreignReveals(site, id)) {
        const before = services.reveals.length;
        const answer = await request(port, site.host, '/api/phone-reveal', {
          method: 'POST',
          body,
        });
        const written = services.reveals.slice(before);
        if (answer.status >= 500 || written.length > 0) {
          leaks.push(
            describeCase(
              site,
              other,
              id,
              `POST /api/phone-reveal ${body} → ${answer.status}, logged ${JSON.stringify(written)}`,
            ),
          );
        }
      }
    }
    expect(leaks, leakReport('phone reveal writes', leaks)).toEqual([]);
  }, 120_000);

  it('leads: a lead naming another site’s ids is never filed with the other site', async () => {
    // The in-memory lead handler stores every body it is handed: whether a lead
    // about another site's car is refused is the server package's lead check,
    // asserted against the real data side below. Here: the renderer hands the
    // lead to the site the host resolved to, never to the one the body names.
    const { port, sites } = layer;
    const leaks: Leak[] = [];
    for (const { site, other, id } of matrix(sites)) {
      const bodies = [
        leadBody(site, { car_id: id.value }),
        leadBody(site, { car_dealership_id: id.value }),
        leadBody(site, {}, { dealership_slug: id.value, location: id.value }),
      ];
      for (const body of bodies) {
        const before = services.leads.length;
        const answer = await request(port, site.host, '/api/leads', { method: 'POST', body });
        const misfiled = services.leads.slice(before).filter((l) => l.site !== site.site.slug);
        if (answer.status >= 500 || misfiled.length > 0) {
          leaks.push(
            describeCase(
              site,
              other,
              id,
              `POST /api/leads → ${answer.status}, filed with ${misfiled.map((l) => l.site)}`,
            ),
          );
        }
      }
    }
    expect(leaks, leakReport('lead writes', leaks)).toEqual([]);
    expect(services.leads.every((l) => sites.some((s) => s.site.slug === l.site))).toBe(true);
  }, 120_000);
});

// ---------------------------------------------------------------------------

describe('the real data side (PGlite): two demo sites, disjoint stock', () => {
  let app: RendererApp | undefined;
  let server: http.Server | undefined;
  let services: DataServices | undefined;
  let dataDir = '';
  let layer: Layer;
  let restore = () => {};
  /** The reveals and leads sent with a site's own ids, which must be written. */
  const ownReveals: { carId: string; dealershipId: string; websiteId: string }[] = [];
  const ownLeads: { site: string; carId: string | null }[] = [];
  /** Every lead and reveal request that named another site's id, for the report. */
  const foreignWrites: string[] = [];

  async function closeApp() {
    restore();
    restore = () => {};
    const open = server;
    server = undefined;
    await closeServer(open);
    await app?.close();
    app = undefined;
    await services?.close();
    services = undefined;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-isolation-'));
    const loaded = await loadSites(defaultSitesDir);
    if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
    const sites = loaded.sites.filter((s) =>
      ['red-gum-used-cars', 'top-end-isuzu'].includes(s.slug),
    );
    services = await createDataServices({
      sites,
      env: { DATA_DIR: dataDir, LEAD_RATE_LIMIT: '100000' },
      seedCarCount: 16,
      deliverLeads: false,
      log: () => {},
    });
    app = await createApp({
      root,
      mode: 'development',
      registry: createSiteRegistry(sites),
      services,
      now: () => new Date('2026-11-22T00:00:00Z'),
      log: () => {},
    });
    const listening = await listenOnFreePort(app.handle);
    server = listening.server;
    const port = listening.port;
    const stock = services.stockCopy();
    layer = {
      port,
      sites: sites.map((site) => {
        const cars = stock.filter((c) => isCarOnSite(c, site));
        // A few cars per site keep the matrix quick; every car of the site still marks it.
        const ids = idsOf(
          site,
          cars.slice(0, 3),
          [String(site.dealership_id), ...cars.map((c) => String(c.dealership_id))],
          `${site.slug}.localhost`,
        );
        ids.markers = idsOf(site, cars, [], ids.host).markers;
        return ids;
      }),
    };
    restore = quietVike();
  }, 180_000);

  afterAll(async () => {
    await closeApp();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('the two sites share no car, and every site’s own ids are served (the checks can fail)', async () => {
    const { port, sites } = layer;
    const [a, b] = sites;
    expect(a && b && a.cars.length > 0 && b.cars.length > 0).toBe(true);
    const slugsOfA = new Set(a?.cars.map((c) => c.slug));
    expect(b?.cars.some((c) => slugsOfA.has(c.slug))).toBe(false);
    for (const site of sites) {
      const car = site.cars.find((c) => c.status === 'in_stock') ?? site.cars[0];
      if (!car) throw new Error(`${site.site.slug} has no car`);
      expect((await request(port, site.host, `/cars/${car.slug}`)).status).toBe(200);
      expect((await request(port, site.host, `/api/cars/${car.slug}/pdf`)).status).toBe(200);
      const photo = car.images[0]?.image.url ?? '';
      expect((await request(port, site.host, `/images${photo}?w=320`)).status).toBe(200);
    }
  }, 120_000);

  readTests(() => layer);

  it('phone reveal and leads: own ids are answered as taken, other sites’ ids are not', async () => {
    const { port, sites } = layer;
    const leaks: Leak[] = [];
    for (const site of sites) {
      const car = site.cars[0] as Car;
      const body = revealBody(car.id, String(site.site.dealership_id), site.websiteId);
      const answer = await request(port, site.host, '/api/phone-reveal', { method: 'POST', body });
      expect(answer.status, `${site.site.slug}: own reveal ${body}`).toBe(204);
      ownReveals.push({
        carId: car.id,
        dealershipId: String(site.site.dealership_id),
        websiteId: site.websiteId,
      });
      for (const [extra, carId] of [
        [{}, null],
        [{ car_id: car.id, car_dealership_id: car.dealership_id }, car.id],
      ] as const) {
        const lead = await request(port, site.host, '/api/leads', {
          method: 'POST',
          body: leadBody(site, extra),
        });
        expect(lead.status, `${site.site.slug}: own lead ${lead.text}`).toBe(201);
        ownLeads.push({ site: site.site.slug, carId });
      }
    }
    for (const { site, other, id } of matrix(sites)) {
      for (const body of foreignReveals(site, id)) {
        const answer = await request(port, site.host, '/api/phone-reveal', {
          method: 'POST',
          body,
        });
        foreignWrites.push(`${site.site.slug}: POST /api/phone-reveal ${body} → ${answer.status}`);
        if (answer.status >= 500) {
          leaks.push(
            describeCase(site, other, id, `POST /api/phone-reveal ${body} → ${answer.status}`),
          );
        }
      }
      const leads = [
        leadBody(site, { car_id: id.value }),
        leadBody(site, { car_dealership_id: id.value }),
      ];
      for (const body of leads) {
        const answer = await request(port, site.host, '/api/leads', { method: 'POST', body });
        foreignWrites.push(
          `${site.site.slug}: POST /api/leads naming ${id.value} → ${answer.status}`,
        );
        // A lead about another site's car (or dealership) is refused with the field named.
        if (answer.status !== 400) {
          leaks.push(
            describeCase(
              site,
              other,
              id,
              `POST /api/leads → ${answer.status} ${answer.text.slice(0, 200)}`,
            ),
          );
        }
      }
    }
    expect(leaks, leakReport('phone reveal and lead answers', leaks)).toEqual([]);
  }, 120_000);

  it('the database holds only each site’s own reveals and leads', async () => {
    const { sites } = layer;
    await closeApp();
    const handle = await openDatabase({ dataDir });
    try {
      const reveals = await handle.db.select().from(tables.phoneReveals);
      const leads = await handle.db.select().from(tables.leads);
      const siteRows = await handle.db.select().from(tables.sites);
      const siteIdOf = new Map(siteRows.map((row) => [row.slug, row.id]));
      const ownerOfReveal = (row: { carId: string; dealershipId: string; websiteId: string }) =>
        sites.find(
          (s) =>
            s.cars.some((c) => c.id === row.carId) &&
            s.dealershipIds.includes(row.dealershipId) &&
            s.websiteId === row.websiteId,
        );
      const crossReveals = reveals
        .filter((row) => !ownerOfReveal(row))
        .map(
          (row) =>
            `reveal car ${row.carId}, dealership ${row.dealershipId}, website ${row.websiteId}`,
        );
      const crossLeads = leads
        .filter((row) => {
          const owner = sites.find((s) => siteIdOf.get(s.site.slug) === row.siteId);
          if (!owner) return true;
          const carOk = row.carId === null || owner.cars.some((c) => c.id === row.carId);
          return !carOk || !owner.dealershipIds.includes(row.dealershipId);
        })
        .map(
          (row) =>
            `lead ${row.id} of site ${row.siteId}, dealership ${row.dealershipId}, car ${row.carId}`,
        );
      const written = [...crossReveals, ...crossLeads];
      expect(
        written,
        `rows written for another site's ids (${foreignWrites.length} such requests sent)\n  ${written.join('\n  ')}`,
      ).toEqual([]);
      // Nothing but the own-id requests was written at all.
      expect(
        reveals.map((r) => ({
          carId: r.carId,
          dealershipId: r.dealershipId,
          websiteId: r.websiteId,
        })),
      ).toEqual(ownReveals);
      expect(leads.length).toBe(ownLeads.length);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
