import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Car, isCarOnSite, type SiteConfig } from '@forecourt/core';
import {
  LEAD_UNAVAILABLE_MESSAGE,
  openDatabase,
  SIMULATOR_TEST_CARDS,
  tables,
} from '@forecourt/server';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteRegistry } from '../site-registry/hosts';
import { defaultSitesDir, loadSites } from '../site-registry/load-sites';
import { closeServer, listenOnFreePort, requestByHost } from '../testing/http-client';
import {
  type PrivatePostgres,
  postgresBinaries,
  startPrivatePostgres,
} from '../testing/private-postgres';
import { createApp, PROBE_PATHS, type RendererApp } from './app';
import { createDataServices, type DataServices } from './services/data-services';

// The database going away under load (docs/operations.md#when-the-database-is-down):
// a PostgreSQL server of the test's own, two serving processes' data sides on it
// (as two machines behind a balancer; the first also serves the pages), shoppers
// viewing pages, searching, sending leads and paying deposits, and the server
// stopped for 10 s and started again. While it is down, readiness answers 503,
// pages and searches still answer, and no lead is acknowledged; afterwards every
// process takes leads again without a restart, and every lead and deposit that
// was acknowledged is in the database.

const bin = postgresBinaries();
const root = fileURLToPath(new URL('../../', import.meta.url));
const SITE = 'harbour-motor-group';
const HOST = `${SITE}.localhost`;
const OUTAGE_MS = 10_000;
const REQUEST_TIMEOUT_MS = 15_000;

/** 'stopping' and 'starting' are the moments pg_ctl works, when either may hold. */
type Phase = 'before' | 'stopping' | 'down' | 'starting' | 'up';
type Answer = { status: number; text: string; contentType: string };
type Observed = { kind: string; phase: Phase; status: number; text: string; contentType: string };

let database: PrivatePostgres;
let machines: DataServices[] = [];
let app: RendererApp;
let server: http.Server;
let port: number;
let dataDirs: string[] = [];
let site: SiteConfig;
let cars: Car[];
let phase: Phase = 'before';

function ask(
  target: string,
  init: { method?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const request = requestByHost(port, `${HOST}:${port}`, target, {
    method: init.method ?? 'GET',
    ...(init.body === undefined
      ? {}
      : { body: JSON.stringify(init.body), headers: { 'content-type': 'application/json' } }),
  }).then((a) => ({
    status: a.status,
    text: a.text,
    contentType: String(a.headers['content-type'] ?? ''),
  }));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Answer>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 0, text: 'no answer in time', contentType: '' }),
      init.timeoutMs ?? REQUEST_TIMEOUT_MS,
    );
  });
  return Promise.race([request, timeout]).finally(() => clearTimeout(timer));
}

function leadBody(key: string) {
  return {
    userData: {
      category: 'General Enquiry',
      subcategory: null,
      name: 'Alex',
      last_name: 'Ng',
      email: 'alex@example.com',
      phone: '0412 345 678',
      message: 'Is it still there?',
      postcode: '2000',
      // The site shows a location select; the lead names one of its locations.
      location: site.locations[0]?.name,
      terms_conditions: true,
    },
    url: `http://${HOST}/contact`,
    source: 'Website',
    user_agent: 'vitest',
    car_id: null,
    car_dealership_id: null,
    lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
    idempotency_key: key,
  };
}

function reserveBody(car: Car) {
  return {
    ...leadBody(randomUUID()),
    userData: { ...leadBody('').userData, category: 'Reserve Enquiry' },
    url: `http://${HOST}/cars/${car.slug}/checkout`,
    car_id: car.id,
    car_dealership_id: car.dealership_id,
  };
}

