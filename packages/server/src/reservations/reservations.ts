import { randomUUID } from 'node:crypto';
import {
  type Car,
  canReserve,
  isCarActive,
  RESERVATION_PAYMENT_WINDOW_MINUTES,
  reservationPaymentLapsed,
  reservePrice,
  type SiteConfig,
  siteFeatures,
} from '@forecourt/core';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cars, reservations } from '../db/schema';
import { isDatabaseUnavailable } from '../db/unavailable';
import { shopperConfirmationSchema } from '../leads/destinations';
import { type CheckedLead, checkLead, leadCarId } from '../leads/lead-check';
import type { LeadDocument } from '../leads/lead-document';
import {
  type HandlerRequest,
  type HandlerResponse,
  leadAnswer,
  readLeadRequest,
} from '../leads/lead-request';
import type { LeadSite } from '../leads/lead-site';
import { insertLead } from '../leads/lead-store';
import {
  type PaymentProvider,
  type PaymentProviderName,
  WebhookSignatureError,
} from '../payments/payment-provider';
import type { RateLimiter } from '../rate-limit/rate-limit';
import { notifyStockChange } from '../stock-events/stock-notices';

// Reserve a car with a paid deposit, exactly once.
//
//   start    the shopper's contact details are checked as a lead (docs/rules.md#reserve-deposit), the
//            car must be reservable (docs/rules.md#reserve-deposit), the deposit is core's
//            `reservePrice`; one reservation row per attempt key (a double click
//            or a retried request finds it) and one provider payment per
//            reservation (its id is the idempotency key).
//   webhook  the provider's signed word that the payment succeeded records it:
//            in one transaction the car row is locked, the reservation paid,
//            the car marked reserved, the dealer's lead and the shopper's
//            e-mail queued in the outbox, and every process told the stock
//            changed (LISTEN/NOTIFY). A duplicate event finds the reservation
//            paid and does nothing. A payment for a car that another shopper
//            reserved first is refunded (the partial unique index
//            reservations_car_paid makes two paid reservations of one car
//            impossible whatever the code does).
//   status   what the checkout page polls after the card is confirmed.
//   expire   a reservation not paid within core's
//            RESERVATION_PAYMENT_WINDOW_MINUTES lapses ('expired', claimed
//            once by a conditional update, whichever process sweeps) and its
//            payment is cancelled at the provider, so a page left open cannot
//            pay later. A pending reservation never holds the car meanwhile:
//            the first deposit paid reserves it. A payment that succeeded
//            before its cancellation reached the provider still arrives by
//            webhook and is recorded if the car is free, else refunded.
//
// Nothing is lost to a crash: the payment lives at the provider, whose webhook
// is retried until taken; a refund decided but not yet made stays
// 'refund_pending' and is made by `refundPending` at the next start.

/** What the checkout page is told, one message per outcome. */
export const reservationMessages = {
  notReservable:
    'Sorry, this car cannot be reserved: it has been sold or reserved, or this site does not take reservations for it.',
  justReserved: 'Sorry, this car was just reserved by another shopper.',
  unknown: 'This reservation could not be found.',
  failed: 'Sorry, the reservation could not be started. Please try again or call us.',
  badSignature: 'The webhook signature could not be verified.',
  lapsed: `This reservation was not paid within ${RESERVATION_PAYMENT_WINDOW_MINUTES} minutes, so it has lapsed and nothing was charged. Please reload the page to start again.`,
} as const;

export type ReservationStatus =
  | 'pending'
  | 'paid'
  | 'refund_pending'
  | 'refunded'
  | 'cancelled'
  | 'expired';

export interface ReservationsOptions {
  db: Database;
  /** The payment provider of a site (Stripe when configured, else the simulator). */
  providerFor(site: SiteConfig): PaymentProvider;
  /** The provider a stored reservation was paid with, to refund it. */
  providerNamed(name: PaymentProviderName, siteId: string): PaymentProvider | null;
  rateLimiter?: RateLimiter;
  now?: () => Date;
  /** Called once a paid reservation's lead is committed, to wake the outbox. */
  onLeadStored?: (leadId: string) => void;
  log?: (message: string, error?: unknown) => void;
}

