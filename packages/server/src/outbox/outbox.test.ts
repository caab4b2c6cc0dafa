import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dealerships } from '../db/schema';
import { createLeadHandler } from '../leads/lead-handler';
import { type LeadSite, loadLeadSite } from '../leads/lead-site';
import { describeEachBackend } from '../testing/backends';
import { insertTestSite } from '../testing/fixtures';
import { leadBody } from '../testing/lead-fixtures';
import { fileMailTransport } from './mail';
import { createOutboxWorker, leadDeliveryState } from './outbox';

// Graceful shutdown (a serving process on SIGTERM): stopping the outbox worker
// while it delivers waits for that delivery and its bookkeeping, so the lead
// is marked delivered before the database closes and the next start does not
// send it again.

describeEachBackend('outbox worker stop', (getDb) => {
  let leadSite: LeadSite;
  let release: () => void = () => {};
  const arrived: string[] = [];
  let onArrival: () => void = () => {};
  // A CRM that takes its time: each delivery waits until the test releases it.
  const hook = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      arrived.push(String(req.headers['idempotency-key']));
      onArrival();
      release = () => res.writeHead(204).end();
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
    const { db } = getDb();
    const site = await insertTestSite(db, 'stop');
    await db
      .update(dealerships)
      .set({ leadDestinations: [{ kind: 'webhook', url, format: 'json' }] })
      .where(eq(dealerships.id, site.dealershipId));
    const loaded = await loadLeadSite(db, 'stop-site');
    if (!loaded) throw new Error('site missing');
    leadSite = loaded;
  });
  afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

  it('waits for the delivery in progress, which is then delivered once and only once', async () => {
    const { db, dataDir } = getDb();
    const answer = await createLeadHandler({ db })({
      body: JSON.stringify(leadBody()),
      headers: { 'content-type': 'application/json' },
      clientAddress: '127.0.0.1',
      site: leadSite,
    });
    const leadId = (answer.body as { lead_id: string }).lead_id;
    const context = {
      dataDir,
      mail: fileMailTransport(path.join(dataDir, 'mail')),
      mailFrom: 'leads@test',
    };
    const worker = createOutboxWorker({ db, context, pollMs: 20, log: () => {} });
    const delivering = new Promise<void>((resolve) => {
      onArrival = resolve;
    });
    worker.start();
    await delivering;

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The CRM has not answered yet: the worker is still in its round.
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await leadDeliveryState(db, leadId)).map((d) => d.status)).toEqual(['delivered']);

    // The next start finds nothing to send.
    const next = createOutboxWorker({ db, context, log: () => {} });
    expect(await next.runOnce()).toBe(0);
    expect(arrived).toEqual([`${leadId}:0`]);
  });
});
