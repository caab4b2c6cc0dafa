import { mkdtempSync, rmSync } from 'node:fs';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import {
  publicSearchResult,
  readSearchSuggestions,
  type SearchRequest,
  type SiteConfig,
  searchRequestSchema,
  siteConfigSchema,
} from '@forecourt/core';
import { toAlgoliaRecord } from '@forecourt/search/server';
import { copyPgliteTemplate } from '@forecourt/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchUnavailableMessage } from '../../page-data/search-unavailable';
import { createSiteRegistry } from '../../site-registry/hosts';
import { defaultSitesDir, loadSites } from '../../site-registry/load-sites';
import { type AlgoliaHttpStandIn, startAlgoliaStandIn } from '../../testing/algolia-stand-in';
import {
  closeServer,
  type HostAnswer,
  listenOnFreePort,
  quietConsole,
  requestByHost,
} from '../../testing/http-client';
import { createApp, type RendererApp } from '../app';
import { DEFAULT_RENDER_CACHE } from '../http/render-cache';
import { createDataServices, type DataServices } from './data-services';
import { createStockView } from './stock-view';

// A site whose configuration names a hosted search (server.search, docs/rules.md#hosted-search) is
// searched through Algolia by the renderer itself, page and API, with the key
// kept on the server. End to end over real HTTP: a stand-in that speaks
// Algolia's documented search API on 127.0.0.1 (the same evaluation as the
// search package's in-process fake), the real data side on PGlite seeded with
// the demo stock, and the app with Vike through Vite's dev middleware. The
// stand-in holds every seeded car, so only the site's scope in the filters the
// renderer sends keeps the other dealers' cars out; its answers are compared
// with the embedded engine's over the same cars.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const NOW = new Date('2026-11-22T00:00:00Z');

const APP_ID = 'FCSTANDIN1';
const API_KEY = 'sk_search_only_7Qm2xV9pL4_NOT_FOR_BROWSERS';
const KEY_VARIABLE = 'FC_TEST_HARBOUR_ALGOLIA_KEY';

let standIn: AlgoliaHttpStandIn;
let services: DataServices;
let app: RendererApp;
let server: http.Server;
let port: number;
let dataDir = '';
let hosted: SiteConfig;
let embedded: SiteConfig;
const logged: string[] = [];
/** Never cleared: every line logged, for the key check. */
const everyLogLine: string[] = [];
const log = (message: string, error?: unknown) => {
  logged.push(message);
  everyLogLine.push(error === undefined ? message : `${message} ${inspect(error, { depth: 8 })}`);
};
let restoreConsole = () => {};
/** Every answer the shopper's side received, for the key check. */
const answers: HostAnswer[] = [];

const hostOf = (site: SiteConfig) => `${site.slug}.localhost`;

async function get(site: SiteConfig, target: string): Promise<HostAnswer> {
  const answer = await requestByHost(port, `${hostOf(site)}:${port}`, target);
  answers.push(answer);
  return answer;
}

/** POST /api/search as the site's own page sends it. */
async function apiSearch(site: SiteConfig, body: unknown): Promise<HostAnswer> {
  const hostHeader = `${hostOf(site)}:${port}`;
  const answer = await requestByHost(port, hostHeader, '/api/search', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      origin: `http://${hostHeader}`,
      'sec-fetch-site': 'same-origin',
    },
  });
  answers.push(answer);
  return answer;
}

/** What the embedded engine answers over the same held cars, as the API sends it. */
async function embeddedAnswer(site: SiteConfig, request: SearchRequest) {
  if (!services.stockSearch) throw new Error('the data side has no stockSearch');
  const { ms: _ms, ...result } = publicSearchResult(
    await services.stockSearch(site, request, NOW),
    site,
  );
  return result;
}