export type RecordOutcome =
  | { outcome: 'paid'; reservationId: string; leadId: string }
  | { outcome: 'duplicate'; reservationId: string; status: ReservationStatus }
  | { outcome: 'refund'; reservationId: string }
  | { outcome: 'unknown' };

type ReservationRow = typeof reservations.$inferSelect;

/** The lead document kept with a reservation, filed when it is paid. */
interface StoredReservationLead {
  lead: CheckedLead;
  clientAddress: string;
  depositText: string;
  refundTerms: string;
  carSlug: string;
}

async function siteCar(db: Database, site: LeadSite, carId: string | null): Promise<Car | null> {
  const ids = site.dealerships.map((d) => d.id);
  if (carId === null || ids.length === 0) return null;
  const [row] = await db
    .select({ data: cars.data })
    .from(cars)
    .where(and(eq(cars.id, carId), inArray(cars.dealershipId, ids)));
  return row ? (row.data as unknown as Car) : null;
}

function publicReservation(row: ReservationRow) {
  const stored = row.lead as unknown as StoredReservationLead;
  return {
    reservation_id: row.id,
    status: row.status as ReservationStatus,
    deposit: stored.depositText,
    payment_reference: row.paymentId,
    // The dealer's lead, once paid: the page records its analytics event with it.
    ...(row.status === 'paid' && row.leadId ? { lead_id: row.leadId } : {}),
  };
}

