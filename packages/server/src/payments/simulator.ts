import { randomBytes, randomUUID } from 'node:crypto';
import { storableJson } from '@forecourt/core';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { simulatedPaymentEvents, simulatedPayments } from '../db/schema';
import type { HandlerRequest, HandlerResponse } from '../leads/lead-request';
import { leadAnswer } from '../leads/lead-request';
import type { Payment, PaymentProvider, PaymentStatus } from './payment-provider';
import { signWebhook, verifyWebhook } from './webhook-signature';

// The embedded payment provider (docs/decisions/0012-payments-through-a-provider-interface.md). It behaves like Stripe's test mode:
// a payment is created with an idempotency key, the browser confirms it with
// one of the documented test cards (our own accessible card form stands in for
// Stripe's element), a card may need an extra authentication step, and the
// outcome reaches the reservation only through a signed webhook, delivered
// asynchronously and retried until the endpoint takes it. Its state lives in
// the database, so a payment made before our server was killed is still
// delivered after it starts again, as Stripe would.

/** The header the simulator signs its webhooks in. */
export const SIMULATOR_SIGNATURE_HEADER = 'forecourt-simulator-signature';

/**
 * Where the simulator posts its webhooks: one path of the platform, answered on
 * every host before the site is looked up (the renderer's app.ts). The
 * simulator is one provider for every site, with one signing secret, and its
 * events name no site; Stripe's, by contrast, go to each site's own
 * `/api/payments/webhook`, verified with that site's endpoint secret.
 */
export const SIMULATOR_WEBHOOK_PATH = '/api/payments/simulator/webhook';

/** The documented test cards (Stripe's numbers, so a tester's habits carry over). */
export const SIMULATOR_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authenticationRequired: '4000002500003155',
} as const;

/** What the card form is told, one message per outcome (Stripe's texts). */
export const simulatorMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  notTestCard:
    'Your card was declined. This demo takes test cards only: use 4242 4242 4242 4242 to pay.',
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiry: "Your card's expiration date is incomplete or in the past.",
  invalidCvc: "Your card's security code is incomplete.",
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  unknownPayment: 'This payment could not be found. Please start again.',
  canceled:
    'This payment has expired because it was not made in time. Please reload the page to start again.',
} as const;

export interface PaymentSimulatorOptions {
  db: Database;
  /** Delivers one signed event to our webhook endpoint; resolves with its HTTP status. */
  deliver(body: string, headers: Record<string, string>): Promise<number>;
  /** The signing secret shared with the endpoint; a random one per process by default. */
  signingSecret?: string;
  now?: () => Date;
  /** How long a failed delivery waits before the next (doubling, at most an hour). */
  retryMs?: number;
  /**
   * How long after a payment its webhook is first sent (0 by default). A real
   * provider's webhook can arrive late; the crash test uses this to kill the
   * server between the payment and its recording.
   */
  webhookDelayMs?: number;
  /** Polling for due events when nothing wakes the sender. */
  pollMs?: number;
  /**
   * How long a claimed event stays with this sender before another may take it
   * (a sender killed mid-delivery leaves its claim to lapse). Several processes
   * on one database each send; an event is claimed by one of them at a time.
   */
  claimMs?: number;
  log?: (message: string, error?: unknown) => void;
}

type Row = typeof simulatedPayments.$inferSelect;

