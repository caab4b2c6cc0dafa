import type http from 'node:http';
import { fileURLToPath } from 'node:url';
import { type SiteConfig, siteConfigSchema } from '@forecourt/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteRegistry } from '../site-registry/hosts';
import {
  closeServer,
  type HostAnswer,
  listenOnFreePort,
  requestByHost,
} from '../testing/http-client';
import { createMemoryServices, testCar } from '../testing/memory-services';
import { createApp, type RendererApp } from './app';

// The lead pages end to end in one process (docs/rules.md#after-a-lead-is-filed): /success,
// /book-test-drive/ and the reserve page under /cars/{slug}/checkout or
// /buy-online, through Vite's dev middleware with the in-memory data side.

const root = fileURLToPath(new URL('../../', import.meta.url));

const address = { street: '1 Test Street', city: 'Brisbane', state: 'qld', postcode: '4000' };

/** No reserve, one dealership: the platform defaults. */
const plain: SiteConfig = siteConfigSchema.parse({
  slug: 'plain-motors',
  template: 'metro',
  name: 'Plain Motors',
  dealership_id: 51,
  address,
  dealerships: ['plain-motors'],
  locations: [
    { id: 1, name: 'Plain Motors Sales', location_type: 'sales', dealership_slug: 'plain-motors' },
  ],
});

/** Reserve at /checkout with the default deposit. */
const reserveSite: SiteConfig = siteConfigSchema.parse({
  slug: 'reserve-motors',
  template: 'outback',
  name: 'Reserve Motors',
  dealership_id: 52,
  address,
  dealerships: ['reserve-motors'],
  reserve: { allowed: true },
});

/** Reserve at /buy-online, a $500 deposit, terms required and two sales locations. */
const buySite: SiteConfig = siteConfigSchema.parse({
  slug: 'buy-motors',
  template: 'heritage',
  name: 'Buy Motors',
  dealership_id: 53,
  address,
  dealerships: ['buy-motors', 'buy-motors-north'],
  lead_form: { terms_checkbox_required: true },
  reserve: { allowed: true, checkout_route: 'buy-online', deposit_label: '$500' },
  locations: [
    { id: 11, name: 'Buy Motors City', location_type: 'sales', dealership_slug: 'buy-motors' },
    {
      id: 12,
      name: 'Buy Motors North',
      location_type: 'sales',
      dealership_slug: 'buy-motors-north',
    },
  ],
});

const cars = [
  testCar({
    id: '1',
    slug: 'plain-corolla-1',
    make: 'Toyota',
    model: 'Corolla',
    dealership_slug: 'plain-motors',
  }),
  testCar({
    id: '2',
    slug: 'reserve-ranger-2',
    make: 'Ford',
    model: 'Ranger',
    dealership_slug: 'reserve-motors',
  }),
  testCar({
    id: '3',
    slug: 'buy-navara-3',
    make: 'Nissan',
    model: 'Navara',
    dealership_slug: 'buy-motors',
  }),
  testCar({
    id: '4',
    slug: 'buy-hilux-4',
    make: 'Toyota',
    model: 'Hilux',
    dealership_slug: 'buy-motors',
    payment_processors: [{ name: 'stripe', reserve_price: 200, enabled: true }],
  }),
  testCar({
    id: '5',
    slug: 'plain-yaris-5',
    make: 'Toyota',
    model: 'Yaris',
    dealership_slug: 'plain-motors',
    status: 'sold',
  }),
  testCar({
    id: '6',
    slug: 'reserve-everest-6',
    make: 'Ford',
    model: 'Everest',
    dealership_slug: 'reserve-motors',
    status: 'sold',
  }),
];

let app: RendererApp;
let server: http.Server;
let port: number;

function request(host: string, path: string): Promise<HostAnswer> {
  return requestByHost(port, `${host}.localhost:${port}`, path);
}

beforeAll(async () => {
  app = await createApp({
    root,
    mode: 'development',
    registry: createSiteRegistry([plain, reserveSite, buySite]),
    services: createMemoryServices(cars),
    now: () => new Date('2026-11-22T00:00:00Z'),
    log: () => {},
  });
  ({ server, port } = await listenOnFreePort(app.handle));
}, 120_000);

afterAll(async () => {
  await closeServer(server);
  await app?.close();
});

describe('/success', () => {
  it('thanks the shopper in words that need no stored enquiry', async () => {
    const page = await request('plain-motors', '/success');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-slot="lead-success"');
    expect(page.text).toContain('We have received your enquiry.');
    expect(page.text).toContain('<title>Thank you | Plain Motors</title>');
  }, 120_000);
});

