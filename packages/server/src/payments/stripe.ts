import Stripe from 'stripe';
import {
  type Payment,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentStatus,
  WebhookSignatureError,
} from './payment-provider';

// The real payment provider (docs/decisions/0012-payments-through-a-provider-interface.md). PaymentIntents are made on our server
// with an idempotency key per attempt; the browser confirms them in Stripe's
// own card element with the client secret (the publishable key is the only key
// it sees); the outcome is read from webhooks whose signature is verified with
// the endpoint's secret. The secret key never leaves this module's client.

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Another API address (a fake server in tests); Stripe's own by default. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Network retries of the client (Stripe's default 1); each reuses the idempotency key. */
  maxNetworkRetries?: number;
}

/** The header Stripe signs its webhooks in. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

const statuses: readonly PaymentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
];

function toPayment(intent: Stripe.PaymentIntent): Payment {
  const status = statuses.find((s) => s === intent.status);
  if (!status)
    throw new Error(`stripe: payment ${intent.id} has an unknown status "${intent.status}"`);
  if (!intent.client_secret)
    throw new Error(`stripe: payment ${intent.id} came without its client secret`);
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    status,
    amountCents: intent.amount,
    currency: intent.currency,
  };
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.api ?? {}),
  });
  return {
    name: 'stripe',
    browser: { provider: 'stripe', publishableKey: settings.publishableKey },
    async createPayment(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          description: input.description,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toPayment(intent);
    },
    async retrievePayment(id) {
      return toPayment(await stripe.paymentIntents.retrieve(id));
    },
    async refundPayment(id, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: id }, { idempotencyKey });
    },
    async cancelPayment(id, idempotencyKey) {
      // Stripe refuses to cancel a PaymentIntent that succeeded (or is
      // already cancelled); the error is thrown on to the caller.
      await stripe.paymentIntents.cancel(
        id,
        { cancellation_reason: 'abandoned' },
        { idempotencyKey },
      );
    },
    readWebhook(body, headers): PaymentEvent {
      const header = headers[STRIPE_SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, signature ?? '', settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Error ? error.message : 'the Stripe signature could not be verified',
        );
      }
      if (
        event.type === 'payment_intent.succeeded' ||
        event.type === 'payment_intent.payment_failed'
      ) {
        const intent = event.data.object;
        return {
          id: event.id,
          type: event.type === 'payment_intent.succeeded' ? 'payment.succeeded' : 'payment.failed',
          paymentId: intent.id,
          metadata: { ...intent.metadata },
        };
      }
      return { id: event.id, type: 'other', paymentId: null, metadata: {} };
    },
  };
}