function toPayment(row: Row): Payment {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as PaymentStatus,
    amountCents: row.amountCents,
    currency: row.currency,
  };
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM/YYYY) not before the current month. */
function expiryValid(expiry: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * The body as a JSON object the database can be asked about, else null (an
 * unknown payment): a NUL in an id would fail the query, so such a body names
 * no payment (core's storableJson; a lone surrogate is replaced).
 */
function readJson(request: HandlerRequest): Record<string, unknown> | null {
  let value: unknown;
  try {
    const text =
      typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
    value = JSON.parse(text) as unknown;
  } catch {
    return null;
  }
  const storable = storableJson(value);
  if (!storable.ok) return null;
  const body = storable.value;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export interface PaymentSimulator {
  provider: PaymentProvider;
  /** The card form's confirm: `{ payment_id, client_secret, card_number, expiry, cvc }`. */
  confirm(request: HandlerRequest): Promise<HandlerResponse>;
  /** The extra authentication step's answer: `{ payment_id, client_secret, outcome: 'complete' | 'fail' }`. */
  authenticate(request: HandlerRequest): Promise<HandlerResponse>;
  /** Delivers every due event once; resolves with how many were taken. */
  deliverDue(): Promise<number>;
  start(): void;
  wake(): void;
  stop(): Promise<void>;
}

export function createPaymentSimulator(options: PaymentSimulatorOptions): PaymentSimulator {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const secret = options.signingSecret ?? randomBytes(32).toString('hex');
  const retryMs = options.retryMs ?? 2_000;
  const pollMs = options.pollMs ?? 1_000;
  const claimMs = options.claimMs ?? 60_000;
  const log = options.log ?? ((m, e) => console.error(`[payments] ${m}`, e ?? ''));

  async function find(id: string): Promise<Row | null> {
    const [row] = await db.select().from(simulatedPayments).where(eq(simulatedPayments.id, id));
    return row ?? null;
  }

  /** Moves the payment on and queues its event, in one transaction (a provider's own commit). */
  async function settle(
    id: string,
    from: PaymentStatus[],
    to: PaymentStatus,
    fields: { lastError?: string | null; cardLast4?: string },
  ): Promise<Row | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(simulatedPayments)
        .set({ status: to, updatedAt: now(), ...fields })
        .where(
          and(
            eq(simulatedPayments.id, id),
            sql`${simulatedPayments.status} in (select jsonb_array_elements_text(${JSON.stringify(from)}::jsonb))`,
          ),
        )
        .returning();
      if (!row) return null;
      if (to === 'succeeded' || to === 'requires_payment_method') {
        const type =
          to === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
        await tx.insert(simulatedPaymentEvents).values({
          id: `evt_sim_${randomUUID().replaceAll('-', '')}`,
          paymentId: row.id,
          type,
          payload: {
            type,
            data: {
              object: {
                id: row.id,
                status: row.status,
                amount: row.amountCents,
                currency: row.currency,
                metadata: row.metadata,
              },
            },
          },
          nextAttemptAt: new Date(now().getTime() + (options.webhookDelayMs ?? 0)),
        });
      }
      return row;
    });
  }

  const answer = (row: Row) =>
    leadAnswer(200, {
      payment_id: row.id,
      status: row.status,
      ...(row.lastError && row.status === 'requires_payment_method'
        ? { error: row.lastError }
        : {}),
      ...(row.status === 'canceled' ? { error: simulatorMessages.canceled } : {}),
    });

  async function ownPayment(body: Record<string, unknown> | null): Promise<Row | null> {
    const row = body ? await find(str(body.payment_id)) : null;
    // The client secret is what proves the browser is the payment's own.
    return row && row.clientSecret === str(body?.client_secret) ? row : null;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  /**
   * Takes the due events for this sender: their next attempt moves past the
   * claim, in one statement that skips rows another sender is claiming, so
   * each event goes out from one process at a time.
   */
  async function claim(at: Date) {
    const due = db
      .select({ id: simulatedPaymentEvents.id })
      .from(simulatedPaymentEvents)
      .where(
        and(
          isNull(simulatedPaymentEvents.deliveredAt),
          lte(simulatedPaymentEvents.nextAttemptAt, at),
        ),
      )
      .orderBy(asc(simulatedPaymentEvents.createdAt))
      .limit(50)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(simulatedPaymentEvents)
      .set({ nextAttemptAt: new Date(at.getTime() + claimMs) })
      .where(
        and(
          inArray(simulatedPaymentEvents.id, due),
          isNull(simulatedPaymentEvents.deliveredAt),
          lte(simulatedPaymentEvents.nextAttemptAt, at),
        ),
      )
      .returning();
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async function deliverOnce(): Promise<number> {
    const due = await claim(now());
    let taken = 0;
    for (const event of due) {
      const body = JSON.stringify({ id: event.id, ...event.payload });
      let status = 0;
      try {
        status = await options.deliver(body, {
          'content-type': 'application/json',
          [SIMULATOR_SIGNATURE_HEADER]: signWebhook(secret, body, now()),
        });
      } catch (error) {
        log(`webhook ${event.id} could not be delivered`, error);
      }
      if (status >= 200 && status < 300) {
        taken++;
        await db
          .update(simulatedPaymentEvents)
          .set({ deliveredAt: now(), attempts: event.attempts + 1 })
          .where(eq(simulatedPaymentEvents.id, event.id));
      } else {
        const wait = Math.min(retryMs * 2 ** event.attempts, 3_600_000);
        await db
          .update(simulatedPaymentEvents)
          .set({ attempts: event.attempts + 1, nextAttemptAt: new Date(now().getTime() + wait) })
          .where(eq(simulatedPaymentEvents.id, event.id));
      }
    }
    return taken;
  }

  function deliverDue(): Promise<number> {
    // One round at a time; a wake during a round runs another after it.
    const next = (running ?? Promise.resolve(0)).then(() => deliverOnce());
    running = next.catch((error: unknown) => {
      log('delivering webhook events failed', error);
      return 0;
    });
    return next;
  }

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void deliverDue()
        .catch(() => 0)
        .finally(() => schedule(pollMs));
    }, ms);
    timer.unref?.();
  };

  const provider: PaymentProvider = {
    name: 'simulator',
    browser: { provider: 'simulator' },
    async createPayment(input) {
      const id = `pi_sim_${randomUUID().replaceAll('-', '')}`;
      const inserted = await db
        .insert(simulatedPayments)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          idempotencyKey: input.idempotencyKey,
          amountCents: input.amountCents,
          currency: input.currency,
          status: 'requires_payment_method',
          metadata: input.metadata,
        })
        .onConflictDoNothing({ target: simulatedPayments.idempotencyKey })
        .returning();
      const row =
        inserted[0] ??
        (
          await db
            .select()
            .from(simulatedPayments)
            .where(eq(simulatedPayments.idempotencyKey, input.idempotencyKey))
        )[0];
      if (!row) throw new Error('payment simulator: the payment of a replayed key is missing');
      if (row.amountCents !== input.amountCents) {
        // Stripe refuses a key reused with other parameters; so do we.
        throw new Error(
          `payment simulator: idempotency key ${input.idempotencyKey} reused with another amount`,
        );
      }
      return toPayment(row);
    },
    async retrievePayment(id) {
      const row = await find(id);
      if (!row) throw new Error(`payment simulator: no payment ${id}`);
      return toPayment(row);
    },
    async refundPayment(id) {
      const row = await find(id);
      if (!row) throw new Error(`payment simulator: no payment ${id}`);
      if (row.status !== 'succeeded')
        throw new Error(`payment simulator: payment ${id} is ${row.status}, not refundable`);
      // Refunding twice is refunding once.
      await db
        .update(simulatedPayments)
        .set({ refunded: true, updatedAt: now() })
        .where(eq(simulatedPayments.id, id));
    },
    async cancelPayment(id) {
      // As Stripe: a payment not yet made can be cancelled, a succeeded one cannot.
      const [cancelled] = await db
        .update(simulatedPayments)
        .set({ status: 'canceled', updatedAt: now() })
        .where(
          and(
            eq(simulatedPayments.id, id),
            sql`${simulatedPayments.status} in ('requires_payment_method', 'requires_confirmation', 'requires_action', 'canceled')`,
          ),
        )
        .returning();
      if (cancelled) return;
      const row = await find(id);
      if (!row) throw new Error(`payment simulator: no payment ${id}`);
      throw new Error(`payment simulator: payment ${id} is ${row.status}, it cannot be cancelled`);
    },
    readWebhook(body, headers) {
      const header = headers[SIMULATOR_SIGNATURE_HEADER];
      verifyWebhook(secret, body, Array.isArray(header) ? header[0] : header, now());
      const event = JSON.parse(body) as {
        id: string;
        type: string;
        data?: { object?: { id?: string; metadata?: Record<string, string> } };
      };
      const object = event.data?.object;
      return {
        id: event.id,
        type:
          event.type === 'payment_intent.succeeded'
            ? 'payment.succeeded'
            : event.type === 'payment_intent.payment_failed'
              ? 'payment.failed'
              : 'other',
        paymentId: object?.id ?? null,
        metadata: object?.metadata ?? {},
      };
    },
  };

  async function confirm(request: HandlerRequest): Promise<HandlerResponse> {
    const body = readJson(request);
    const row = await ownPayment(body);
    if (!row) return leadAnswer(404, { error: simulatorMessages.unknownPayment });
    // A double click or a retried confirm: the payment already moved on.
    if (row.status !== 'requires_payment_method') return answer(row);
    const number = str(body?.card_number).replace(/[\s-]/g, '');
    const fail = async (message: string, field: string) => {
      const failed = await settle(row.id, ['requires_payment_method'], 'requires_payment_method', {
        lastError: message,
      });
      return leadAnswer(200, {
        payment_id: row.id,
        status: (failed ?? row).status,
        error: message,
        field,
      });
    };
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
      return leadAnswer(200, {
        payment_id: row.id,
        status: row.status,
        error: simulatorMessages.incorrectNumber,
        field: 'card_number',
      });
    }
    if (!expiryValid(str(body?.expiry), now())) {
      return leadAnswer(200, {
        payment_id: row.id,
        status: row.status,
        error: simulatorMessages.invalidExpiry,
        field: 'expiry',
      });
    }
    if (!/^\d{3,4}$/.test(str(body?.cvc).trim())) {
      return leadAnswer(200, {
        payment_id: row.id,
        status: row.status,
        error: simulatorMessages.invalidCvc,
        field: 'cvc',
      });
    }
    const last4 = number.slice(-4);
    let moved: Row | null;
    switch (number) {
      case SIMULATOR_TEST_CARDS.succeeds:
        moved = await settle(row.id, ['requires_payment_method'], 'succeeded', {
          cardLast4: last4,
          lastError: null,
        });
        break;
      case SIMULATOR_TEST_CARDS.authenticationRequired:
        moved = await settle(row.id, ['requires_payment_method'], 'requires_action', {
          cardLast4: last4,
          lastError: null,
        });
        break;
      case SIMULATOR_TEST_CARDS.declined:
        return fail(simulatorMessages.declined, 'card_number');
      case SIMULATOR_TEST_CARDS.insufficientFunds:
        return fail(simulatorMessages.insufficientFunds, 'card_number');
      default:
        return fail(simulatorMessages.notTestCard, 'card_number');
    }
    if (moved?.status === 'succeeded') wake();
    return answer(moved ?? (await find(row.id)) ?? row);
  }

  async function authenticate(request: HandlerRequest): Promise<HandlerResponse> {
    const body = readJson(request);
    const row = await ownPayment(body);
    if (!row) return leadAnswer(404, { error: simulatorMessages.unknownPayment });
    if (row.status !== 'requires_action') return answer(row);
    const moved =
      body?.outcome === 'complete'
        ? await settle(row.id, ['requires_action'], 'succeeded', {})
        : await settle(row.id, ['requires_action'], 'requires_payment_method', {
            lastError: simulatorMessages.authenticationFailed,
          });
    if (moved?.status === 'succeeded') wake();
    return answer(moved ?? (await find(row.id)) ?? row);
  }

  function wake() {
    if (stopped) return;
    schedule(0);
  }

  return {
    provider,
    confirm,
    authenticate,
    deliverDue,
    start() {
      if (!stopped) return;
      stopped = false;
      // Whatever was left undelivered by an earlier run goes out now.
      schedule(0);
    },
    wake,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
