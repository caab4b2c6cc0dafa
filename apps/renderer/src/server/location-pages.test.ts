import type http from 'node:http';
import { fileURLToPath } from 'node:url';
import { type LocationDetail, locationDetailSchema, type SiteConfig } from '@forecourt/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteRegistry } from '../site-registry/hosts';
import { closeServer, listenOnFreePort, requestByHost } from '../testing/http-client';
import { createMemoryServices } from '../testing/memory-services';
import { acmeSite, baySite } from '../testing/test-sites';
import { createApp, type RendererApp } from './app';

// In one process: the locations pages and their API (docs/rules.md#postcode), through Vite's dev middleware with the
// in-memory data side: which locations show and in what order, a hidden or
// another site's location is a 404, the postcode lookup's answers, the static
// map, and the maps keys: the browser key only in the interactive map's address
// and the Content-Security-Policy, the geocoding key nowhere.

const root = fileURLToPath(new URL('../../', import.meta.url));

const keys = { geocoding: 'GEO-SERVER-KEY-8841', embed: 'EMBED-BROWSER-KEY-5512' };

const acme: SiteConfig = acmeSite({
  locations: [
    { id: 1, name: 'Acme Motors Sales', location_type: 'sales', dealership_slug: 'acme-motors' },
  ],
  server: { maps: { geocoding_key_env: 'ACME_GEO_KEY', embed_key_env: 'ACME_EMBED_KEY' } },
});
const bay: SiteConfig = baySite();

const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0
    ? { weekday, status: 'Closed' }
    : { weekday, status: 'Open', open: '8:30 AM', close: '5:30 PM' },
);

function location(id: number, name: string, extra: Record<string, unknown> = {}): LocationDetail {
  const slug = name.toLowerCase().replace(/ /g, '-');
  return locationDetailSchema.parse({
    id,
    name,
    slug,
    dealership_id: 41,
    dealership_slug: 'acme-motors',
    address: {
      street: '10 Example Road',
      city: 'Toowoomba',
      state: 'QLD',
      postcode: '4350',
      lat: -27.5598,
      long: 151.9507,
      place_url: `https://www.google.com/maps/search/?api=1&query=${id}`,
    },
    contact_detail: { phone: '07 5550 1234' },
    departments: [{ department: 'sales', opening_hours: week }],
    ...extra,
  });
}

const acmeLocations = [
  location(3, 'Acme Parts', { location_type: 'parts' }),
  location(1, 'Acme Motors Sales', { primary: true }),
  location(2, 'Acme Service', { location_type: 'service' }),
  location(4, 'Acme Old Yard', { visible: false }),
];
const bayLocations = [
  location(9, 'Bay Cars Cairns', { dealership_id: 42, dealership_slug: 'bay-cars' }),
];

let app: RendererApp;
let server: http.Server;
let port: number;

const get = (host: string, path: string) => requestByHost(port, `${host}:${port}`, path);
const acmeHost = 'acme-motors.localhost';

beforeAll(async () => {
  const services = createMemoryServices([], {
    locations: { 'acme-motors': acmeLocations, 'bay-cars': bayLocations },
    env: { ACME_GEO_KEY: keys.geocoding, ACME_EMBED_KEY: keys.embed },
  });
  app = await createApp({
    root,
    mode: 'development',
    registry: createSiteRegistry([acme, bay]),
    services,
    now: () => new Date('2026-11-18T00:00:00Z'),
    log: () => {},
  });
  ({ server, port } = await listenOnFreePort(app.handle));
}, 120_000);

afterAll(async () => {
  await closeServer(server);
  await app?.close();
});

describe('/dealerships', () => {
  it('shows the primary location as the hero and every shown location as a card, sales first', async () => {
    const page = await get(acmeHost, '/dealerships');
    expect(page.status).toBe(200);
    const cards = [...page.text.matchAll(/<h3 class="fc-location-card__name"><a href="([^"]+)">/g)];
    expect(cards.map((m) => m[1])).toEqual([
      '/contact-us/acme-motors-sales',
      '/contact-us/acme-service',
      '/contact-us/acme-parts',
    ]);
    expect(page.text).toContain(
      'id="fc-location-hero-heading" class="fc-location-hero__name">Acme Motors Sales',
    );
    expect(page.text).not.toContain('Acme Old Yard');
    // Wednesday 10:00 in Toowoomba: the showroom is open.
    expect(page.text).toContain('Open now until 5:30 PM');
  }, 60_000);

  it('carries the browser key only in the interactive map’s address, never the geocoding key', async () => {
    const page = await get(acmeHost, '/dealerships');
    expect(page.text).toContain(`https://www.google.com/maps/embed/v1/place?key=${keys.embed}`);
    expect(page.text).not.toContain(keys.geocoding);
    expect(page.text).not.toContain('<iframe');
    expect(String(page.headers['content-security-policy'])).toContain(
      'frame-src https://www.google.com',
    );
    // A site without keys frames no map.
    const bayPage = await get('bay-cars.localhost', '/dealerships');
    expect(bayPage.text).not.toContain('maps/embed');
    expect(String(bayPage.headers['content-security-policy'])).toContain("frame-src 'none'");
  }, 60_000);
});

describe('/contact-us/{slug}', () => {
  it("is the location's page, headed with its name", async () => {
    const page = await get(acmeHost, '/contact-us/acme-service');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<h1[^>]*>Acme Service<\/h1>/);
    expect(page.text).toContain('Holiday opening hours');
  }, 60_000);

  it("a hidden location, another site's or none at all is the 404 page", async () => {
    for (const path of [
      '/contact-us/acme-old-yard',
      '/contact-us/bay-cars-cairns',
      '/contact-us/nowhere',
    ]) {
      expect((await get(acmeHost, path)).status, path).toBe(404);
    }
  }, 60_000);
});

describe('/contact', () => {
  it('renders the general enquiry form in the page, with its category select', async () => {
    const page = await get(acmeHost, '/contact');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Enquiry type');
    expect(page.text).toContain('data-slot="lead-form"');
  }, 60_000);
});

describe('GET /api/geocode', () => {
  it('a postcode that is not 4 digits is a 400 with the postcode message', async () => {
    const answer = await get('bay-cars.localhost', '/api/geocode?postcode=43');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({
      error: 'Invalid postcode. Please enter a 4-digit number.',
    });
  });

  it("the embedded table's point, or 'Invalid postcode' when it has none", async () => {
    const found = await get('bay-cars.localhost', '/api/geocode?postcode=4350');
    expect(found.status).toBe(200);
    expect(JSON.parse(found.text)).toEqual({ lat: -27.5763, lng: 151.8527 });
    const none = await get('bay-cars.localhost', '/api/geocode?postcode=0001');
    expect(none.status).toBe(404);
    expect(JSON.parse(none.text)).toEqual({ error: 'Invalid postcode' });
  });
});

describe('GET /media/maps/{slug}.svg', () => {
  it("draws a shown location's map, and nothing for a hidden one", async () => {
    const map = await get(acmeHost, '/media/maps/acme-motors-sales.svg');
    expect(map.status).toBe(200);
    expect(map.headers['content-type']).toBe('image/svg+xml');
    expect(map.text).toContain('<title id="t">Map of Acme Motors Sales, 10 Example Road');
    expect((await get(acmeHost, '/media/maps/acme-old-yard.svg')).status).toBe(404);
    expect((await get(acmeHost, '/media/maps/bay-cars-cairns.svg')).status).toBe(404);
  });
});
