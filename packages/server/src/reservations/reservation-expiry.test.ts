import { randomUUID } from 'node:crypto';
import { type Car, RESERVATION_PAYMENT_WINDOW_MINUTES } from '@forecourt/core';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { cars, leads, reservations, simulatedPayments } from '../db/schema';
import { importFeed } from '../import/import-feed';
import { type LeadSite, loadLeadSite } from '../leads/lead-site';
import type { PaymentProvider } from '../payments/payment-provider';
import {
  createPaymentSimulator,
  type PaymentSimulator,
  SIMULATOR_TEST_CARDS,
  simulatorMessages,
} from '../payments/simulator';
import { describeEachBackend } from '../testing/backends';
import { feedRow, insertTestSite, type TestSite } from '../testing/fixtures';
import { leadBody } from '../testing/lead-fixtures';
import { createReservations, type Reservations, reservationMessages } from './reservations';

// A started reservation that is not paid within core's window
// lapses: it holds nothing, its payment is cancelled at the provider so the
// page left open cannot pay, and a payment that succeeded before the
// cancellation still ends in a reservation (the car free) or a refund (docs/decisions/0012-payments-through-a-provider-interface.md). The
// clock is injected: the simulator, its signatures and the reservations all
// read it.

const minutes = (n: number) => n * 60_000;

