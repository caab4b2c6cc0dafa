// What the reservation needs of a payment provider (docs/decisions/0012-payments-through-a-provider-interface.md). Two adapters:
// Stripe (stripe.ts) and the embedded simulator (simulator.ts), which behaves
// like Stripe's test mode so the demo and the tests run offline.

export const paymentProviderNames = ['simulator', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

/** A payment's state, in Stripe's PaymentIntent words. */
export type PaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface Payment {
  id: string;
  /** What the browser confirms the payment with; never logged. */
  clientSecret: string;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
}

export interface CreatePayment {
  amountCents: number;
  currency: string;
  /** The same key gives the same payment: a retried request charges once. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

/** A webhook event, read and verified. Only the kinds the reservation acts on are named. */
export interface PaymentEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'other';
  paymentId: string | null;
  metadata: Record<string, string>;
}

/** What the checkout page's browser code needs: no secret, ever. */
export type BrowserPayments =
  | { provider: 'simulator' }
  | { provider: 'stripe'; publishableKey: string };

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly browser: BrowserPayments;
  createPayment(input: CreatePayment): Promise<Payment>;
  retrievePayment(id: string): Promise<Payment>;
  /** Refunds the whole payment; the same key refunds once. */
  refundPayment(id: string, idempotencyKey: string): Promise<void>;
  /**
   * Cancels a payment nobody completed (a lapsed reservation), so it can no
   * longer be paid. Resolves once it is cancelled (or was already); throws
   * when it cannot be, e.g. because it has succeeded meanwhile.
   */
  cancelPayment(id: string, idempotencyKey: string): Promise<void>;
  /** Verifies the signature over the raw body and reads the event; throws WebhookSignatureError. */
  readWebhook(body: string, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}
