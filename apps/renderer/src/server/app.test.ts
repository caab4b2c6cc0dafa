import type http from 'node:http';
import { fileURLToPath } from 'node:url';
import { readSearchSuggestions, type SiteConfig } from '@forecourt/core';
import {
  parseTrustedProxies,
  SIMULATOR_SIGNATURE_HEADER,
  SIMULATOR_WEBHOOK_PATH,
} from '@forecourt/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteRegistry } from '../site-registry/hosts';
import {
  closeServer,
  type HostRequestInit,
  listenOnFreePort,
  requestByHost,
} from '../testing/http-client';
import { createMemoryServices, type MemoryServices, testCar } from '../testing/memory-services';
import { acmeDomainAndSales, acmeHilux, acmeSite, baySite } from '../testing/test-sites';
import { createApp, type RendererApp } from './app';

// The renderer end to end in one process: a real HTTP server, Vike through
// Vite's dev middleware, and the in-memory data side. Pages are fetched as a
// browser would, by Host header.

const root = fileURLToPath(new URL('../../', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Strings that must never reach a browser. */
const secrets = {
  apiKey: 'sk_live_SEARCHKEY_7f3a9c',
  appId: 'APPID_SECRET_4411',
  webhook: 'https://hooks.example/acme-motors/leads-SECRET-HOOK',
  email: 'secret-leads@acme.example',
};

const acme: SiteConfig = acmeSite({
  ...acmeDomainAndSales,
  server: {
    search: { host: 'search.example', app_id: secrets.appId, api_key: secrets.apiKey },
    leads: { webhook_urls: [secrets.webhook], emails: [secrets.email] },
  },
});

const bay: SiteConfig = baySite();

const cars = [
  acmeHilux(),
  testCar({
    id: '2',
    slug: 'acme-ranger-2',
    make: 'Ford',
    model: 'Ranger',
    dealership_slug: 'acme-motors',
  }),
  testCar({
    id: '3',
    slug: 'bay-swift-3',
    make: 'Suzuki',
    model: 'Swift',
    dealership_slug: 'bay-cars',
  }),
];

let app: RendererApp;
let server: http.Server;
let services: MemoryServices;
let port: number;

type Answer = { status: number; headers: Headers; text: string; bytes: Buffer };

async function request(host: string, path: string, init: HostRequestInit = {}): Promise<Answer> {
  const answer = await requestByHost(port, `${host}:${port}`, path, init);
  const headers = new Headers();
  for (const [k, v] of Object.entries(answer.headers)) {
    if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  }
  return { ...answer, headers };
}

const acmeHost = 'acme-motors.localhost';
const bayHost = 'bay-cars.localhost';

beforeAll(async () => {
  services = createMemoryServices(cars);
  app = await createApp({
    root,
    mode: 'development',
    registry: createSiteRegistry([acme, bay]),
    services,
    now: () => new Date('2026-11-22T00:00:00Z'),
    log: () => {},
    // As behind a reverse proxy on this machine: X-Forwarded-For names the shopper.
    trustedProxies: parseTrustedProxies('loopback'),
    revealRateLimit: 20,
  });
  ({ server, port } = await listenOnFreePort(app.handle));
}, 120_000);

afterAll(async () => {
  await closeServer(server);
  await app?.close();
});

describe('host resolution', () => {
  it('{slug}.localhost renders that site in its template', async () => {
    const page = await request(acmeHost, '/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-template="heritage"');
    expect(page.text).toContain('Acme Motors');
    const other = await request('bay-cars.localhost', '/');
    expect(other.text).toContain('data-template="outback"');
    expect(other.text).toContain('Bay Cars');
  }, 60_000);

  it('a configured production domain is its site', async () => {
    const page = await request('www.acme.example', '/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Acme Motors');
  }, 60_000);

  it('an unknown host is a plain 404 that names no site', async () => {
    for (const host of ['nobody.localhost', 'evil.example']) {
      const answer = await request(host, '/');
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      expect(answer.text).toBe('Not found\n');
      expect(answer.text).not.toMatch(/acme|bay/i);
      const api = await request(host, '/api/search', { method: 'POST', body: '{}' });
      expect(api.status).toBe(404);
    }
  });

  it('the bare localhost lists every site with its address', async () => {
    const start = await request('localhost', '/');
    expect(start.status).toBe(200);
    expect(start.text).toContain(`href="http://acme-motors.localhost:${port}/"`);
    expect(start.text).toContain(`href="http://bay-cars.localhost:${port}/"`);
    const styleNonce = /<style nonce="([^"]+)">/.exec(start.text)?.[1];
    // By its nonce in production; development allows inline styles for Vite anyway.
    expect(start.headers.get('content-security-policy')).toMatch(
      new RegExp(`style-src [^;]*(?:'nonce-${styleNonce}'|'unsafe-inline')`),
    );
    expect((await request('localhost', '/search')).status).toBe(404);
  });
});

