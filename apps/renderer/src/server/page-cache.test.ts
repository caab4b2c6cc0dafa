import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { type SiteConfig, siteConfigSchema } from '@forecourt/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteRegistry } from '../site-registry/hosts';
import { createMemoryServices, type MemoryServices, testCar } from '../testing/memory-services';
import { createApp, type RendererApp } from './app';

// The render cache over HTTP (docs/decisions/0006-vike-ssr-with-render-cache.md), with the in-memory data side: a page
// or a search answer is rendered once and answered again with a fresh nonce;
// a stock change drops the site's answers, so a sold car is never served from
// the cache as in stock. Development mode keeps no cache by default; these
// tests turn it on (the production build is not there when unit tests run).

const root = fileURLToPath(new URL('../../', import.meta.url));

function site(
  slug: string,
  template: 'heritage' | 'outback',
  dealershipId: number,
  extra: Record<string, unknown> = {},
): SiteConfig {
  return siteConfigSchema.parse({
    ...extra,
    slug,
    template,
    name: slug,
    dealership_id: dealershipId,
    address: { street: '1 Main Street', city: 'Hobart', state: 'tas', postcode: '7000' },
    dealerships: [slug],
  });
}

// Three promotional card tiles, one drawn per answer (docs/rules.md#promotional-tiles: randomised).
const acme = site('acme-motors', 'heritage', 41, {
  promos: [
    {
      tiles: ['Service special', 'Finance offer', 'Trade-in bonus'].map((alt, i) => ({
        image: `/promos/tile-${i}.svg`,
        alt,
      })),
    },
  ],
});
const bay = site('bay-cars', 'outback', 42);
const hilux = testCar({
  id: '1',
  slug: 'acme-hilux-1',
  make: 'Toyota',
  model: 'Hilux',
  dealership_slug: 'acme-motors',
});
const swift = testCar({
  id: '3',
  slug: 'bay-swift-3',
  make: 'Suzuki',
  model: 'Swift',
  dealership_slug: 'bay-cars',
});

let app: RendererApp;
let server: http.Server;
let services: MemoryServices;
let port: number;

type Answer = { status: number; headers: http.IncomingHttpHeaders; raw: Buffer; text: string };

