import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payment-provider';
import { createStripeProvider, STRIPE_SIGNATURE_HEADER } from './stripe';

// The Stripe adapter against a fake Stripe API on 127.0.0.1 that answers as
// Stripe's API does (the shapes of its documented PaymentIntent and Refund
// objects) and keeps Stripe's idempotency rule: the same key answers the same
// object. Webhooks are signed with the stripe package's own test header.

interface Seen {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
}

const seen: Seen[] = [];
const byKey = new Map<string, Record<string, unknown>>();
let intents = 0;

function intent(form: URLSearchParams): Record<string, unknown> {
  intents++;
  const id = `pi_fake${intents}`;
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return {
    id,
    object: 'payment_intent',
    amount: Number(form.get('amount')),
    currency: form.get('currency'),
    client_secret: `${id}_secret_fake`,
    status: 'requires_payment_method',
    metadata,
    livemode: false,
  };
}

const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => {
    body += chunk.toString();
  });
  req.on('end', () => {
    const form = new URLSearchParams(body);
    const key = req.headers['idempotency-key'] as string | undefined;
    seen.push({
      method: req.method ?? '',
      path: req.url ?? '',
      idempotencyKey: key,
      authorization: req.headers.authorization,
      form,
    });
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'POST' && req.url === '/v1/payment_intents') {
      const answer = (key && byKey.get(key)) || intent(form);
      if (key) byKey.set(key, answer);
      return send(200, answer);
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(req.url ?? '');
    if (req.method === 'POST' && cancel) {
      const found = [...byKey.values()].find((i) => i.id === cancel[1]);
      // As Stripe: a succeeded PaymentIntent cannot be cancelled.
      if (!found || found.status === 'succeeded') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${found?.status ?? 'unknown'}.`,
          },
        });
      }
      return send(200, {
        ...found,
        status: 'canceled',
        cancellation_reason: form.get('cancellation_reason'),
      });
    }
    if (req.method === 'GET' && req.url?.startsWith('/v1/payment_intents/')) {
      const id = req.url.split('/').pop();
      const found = [...byKey.values()].find((i) => i.id === id);
      return found
        ? send(200, { ...found, status: 'succeeded' })
        : send(404, {
            error: { type: 'invalid_request_error', message: `No such payment_intent: '${id}'` },
          });
    }
    if (req.method === 'POST' && req.url === '/v1/refunds') {
      return send(200, {
        id: 're_fake',
        object: 'refund',
        payment_intent: form.get('payment_intent'),
        status: 'succeeded',
      });
    }
    send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  });
});

let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () =>
  createStripeProvider({
    secretKey: 'sk_test_fake',
    webhookSecret: 'whsec_fake',
    publishableKey: 'pk_test_fake',
    api: { host: '127.0.0.1', port, protocol: 'http' },
    maxNetworkRetries: 0,
  });

describe('the Stripe adapter', () => {
  it('makes a PaymentIntent with the idempotency key, the amount in cents and the metadata', async () => {
    const payment = await provider().createPayment({
      amountCents: 25_000,
      currency: 'aud',
      idempotencyKey: 'reservation-1',
      description: 'Reserve deposit: 2021 Mazda CX-5',
      metadata: { reservation_id: 'r1', car_id: 'car-1' },
    });
    expect(payment).toEqual({
      id: 'pi_fake1',
      clientSecret: 'pi_fake1_secret_fake',
      status: 'requires_payment_method',
      amountCents: 25_000,
      currency: 'aud',
    });
    const request = seen.at(-1);
    expect(request?.idempotencyKey).toBe('reservation-1');
    expect(request?.authorization).toBe('Bearer sk_test_fake');
    expect(request?.form.get('amount')).toBe('25000');
    expect(request?.form.get('metadata[reservation_id]')).toBe('r1');
    expect(request?.form.get('automatic_payment_methods[enabled]')).toBe('true');
  });

  it('a retried attempt sends the same key and gets the same payment', async () => {
    const input = {
      amountCents: 20_000,
      currency: 'aud',
      idempotencyKey: 'reservation-2',
      description: 'Reserve deposit',
      metadata: {},
    };
    const [a, b] = await Promise.all([
      provider().createPayment(input),
      provider().createPayment(input),
    ]);
    expect(a.id).toBe(b.id);
  });

  it('refunds the whole payment with its own idempotency key', async () => {
    await provider().refundPayment('pi_fake1', 'refund-r1');
    const request = seen.at(-1);
    expect(request?.path).toBe('/v1/refunds');
    expect(request?.idempotencyKey).toBe('refund-r1');
    expect(request?.form.get('payment_intent')).toBe('pi_fake1');
  });

  it('cancels an abandoned payment with its own idempotency key; a succeeded one cannot be', async () => {
    await provider().cancelPayment('pi_fake1', 'cancel-r1');
    const request = seen.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/payment_intents/pi_fake1/cancel');
    expect(request?.idempotencyKey).toBe('cancel-r1');
    expect(request?.form.get('cancellation_reason')).toBe('abandoned');
    const paid = [...byKey.values()].find((i) => i.id === 'pi_fake1');
    if (paid) paid.status = 'succeeded';
    await expect(provider().cancelPayment('pi_fake1', 'cancel-r1b')).rejects.toThrow(
      /status of succeeded/,
    );
    if (paid) paid.status = 'requires_payment_method';
  });

  it('reads a webhook whose signature verifies, and refuses one that does not', () => {
    const stripe = new Stripe('sk_test_fake');
    const body = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: { id: 'pi_fake1', object: 'payment_intent', metadata: { reservation_id: 'r1' } },
      },
    });
    const header = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_fake',
    });
    expect(provider().readWebhook(body, { [STRIPE_SIGNATURE_HEADER]: header })).toEqual({
      id: 'evt_1',
      type: 'payment.succeeded',
      paymentId: 'pi_fake1',
      metadata: { reservation_id: 'r1' },
    });
    const forged = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_other',
    });
    expect(() => provider().readWebhook(body, { [STRIPE_SIGNATURE_HEADER]: forged })).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider().readWebhook(`${body} `, { [STRIPE_SIGNATURE_HEADER]: header })).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider().readWebhook(body, {})).toThrow(WebhookSignatureError);
  });
});