describe('/book-test-drive/', () => {
  it('renders the booking form; the path with its trailing slash leads there', async () => {
    // Vike keeps one spelling of a path: the slash form moves to the bare one.
    const slash = await request('plain-motors', '/book-test-drive/');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toMatch(/\/book-test-drive$/);
    const answered = await request('plain-motors', '/book-test-drive');
    expect(answered.status).toBe(200);
    expect(answered.text).toContain('data-slot="lead-form"');
    expect(answered.text).toContain('data-kind="test-drive"');
    expect(answered.text).toContain('Preferred date (optional)');
    expect(answered.text).toContain('Step 1 of 2');
    // One sales location: nothing to choose.
    expect(answered.text).not.toContain('Choose a location');
  }, 60_000);

  it('Lead event ids: the car a result card links travels with the booking', async () => {
    const page = await request('plain-motors', '/book-test-drive?car_id=1');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-slot="test-drive-car" data-car-id="1"');
    expect(page.text).toContain('2022 Toyota Corolla SR5');
    expect(page.text).not.toContain('That car is no longer available');
  }, 60_000);

  it('books about no car when the linked car is sold or another site’s', async () => {
    for (const id of ['5', '2', 'nope']) {
      const page = await request('plain-motors', `/book-test-drive?car_id=${id}`);
      expect(page.status, id).toBe(200);
      expect(page.text, id).not.toContain('data-slot="test-drive-car"');
      expect(page.text, id).toContain('That car is no longer available');
    }
  }, 60_000);

  it('asks which location on a site with two sales locations', async () => {
    const page = await request('buy-motors', '/book-test-drive');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Choose a location');
  }, 60_000);
});

describe('the reserve page', () => {
  it('is a 404 on a site that does not allow reserve', async () => {
    for (const path of ['/cars/plain-corolla-1/checkout', '/cars/plain-corolla-1/buy-online']) {
      const page = await request('plain-motors', path);
      expect(page.status, path).toBe(404);
    }
    // The car page itself is untouched.
    expect((await request('plain-motors', '/cars/plain-corolla-1')).status).toBe(200);
  }, 60_000);

  it('shows the car, the deposit, what happens next, the refund terms and the contact step at /checkout', async () => {
    const page = await request('reserve-motors', '/cars/reserve-ranger-2/checkout');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Reserve the 2022 Ford Ranger SR5');
    expect(page.text).toContain('data-slot="reserve-deposit"');
    expect(page.text).toContain('$200');
    expect(page.text).toContain('What happens next');
    expect(page.text).toContain('Your deposit is fully refundable if the sale does not proceed.');
    expect(page.text).toContain('data-slot="lead-form"');
    expect(page.text).toContain('data-slot="reserve-contact"');
    expect(page.text).toContain('href="/cars/reserve-ranger-2"');
    // Reserve only: no buy-online breakdown.
    expect(page.text).not.toContain('data-slot="price-breakdown"');
  }, 60_000);

  it('a sold car says so, offers similar cars and starts no payment', async () => {
    const page = await request('reserve-motors', '/cars/reserve-everest-6/checkout');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-slot="reserve-unavailable"');
    expect(page.text).toContain('Find Me Something Similar');
    expect(page.text).not.toContain('data-slot="lead-form"');
    expect(page.text).not.toContain('data-slot="reserve-contact"');
  }, 60_000);

  it('payment_processors: the reserve page asks the deposit the car page quotes', async () => {
    const carPage = await request('buy-motors', '/cars/buy-hilux-4');
    expect(carPage.text).toMatch(/Reserve for (?:<!-- -->)?\$200/);
    const reservePage = await request('buy-motors', '/cars/buy-hilux-4/buy-online');
    expect(reservePage.status).toBe(200);
    expect(reservePage.text).toMatch(/data-slot="reserve-deposit">Reserve deposit <strong>\$200</);
    expect(reservePage.text).not.toContain('$500');
  }, 60_000);

  it('is a 404 for an unknown car or another site’s car', async () => {
    for (const slug of ['missing-car', 'buy-navara-3']) {
      const page = await request('reserve-motors', `/cars/${slug}/checkout`);
      expect(page.status, slug).toBe(404);
    }
  }, 60_000);

  it('lives at /buy-online where the site says so; the other spelling moves there', async () => {
    const page = await request('buy-motors', '/cars/buy-navara-3/buy-online');
    expect(page.status).toBe(200);
    expect(page.text).toContain('$500');
    expect(page.text).toContain('Buy the 2022 Nissan Navara SR5');
    // Buy-online shows the price breakdown and the finance and trade-in paths.
    expect(page.text).toContain('data-slot="price-breakdown"');
    expect(page.text).toContain('Balance on delivery');
    expect(page.text).toMatch(/href="\/finance\?car_id=3[^"]*"/);
    expect(page.text).toContain('href="/cars/trade-in?car_id=3"');
    const moved = await request('buy-motors', '/cars/buy-navara-3/checkout');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toMatch(/\/cars\/buy-navara-3\/buy-online$/);
    const back = await request('reserve-motors', '/cars/reserve-ranger-2/buy-online');
    expect(back.status).toBe(301);
    expect(back.headers.location).toMatch(/\/cars\/reserve-ranger-2\/checkout$/);
  }, 60_000);
});