describe('pages', () => {
  // Acme has no model range nor offers, so neither /models nor /special-offers
  // (feature-switches.test.ts walks those, docs/rules.md#feature-switches).
  it('every default navigation destination the site has renders a page shell, never a 404', async () => {
    for (const path of [
      '/service',
      '/parts/search',
      '/about-us',
      '/dealerships',
      '/careers',
      '/contact',
      '/finance',
      '/book-test-drive',
      '/favourites',
      '/warranty',
      '/cars/trade-in',
    ]) {
      const page = await request(acmeHost, path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain('data-slot="breadcrumbs"');
      expect(page.text, path).toContain('data-slot="contact-details"');
      expect(page.text, path).toContain('07 5550 1234');
    }
  }, 120_000);

  it('every page has a meta description and a canonical address; a missing page has no canonical', async () => {
    const origin = `http://${acmeHost}:${port}`;
    for (const [path, canonical] of [
      ['/', '/'],
      ['/search?utm_source=mail', '/search'],
      ['/cars/acme-hilux-1', '/cars/acme-hilux-1'],
      ['/finance', '/finance'],
    ] as const) {
      const page = await request(acmeHost, path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(page.text, path).toContain(`<link rel="canonical" href="${origin}${canonical}"`);
    }
    const car = await request(acmeHost, '/cars/acme-hilux-1');
    expect(car.text).toMatch(/<meta name="description" content="[^"]*Hilux[^"]*"/);
    const search = await request(acmeHost, '/search');
    expect(search.text).toMatch(/<meta name="description" content="[^"]* in stock\./);
    const missing = await request(acmeHost, '/cars/no-such-car');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('rel="canonical"');
  }, 60_000);

  it('a search path with a malformed percent-escape is the 404 page, not an error', async () => {
    for (const path of ['/search/%E0%A4%A', '/search/toyota/%']) {
      const answer = await request(acmeHost, path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).toContain('Page not found');
    }
  }, 60_000);

  it('search pages are server-rendered with the site’s cars only', async () => {
    const page = await request(acmeHost, '/search');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/cars/acme-hilux-1');
    expect(page.text).toContain('/cars/acme-ranger-2');
    expect(page.text).not.toContain('bay-swift-3');
    // Make list with logos: the listed makes' logos, not the other site's makes (docs/rules.md#make-list).
    expect(page.text).toMatch(/<img[^>]*src="\/media\/logos\/toyota\.svg"/);
    expect(page.text).toMatch(/<img[^>]*src="\/media\/logos\/ford\.svg"/);
    expect(page.text).not.toContain('suzuki.svg');
    const make = await request(acmeHost, '/search/toyota');
    expect(make.text).toContain('/cars/acme-hilux-1');
    expect(make.text).not.toContain('/cars/acme-ranger-2');
  }, 60_000);

  it('a car page renders; a missing car or another site’s car is the template’s 404 page', async () => {
    const car = await request(acmeHost, '/cars/acme-hilux-1');
    expect(car.status).toBe(200);
    expect(car.text).toContain('2022 Toyota Hilux SR5');
    expect(car.text).toContain('$38,990');
    for (const slug of ['missing-car', 'bay-swift-3']) {
      const missing = await request(acmeHost, `/cars/${slug}`);
      expect(missing.status).toBe(404);
      expect(missing.text).toContain('data-template="heritage"');
      expect(missing.text).toContain('Page not found');
    }
  }, 60_000);

  it('no page sends a secret or the server settings to the browser', async () => {
    for (const path of ['/', '/search', '/cars/acme-hilux-1', '/finance', '/cars/missing']) {
      const page = await request(acmeHost, path);
      for (const secret of Object.values(secrets)) expect(page.text, path).not.toContain(secret);
      expect(page.text, path).not.toContain('webhook');
      expect(page.text, path).not.toContain('"server"');
      // Only what the page shows: no lender tables or valuation data of the car.
      expect(page.text, path).not.toContain('finance_lenders');
      expect(page.text, path).not.toContain('autograb');
    }
  }, 60_000);

  it('pages carry the security headers and a nonce on every inline script', async () => {
    const page = await request(acmeHost, '/');
    const csp = page.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const scripts = [...page.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) {
      if (/\bsrc=/.test(attrs)) continue;
      expect(attrs).toContain(`nonce="${nonce}"`);
    }
    const again = await request(acmeHost, '/');
    expect(again.headers.get('content-security-policy')).not.toContain(nonce);
  }, 60_000);

  it('HTML is compressed for clients that accept it', async () => {
    const page = await request(acmeHost, '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
  }, 60_000);
});

describe('API', () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    request(acmeHost, path, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('search answers JSON scoped to the site whatever the body asks', async () => {
    const answer = await post(
      '/api/search',
      JSON.stringify({
        filters: { refinements: { dealership_slug: ['bay-cars'] } },
        hitsPerPage: 5,
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    const result = JSON.parse(answer.text) as { hits: { slug: string }[]; count: number };
    expect(result.hits.map((h) => h.slug).sort()).toEqual(['acme-hilux-1', 'acme-ranger-2']);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('search errors are JSON with a 4xx: not JSON, not an object, wrong type, too large, wrong method', async () => {
    const cases: [Answer, number][] = [
      [await post('/api/search', '{not json'), 400],
      [await post('/api/search', '[1,2]'), 400],
      [await post('/api/search', '"text"'), 400],
      [
        await post('/api/search', 'query=x', {
          'content-type': 'application/x-www-form-urlencoded',
        }),
        415,
      ],
      [await post('/api/search', JSON.stringify({ query: 'x'.repeat(17 * 1024) })), 413],
      [await request(acmeHost, '/api/search'), 405],
      [await request(acmeHost, '/api/nothing-here'), 404],
    ];
    for (const [answer, status] of cases) {
      expect(answer.status).toBe(status);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(typeof (JSON.parse(answer.text) as { error: unknown }).error).toBe('string');
    }
  });

  it("suggestions finish the shopper's words from the site's own stock, counted", async () => {
    const ask = async (host: string, q: string) => {
      const answer = await request(host, `/api/suggest?q=${encodeURIComponent(q)}`);
      expect(answer.status, q).toBe(200);
      expect(answer.headers.get('content-type')).toContain('application/json');
      return readSearchSuggestions(JSON.parse(answer.text));
    };
    expect(await ask(acmeHost, 'fo')).toEqual({
      input: 'fo',
      suggestions: [{ label: 'Ford', query: 'Ford', kind: 'make', count: 1 }],
    });
    expect((await ask(acmeHost, 'ran')).suggestions.map((s) => s.label)).toEqual(['Ranger']);
    // Bay Cars' Suzuki is not Acme's to suggest, and the other way round.
    expect((await ask(acmeHost, 'suz')).suggestions).toEqual([]);
    expect((await ask('bay-cars.localhost', 'suz')).suggestions.map((s) => s.count)).toEqual([1]);
    expect((await ask(acmeHost, '')).suggestions).toEqual([]);
  });

  it('suggestion errors are JSON with a 4xx: too long, wrong method', async () => {
    const long = await request(acmeHost, `/api/suggest?q=${'x'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(JSON.parse(long.text)).toEqual({
      error: 'Type at most 100 characters to get suggestions.',
    });
    const posted = await post('/api/suggest', '{}');
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET');
  });

  it('a search body just under the limit is read', async () => {
    const answer = await post('/api/search', JSON.stringify({ query: 'x'.repeat(15 * 1024) }));
    expect(answer.status).toBe(200);
  });

  it('leads go to the lead handler with the resolved site; oversized bodies are refused', async () => {
    const answer = await post('/api/leads', JSON.stringify({ userData: { category: 'General' } }));
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text)).toEqual({ lead_id: 'lead-1' });
    expect(services.leads.at(-1)?.site).toBe('acme-motors');
    const tooLarge = await post('/api/leads', JSON.stringify({ x: 'y'.repeat(70 * 1024) }));
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.text).error).toMatch(/too large/);
  });

  it('phone reveals are logged and answer 204', async () => {
    const answer = await post(
      '/api/phone-reveal',
      JSON.stringify({ car_id: '1', dealership_id: '41', website_id: 'acme-motors' }),
    );
    expect(answer.status).toBe(204);
    expect(services.reveals.at(-1)).toEqual({
      site: 'acme-motors',
      body: JSON.stringify({ car_id: '1', dealership_id: '41', website_id: 'acme-motors' }),
    });
  });

  it("a phone reveal naming another site's car, dealership or website is refused and not logged", async () => {
    const before = services.reveals.length;
    const reveal = (ids: Record<string, string>) =>
      post(
        '/api/phone-reveal',
        JSON.stringify({ car_id: '1', dealership_id: '41', website_id: 'acme-motors', ...ids }),
      );
    const otherCar = await reveal({ car_id: '3' });
    expect([otherCar.status, JSON.parse(otherCar.text).error]).toEqual([
      404,
      'There is no such car on this site.',
    ]);
    const otherDealership = await reveal({ dealership_id: '42' });
    expect([otherDealership.status, JSON.parse(otherDealership.text).error]).toEqual([
      400,
      'The dealership_id is not the dealership of this site.',
    ]);
    const otherWebsite = await reveal({ website_id: 'bay-cars' });
    expect([otherWebsite.status, JSON.parse(otherWebsite.text).error]).toEqual([
      400,
      'The website_id is not the id of this site.',
    ]);
    const missing = await post('/api/phone-reveal', JSON.stringify({ car_id: '1' }));
    expect(missing.status).toBe(400);
    expect(services.reveals.length).toBe(before);
  });

  it('phone reveals are limited per shopper, each shopper known by the trusted proxy', async () => {
    const reveal = JSON.stringify({ car_id: '2', dealership_id: '41', website_id: 'acme-motors' });
    const from = (address: string) =>
      post('/api/phone-reveal', reveal, { 'x-forwarded-for': address });
    for (let i = 0; i < 20; i += 1) expect((await from('198.51.100.1')).status).toBe(204);
    const limited = await from('198.51.100.1');
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.text).error).toBe(
      'Too many phone numbers have been shown to your connection. Please wait a minute and try again.',
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another shopper behind the same proxy has a budget of their own.
    expect((await from('198.51.100.2')).status).toBe(204);
    // A hop the shopper wrote themselves, left of the proxy's, changes nothing.
    expect((await from('203.0.113.5, 198.51.100.1')).status).toBe(429);
  });

  it('a POST sent from another origin, or not as JSON, is refused before anything is written', async () => {
    const leadsBefore = services.leads.length;
    const revealsBefore = services.reveals.length;
    const reveal = JSON.stringify({ car_id: '1', dealership_id: '41', website_id: 'acme-motors' });
    const crossOrigin = 'This request can only be sent from a page of this site.';
    const marks: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: `http://bay-cars.localhost:${port}` },
      { origin: 'null' },
    ];
    for (const headers of marks) {
      for (const path of ['/api/leads', '/api/phone-reveal', '/api/search']) {
        const answer = await post(path, path === '/api/phone-reveal' ? reveal : '{}', headers);
        expect([path, answer.status, JSON.parse(answer.text).error]).toEqual([
          path,
          403,
          crossOrigin,
        ]);
      }
    }
    for (const type of [null, 'text/plain', 'application/x-www-form-urlencoded']) {
      const answer = await request(acmeHost, '/api/phone-reveal', {
        method: 'POST',
        body: reveal,
        headers: type === null ? {} : { 'content-type': type },
      });
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.text).error).toBe(
        'Send the body as JSON (Content-Type: application/json).',
      );
    }
    // The site's own pages: Fetch Metadata says same-origin, or Origin names this host.
    const own = await post('/api/phone-reveal', reveal, { 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(204);
    const byOrigin = await post('/api/phone-reveal', reveal, {
      origin: `http://${acmeHost}:${port}`,
    });
    expect(byOrigin.status).toBe(204);
    expect(services.leads.length).toBe(leadsBefore);
    expect(services.reveals.length).toBe(revealsBefore + 2);
  });

  it('the car PDF downloads as {slug}.pdf and is a PDF', async () => {
    const answer = await request(acmeHost, '/api/cars/acme-hilux-1/pdf');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="acme-hilux-1.pdf"',
    );
    expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(answer.bytes.toString('latin1')).toContain('/Subtype /Image');
    const missing = await request(acmeHost, '/api/cars/bay-swift-3/pdf');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text).error).toBe('There is no such car on this site.');
  });

  it('the finance disclaimer is fetched per car, on its own site only', async () => {
    const answer = await request(acmeHost, '/api/finance-disclaimer?car_id=1');
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.text) as Record<string, unknown>;
    expect(body.car_id).toBe('1');
    expect(String(body.disclaimer)).toContain('indicative only');
    expect(String(body.disclaimer)).toContain('approved applicants');
    const otherSite = await request(bayHost, '/api/finance-disclaimer?car_id=1');
    expect(otherSite.status).toBe(404);
    const noCar = await request(acmeHost, '/api/finance-disclaimer');
    expect(noCar.status).toBe(404);
    const posted = await request(acmeHost, '/api/finance-disclaimer?car_id=1', {
      method: 'POST',
    });
    expect(posted.status).toBe(405);
  });

  it('images are resized to the asked width and cached for a year', async () => {
    const answer = await request(acmeHost, '/images/media/cars/1/0.svg?w=320&q=70', {
      headers: { accept: 'image/webp,*/*' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(answer.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([320, 180]);
    const jpeg = await request(acmeHost, '/images/media/cars/1/0.svg?w=480');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(jpeg.bytes).metadata()).width).toBe(480);
    // Only the widths a page's srcset offers (core's IMAGE_WIDTHS).
    for (const width of ['99999', '2560', '100', '']) {
      const bad = await request(acmeHost, `/images/media/cars/1/0.svg?w=${width}`);
      expect(bad.status, width).toBe(400);
      expect(JSON.parse(bad.text).error).toBe('w must be one of 320, 480, 640, 960, 1280.');
    }
    expect((await request(acmeHost, '/images/media/cars/1/0.svg')).status).toBe(400);
    expect((await request(acmeHost, '/images/media/cars/nope/0.svg?w=320')).status).toBe(404);
  });

  it("the image endpoint serves only this site's cars' photos", async () => {
    const other = await request(acmeHost, '/images/media/cars/3/0.svg?w=320');
    expect([other.status, JSON.parse(other.text).error]).toEqual([404, 'There is no such image.']);
    expect((await request(bayHost, '/images/media/cars/3/0.svg?w=320')).status).toBe(200);
    expect((await request(bayHost, '/images/media/cars/1/0.svg?w=320')).status).toBe(404);
  });

  it('make logos are SVG, cached for a year and allowed to do nothing but draw', async () => {
    const logo = await request(acmeHost, '/media/logos/toyota.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(logo.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(logo.text.startsWith('<svg')).toBe(true);
    expect((await sharp(logo.bytes).metadata()).format).toBe('svg');
    const head = await request(acmeHost, '/media/logos/toyota.svg', { method: 'HEAD' });
    expect([head.status, head.bytes.length]).toEqual([200, 0]);
    expect((await request(acmeHost, '/media/logos/toyota.svg', { method: 'POST' })).status).toBe(
      405,
    );
    // Through the image endpoint too, at a srcset width.
    const small = await request(acmeHost, '/images/media/logos/toyota.svg?w=320', {
      headers: { accept: 'image/webp' },
    });
    expect(small.status).toBe(200);
    expect((await sharp(small.bytes).metadata()).width).toBe(320);
  });

  it('a make the catalogue lacks, or any other path under /media/logos/, is a 404', async () => {
    // A literal or %2e-encoded `..` is resolved by URL parsing before routing, so
    // it leaves /media/logos/ altogether; what stays under it must be a catalogue slug.
    for (const path of [
      '/media/logos/lamborghini.svg',
      '/media/logos/Toyota.svg',
      '/media/logos/toyota.png',
      '/media/logos/toyota.svg/extra',
      '/media/logos/..%2F..%2Fpackage.json',
      '/media/logos/%2Fetc%2Fpasswd.svg',
      '/media/logos/',
    ]) {
      const answer = await request(acmeHost, path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).not.toContain('"name"');
    }
    const missing = await request(acmeHost, '/media/logos/lamborghini.svg');
    expect(JSON.parse(missing.text).error).toBe('There is no such make logo.');
  });
});

describe('the payment simulator’s webhook', () => {
  it('is answered on every host before the site is looked up, with the raw body and headers', async () => {
    const calls: { body: string; signature: unknown }[] = [];
    const before = services.simulatorWebhook;
    services.simulatorWebhook = async (req) => {
      calls.push({
        body: Buffer.from(req.body).toString('utf8'),
        signature: req.headers[SIMULATOR_SIGNATURE_HEADER],
      });
      return { status: 400, headers: {}, body: { error: 'bad signature' } };
    };
    try {
      const body = '{"id":"evt_1", "type":"payment_intent.succeeded"}';
      for (const host of ['127.0.0.1', acmeHost, 'nobody.example']) {
        const answer = await request(host, SIMULATOR_WEBHOOK_PATH, {
          method: 'POST',
          body,
          headers: {
            'content-type': 'application/json',
            [SIMULATOR_SIGNATURE_HEADER]: 't=1,v1=ab',
          },
        });
        // The handler's own answer (here a refused signature) goes back as it is.
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.text)).toEqual({ error: 'bad signature' });
      }
      expect(calls).toEqual(Array(3).fill({ body, signature: 't=1,v1=ab' }));
      const get = await request('127.0.0.1', SIMULATOR_WEBHOOK_PATH);
      expect(get.status).toBe(405);
      const form = await request('127.0.0.1', SIMULATOR_WEBHOOK_PATH, {
        method: 'POST',
        body: 'a=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      expect(calls).toHaveLength(3);
    } finally {
      services.simulatorWebhook = before;
    }
  });
});

describe('health probes', () => {
  it('/healthz answers 200 {"status":"ok"} on every host, a site’s, the start page’s or none known', async () => {
    for (const host of [acmeHost, 'localhost', '10.0.0.7', 'evil.example']) {
      const answer = await request(host, '/healthz');
      expect(answer.status, host).toBe(200);
      expect(answer.text, host).toBe('{"status":"ok"}');
      expect(answer.headers.get('content-type'), host).toContain('application/json');
      expect(answer.headers.get('cache-control'), host).toBe('no-store');
    }
    const head = await request('10.0.0.7', '/healthz', { method: 'HEAD' });
    expect([head.status, head.bytes.length]).toEqual([200, 0]);
    const post = await request('10.0.0.7', '/healthz', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('/readyz answers 200 while the data side is ready, and 503 with the reason when not', async () => {
    for (const host of [acmeHost, '10.0.0.7']) {
      const ready = await request(host, '/readyz?probe=1');
      expect(ready.status, host).toBe(200);
      expect(JSON.parse(ready.text), host).toEqual({ status: 'ok' });
      expect(ready.headers.get('cache-control'), host).toBe('no-store');
    }
    services.setReadiness({ ready: false, reason: 'the database did not answer' });
    try {
      const down = await request('10.0.0.7', '/readyz');
      expect(down.status).toBe(503);
      expect(JSON.parse(down.text)).toEqual({
        status: 'unavailable',
        reason: 'the database did not answer',
      });
      expect(down.headers.get('cache-control')).toBe('no-store');
      // Liveness is not readiness: the process is still up.
      expect((await request('10.0.0.7', '/healthz')).status).toBe(200);
    } finally {
      services.setReadiness({ ready: true });
    }
    expect((await request('10.0.0.7', '/readyz')).status).toBe(200);
  });
});

describe('the development server’s files', () => {
  // What a file on disk would show if it were sent: a manifest, the workspace's,
  // a template's, or the system's password file.
  const fileContents =
    /"dependencies"|"packageManager"|"workspace:\*"|"devDependencies"|root:.*:0:0:/;

  it('answers no manifest, no file outside the allowed folders and nothing of the server package', async () => {
    for (const path of [
      '/package.json',
      '/package.json?raw',
      '/package.json?import&raw??',
      '/../../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/tsconfig.json',
      '/vite.config.ts',
      '/@fs/etc/passwd',
      '/@fs/etc/passwd?raw??',
      '/@fs/etc/passwd?import&raw??',
      '/@fs/../../../../etc/passwd',
      `/@fs${repoRoot}package.json`,
      `/@fs${repoRoot}pnpm-lock.yaml`,
      `/@fs${repoRoot}templates/heritage/package.json`,
      `/@fs${repoRoot}packages/server/src/index.ts`,
      `/@fs${repoRoot}node_modules/.pnpm/node_modules/@forecourt/server/src/index.ts`,
      `/@fs${root}node_modules/@forecourt/server/src/index.ts`,
    ]) {
      const answer = await request(acmeHost, path);
      expect(answer.status, path).not.toBe(200);
      expect(answer.text, path).not.toMatch(fileContents);
      expect(answer.text, path).not.toContain('createLeadServer');
    }
  }, 60_000);

  it('still serves what the pages load: the renderer’s sources, the UI kit’s, a template’s theme', async () => {
    for (const path of [
      '/pages/+config.ts',
      `/@fs${repoRoot}packages/ui/src/index.ts`,
      `/@fs${repoRoot}templates/heritage/theme.css`,
    ]) {
      expect((await request(acmeHost, path)).status, path).toBe(200);
    }
  }, 60_000);
});

// Last: the app drains, as on SIGTERM, and stays so for the rest of the file.
describe('draining', () => {
  it('/readyz answers 503 "shutting down" once the app drains; pages are still answered', async () => {
    app.drain();
    const answer = await request('10.0.0.7', '/readyz');
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.text)).toEqual({ status: 'unavailable', reason: 'shutting down' });
    expect((await request('10.0.0.7', '/healthz')).status).toBe(200);
    expect((await request(acmeHost, '/cars/acme-hilux-1')).status).toBe(200);
  }, 60_000);
});
