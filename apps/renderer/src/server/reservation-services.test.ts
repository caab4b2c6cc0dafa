import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Car, isCarOnSite, type SiteConfig, searchRequestSchema } from '@forecourt/core';
import { SIMULATOR_TEST_CARDS } from '@forecourt/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSitesDir, loadSites } from '../site-registry/load-sites';
import { createDataServices, type DataServices } from './data-services';

// Issue 20 through the renderer's data side, as the checkout page's requests
// reach it: a reservation started and paid with the simulator's succeeding
// card is recorded from the simulator's webhook, and the car reads reserved
// on its page and in search within a second, through the stock notice every
// process listens to.

let services: DataServices;
let dataDir: string;
let site: SiteConfig;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-reserve-'));
  const loaded = await loadSites(defaultSitesDir);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  site = loaded.sites.find((s) => s.slug === 'harbour-motor-group') as SiteConfig;
  services = await createDataServices({
    sites: loaded.sites,
    env: { DATA_DIR: dataDir, LEAD_RATE_LIMIT: '1000' },
    seedCarCount: 30,
    log: () => {},
  });
}, 120_000);

afterAll(async () => {
  await services?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const request = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
  clientAddress: '127.0.0.1',
});

function reserveBody(car: Car) {
  return {
    userData: {
      category: 'Reserve Enquiry',
      subcategory: null,
      name: 'Sam',
      last_name: 'Lee',
      email: 'sam@example.com',
      phone: '0412 345 678',
      postcode: '2000',
      message: 'Please hold it for me.',
      terms_conditions: true,
    },
    url: `http://${site.slug}.localhost:3000/cars/${car.slug}/checkout`,
    source: 'Website',
    user_agent: 'vitest',
    car_id: car.id,
    car_dealership_id: car.dealership_id,
    lead_attributes: { visited_pages: [], linked_query_params: {} },
    idempotency_key: randomUUID(),
  };
}

describe('reserving through the data services (issue 20)', () => {
  it('a paid reservation shows the car reserved on its page and in search within 1 s', async () => {
    const car = services
      .stockCopy()
      .find((c) => c.status === 'in_stock' && !c.reserved && isCarOnSite(c, site)) as Car;
    const started = await services.startReservation(site, request(reserveBody(car)));
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { reservation_id, payment } = started.body as {
      reservation_id: string;
      payment: { provider: string; payment_id: string; client_secret: string };
    };
    expect(payment.provider).toBe('simulator');
    const paidAt = Date.now();
    const confirmed = await services.confirmSimulatedPayment(
      site,
      request({
        payment_id: payment.payment_id,
        client_secret: payment.client_secret,
        card_number: SIMULATOR_TEST_CARDS.succeeds,
        expiry: '12/40',
        cvc: '123',
      }),
    );
    expect((confirmed.body as { status: string }).status).toBe('succeeded');

    const searchRequest = searchRequestSchema.parse({ query: car.stocknum ?? '' });
    let reservedEverywhere = 0;
    while (Date.now() - paidAt < 1_000) {
      const page = await services.carBySlug(site, car.slug);
      const result = await services.search(site, searchRequest, new Date());
      const hit = result.hits.find((h) => h.id === car.id);
      if (page?.reserved && hit?.reserved) {
        reservedEverywhere = Date.now() - paidAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(reservedEverywhere).toBeGreaterThan(0);
    expect(reservedEverywhere).toBeLessThan(1_000);
    const status = await services.reservationStatus(site, request({ reservation_id }));
    expect(status.body).toMatchObject({ status: 'paid', payment_reference: payment.payment_id });

    // Reserved now: another shopper cannot start paying for it.
    const late = await services.startReservation(site, request(reserveBody(car)));
    expect(late.status).toBe(409);
  }, 30_000);
});