/** Starts and pays a deposit on `car`; the reservation id when the payment was acknowledged. */
async function payDeposit(car: Car): Promise<{ acknowledged: string | null; statuses: number[] }> {
  const started = await ask('/api/reservations', { method: 'POST', body: reserveBody(car) });
  if (started.status !== 201) return { acknowledged: null, statuses: [started.status] };
  const { reservation_id, payment } = JSON.parse(started.text) as {
    reservation_id: string;
    payment: { payment_id: string; client_secret: string };
  };
  const confirmed = await ask('/api/payments/simulator/confirm', {
    method: 'POST',
    body: {
      payment_id: payment.payment_id,
      client_secret: payment.client_secret,
      card_number: SIMULATOR_TEST_CARDS.succeeds,
      expiry: '12/40',
      cvc: '123',
    },
  });
  const succeeded =
    confirmed.status === 200 &&
    (JSON.parse(confirmed.text) as { status?: string }).status === 'succeeded';
  return { acknowledged: succeeded ? reservation_id : null, statuses: [201, confirmed.status] };
}

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!bin)(
  `the database going away under load${bin ? '' : ' (skipped: no PostgreSQL binaries under /usr/lib/postgresql; scripts/test installs them)'}`,
  () => {
    beforeAll(async () => {
      database = await startPrivatePostgres(bin as string);
      const loaded = await loadSites(defaultSitesDir);
      if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
      const sites = loaded.sites.filter((s) => s.slug === SITE);
      site = sites[0] as SiteConfig;
      const machine = async (seedCarCount: number | undefined, deliverLeads: boolean) => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-restart-'));
        dataDirs.push(dataDir);
        const services = await createDataServices({
          sites,
          env: { DATABASE_URL: database.url, DATA_DIR: dataDir, LEAD_RATE_LIMIT: '100000' },
          seedCarCount,
          deliverLeads,
          log: () => {},
        });
        machines.push(services);
        return services;
      };
      const first = await machine(16, true);
      await machine(undefined, false);
      app = await createApp({
        root,
        mode: 'development',
        registry: createSiteRegistry(sites),
        services: first,
        // The production default keeps pages; development has none unless asked.
        renderCache: { maxBytes: 16 * 1024 * 1024, maxAgeMs: 60_000 },
        log: () => {},
      });
      ({ server, port } = await listenOnFreePort(app.handle));
      // The simulator posts its webhooks to this server.
      first.listeningOn(server.address() as AddressInfo);
      cars = first.stockCopy().filter((c) => c.status === 'in_stock' && isCarOnSite(c, site));
    }, 180_000);

    afterAll(async () => {
      if (server) await closeServer(server);
      await app?.close();
      for (const services of machines) await services.close().catch(() => {});
      await database?.dispose();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
      machines = [];
      dataDirs = [];
    }, 60_000);

    it('keeps answering, acknowledges only what it stored, and recovers without a restart', async () => {
      const car = cars[0] as Car;
      const pages = ['/', '/search', `/cars/${car.slug}`];
      // Each page once, so the development build has compiled it before the clock matters.
      for (const page of pages) expect((await ask(page, { timeoutMs: 60_000 })).status).toBe(200);

      const observed: Observed[] = [];
      /** Leads by idempotency key: the answer's status and lead id. */
      const leads = new Map<string, { status: number; leadId?: string; phase: Phase }>();
      const deposits: string[] = [];
      const readiness: { phase: Phase; status: number }[] = [];
      let loading = true;

      const record = (kind: string, started: Phase, answer: Answer) => {
        // Only an answer begun and ended in one phase counts for that phase.
        if (started === phase) observed.push({ kind, phase: started, ...answer });
      };
      const shopper = async (offset: number) => {
        for (let i = offset; loading; i++) {
          const started = phase;
          switch (i % 4) {
            case 0:
            case 1: {
              const page = pages[i % pages.length] as string;
              record('page', started, await ask(page));
              break;
            }
            case 2:
              record(
                'search',
                started,
                await ask('/api/search', { method: 'POST', body: { query: '', filters: {} } }),
              );
              break;
            default: {
              const key = randomUUID();
              const answer = await ask('/api/leads', { method: 'POST', body: leadBody(key) });
              record('lead', started, answer);
              const leadId =
                answer.status >= 200 && answer.status < 300
                  ? (JSON.parse(answer.text) as { lead_id: string }).lead_id
                  : undefined;
              leads.set(key, {
                status: answer.status,
                leadId,
                phase: started === phase ? started : 'starting',
              });
            }
          }
        }
      };
      const probe = async () => {
        while (loading) {
          const started = phase;
          const answer = await ask(PROBE_PATHS.ready);
          if (started === phase) readiness.push({ phase: started, status: answer.status });
          await sleep(250);
        }
      };
      const load = Promise.all([shopper(0), shopper(1), shopper(2), probe()]);

      // A deposit before the outage.
      const before = await payDeposit(car);
      expect(before.acknowledged, `deposit before: ${before.statuses}`).not.toBeNull();
      deposits.push(before.acknowledged as string);
      await sleep(1_000);

      // The driver's and the stock listener's words about lost connections, expected now.
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
      phase = 'stopping';
      await database.stop();
      phase = 'down';
      const downAt = Date.now();
      // A deposit while it is down is not taken.
      const during = await payDeposit(cars[1] as Car);
      expect(during.acknowledged).toBeNull();
      // What a shopper whose lead was refused does: sends it again later, same key.
      const refusedKey = randomUUID();
      const refused = await ask('/api/leads', { method: 'POST', body: leadBody(refusedKey) });
      const machineTwo = machines[1] as DataServices;
      const readyTwoDown = await machineTwo.readiness();
      await sleep(Math.max(0, OUTAGE_MS - (Date.now() - downAt)));

      phase = 'starting';
      await database.start();
      phase = 'up';
      const recovered = await until(
        async () => (await ask(PROBE_PATHS.ready)).status === 200,
        20_000,
      );
      const readyTwoUp = await until(async () => (await machineTwo.readiness()).ready, 20_000);
      // Both machines take leads again, each through its own pool.
      const again = await ask('/api/leads', { method: 'POST', body: leadBody(refusedKey) });
      const machineTwoLead = await machineTwo.submitLead(site, {
        body: JSON.stringify(leadBody(randomUUID())),
        headers: { 'content-type': 'application/json' },
        clientAddress: '127.0.0.1',
      });
      const after = await payDeposit(cars[2] as Car);
      await sleep(1_000);
      loading = false;
      await load;
      quiet.mockRestore();

      // While down: readiness 503, pages and searches answered, every lead refused with 503.
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.text)).toEqual({ error: LEAD_UNAVAILABLE_MESSAGE });
      expect(readyTwoDown.ready).toBe(false);
      expect(readiness.filter((r) => r.phase === 'down').map((r) => r.status)).toContain(503);
      const down = observed.filter((o) => o.phase === 'down');
      expect(down.filter((o) => o.kind === 'page').length).toBeGreaterThan(0);
      for (const answer of down.filter((o) => o.kind !== 'lead')) {
        // From the render cache or the stock in memory; a page that cannot be made says so.
        expect(
          [200, 503],
          `${answer.kind}: ${answer.status} ${answer.text.slice(0, 200)}`,
        ).toContain(answer.status);
        if (answer.status === 503 && answer.kind === 'page') {
          expect(answer.contentType).toContain('text/html');
        }
      }
      for (const lead of down.filter((o) => o.kind === 'lead')) {
        expect(lead.status, lead.text).toBe(503);
        expect(JSON.parse(lead.text)).toEqual({ error: LEAD_UNAVAILABLE_MESSAGE });
      }
      // Every answer in every phase came, within its time.
      expect(observed.filter((o) => o.status === 0)).toEqual([]);

      // Afterwards: ready again, both machines take leads, a deposit is paid.
      expect(recovered).toBe(true);
      expect(readyTwoUp).toBe(true);
      expect(again.status, again.text).toBe(201);
      expect(machineTwoLead.status, JSON.stringify(machineTwoLead.body)).toBe(201);
      expect(after.acknowledged, `deposit after: ${after.statuses}`).not.toBeNull();
      deposits.push(after.acknowledged as string);
      expect(
        observed.filter((o) => o.phase === 'up' && o.kind === 'lead').map((o) => o.status),
      ).not.toContain(503);

      // Every acknowledged lead and deposit is in the database, once.
      const acknowledged = [...leads.entries()].filter(
        ([, l]) => l.status >= 200 && l.status < 300,
      );
      expect(acknowledged.filter(([, l]) => l.phase === 'down')).toEqual([]);
      acknowledged.push([
        refusedKey,
        {
          status: again.status,
          leadId: (JSON.parse(again.text) as { lead_id: string }).lead_id,
          phase: 'up',
        },
      ]);
      const check = await openDatabase({ databaseUrl: database.url, poolSize: 1, migrate: false });
      try {
        const keys = acknowledged.map(([key]) => key);
        const stored = await check.db
          .select({ key: tables.leads.idempotencyKey, id: tables.leads.id })
          .from(tables.leads)
          .where(inArray(tables.leads.idempotencyKey, keys));
        const byKey = new Map(stored.map((r) => [r.key, r.id]));
        expect(stored).toHaveLength(keys.length);
        for (const [key, lead] of acknowledged) expect(byKey.get(key)).toBe(lead.leadId);
        const paid = await until(async () => {
          const rows = await check.db
            .select({ status: tables.reservations.status })
            .from(tables.reservations)
            .where(inArray(tables.reservations.id, deposits));
          return rows.length === deposits.length && rows.every((r) => r.status === 'paid');
        }, 15_000);
        expect(paid, `deposits ${deposits.join(', ')} paid`).toBe(true);
      } finally {
        await check.close();
      }
    }, 150_000);
  },
);
