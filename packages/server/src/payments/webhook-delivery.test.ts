import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, reservations, simulatedPaymentEvents } from '../db/schema';
import { importFeed } from '../import/import-feed';
import { type LeadSite, loadLeadSite } from '../leads/lead-site';
import { createReservations, type Reservations } from '../reservations/reservations';
import { describeEachBackend } from '../testing/backends';
import { feedRow, insertTestSite, type TestSite } from '../testing/fixtures';
import { leadBody } from '../testing/lead-fixtures';
import {
  createPaymentSimulator,
  type PaymentSimulator,
  SIMULATOR_SIGNATURE_HEADER,
  SIMULATOR_TEST_CARDS,
  SIMULATOR_WEBHOOK_PATH,
} from './simulator';
import { httpWebhookDelivery, ownBaseUrl } from './webhook-delivery';

// The simulator's webhook travels over HTTP to our own endpoint, as
// a provider's would (docs/decisions/0012-payments-through-a-provider-interface.md). The endpoint here is a real HTTP server that hands the
// raw body and headers to the reservations' webhook handler, which verifies
// the signature before it reads anything.

describe('ownBaseUrl', () => {
  const at = (address: string, family: string, port = 3000) =>
    ownBaseUrl({ address, family, port } as AddressInfo);
  it('reaches a server on every interface through the loopback, a bound one at its address', () => {
    expect(at('::', 'IPv6')).toBe('http://127.0.0.1:3000');
    expect(at('0.0.0.0', 'IPv4', 8080)).toBe('http://127.0.0.1:8080');
    expect(at('127.0.0.1', 'IPv4')).toBe('http://127.0.0.1:3000');
    expect(at('::1', 'IPv6')).toBe('http://[::1]:3000');
    expect(at('10.0.0.5', 'IPv4')).toBe('http://10.0.0.5:3000');
  });
});

describe('httpWebhookDelivery', () => {
  it('refuses to send before the server listens, and a refused connection fails', async () => {
    await expect(httpWebhookDelivery({ url: () => null })('{}', {})).rejects.toThrow(
      'not listening yet',
    );
    // Nothing listens on port 9 of the loopback (discard) in a test machine.
    await expect(
      httpWebhookDelivery({ url: () => 'http://127.0.0.1:9/x', timeoutMs: 2_000 })('{}', {}),
    ).rejects.toThrow();
  });
});

type Seen = { path: string; method: string; headers: http.IncomingHttpHeaders; status: number };

