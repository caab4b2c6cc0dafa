import { randomUUID } from 'node:crypto';
import type { Car } from '@forecourt/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars, leadDeliveries, leads, reservations, simulatedPayments } from '../db/schema';
import { importFeed } from '../import/import-feed';
import type { HandlerResponse } from '../leads/lead-request';
import { type LeadSite, loadLeadSite } from '../leads/lead-site';
import {
  createPaymentSimulator,
  type PaymentSimulator,
  SIMULATOR_SIGNATURE_HEADER,
  SIMULATOR_TEST_CARDS,
  simulatorMessages,
} from '../payments/simulator';
import { listenForStockChanges } from '../stock-events/stock-notices';
import { describeEachBackend } from '../testing/backends';
import { feedRow, insertTestSite, type TestSite } from '../testing/fixtures';
import { leadBody } from '../testing/lead-fixtures';
import { createReservations, type Reservations, reservationMessages } from './reservations';

const now = new Date('2026-06-01T10:00:00.000Z');
const card = (number: string) => ({ card_number: number, expiry: '12/30', cvc: '123' });

describeEachBackend('reservations with the payment simulator', (getDb) => {
  let site: TestSite;
  let leadSite: LeadSite;
  let simulator: PaymentSimulator;
  let reservationsApi: Reservations;
  /** Every webhook the simulator sent, as sent: a test may send one again. */
  const sent: { body: string; headers: Record<string, string> }[] = [];
  const errors: unknown[] = [];

  const request = (body: unknown, address = '127.0.0.1') => ({
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    clientAddress: address,
  });
  const json = (answer: HandlerResponse) => answer.body as Record<string, unknown>;

  /** A shopper's start for car n with a fresh attempt key (or the one given). */
  const start = (n: number, attemptKey: string = randomUUID(), userData = {}) =>
    reservationsApi.start(
      leadSite,
      site.config,
      request(
        leadBody(
          { category: 'Reserve Enquiry', ...userData },
          { car_id: `car-${n}`, car_dealership_id: site.dealershipId, idempotency_key: attemptKey },
        ),
      ),
    );
  const confirm = (payment: Record<string, unknown>, number: string) =>
    simulator.confirm(
      request({
        payment_id: payment.payment_id,
        client_secret: payment.client_secret,
        ...card(number),
      }),
    );

  const carOf = async (n: number) => {
    const [row] = await getDb()
      .db.select()
      .from(cars)
      .where(eq(cars.id, `car-${n}`));
    return row?.data as unknown as Car;
  };
  const reservationsOf = (n: number) =>
    getDb()
      .db.select()
      .from(reservations)
      .where(eq(reservations.carId, `car-${n}`));

  beforeAll(async () => {
    const { db } = getDb();
    site = await insertTestSite(db, 'res', {
      reserve: { allowed: true, deposit_label: '$250' },
    });
    await importFeed(db, {
      dealershipId: site.dealershipId,
      rows: [1, 2, 3, 4, 5, 6, 7]
        .map((n) => feedRow(n))
        .concat(
          feedRow(8, { status: 'sold' }),
          feedRow(9, { payment_processors: [{ name: 'stripe', reserve_price: 500 }] }),
        ),
      now,
    });
    const loaded = await loadLeadSite(db, site.siteId, site.config);
    if (!loaded) throw new Error('test site missing');
    leadSite = loaded;
    simulator = createPaymentSimulator({
      db,
      now: () => new Date(),
      async deliver(body, headers) {
        sent.push({ body, headers });
        return (
          await reservationsApi.webhook(simulator.provider, { ...request({}), body, headers })
        ).status;
      },
      log: (_m, e) => errors.push(e),
    });
    reservationsApi = createReservations({
      db,
      providerFor: () => simulator.provider,
      providerNamed: () => simulator.provider,
      now: () => new Date(),
      log: (_m, e) => {
        if (e) errors.push(e);
      },
    });
  });
  afterAll(() => simulator.stop());

  describe('starting a reservation', () => {
    it("checks the contact details with the lead form's rules", async () => {
      const answer = await start(1, randomUUID(), { email: 'not-an-address' });
      expect(answer.status).toBe(400);
      expect(Object.keys(json(answer).errors as object)).toContain('email');
      expect(await reservationsOf(1)).toEqual([]);
    });

    it('refuses a sold car, and a site that takes no reservations: no payment starts', async () => {
      const sold = await start(8);
      expect(sold.status).toBe(409);
      expect(json(sold).error).toBe(reservationMessages.notReservable);
      expect(await reservationsOf(8)).toEqual([]);
      const closed = await reservationsApi.start(
        leadSite,
        { ...site.config, reserve: { ...site.config.reserve, allowed: false } },
        request(leadBody({}, { car_id: 'car-2', car_dealership_id: site.dealershipId })),
      );
      expect(closed.status).toBe(409);
      expect(await getDb().db.select().from(simulatedPayments)).toEqual([]);
    });

    it("charges core's deposit: the car's payment processor, else the site's label", async () => {
      const byProcessor = json(await start(9));
      expect(byProcessor.deposit).toBe('$500');
      const [row] = await reservationsOf(9);
      expect(row?.depositCents).toBe(50_000);
      const bySite = json(await start(7));
      expect(bySite.deposit).toBe('$250');
      const [payment] = await getDb()
        .db.select()
        .from(simulatedPayments)
        .where(
          eq(simulatedPayments.id, String((bySite.payment as { payment_id: string }).payment_id)),
        );
      expect(payment?.amountCents).toBe(25_000);
    });

    it('a double click or a retried request is one reservation with one payment', async () => {
      const key = randomUUID();
      const [first, second] = await Promise.all([start(2, key), start(2, key)]);
      const third = await start(2, key);
      const ids = [first, second, third].map((a) => json(a).reservation_id);
      expect(new Set(ids).size).toBe(1);
      const payments = [first, second, third].map(
        (a) => (json(a).payment as { payment_id: string }).payment_id,
      );
      expect(new Set(payments).size).toBe(1);
      expect(await reservationsOf(2)).toHaveLength(1);
    });
  });

  describe('paying', () => {
    it('a declined card says so and leaves the reservation open for another card', async () => {
      const started = json(await start(3));
      const payment = started.payment as Record<string, unknown>;
      const declined = json(await confirm(payment, SIMULATOR_TEST_CARDS.declined));
      expect(declined).toMatchObject({
        status: 'requires_payment_method',
        error: simulatorMessages.declined,
      });
      const funds = json(await confirm(payment, SIMULATOR_TEST_CARDS.insufficientFunds));
      expect(funds.error).toBe(simulatorMessages.insufficientFunds);
      await simulator.deliverDue();
      const [row] = await reservationsOf(3);
      expect(row?.status).toBe('pending');
      expect((await carOf(3)).reserved).toBe(false);
    });

    it('a succeeding card: the reservation is paid, the car reserved, the lead and e-mail queued, every process told', async () => {
      const heard: string[] = [];
      const stop = await listenForStockChanges(getDb(), (notice) => {
        if (notice) heard.push(notice.dealershipId);
      });
      try {
        const started = json(await start(4));
        const confirmed = json(
          await confirm(started.payment as Record<string, unknown>, SIMULATOR_TEST_CARDS.succeeds),
        );
        expect(confirmed.status).toBe('succeeded');
        // Nothing is recorded by the browser's word: only by the webhook.
        expect((await reservationsOf(4))[0]?.status).toBe('pending');
        expect(await simulator.deliverDue()).toBeGreaterThanOrEqual(1);
        const [row] = await reservationsOf(4);
        expect(row?.status).toBe('paid');
        expect((await carOf(4)).reserved).toBe(true);
        const status = json(
          await reservationsApi.status(site.siteId, request({ reservation_id: row?.id })),
        );
        const elsewhere = await reservationsApi.status(
          'another-site',
          request({ reservation_id: row?.id }),
        );
        expect(elsewhere.status).toBe(404);
        expect(status).toMatchObject({
          status: 'paid',
          payment_reference: row?.paymentId,
          deposit: '$250',
        });
        const [lead] = await getDb()
          .db.select()
          .from(leads)
          .where(eq(leads.id, row?.leadId ?? ''));
        expect(lead?.category).toBe('Reserve Enquiry');
        expect(
          (lead?.payload as { userData: Record<string, unknown> } | undefined)?.userData,
        ).toMatchObject({
          payment_reference: row?.paymentId,
          deposit_paid: '$250',
        });
        const deliveries = await getDb()
          .db.select()
          .from(leadDeliveries)
          .where(eq(leadDeliveries.leadId, row?.leadId ?? ''));
        expect(deliveries.map((d) => d.destination.kind).sort()).toEqual([
          'file',
          'shopper_confirmation',
        ]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(heard).toContain(site.dealershipId);
        // The car is reserved: nobody else may start paying for it.
        const late = await start(4);
        expect(late.status).toBe(409);
      } finally {
        await stop();
      }
    });

    it("a later feed import keeps a paid car reserved, whatever the dealer's feed says", async () => {
      expect((await carOf(4)).reserved).toBe(true);
      const report = await importFeed(getDb().db, {
        dealershipId: site.dealershipId,
        rows: [feedRow(4, { price: 29_990 })],
        full: false,
        now,
      });
      expect(report.updated).toBe(1);
      expect(await carOf(4)).toMatchObject({ reserved: true, price: 29_990 });
    });

    it('a card that needs authentication waits for it; a failed one is refused, a completed one pays', async () => {
      const started = json(await start(5));
      const payment = started.payment as Record<string, unknown>;
      const asked = json(await confirm(payment, SIMULATOR_TEST_CARDS.authenticationRequired));
      expect(asked.status).toBe('requires_action');
      const failed = json(
        await simulator.authenticate(
          request({
            payment_id: payment.payment_id,
            client_secret: payment.client_secret,
            outcome: 'fail',
          }),
        ),
      );
      expect(failed).toMatchObject({
        status: 'requires_payment_method',
        error: simulatorMessages.authenticationFailed,
      });
      await confirm(payment, SIMULATOR_TEST_CARDS.authenticationRequired);
      const done = json(
        await simulator.authenticate(
          request({
            payment_id: payment.payment_id,
            client_secret: payment.client_secret,
            outcome: 'complete',
          }),
        ),
      );
      expect(done.status).toBe('succeeded');
      await simulator.deliverDue();
      expect((await reservationsOf(5))[0]?.status).toBe('paid');
    });

    it('a wrong client secret confirms nothing', async () => {
      const started = json(await start(6));
      const payment = started.payment as Record<string, unknown>;
      const answer = await confirm(
        { ...payment, client_secret: 'guess' },
        SIMULATOR_TEST_CARDS.succeeds,
      );
      expect(answer.status).toBe(404);
    });
  });

  describe('exactly once', () => {
    it('a webhook delivered twice (and a retried confirm) records one reservation, one lead, one charge', async () => {
      const before = sent.length;
      const started = json(await start(6));
      const payment = started.payment as Record<string, unknown>;
      await confirm(payment, SIMULATOR_TEST_CARDS.succeeds);
      const again = json(await confirm(payment, SIMULATOR_TEST_CARDS.succeeds));
      expect(again.status).toBe('succeeded');
      await simulator.deliverDue();
      const event = sent.slice(before).find((e) => e.body.includes(String(payment.payment_id)));
      if (!event) throw new Error('no webhook was sent');
      const replay = await Promise.all([
        reservationsApi.webhook(simulator.provider, { ...request({}), ...event }),
        reservationsApi.webhook(simulator.provider, { ...request({}), ...event }),
      ]);
      expect(replay.map((r) => r.status)).toEqual([200, 200]);
      expect(replay.map((r) => json(r).outcome)).toEqual(['duplicate', 'duplicate']);
      const rows = await reservationsOf(6);
      expect(rows.filter((r) => r.status === 'paid')).toHaveLength(1);
      const carLeads = await getDb().db.select().from(leads).where(eq(leads.carId, 'car-6'));
      expect(carLeads).toHaveLength(1);
    });

    it('a webhook with a forged signature is refused and records nothing', async () => {
      const started = json(await start(7));
      const payment = started.payment as Record<string, unknown>;
      const body = JSON.stringify({
        id: 'evt_forged',
        type: 'payment_intent.succeeded',
        data: { object: { id: payment.payment_id } },
      });
      const answer = await reservationsApi.webhook(simulator.provider, {
        ...request({}),
        body,
        headers: { [SIMULATOR_SIGNATURE_HEADER]: `t=${Math.floor(Date.now() / 1000)},v1=00ff` },
      });
      expect(answer.status).toBe(400);
      expect((await reservationsOf(7)).every((r) => r.status === 'pending')).toBe(true);
    });

    it('four shoppers pay for one car at the same moment: one reserves it, the others are refunded and told', async () => {
      const starts = await Promise.all([1, 2, 3, 4].map(() => start(1, randomUUID())));
      const payments = starts.map((x) => json(x).payment as Record<string, unknown>);
      await Promise.all(payments.map((p) => confirm(p, SIMULATOR_TEST_CARDS.succeeds)));
      // Every webhook races to record its payment.
      const outcomes = await Promise.all(
        payments.map((p) => reservationsApi.recordPayment('simulator', String(p.payment_id))),
      );
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['paid', 'refund', 'refund', 'refund']);
      expect(await reservationsApi.refundPending()).toBe(3);
      const rows = await reservationsOf(1);
      expect(rows.filter((r) => r.status === 'paid')).toHaveLength(1);
      const losers = rows.filter((r) => r.status === 'refunded');
      expect(losers).toHaveLength(3);
      const loser = losers[0];
      for (const each of losers) {
        const [refunded] = await getDb()
          .db.select()
          .from(simulatedPayments)
          .where(eq(simulatedPayments.id, each.paymentId ?? ''));
        expect(refunded?.refunded).toBe(true);
      }
      const told = json(
        await reservationsApi.status(site.siteId, request({ reservation_id: loser?.id })),
      );
      expect(told).toMatchObject({ status: 'refunded', error: reservationMessages.justReserved });
      expect(await getDb().db.select().from(leads).where(eq(leads.carId, 'car-1'))).toHaveLength(1);
      // The database refuses a second paid reservation of one car whatever the code does.
      await expect(
        getDb()
          .db.update(reservations)
          .set({ status: 'paid' })
          .where(eq(reservations.id, loser?.id ?? '')),
      ).rejects.toThrow();
      expect(errors).toEqual([]);
    });
  });
});