function request(
  host: string,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: { host: `${host}:${port}`, 'accept-encoding': 'gzip, br', ...init.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const plain =
            raw.length === 0
              ? raw
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : encoding === 'br'
                  ? zlib.brotliDecompressSync(raw)
                  : raw;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw,
            text: plain.toString(),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const nonceOf = (answer: Answer) =>
  /script-src[^;]*'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];

const search = (host: string, body: unknown, headers: Record<string, string> = {}) =>
  request(host, '/api/search', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

beforeAll(async () => {
  services = createMemoryServices([hilux, swift]);
  app = await createApp({
    root,
    mode: 'development',
    registry: createSiteRegistry([acme, bay]),
    services,
    now: () => new Date('2026-11-22T00:00:00Z'),
    log: () => {},
    renderCache: { maxBytes: 8 * 1024 * 1024, maxAgeMs: 60_000 },
  });
  server = http.createServer(app.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await app?.close();
});

describe('a cached page', () => {
  it('is rendered once, then answered again with a fresh nonce in the body and the policy', async () => {
    const first = await request('acme-motors.localhost', '/cars/acme-hilux-1');
    expect(first.status).toBe(200);
    expect(first.headers['x-render-cache']).toBe('miss');
    const second = await request('acme-motors.localhost', '/cars/acme-hilux-1');
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(b).not.toBe(a);
    expect(second.text).not.toContain(a);
    expect(second.text).toContain(`nonce="${b}"`);
    expect(second.text.replaceAll(b as string, 'N')).toBe(first.text.replaceAll(a as string, 'N'));
  }, 60_000);

  it('is rendered once for requests that come in together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => request('bay-cars.localhost', '/cars/bay-swift-3?together')),
    );
    const states = answers.map((a) => a.headers['x-render-cache']).sort();
    expect(states).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
    const nonces = new Set(answers.map((a) => nonceOf(a)));
    expect(nonces.size).toBe(6);
    for (const answer of answers) expect(answer.text).toContain(`nonce="${nonceOf(answer)}"`);
  });

  it('is plain text for a client that takes no gzip, and only headers for HEAD', async () => {
    const plain = await request('acme-motors.localhost', '/cars/acme-hilux-1', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['x-render-cache']).toBe('hit');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain(`nonce="${nonceOf(plain)}"`);
    expect(Number(plain.headers['content-length'])).toBe(plain.raw.length);
    const head = await request('acme-motors.localhost', '/cars/acme-hilux-1', { method: 'HEAD' });
    expect(head.headers['x-render-cache']).toBe('hit');
    expect(head.raw.length).toBe(0);
  });

  it('is kept per host and address: another site, path or query is its own page', async () => {
    const other = await request('bay-cars.localhost', '/cars/bay-swift-3');
    expect(other.headers['x-render-cache']).toBe('miss');
    const query = await request('acme-motors.localhost', '/cars/acme-hilux-1?from=home');
    expect(query.headers['x-render-cache']).toBe('miss');
  });

  it('is not used for a request with a cookie, one that asks for a fresh answer, or a 404', async () => {
    const withCookie = await request('acme-motors.localhost', '/cars/acme-hilux-1', {
      headers: { cookie: 'shopper=1' },
    });
    expect(withCookie.headers['x-render-cache']).toBe('bypass');
    const reload = await request('acme-motors.localhost', '/cars/acme-hilux-1', {
      headers: { 'cache-control': 'no-cache' },
    });
    expect(reload.headers['x-render-cache']).toBe('bypass');
    for (let i = 0; i < 2; i++) {
      const missing = await request('acme-motors.localhost', '/cars/no-such-car');
      expect(missing.status).toBe(404);
      expect(missing.headers['x-render-cache']).toBe('bypass');
    }
  });

  it('is dropped when the site’s stock changes: a sold car is never served as in stock', async () => {
    const before = await request('acme-motors.localhost', '/cars/acme-hilux-1');
    expect(before.headers['x-render-cache']).toBe('hit');
    expect(before.text).toContain('data-status="in_stock"');
    await request('bay-cars.localhost', '/cars/bay-swift-3');

    // Sold now: inside the sold window, so the page stays with the SOLD banner (docs/rules.md#car-status).
    const soldAt = new Date('2026-11-22T00:00:00Z').getTime() / 1000;
    services.changeCar({ ...hilux, status: 'sold', sold_date_timestamp: soldAt }, ['acme-motors']);
    const after = await request('acme-motors.localhost', '/cars/acme-hilux-1');
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(after.text).toContain('data-status="sold"');
    expect(after.text).toContain('Unfortunately this car recently sold.');
    // The other site's stock did not change: its pages stay.
    const other = await request('bay-cars.localhost', '/cars/bay-swift-3');
    expect(other.headers['x-render-cache']).toBe('hit');
    services.changeCar(hilux, ['acme-motors']);
  }, 60_000);

  it('draws the search page’s promotional tile on every answer, cached or not', async () => {
    const tiles = new Set<string>();
    const states = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const page = await request('acme-motors.localhost', '/search');
      states.add(String(page.headers['x-render-cache']));
      // The page's data names the drawn tile (one car here: too few results to place it).
      const tile = /"alt":"(Service special|Finance offer|Trade-in bonus)"/.exec(page.text)?.[1];
      if (tile) tiles.add(tile);
    }
    expect(states).toEqual(new Set(['miss', 'hit']));
    expect(tiles.size).toBeGreaterThan(1);
  }, 60_000);
});

describe('a cached search answer', () => {
  it('is kept by site and request, whatever the order or defaults the body was written with', async () => {
    const first = await search('acme-motors.localhost', { query: '', hitsPerPage: 5 });
    expect(first.headers['x-render-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('gzip');
    const same = await search('acme-motors.localhost', { hitsPerPage: 5, query: '', offset: 0 });
    expect(same.headers['x-render-cache']).toBe('hit');
    expect(JSON.parse(same.text)).toEqual(JSON.parse(first.text));
    const plain = await search(
      'acme-motors.localhost',
      { hitsPerPage: 5 },
      { 'accept-encoding': 'identity' },
    );
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.text)).toEqual(JSON.parse(first.text));
    const other = await search('bay-cars.localhost', { query: '', hitsPerPage: 5 });
    expect(other.headers['x-render-cache']).toBe('miss');
    expect(JSON.parse(other.text).hits[0].slug).toBe('bay-swift-3');
  });

  it('is dropped when the site’s stock changes', async () => {
    await search('acme-motors.localhost', { hitsPerPage: 5 });
    services.changeCar({ ...hilux, price: 12_345 }, ['acme-motors']);
    const after = await search('acme-motors.localhost', { hitsPerPage: 5 });
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(JSON.parse(after.text).hits.find((h: { id: string }) => h.id === '1').price).toBe(
      12_345,
    );
    services.changeCar(hilux, ['acme-motors']);
  });

  it('is not used when the request asks for a fresh answer, and a bad request is never kept', async () => {
    const fresh = await search(
      'acme-motors.localhost',
      { hitsPerPage: 5 },
      {
        'cache-control': 'no-cache',
      },
    );
    expect(fresh.headers['x-render-cache']).toBe('bypass');
    const bad = await request('acme-motors.localhost', '/api/search', {
      method: 'POST',
      body: '{"query": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.headers['x-render-cache']).toBeUndefined();
  });
});
