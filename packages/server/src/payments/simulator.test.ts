import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/backends';
import { createPaymentSimulator, SIMULATOR_TEST_CARDS } from './simulator';

// The simulator's card form endpoints take what a browser sends: ids that are
// text the database cannot hold (a NUL, half a surrogate pair) name no payment,
// and no query is made that the database would refuse.

describeEachBackend('the payment simulator’s card form', (getDb) => {
  const request = (body: Record<string, unknown>) => ({
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    clientAddress: '127.0.0.1',
  });

  it('answers 404 for a payment id or client secret with a NUL or a lone surrogate, then pays with the real ones', async () => {
    const simulator = createPaymentSimulator({
      db: getDb().db,
      deliver: async () => 200,
      signingSecret: 'test-secret',
      log: () => {},
    });
    const payment = await simulator.provider.createPayment({
      amountCents: 50_000,
      currency: 'aud',
      idempotencyKey: 'simulator-text-1',
      description: 'deposit',
      metadata: {},
    });
    const card = { card_number: SIMULATOR_TEST_CARDS.succeeds, expiry: '12/40', cvc: '123' };
    const hostile = [
      { payment_id: `${payment.id}\u0000`, client_secret: payment.clientSecret },
      { payment_id: '\u0000', client_secret: payment.clientSecret },
      { payment_id: payment.id, client_secret: `${payment.clientSecret}\u0000` },
      { payment_id: `${payment.id}\ud800`, client_secret: payment.clientSecret },
      { payment_id: payment.id, client_secret: '\udc00' },
      { payment_id: { toString: 1 }, client_secret: payment.clientSecret },
    ];
    for (const ids of hostile) {
      const confirmed = await simulator.confirm(request({ ...ids, ...card }));
      expect(confirmed.status, JSON.stringify(ids)).toBe(404);
      const authenticated = await simulator.authenticate(request({ ...ids, outcome: 'complete' }));
      expect(authenticated.status, JSON.stringify(ids)).toBe(404);
    }
    const paid = await simulator.confirm(
      request({ payment_id: payment.id, client_secret: payment.clientSecret, ...card }),
    );
    expect([paid.status, paid.body?.status]).toEqual([200, 'succeeded']);
  });
});