function withoutMs(text: string) {
  const { ms: _ms, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
}

beforeAll(async () => {
  restoreConsole = quietConsole();
  standIn = await startAlgoliaStandIn({ appId: APP_ID, apiKey: API_KEY });
  dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-hosted-search-'));
  copyPgliteTemplate(dataDir);
  const loaded = await loadSites(defaultSitesDir);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  const harbour = loaded.sites.find((s) => s.slug === 'harbour-motor-group');
  const redGum = loaded.sites.find((s) => s.slug === 'red-gum-used-cars');
  if (!harbour || !redGum) throw new Error('demo sites missing');
  // A franchise group (three dealerships, new cars of three makes only): its
  // scope is more than a list of dealerships, so the filters must carry all of it.
  hosted = siteConfigSchema.parse({
    ...harbour,
    server: {
      ...harbour.server,
      search: { app_id: APP_ID, api_key_env: KEY_VARIABLE, host: standIn.host },
    },
  });
  embedded = redGum;
  services = await createDataServices({
    sites: [hosted, embedded],
    env: { DATA_DIR: dataDir, [KEY_VARIABLE]: API_KEY },
    seedCarCount: 160,
    deliverLeads: false,
    now: () => NOW,
    log,
  });
  // Every seeded car goes into the hosted index, the other site's included.
  standIn.index.upsert(
    services.stockCopy().map((car) => toAlgoliaRecord(car, hosted.finance_provider)),
  );
  app = await createApp({
    root,
    mode: 'development',
    registry: createSiteRegistry([hosted, embedded]),
    services,
    now: () => NOW,
    log,
    // As in production: what is kept must never be an error state.
    renderCache: DEFAULT_RENDER_CACHE,
  });
  ({ server, port } = await listenOnFreePort(app.handle));
}, 180_000);

afterAll(async () => {
  restoreConsole();
  await closeServer(server);
  await app?.close();
  await services?.close();
  await standIn?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a site with server.search is searched through Algolia', () => {
  it('the hosted index holds more than the site sells (the scope is what keeps it out)', async () => {
    const held = services.stockCopy();
    const others = held.filter((car) => !hosted.dealerships.includes(car.dealership_slug));
    expect(others.length).toBeGreaterThan(0);
    expect(standIn.index.size).toBe(held.length);
    const all = await embeddedAnswer(hosted, searchRequestSchema.parse({}));
    expect(all.count).toBeGreaterThan(hosted.search.page_size);
  });

  it('the search page is drawn from the stand-in, which saw the key, the app id and the site scope', async () => {
    const before = standIn.seen.length;
    const page = await get(hosted, '/search');
    expect(page.status).toBe(200);
    const sent = standIn.seen.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) {
      expect(request.method).toBe('POST');
      expect(request.url.pathname).toMatch(
        /^\/1\/indexes\/(Car_production[a-z_]*\/query|\*\/queries)$/,
      );
      // Credentials as the v5 client sends them: headers, never the query string.
      expect(request.headers['x-algolia-application-id']).toBe(APP_ID);
      expect(request.headers['x-algolia-api-key']).toBe(API_KEY);
      expect(request.url.search).not.toContain(API_KEY);
      expect(request.url.searchParams.get('x-algolia-agent')).toContain('Algolia for JavaScript');
    }
    const main = sent.at(-1)?.body as { filters: string; length: number; offset: number };
    expect(main.filters).toContain(
      '(dealership_slug:"harbour-toyota" OR dealership_slug:"harbour-mazda" OR dealership_slug:"harbour-kia")',
    );
    // The rest of the scope: a used car of any make, new and demo of the group's makes.
    expect(main.filters).toContain(
      '(car_type:"used" OR make:"Toyota" OR make:"Mazda" OR make:"Kia")',
    );
    expect(main.filters).toContain('show_on_dealer_website:true');
    expect(main).toMatchObject({ offset: 0, length: hosted.search.page_size });
    // The cards drawn are the hits the embedded engine gives for the same cars.
    const expected = await embeddedAnswer(
      hosted,
      searchRequestSchema.parse({ hitsPerPage: hosted.search.page_size }),
    );
    expect(expected.hits.length).toBeGreaterThan(0);
    for (const hit of expected.hits) expect(page.text).toContain(`/cars/${hit.slug}`);
  }, 60_000);

  it('POST /api/search answers from the stand-in exactly what the embedded engine gives', async () => {
    const bodies = [
      {},
      { facets: ['make', 'car_type', 'price', 'dealership_slug'] },
      {
        sort: 'price_asc',
        facets: ['make', 'car_type', 'price'],
        filters: { refinements: { car_type: ['used', 'new'] }, ranges: { price: { min: 5000 } } },
      },
      { sort: 'latest', offset: 21, facets: ['model'] },
      { query: 'toyota', facets: ['model', 'body'] },
      { facets: ['make'], filters: { refinements: { make: ['Toyota', 'Kia'] } } },
      // Another dealer's stock asked for by name: nothing, from either engine.
      { filters: { refinements: { dealership_slug: ['red-gum-used-cars'] } } },
    ];
    let withHits = 0;
    for (const body of bodies) {
      const before = standIn.seen.length;
      const answer = await apiSearch(hosted, body);
      expect(answer.status, JSON.stringify(body)).toBe(200);
      expect(standIn.seen.length, JSON.stringify(body)).toBeGreaterThan(before);
      const expected = await embeddedAnswer(hosted, searchRequestSchema.parse(body));
      expect(withoutMs(answer.text), JSON.stringify(body)).toEqual(expected);
      if (expected.hits.length > 0) withHits += 1;
    }
    // The comparison is not of empty answers.
    expect(withHits).toBeGreaterThanOrEqual(bodies.length - 1);
  }, 60_000);

  it('GET /api/suggest asks the stand-in, and each count is what the embedded engine finds for it', async () => {
    const makes = new Set(
      services
        .stockCopy()
        .filter((c) => hosted.dealerships.includes(c.dealership_slug))
        .map((c) => c.make),
    );
    const make = [...makes][0] ?? '';
    let offered = 0;
    for (const input of [make.slice(0, 2), `white ${make.slice(0, 3)}`, 'su', 'used au']) {
      const before = standIn.seen.length;
      const answer = await get(hosted, `/api/suggest?q=${encodeURIComponent(input)}`);
      expect(answer.status, input).toBe(200);
      const { suggestions } = readSearchSuggestions(JSON.parse(answer.text));
      if (suggestions.length > 0) expect(standIn.seen.length, input).toBeGreaterThan(before);
      for (const suggestion of suggestions) {
        if (!services.stockSearch) throw new Error('the data side has no stockSearch');
        const embeddedCount = await services.stockSearch(
          hosted,
          searchRequestSchema.parse({ query: suggestion.query, hitsPerPage: 1 }),
          NOW,
        );
        expect(suggestion.count, suggestion.query).toBe(embeddedCount.count);
        offered += 1;
      }
    }
    expect(offered).toBeGreaterThanOrEqual(3);
    // No other site's make is offered: the stand-in holds them, the scope keeps them out.
    const other = services
      .stockCopy()
      .find((c) => !hosted.dealerships.includes(c.dealership_slug) && !makes.has(c.make));
    if (other) {
      const answer = await get(hosted, `/api/suggest?q=${encodeURIComponent(other.make)}`);
      const { suggestions } = readSearchSuggestions(JSON.parse(answer.text));
      expect(suggestions.map((s) => s.label)).not.toContain(other.make);
    }
  }, 60_000);

  it('car pages, the PDF, the sitemap and the other site read the held stock, not the stand-in', async () => {
    const car = services
      .stockCopy()
      .find(
        (c) =>
          hosted.dealerships.includes(c.dealership_slug) &&
          c.status === 'in_stock' &&
          c.show_on_dealer_website,
      );
    if (!car) throw new Error('no car in stock on the hosted site');
    const before = standIn.seen.length;
    expect((await get(hosted, `/cars/${car.slug}`)).status).toBe(200);
    expect((await get(hosted, `/api/cars/${car.slug}/pdf`)).status).toBe(200);
    const sitemap = await get(hosted, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`/cars/${car.slug}`);
    expect((await get(embedded, '/search')).status).toBe(200);
    expect((await apiSearch(embedded, {})).status).toBe(200);
    expect(standIn.seen.length).toBe(before);
  }, 60_000);

  it('the stand-in refuses a wrong key as Algolia does, and the shopper gets the error state', async () => {
    const direct = await fetch(`${standIn.host}/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': 'not-the-key' },
      body: JSON.stringify({ requests: [{ indexName: 'Car_production' }] }),
    });
    expect(direct.status).toBe(403);
    expect(await direct.json()).toEqual({
      message: 'Invalid Application-ID or API key',
      status: 403,
    });
    // The same site with a wrong key, over the same stand-in.
    const lines: string[] = [];
    const wrong = siteConfigSchema.parse({
      ...hosted,
      server: {
        ...hosted.server,
        search: { app_id: APP_ID, api_key: 'sk_wrong_key_4411', host: standIn.host },
      },
    });
    const view = createStockView({
      sites: [wrong],
      stock: services.stockCopy(),
      manufacturers: async () => [],
      log: (message) => lines.push(message),
    });
    await expect(view.search(wrong, searchRequestSchema.parse({}), NOW)).rejects.toMatchObject({
      name: 'SearchUnavailableError',
    });
    expect(lines).toEqual([
      'search: site "harbour-motor-group": Algolia failed (ApiError 403: Invalid Application-ID or API key)',
    ]);
  });

  it('a stand-in answering 500 gives the shopper the error state, never a crash, and is logged', async () => {
    standIn.failWith(500);
    logged.length = 0;
    try {
      // New requests each time: the backend keeps answers it already had.
      const page = await get(hosted, '/search?query=hilux');
      expect(page.status).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.text).toContain('Search is not available');
      expect(page.text).toContain(searchUnavailableMessage);
      expect(page.text).toContain('href="/search?query=hilux"');
      const api = await apiSearch(hosted, { query: 'ranger' });
      expect(api.status).toBe(503);
      expect(JSON.parse(api.text)).toEqual({ error: searchUnavailableMessage });
      // The home page draws without its latest cars.
      const home = await get(hosted, '/');
      expect(home.status).toBe(200);
      expect(home.text).not.toContain('Latest in stock');
      expect(home.headers['x-render-cache']).toBe('bypass');
      expect(logged.length).toBeGreaterThan(0);
      for (const line of logged) {
        expect(line).toMatch(
          /^search: site "harbour-motor-group": Algolia failed \(RetryError: Unreachable hosts.*\(last try: HTTP 500\)\)$/,
        );
      }
    } finally {
      standIn.failWith(null);
    }
    // Once the host answers again, so does the search, and nothing drawn
    // meanwhile was kept by the render cache.
    expect((await apiSearch(hosted, { query: 'ranger' })).status).toBe(200);
    const again = await get(hosted, '/search?query=hilux');
    expect(again.status).toBe(200);
    expect(again.headers['x-render-cache']).toBe('miss');
    const home = await get(hosted, '/');
    expect(home.text).toContain('Latest in stock');
    expect(home.headers['x-render-cache']).toBe('miss');
  }, 60_000);

  // It closes the stand-in: the last test but the key check.
  it('a refused connection gives the shopper the error state too', async () => {
    await standIn.close();
    logged.length = 0;
    const page = await get(hosted, '/search/used-cars');
    expect(page.status).toBe(503);
    expect(page.text).toContain('Search is not available');
    const api = await apiSearch(hosted, { query: 'mazda' });
    expect(api.status).toBe(503);
    expect(JSON.parse(api.text)).toEqual({ error: searchUnavailableMessage });
    expect(logged.some((line) => line.includes('(last try: no connection)'))).toBe(true);
    expect(logged.join('\n')).not.toContain(API_KEY);
    // The embedded site is not touched by any of it.
    expect((await get(embedded, '/search')).status).toBe(200);
  }, 60_000);

  it('the key, the app id and the stand-in address never reach a page or an API answer', () => {
    expect(answers.length).toBeGreaterThan(10);
    for (const answer of answers) {
      const text = `${JSON.stringify(answer.headers)}\n${answer.bytes.toString('latin1')}`;
      for (const secret of [API_KEY, APP_ID, KEY_VARIABLE, `127.0.0.1:${standIn.port}`]) {
        expect(text).not.toContain(secret);
      }
    }
    expect(everyLogLine.length).toBeGreaterThan(0);
    expect(everyLogLine.join('\n')).not.toContain(API_KEY);
  });
});

describe('the key given by an environment variable', () => {
  it('a variable that is not set stops the start with a line naming the site and the variable', async () => {
    await expect(
      createDataServices({
        sites: [hosted],
        env: { DATA_DIR: path.join(dataDir, 'never-opened') },
        log: () => {},
      }),
    ).rejects.toThrow(
      `site "harbour-motor-group": server.search.api_key_env names ${KEY_VARIABLE}, which is not set: set it to the site's Algolia search key`,
    );
  });
});