describeEachBackend('the simulator posts its webhook over HTTP', (getDb) => {
  let site: TestSite;
  let leadSite: LeadSite;
  let api: Reservations;
  let server: http.Server;
  let url: string;
  /** Every request the endpoint received, with its answer. */
  const seen: Seen[] = [];
  /** Answer 503 to the next n requests (an endpoint briefly down). */
  let refuseNext = 0;
  const senders: PaymentSimulator[] = [];

  const request = (body: unknown) => ({
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    clientAddress: '127.0.0.1',
  });

  function sender(signingSecret: string) {
    const simulator = createPaymentSimulator({
      db: getDb().db,
      signingSecret,
      retryMs: 1,
      deliver: httpWebhookDelivery({ url: () => url }),
      log: () => {},
    });
    senders.push(simulator);
    return simulator;
  }

  beforeAll(async () => {
    const { db } = getDb();
    site = await insertTestSite(db, 'hook', { reserve: { allowed: true } });
    await importFeed(db, {
      dealershipId: site.dealershipId,
      rows: [1, 2, 3].map((n) => feedRow(n)),
      now: new Date(),
    });
    const loaded = await loadLeadSite(db, site.siteId, site.config);
    if (!loaded) throw new Error('test site missing');
    leadSite = loaded;
    // One secret shared by the senders and the endpoint, as processes that set
    // PAYMENT_SIMULATOR_SECRET share it.
    const endpointSide = sender('shared-secret');
    api = createReservations({
      db,
      providerFor: () => endpointSide.provider,
      providerNamed: () => endpointSide.provider,
      log: () => {},
    });
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        let status = 404;
        let text = '';
        if (refuseNext > 0) {
          refuseNext--;
          status = 503;
        } else if (req.url === SIMULATOR_WEBHOOK_PATH) {
          const answer = await api.webhook(endpointSide.provider, {
            body: Buffer.concat(chunks),
            headers: req.headers,
            clientAddress: req.socket.remoteAddress ?? '',
          });
          status = answer.status;
          text = JSON.stringify(answer.body);
        }
        seen.push({ path: req.url ?? '', method: req.method ?? '', headers: req.headers, status });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(text);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, resolve));
    url = `${ownBaseUrl(server.address() as AddressInfo)}${SIMULATOR_WEBHOOK_PATH}`;
  });
  afterAll(async () => {
    for (const s of senders) await s.stop();
    await new Promise((resolve) => server.close(resolve));
  });

  async function pay(n: number, simulator: PaymentSimulator) {
    const started = await api.start(
      leadSite,
      site.config,
      request(
        leadBody(
          { category: 'Reserve Enquiry' },
          {
            car_id: `car-${n}`,
            car_dealership_id: site.dealershipId,
            idempotency_key: randomUUID(),
          },
        ),
      ),
    );
    const payment = (started.body as { payment: { payment_id: string; client_secret: string } })
      .payment;
    const confirmed = await simulator.confirm(
      request({
        payment_id: payment.payment_id,
        client_secret: payment.client_secret,
        card_number: SIMULATOR_TEST_CARDS.succeeds,
        expiry: '12/40',
        cvc: '123',
      }),
    );
    expect((confirmed.body as { status: string }).status).toBe('succeeded');
    return payment.payment_id;
  }

  const statusOf = async (n: number) =>
    (
      await getDb()
        .db.select()
        .from(reservations)
        .where(eq(reservations.carId, `car-${n}`))
    ).map((r) => r.status);

  it('the endpoint receives a signed POST and the reservation is recorded from it', async () => {
    const simulator = senders[0] as PaymentSimulator;
    const before = seen.length;
    await pay(1, simulator);
    expect(await statusOf(1)).toEqual(['pending']);
    expect(await simulator.deliverDue()).toBe(1);
    const hits = seen.slice(before);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ path: SIMULATOR_WEBHOOK_PATH, method: 'POST', status: 200 });
    expect(hits[0]?.headers[SIMULATOR_SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(hits[0]?.headers['content-type']).toBe('application/json');
    expect(await statusOf(1)).toEqual(['paid']);
  });

  it('an endpoint that answers 503 is tried again after a backoff until it takes the event', async () => {
    const simulator = senders[0] as PaymentSimulator;
    const paymentId = await pay(2, simulator);
    refuseNext = 1;
    expect(await simulator.deliverDue()).toBe(0);
    const [event] = await getDb()
      .db.select()
      .from(simulatedPaymentEvents)
      .where(eq(simulatedPaymentEvents.paymentId, paymentId));
    expect(event?.attempts).toBe(1);
    expect(event?.deliveredAt).toBeNull();
    expect(await statusOf(2)).toEqual(['pending']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await simulator.deliverDue()).toBe(1);
    expect(await statusOf(2)).toEqual(['paid']);
  });

  it('a tampered signature is refused with 400 and the reservation is not recorded', async () => {
    // A sender whose secret the endpoint does not share: its signature is wrong.
    const stranger = sender('another-secret');
    const before = seen.length;
    await pay(3, stranger);
    expect(await stranger.deliverDue()).toBe(0);
    expect(seen.slice(before).map((s) => s.status)).toEqual([400]);
    expect(await statusOf(3)).toEqual(['pending']);
    expect(await getDb().db.select().from(leads).where(eq(leads.carId, 'car-3'))).toHaveLength(0);
  });

  it('senders of several processes on one database claim each event once', async () => {
    // The event of car 3 is still due (refused above); two senders that share
    // the endpoint's secret race for it.
    const a = sender('shared-secret');
    const b = sender('shared-secret');
    await getDb()
      .db.update(simulatedPaymentEvents)
      .set({ nextAttemptAt: new Date(Date.now() - 1_000) });
    const before = seen.length;
    const taken = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(taken.sort()).toEqual([0, 1]);
    expect(seen.slice(before)).toHaveLength(1);
    expect(await statusOf(3)).toEqual(['paid']);
  });
});