describeEachBackend('unpaid reservations lapse', (getDb) => {
  let site: TestSite;
  let leadSite: LeadSite;
  let simulator: PaymentSimulator;
  let api: Reservations;
  let clock = new Date('2026-06-01T10:00:00.000Z');
  const at = (offset: number) => {
    clock = new Date(Date.parse('2026-06-01T10:00:00.000Z') + offset);
  };
  /** Cancellations asked of the provider, by payment id. */
  const cancels: string[] = [];

  const request = (body: unknown) => ({
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    clientAddress: '127.0.0.1',
  });
  const start = (n: number, attemptKey: string = randomUUID()) =>
    api.start(
      leadSite,
      site.config,
      request(
        leadBody(
          { category: 'Reserve Enquiry' },
          { car_id: `car-${n}`, car_dealership_id: site.dealershipId, idempotency_key: attemptKey },
        ),
      ),
    );
  type Started = { reservation_id: string; payment: { payment_id: string; client_secret: string } };
  const pay = async (started: Started) =>
    (
      await simulator.confirm(
        request({
          payment_id: started.payment.payment_id,
          client_secret: started.payment.client_secret,
          card_number: SIMULATOR_TEST_CARDS.succeeds,
          expiry: '12/30',
          cvc: '123',
        }),
      )
    ).body as { status: string; error?: string };
  const reservation = async (id: string) =>
    (await getDb().db.select().from(reservations).where(eq(reservations.id, id)))[0];
  const payment = async (id: string) =>
    (await getDb().db.select().from(simulatedPayments).where(eq(simulatedPayments.id, id)))[0];
  const carOf = async (n: number) =>
    (
      await getDb()
        .db.select()
        .from(cars)
        .where(eq(cars.id, `car-${n}`))
    )[0]?.data as unknown as Car;

  beforeAll(async () => {
    const { db } = getDb();
    site = await insertTestSite(db, 'lapse', { reserve: { allowed: true } });
    await importFeed(db, {
      dealershipId: site.dealershipId,
      rows: [1, 2, 3, 4, 5].map((n) => feedRow(n)),
      now: clock,
    });
    const loaded = await loadLeadSite(db, site.siteId, site.config);
    if (!loaded) throw new Error('test site missing');
    leadSite = loaded;
    simulator = createPaymentSimulator({
      db,
      now: () => clock,
      async deliver(body, headers) {
        return (await api.webhook(simulator.provider, { ...request({}), body, headers })).status;
      },
      log: () => {},
    });
    const provider: PaymentProvider = {
      ...simulator.provider,
      async cancelPayment(id, key) {
        cancels.push(id);
        return simulator.provider.cancelPayment(id, key);
      },
    };
    api = createReservations({
      db,
      providerFor: () => provider,
      providerNamed: () => provider,
      now: () => clock,
      log: () => {},
    });
  });

  it(`an unpaid reservation lapses after ${RESERVATION_PAYMENT_WINDOW_MINUTES} minutes: its payment is cancelled, the page left open cannot pay, the car stays free`, async () => {
    at(0);
    const started = (await start(1)).body as Started;
    at(minutes(RESERVATION_PAYMENT_WINDOW_MINUTES) - 1);
    expect(await api.expireLapsed()).toBe(0);
    expect((await reservation(started.reservation_id))?.status).toBe('pending');

    at(minutes(RESERVATION_PAYMENT_WINDOW_MINUTES));
    expect(await api.expireLapsed()).toBe(1);
    expect((await reservation(started.reservation_id))?.status).toBe('expired');
    expect(cancels).toEqual([started.payment.payment_id]);
    expect((await payment(started.payment.payment_id))?.status).toBe('canceled');

    // The card form of the page left open: nothing is charged, and it says why.
    const late = await pay(started);
    expect(late).toMatchObject({ status: 'canceled', error: simulatorMessages.canceled });
    expect(await simulator.deliverDue()).toBe(0);
    expect((await carOf(1)).reserved).toBeFalsy();

    // The same attempt taken up again is refused; another shopper reserves the car.
    const again = await start(1, (await reservation(started.reservation_id))?.attemptKey);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'lapsed', error: reservationMessages.lapsed });
    const other = (await start(1)).body as Started;
    expect((await pay(other)).status).toBe('succeeded');
    expect(await simulator.deliverDue()).toBe(1);
    expect((await reservation(other.reservation_id))?.status).toBe('paid');
    expect((await carOf(1)).reserved).toBe(true);
  });

  it('two sweeps at once (two processes on one database) lapse a reservation once and cancel once', async () => {
    at(0);
    const started = (await start(2)).body as Started;
    const before = cancels.length;
    at(minutes(RESERVATION_PAYMENT_WINDOW_MINUTES + 5));
    const lapsed = await Promise.all([api.expireLapsed(), api.expireLapsed()]);
    expect(lapsed.reduce((a, b) => a + b, 0)).toBe(1);
    expect(cancels.slice(before)).toEqual([started.payment.payment_id]);
  });

  it('a payment that succeeded just before the lapse is recorded from its late webhook when the car is free', async () => {
    at(0);
    const started = (await start(3)).body as Started;
    at(minutes(RESERVATION_PAYMENT_WINDOW_MINUTES) - 1_000);
    expect((await pay(started)).status).toBe('succeeded');
    // The webhook is late; the sweep lapses the reservation, and the provider
    // refuses to cancel a payment that succeeded.
    at(minutes(RESERVATION_PAYMENT_WINDOW_MINUTES + 1));
    expect(await api.expireLapsed()).toBe(1);
    expect((await payment(started.payment.payment_id))?.status).toBe('succeeded');
    expect(await simulator.deliverDue()).toBe(1);
    const row = await reservation(started.reservation_id);
    expect(row?.status).toBe('paid');
    expect((await carOf(3)).reserved).toBe(true);
    expect(await getDb().db.select().from(leads).where(eq(leads.carId, 'car-3'))).toHaveLength(1);
  });

  it('a payment that succeeded just before the lapse, for a car another shopper reserved meanwhile, is refunded', async () => {
    at(0);
    const first = (await start(4)).body as Started;
    const second = (await start(4)).body as Started;
    at(minutes(1));
    expect((await pay(second)).status).toBe('succeeded');
    expect(await simulator.deliverDue()).toBe(1);
    expect((await reservation(second.reservation_id))?.status).toBe('paid');

    at(minutes(RESERVATION_PAYMENT_WINDOW_MINUTES) - 1_000);
    expect((await pay(first)).status).toBe('succeeded');
    at(minutes(RESERVATION_PAYMENT_WINDOW_MINUTES + 1));
    expect(await api.expireLapsed()).toBe(1);
    expect(await simulator.deliverDue()).toBe(1);
    expect((await reservation(first.reservation_id))?.status).toBe('refunded');
    expect((await payment(first.payment.payment_id))?.refunded).toBe(true);
    // The other shopper's reservation stands; one lead for the car.
    expect((await reservation(second.reservation_id))?.status).toBe('paid');
    expect(await getDb().db.select().from(leads).where(eq(leads.carId, 'car-4'))).toHaveLength(1);
  });

  it('a started, unpaid reservation never keeps another shopper from reserving the car', async () => {
    at(0);
    const waiting = (await start(5)).body as Started;
    const other = await start(5);
    expect(other.status).toBe(201);
    expect((await pay(other.body as Started)).status).toBe('succeeded');
    expect(await simulator.deliverDue()).toBe(1);
    expect((await carOf(5)).reserved).toBe(true);
    // The first page can no longer start paying: the car is reserved.
    expect((await start(5)).status).toBe(409);
    expect((await reservation(waiting.reservation_id))?.status).toBe('pending');
  });
});
