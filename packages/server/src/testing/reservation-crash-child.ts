import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../db/database';
import { loadLeadSite } from '../leads/lead-site';
import {
  createPaymentSimulator,
  SIMULATOR_TEST_CARDS,
  SIMULATOR_WEBHOOK_PATH,
} from '../payments/simulator';
import { httpWebhookDelivery, ownBaseUrl } from '../payments/webhook-delivery';
import { createReservations } from '../reservations/reservations';
import { testSiteConfig } from './fixtures';
import { leadBody } from './lead-fixtures';

// The process the crash test kills (reservations/reservation-crash.test.ts): it
// starts a reservation, pays it with a succeeding test card, prints the ids and
// waits. The simulator holds the webhook back, so the payment has succeeded at
// the provider and nothing of it is recorded when SIGKILL arrives.

const dataDir = process.env.CRASH_DATA_DIR;
if (!dataDir) throw new Error('CRASH_DATA_DIR is not set');
const handle = await openDatabase({ dataDir });
const config = testSiteConfig('crash', { reserve: { allowed: true } });
const site = await loadLeadSite(handle.db, 'crash-site', config);
if (!site) throw new Error('the crash test site is missing');
let reservations: ReturnType<typeof createReservations> | null = null;
// Its own webhook endpoint over HTTP, as the renderer's.
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', async () => {
    const answer = reservations
      ? await reservations.webhook(simulator.provider, {
          body: Buffer.concat(chunks),
          headers: req.headers,
          clientAddress: 'test',
        })
      : { status: 503 };
    res.writeHead(answer.status);
    res.end();
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `${ownBaseUrl(server.address() as AddressInfo)}${SIMULATOR_WEBHOOK_PATH}`;
const simulator = createPaymentSimulator({
  db: handle.db,
  webhookDelayMs: 600_000,
  deliver: httpWebhookDelivery({ url: () => url }),
});
reservations = createReservations({
  db: handle.db,
  providerFor: () => simulator.provider,
  providerNamed: () => simulator.provider,
});
simulator.start();
const started = await reservations.start(site, config, {
  body: JSON.stringify(
    leadBody({ category: 'Reserve Enquiry' }, { car_id: 'car-1', car_dealership_id: 'crash-d1' }),
  ),
  headers: { 'content-type': 'application/json' },
  clientAddress: '127.0.0.1',
});
const answer = started.body as {
  reservation_id: string;
  payment: { payment_id: string; client_secret: string };
};
const confirmed = await simulator.confirm({
  body: JSON.stringify({
    payment_id: answer.payment.payment_id,
    client_secret: answer.payment.client_secret,
    card_number: SIMULATOR_TEST_CARDS.succeeds,
    expiry: '12/30',
    cvc: '123',
  }),
  headers: {},
  clientAddress: '127.0.0.1',
});
process.stdout.write(
  `${JSON.stringify({ reservationId: answer.reservation_id, paymentId: answer.payment.payment_id, status: (confirmed.body as { status: string }).status })}\n`,
);
// Wait for the kill.
setInterval(() => {}, 60_000);
