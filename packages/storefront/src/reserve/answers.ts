// The reservation endpoints' answers as the checkout reads them. The
// server's bodies are read field by field; anything unexpected is a failure
// the page states plainly, never a guess.

export type BrowserPayments =
  | { provider: 'simulator' }
  | { provider: 'stripe'; publishableKey: string };

export type StartedReservation = {
  reservationId: string;
  deposit: string;
  payment: BrowserPayments & { paymentId: string; clientSecret: string };
};

export type ReservationState =
  | { status: 'pending' | 'cancelled' | 'expired'; reference: string | null }
  /** `leadId`: the dealer's lead filed with the payment (what the analytics event names). */
  | { status: 'paid'; reference: string | null; leadId: string | null }
  | { status: 'refunded' | 'refund_pending'; reference: string | null; message: string };

export type CardAnswer =
  | { status: 'succeeded' }
  | { status: 'requires_action' }
  | { status: 'failed'; message: string; field: string | null };

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The default texts when the server's answer says nothing readable. */
export const reserveMessages = {
  failed: 'Sorry, the reservation could not be started. Please try again or call us.',
  paymentFailed: 'Sorry, the payment could not be made. Please try again.',
  justReserved: 'Sorry, this car was just reserved by another shopper.',
  pendingTooLong:
    'Your payment has been taken and we are confirming your reservation. We will e-mail you as soon as it is confirmed.',
} as const;

/** A started reservation, or the answer as the lead form reads an error (its `error` and `errors`). */
export function readStartedReservation(answer: unknown): StartedReservation | null {
  const body = record(answer);
  const payment = record(body?.payment);
  const reservationId = text(body?.reservation_id);
  const paymentId = text(payment?.payment_id);
  const clientSecret = text(payment?.client_secret);
  if (!body || !reservationId || !paymentId || !clientSecret) return null;
  const provider = payment?.provider;
  const base = { paymentId, clientSecret };
  if (provider === 'simulator') {
    return {
      reservationId,
      deposit: text(body.deposit) ?? '',
      payment: { provider, ...base },
    };
  }
  const publishableKey = text(payment?.publishableKey);
  if (provider === 'stripe' && publishableKey) {
    return {
      reservationId,
      deposit: text(body.deposit) ?? '',
      payment: { provider, publishableKey, ...base },
    };
  }
  return null;
}

export function readReservationState(answer: unknown): ReservationState | null {
  const body = record(answer);
  const reference = text(body?.payment_reference);
  switch (body?.status) {
    case 'paid':
      return { status: 'paid', reference, leadId: text(body.lead_id) };
    case 'pending':
    case 'cancelled':
    case 'expired':
      return { status: body.status, reference };
    case 'refunded':
    case 'refund_pending':
      return {
        status: body.status,
        reference,
        message: text(body.error) ?? reserveMessages.justReserved,
      };
    default:
      return null;
  }
}

export function readCardAnswer(answer: unknown): CardAnswer {
  const body = record(answer);
  if (body?.status === 'succeeded' && !body.error) return { status: 'succeeded' };
  if (body?.status === 'requires_action' && !body.error) return { status: 'requires_action' };
  return {
    status: 'failed',
    message: text(body?.error) ?? reserveMessages.paymentFailed,
    field: text(body?.field),
  };
}
