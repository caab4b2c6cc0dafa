import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Car, isCarOnSite, type SiteConfig, searchRequestSchema } from '@forecourt/core';
import {
  SIMULATOR_SIGNATURE_HEADER,
  SIMULATOR_TEST_CARDS,
  SIMULATOR_WEBHOOK_PATH,
} from '@forecourt/server';
import { copyPgliteTemplate } from '@forecourt/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSitesDir, loadSites } from '../../site-registry/load-sites';
import { closeServer, listenOnFreePort, requestByHost } from '../../testing/http-client';
import { handleSimulatorWebhook } from '../api/payments';
import { createDataServices, type DataServices } from './data-services';

// Through the renderer's data side, as the checkout page's requests
// reach it: a reservation started and paid with the simulator's succeeding
// card is recorded from the simulator's webhook, which travels over HTTP to
// the server's own endpoint (the app's handler for SIMULATOR_WEBHOOK_PATH on
// a real HTTP server, whose address the services learn as the demo's do), and
// the car reads reserved on its page and in search within a second, through
// the stock notice every process listens to (docs/decisions/0012-payments-through-a-provider-interface.md).

let services: DataServices;
let dataDir: string;
let site: SiteConfig;
let server: http.Server;
let port: number;
/** Every request the endpoint received: its path, headers, body and answer. */
const received: { path: string; headers: http.IncomingHttpHeaders; status: number }[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-reserve-'));
  copyPgliteTemplate(dataDir);
  const loaded = await loadSites(defaultSitesDir);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  site = loaded.sites.find((s) => s.slug === 'harbour-motor-group') as SiteConfig;
  services = await createDataServices({
    sites: loaded.sites,
    env: { DATA_DIR: dataDir, LEAD_RATE_LIMIT: '1000' },
    seedCarCount: 30,
    log: () => {},
  });
  ({ server, port } = await listenOnFreePort((req, res) => {
    res.on('finish', () =>
      received.push({ path: req.url ?? '', headers: req.headers, status: res.statusCode }),
    );
    if (req.url === SIMULATOR_WEBHOOK_PATH) void handleSimulatorWebhook(req, res, services);
    else {
      res.writeHead(404);
      res.end();
    }
  }));
  services.listeningOn(server.address() as AddressInfo);
}, 120_000);

afterAll(async () => {
  if (server) await closeServer(server);
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

describe('reserving through the data services', () => {
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
    // The word came over HTTP: a signed POST to the server's own endpoint, taken.
    const webhook = received.find((r) => r.path === SIMULATOR_WEBHOOK_PATH);
    expect(webhook?.status).toBe(200);
    expect(webhook?.headers[SIMULATOR_SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const status = await services.reservationStatus(site, request({ reservation_id }));
    expect(status.body).toMatchObject({ status: 'paid', payment_reference: payment.payment_id });

    // Reserved now: another shopper cannot start paying for it.
    const late = await services.startReservation(site, request(reserveBody(car)));
    expect(late.status).toBe(409);
  }, 30_000);

  it('a webhook whose signature does not match its body is refused with 400 and records nothing', async () => {
    const car = services
      .stockCopy()
      .find((c) => c.status === 'in_stock' && !c.reserved && isCarOnSite(c, site)) as Car;
    const started = await services.startReservation(site, request(reserveBody(car)));
    const { reservation_id, payment } = started.body as {
      reservation_id: string;
      payment: { payment_id: string };
    };
    // The signature the simulator sent for the first payment, on a body that
    // names this one: what a forger who saw one webhook could send.
    const signature = String(
      received.find((r) => r.path === SIMULATOR_WEBHOOK_PATH)?.headers[SIMULATOR_SIGNATURE_HEADER],
    );
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      data: { object: { id: payment.payment_id, metadata: { reservation_id } } },
    });
    const answer = await requestByHost(port, `127.0.0.1:${port}`, SIMULATOR_WEBHOOK_PATH, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', [SIMULATOR_SIGNATURE_HEADER]: signature },
    });
    expect(answer.status).toBe(400);
    const status = await services.reservationStatus(site, request({ reservation_id }));
    expect(status.body).toMatchObject({ status: 'pending' });
    expect((await services.carBySlug(site, car.slug))?.reserved).toBeFalsy();
  }, 30_000);
});
