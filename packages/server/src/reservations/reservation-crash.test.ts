import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { cars, leads, reservations, simulatedPayments } from '../db/schema';
import { importFeed } from '../import/import-feed';
import { createPaymentSimulator, SIMULATOR_WEBHOOK_PATH } from '../payments/simulator';
import { httpWebhookDelivery, ownBaseUrl } from '../payments/webhook-delivery';
import { feedRow, insertTestSite } from '../testing/fixtures';
import { createReservations } from './reservations';

// A payment that succeeds while the server is killed before it
// records it is reconciled from the provider's webhook on restart: no paid
// deposit without a reservation, and the reservation exactly once (docs/decisions/0012-payments-through-a-provider-interface.md). The child
// (testing/reservation-crash-child.ts) pays with a succeeding card and is
// killed with SIGKILL; the provider (the simulator, whose state is durable as
// a real provider's) then posts its webhook over HTTP to the restarted server.

const child = fileURLToPath(new URL('../testing/reservation-crash-child.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function runUntilPaid(): Promise<{ reservationId: string; paymentId: string; status: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    env: { ...process.env, CRASH_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`the child did not pay in 60 s: ${err}`));
    }, 60_000);
    proc.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      // Killed at once: the payment succeeded, the webhook is not yet sent.
      proc.kill('SIGKILL');
      proc.once('exit', (_code, signal) => {
        if (signal !== 'SIGKILL') reject(new Error(`the child ended by ${signal}`));
        else resolve(JSON.parse(line));
      });
    });
    proc.once('error', reject);
  });
}

describe('SIGKILL between payment success and recording', () => {
  it('the restarted server records the reservation from the webhook, exactly once', async () => {
    const setup = await openDatabase({ dataDir });
    const site = await insertTestSite(setup.db, 'crash', { reserve: { allowed: true } });
    await importFeed(setup.db, {
      dealershipId: site.dealershipId,
      rows: [feedRow(1)],
      now: new Date(),
    });
    await setup.close();

    const paid = await runUntilPaid();
    expect(paid.status).toBe('succeeded');

    const handle = await openDatabase({ dataDir });
    let stopServer = async () => {};
    try {
      const { db } = handle;
      const [before] = await db
        .select()
        .from(reservations)
        .where(eq(reservations.id, paid.reservationId));
      const [payment] = await db
        .select()
        .from(simulatedPayments)
        .where(eq(simulatedPayments.id, paid.paymentId));
      // The state the kill left: paid at the provider, not recorded here.
      expect(payment?.status).toBe('succeeded');
      expect(before?.status).toBe('pending');

      // The restarted server's endpoint: a real HTTP server, as the renderer's.
      let api: ReturnType<typeof createReservations> | null = null;
      const delivered: number[] = [];
      const server = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', async () => {
          const answer = api
            ? await api.webhook(simulator.provider, {
                body: Buffer.concat(chunks),
                headers: req.headers,
                clientAddress: 'test',
              })
            : { status: 503, body: null };
          delivered.push(answer.status);
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answer.body));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      stopServer = () => new Promise((resolve) => server.close(() => resolve()));
      const url = `${ownBaseUrl(server.address() as AddressInfo)}${SIMULATOR_WEBHOOK_PATH}`;
      const post = httpWebhookDelivery({ url: () => url });
      const simulator = createPaymentSimulator({
        db,
        // The provider's retry finds the event due at once after the restart.
        now: () => new Date(Date.now() + 3_600_000),
        async deliver(body, headers) {
          const status = await post(body, headers);
          // Delivered twice, as a provider may: the second changes nothing.
          await post(body, headers);
          return status;
        },
      });
      api = createReservations({
        db,
        providerFor: () => simulator.provider,
        providerNamed: () => simulator.provider,
      });
      expect(await simulator.deliverDue()).toBe(1);
      expect(delivered).toEqual([200, 200]);

      const rows = await db.select().from(reservations).where(eq(reservations.carId, 'car-1'));
      expect(rows.map((r) => r.status)).toEqual(['paid']);
      expect(rows[0]?.paymentId).toBe(paid.paymentId);
      const carLeads = await db.select().from(leads).where(eq(leads.carId, 'car-1'));
      expect(carLeads).toHaveLength(1);
      const [car] = await db.select().from(cars).where(eq(cars.id, 'car-1'));
      expect((car?.data as { reserved?: boolean } | undefined)?.reserved).toBe(true);
      // Nothing is left to deliver.
      expect(await simulator.deliverDue()).toBe(0);
    } finally {
      await stopServer();
      await handle.close();
    }
  }, 120_000);
});