export function createReservations(options: ReservationsOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((m, e) => console.error(`[reservations] ${m}`, e ?? ''));

  async function isPaidElsewhere(carId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.carId, carId), eq(reservations.status, 'paid')));
    return row !== undefined;
  }

  /** The provider's payment for a reservation, made once (its id is the idempotency key). */
  async function paymentFor(row: ReservationRow, provider: PaymentProvider, car: Car) {
    const stored = row.lead as unknown as StoredReservationLead;
    const payment = await provider.createPayment({
      amountCents: row.depositCents,
      currency: row.currency,
      idempotencyKey: `reservation-${row.id}`,
      description: `Reserve deposit: ${car.name}`.slice(0, 200),
      metadata: {
        reservation_id: row.id,
        site_id: row.siteId,
        car_id: row.carId,
        car_slug: stored.carSlug,
      },
    });
    if (row.paymentId !== payment.id) {
      await db
        .update(reservations)
        .set({ paymentId: payment.id, updatedAt: now() })
        .where(eq(reservations.id, row.id));
    }
    return payment;
  }

  async function start(
    site: LeadSite,
    config: SiteConfig,
    request: HandlerRequest,
  ): Promise<HandlerResponse> {
    const read = await readLeadRequest(request, options.rateLimiter);
    if (!read.ok) return read.answer;
    const car = await siteCar(db, site, leadCarId(read.raw));
    const leadId = randomUUID();
    const checked = checkLead({ raw: read.raw, site, car, leadId, createdAt: now() });
    if (checked.outcome === 'honeypot') {
      log(`honeypot filled on a reservation of site ${site.slug}; refused`);
      return leadAnswer(400, { error: reservationMessages.failed });
    }
    if (checked.outcome === 'invalid') {
      return leadAnswer(400, {
        error: 'Please check the form.',
        errors: checked.errors,
        messages: Object.values(checked.errors),
      });
    }
    if (!car) return leadAnswer(400, { error: reservationMessages.notReservable });
    const provider = options.providerFor(config);
    const attemptKey = checked.lead.idempotencyKey;
    const [existing] = await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.siteId, site.id), eq(reservations.attemptKey, attemptKey)));
    // A retried start of the same attempt continues it, whatever the car has become since.
    if (!existing) {
      if (!canReserve(car, siteFeatures(config)) || (await isPaidElsewhere(car.id))) {
        return leadAnswer(409, { error: reservationMessages.notReservable, reason: 'unavailable' });
      }
    }
    let row = existing;
    if (!row) {
      const deposit = reservePrice(car, config);
      const email = shopperConfirmationSchema.shape.to.safeParse(
        checked.lead.document.userData.email,
      );
      const stored: StoredReservationLead = {
        lead: checked.lead,
        clientAddress: request.clientAddress.slice(0, 100),
        depositText: deposit.text,
        refundTerms: config.reserve.refund_terms,
        carSlug: car.slug,
      };
      const inserted = await db
        .insert(reservations)
        .values({
          id: randomUUID(),
          carId: car.id,
          siteId: site.id,
          status: 'pending',
          // The clock the payment window is measured by.
          createdAt: now(),
          updatedAt: now(),
          depositCents: deposit.cents,
          currency: config.server.payments?.currency ?? 'aud',
          attemptKey,
          provider: provider.name,
          lead: stored as unknown as Record<string, unknown>,
          shopperEmail: email.success ? email.data : null,
        })
        .onConflictDoNothing({ target: [reservations.siteId, reservations.attemptKey] })
        .returning();
      row =
        inserted[0] ??
        (
          await db
            .select()
            .from(reservations)
            .where(and(eq(reservations.siteId, site.id), eq(reservations.attemptKey, attemptKey)))
        )[0];
    }
    if (!row) throw new Error('reservation: the row of a replayed attempt is missing');
    // An attempt taken up again after its window: nothing more can be paid on it.
    if (row.status === 'pending' && reservationPaymentLapsed(row.createdAt, now())) {
      await expire(row);
      row = { ...row, status: 'expired' };
    }
    if (row.status === 'expired' || row.status === 'cancelled') {
      return leadAnswer(409, {
        ...publicReservation(row),
        error: reservationMessages.lapsed,
        reason: 'lapsed',
      });
    }
    if (row.status !== 'pending') {
      return leadAnswer(200, publicReservation(row));
    }
    const payment = await paymentFor(row, provider, car);
    return leadAnswer(existing ? 200 : 201, {
      ...publicReservation({ ...row, paymentId: payment.id }),
      payment: {
        ...provider.browser,
        payment_id: payment.id,
        client_secret: payment.clientSecret,
        status: payment.status,
      },
    });
  }

  /**
   * Records a provider's successful payment, once. Serialised per car by the
   * car row's lock; the partial unique index backs it.
   */
  async function recordPayment(
    provider: PaymentProviderName,
    paymentId: string,
    reservationId?: string,
  ): Promise<RecordOutcome> {
    return db.transaction(async (tx): Promise<RecordOutcome> => {
      let [found] = await tx
        .select({ id: reservations.id, carId: reservations.carId })
        .from(reservations)
        .where(and(eq(reservations.provider, provider), eq(reservations.paymentId, paymentId)));
      // A server killed after the provider made the payment but before the
      // payment's id was saved: the payment's metadata names the reservation.
      if (!found && reservationId && /^[0-9a-f-]{36}$/i.test(reservationId)) {
        [found] = await tx
          .update(reservations)
          .set({ paymentId, updatedAt: now() })
          .where(
            and(
              eq(reservations.id, reservationId),
              eq(reservations.provider, provider),
              isNull(reservations.paymentId),
            ),
          )
          .returning({ id: reservations.id, carId: reservations.carId });
      }
      if (!found) return { outcome: 'unknown' };
      const [carRow] = await tx
        .select({ data: cars.data, dealershipId: cars.dealershipId })
        .from(cars)
        .where(eq(cars.id, found.carId))
        .for('update');
      const [row] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.id, found.id))
        .for('update');
      if (!row) return { outcome: 'unknown' };
      // A lapsed reservation whose payment succeeded before its cancellation
      // reached the provider is taken like a pending one: recorded if the car
      // is free, else refunded. Never a paid deposit without either.
      if (row.status !== 'pending' && row.status !== 'expired') {
        return {
          outcome: 'duplicate',
          reservationId: row.id,
          status: row.status as ReservationStatus,
        };
      }
      const car = carRow?.data as unknown as Car | undefined;
      const [other] = await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.carId, row.carId), eq(reservations.status, 'paid')));
      if (!car || !carRow || other || car.reserved || !isCarActive(car)) {
        await tx
          .update(reservations)
          .set({ status: 'refund_pending', updatedAt: now() })
          .where(eq(reservations.id, row.id));
        return { outcome: 'refund', reservationId: row.id };
      }
      const stored = row.lead as unknown as StoredReservationLead;
      const document: LeadDocument = {
        ...stored.lead.document,
        userData: {
          ...stored.lead.document.userData,
          deposit_paid: stored.depositText,
          payment_reference: paymentId,
          payment_provider: provider,
          refund_terms: stored.refundTerms,
        },
      };
      const leadId = await insertLead(
        tx,
        { ...stored.lead, document, idempotencyKey: `reservation:${row.id}` },
        stored.clientAddress,
        row.shopperEmail ? [{ kind: 'shopper_confirmation', to: row.shopperEmail }] : [],
      );
      const paidAt = now();
      await tx
        .update(reservations)
        .set({ status: 'paid', paidAt, updatedAt: paidAt, leadId: leadId ?? document.lead_id })
        .where(eq(reservations.id, row.id));
      // `reserved`: every page and search read it from the car; the
      // empty hash makes the next feed import write the car again (docs/rules.md#model-range).
      await tx
        .update(cars)
        .set({
          data: sql`${cars.data} || '{"reserved": true}'::jsonb`,
          dataHash: '',
          updatedAt: paidAt,
        })
        .where(eq(cars.id, row.carId));
      await notifyStockChange(tx, { dealershipId: carRow.dealershipId, origin: null });
      return { outcome: 'paid', reservationId: row.id, leadId: leadId ?? document.lead_id };
    });
  }

  /**
   * Lapses one pending reservation, once (the update is conditional on
   * 'pending', so of several processes sweeping, or a sweep and a webhook, one
   * takes it), then cancels its payment at the provider. A cancellation that
   * fails (the payment succeeded meanwhile, or the provider did not answer)
   * is logged: a payment made on it still arrives by webhook and is recorded
   * or refunded. Resolves with whether this call lapsed it.
   */
  async function expire(row: ReservationRow): Promise<boolean> {
    const at = now();
    const [lapsed] = await db
      .update(reservations)
      .set({ status: 'expired', updatedAt: at })
      .where(and(eq(reservations.id, row.id), eq(reservations.status, 'pending')))
      .returning();
    if (!lapsed) return false;
    if (!lapsed.paymentId) return true;
    const provider = options.providerNamed(lapsed.provider as PaymentProviderName, lapsed.siteId);
    if (!provider) {
      log(`reservation ${lapsed.id}: no ${lapsed.provider} provider to cancel its payment`);
      return true;
    }
    try {
      await provider.cancelPayment(lapsed.paymentId, `cancel-${lapsed.id}`);
    } catch (error) {
      log(
        `reservation ${lapsed.id} lapsed but its payment could not be cancelled; a payment made on it is recorded or refunded from its webhook`,
        error,
      );
    }
    return true;
  }

  /**
   * Lapses every pending reservation whose payment window (core's
   * RESERVATION_PAYMENT_WINDOW_MINUTES) is over; resolves with how many this
   * call lapsed.
   */
  async function expireLapsed(): Promise<number> {
    const at = now();
    const pending = await db.select().from(reservations).where(eq(reservations.status, 'pending'));
    let lapsed = 0;
    for (const row of pending) {
      if (!reservationPaymentLapsed(row.createdAt, at)) continue;
      if (await expire(row)) lapsed++;
    }
    return lapsed;
  }

  /** Makes every refund decided but not yet made; resolves with how many were made. */
  async function refundPending(): Promise<number> {
    const due = await db
      .select()
      .from(reservations)
      .where(eq(reservations.status, 'refund_pending'));
    let made = 0;
    for (const row of due) {
      const provider = options.providerNamed(row.provider as PaymentProviderName, row.siteId);
      if (!provider || !row.paymentId) {
        log(`reservation ${row.id}: no ${row.provider} provider to refund it; left pending`);
        continue;
      }
      try {
        await provider.refundPayment(row.paymentId, `refund-${row.id}`);
        await db
          .update(reservations)
          .set({ status: 'refunded', refundedAt: now(), updatedAt: now() })
          .where(and(eq(reservations.id, row.id), eq(reservations.status, 'refund_pending')));
        made++;
      } catch (error) {
        log(`reservation ${row.id}: the refund failed; it is tried again later`, error);
      }
    }
    return made;
  }

  async function webhook(
    provider: PaymentProvider,
    request: HandlerRequest,
  ): Promise<HandlerResponse> {
    const body =
      typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
    let event: ReturnType<PaymentProvider['readWebhook']>;
    try {
      event = provider.readWebhook(body, request.headers);
    } catch (error) {
      if (error instanceof WebhookSignatureError || error instanceof SyntaxError) {
        log(`a ${provider.name} webhook was refused: ${error.message}`);
        return leadAnswer(400, { error: reservationMessages.badSignature });
      }
      throw error;
    }
    if (event.type !== 'payment.succeeded' || !event.paymentId) {
      return leadAnswer(200, { received: true });
    }
    const recorded = await recordPayment(
      provider.name,
      event.paymentId,
      event.metadata.reservation_id,
    );
    if (recorded.outcome === 'paid') options.onLeadStored?.(recorded.leadId);
    if (recorded.outcome === 'refund') await refundPending();
    if (recorded.outcome === 'unknown') {
      log(`a ${provider.name} payment ${event.paymentId} has no reservation here`);
    }
    return leadAnswer(200, { received: true, outcome: recorded.outcome });
  }

  /** Where a reservation of this site stands; another site's reservation is not found. */
  async function status(siteId: string, request: HandlerRequest): Promise<HandlerResponse> {
    const read = await readLeadRequest(request);
    if (!read.ok) return read.answer;
    const id = read.raw.reservation_id;
    const valid = typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id);
    const [row] = valid ? await db.select().from(reservations).where(eq(reservations.id, id)) : [];
    if (!row || row.siteId !== siteId)
      return leadAnswer(404, { error: reservationMessages.unknown });
    const answer = publicReservation(row);
    if (row.status === 'refund_pending' || row.status === 'refunded') {
      return leadAnswer(200, { ...answer, error: reservationMessages.justReserved });
    }
    return leadAnswer(200, answer);
  }

  async function guarded(
    what: string,
    run: () => Promise<HandlerResponse>,
  ): Promise<HandlerResponse> {
    try {
      return await run();
    } catch (error) {
      log(`${what} failed`, error);
      // Out of reach, not broken: 503 says try again (a provider retries its webhook).
      return leadAnswer(isDatabaseUnavailable(error) ? 503 : 500, {
        error: reservationMessages.failed,
      });
    }
  }

  return {
    start: (site: LeadSite, config: SiteConfig, request: HandlerRequest) =>
      guarded(`reservation on site ${site.slug}`, () => start(site, config, request)),
    status: (siteId: string, request: HandlerRequest) =>
      guarded('reservation status', () => status(siteId, request)),
    webhook: (provider: PaymentProvider, request: HandlerRequest) =>
      guarded(`${provider.name} webhook`, () => webhook(provider, request)),
    recordPayment,
    refundPending,
    expireLapsed,
  };
}

export type Reservations = ReturnType<typeof createReservations>;
