import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Car, isCarOnSite, type SiteConfig } from '@forecourt/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSitesDir, loadSites } from '../../site-registry/load-sites';
import { createDataServices, type DataServices } from '../services/data-services';
import { type ClusterPrimary, startClusterPrimary } from './primary';

// The production cluster (docs/decisions/0009-cluster-with-primary-owned-writes.md) with a real primary over a seeded PGlite
// database and two real workers (src/testing/cluster-test-worker.ts: the
// worker side under a small JSON app instead of the pages). What must hold:
// every worker answers from the stock as the database has it once an import
// returns, every lead goes into the one database, and a worker that dies is
// replaced by one that starts from the stock as it is now.

const workerEntry = fileURLToPath(new URL('../../testing/cluster-test-worker.ts', import.meta.url));

let services: DataServices;
let primary: ClusterPrimary;
let dataDir: string;
let sites: readonly SiteConfig[];
let port: number;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

type WorkerAnswer = {
  pid: number;
  readiness?: { ready: boolean; reason?: string };
  status?: string | null;
  changed?: string[];
  answer?: { lead_id?: string };
  allowed?: boolean;
};

/** One request on a new connection: the primary hands connections to the workers in turn. */
function ask(method: 'GET' | 'POST', pathname: string, body?: string): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent: false,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The same request answered by each worker serving now. */
async function askEveryWorker(method: 'GET' | 'POST', pathname: string, body?: string) {
  const byPid = new Map<number, WorkerAnswer>();
  const pids = primary.pids();
  for (let i = 0; i < 40 && pids.some((pid) => !byPid.has(pid)); i++) {
    const answer = await ask(method, pathname, body);
    byPid.set(answer.pid, answer);
  }
  expect([...byPid.keys()].sort()).toEqual([...pids].sort());
  return byPid;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-cluster-'));
  const loaded = await loadSites(defaultSitesDir);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  sites = loaded.sites;
  services = await createDataServices({
    sites,
    env: { DATA_DIR: dataDir },
    seedCarCount: 30,
    deliverLeads: false,
    log: () => {},
  });
  port = await freePort();
  primary = await startClusterPrimary({
    services,
    sites,
    workers: 2,
    port,
    exec: workerEntry,
    execArgv: ['--import', 'tsx'],
    log: () => {},
  });
}, 120_000);

afterAll(async () => {
  await primary?.stop();
  await services?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function carOnASite(): { car: Car; site: SiteConfig } {
  const car = services
    .stockCopy()
    .find((c) => c.status === 'in_stock' && sites.some((s) => isCarOnSite(c, s))) as Car;
  return { car, site: sites.find((s) => isCarOnSite(car, s)) as SiteConfig };
}

describe('cluster mode', () => {
  it('serves from two workers, each starting from the primary’s stock', async () => {
    expect(primary.pids()).toHaveLength(2);
    const { car, site } = carOnASite();
    const answers = await askEveryWorker('GET', `/car?site=${site.slug}&slug=${car.slug}`);
    for (const answer of answers.values()) expect(answer.status).toBe('in_stock');
  }, 30_000);

  it('every worker is ready: it asks the primary, whose database answers', async () => {
    const answers = await askEveryWorker('GET', '/ready?site=red-gum-used-cars');
    for (const answer of answers.values()) expect(answer.readiness).toEqual({ ready: true });
  }, 30_000);

  it('a stock change reaches every worker before the import returns', async () => {
    const { car, site } = carOnASite();
    await services.importStock({
      dealershipId: car.dealership_id,
      rows: [{ ...car, status: 'sold', sold_date_timestamp: Math.floor(Date.now() / 1000) }],
      full: false,
    });
    const answers = await askEveryWorker('GET', `/car?site=${site.slug}&slug=${car.slug}`);
    for (const answer of answers.values()) {
      expect(answer.status).toBe('sold');
      expect(answer.changed).toContain(site.slug);
    }
  }, 30_000);

  it('every worker hands its leads to the one database: a retry on another worker is a replay', async () => {
    const lead = JSON.stringify({
      userData: {
        category: 'General Enquiry',
        subcategory: null,
        name: 'Alex',
        email: 'alex@example.com',
        phone: '0412 345 678',
        message: '',
        postcode: '5082',
      },
      url: 'http://red-gum-used-cars.localhost:3000/contact',
      source: 'Website',
      user_agent: 'vitest',
      car_id: null,
      car_dealership_id: null,
      lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
      idempotency_key: randomUUID(),
    });
    const answers = await askEveryWorker('POST', '/lead?site=red-gum-used-cars', lead);
    const ids = new Set([...answers.values()].map((a) => a.answer?.lead_id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toEqual(expect.any(String));
  }, 30_000);

  it('one shopper gets one phone-reveal allowance across both workers, not one each', async () => {
    // The shared limit of 3 a minute (docs/operations.md#shared-limits).
    const answers: WorkerAnswer[] = [];
    for (let i = 0; i < 8; i++)
      answers.push(await ask('POST', '/reveal-limit?site=red-gum-used-cars'));
    expect(new Set(answers.map((a) => a.pid)).size).toBe(2);
    expect(answers.filter((a) => a.allowed)).toHaveLength(3);
  }, 30_000);

  it('replaces a worker that dies with one that starts from the stock as it is now', async () => {
    const { car, site } = carOnASite();
    await services.importStock({
      dealershipId: car.dealership_id,
      rows: [{ ...car, status: 'sold', sold_date_timestamp: Math.floor(Date.now() / 1000) }],
      full: false,
    });
    const [victim, survivor] = primary.pids();
    process.kill(victim as number, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const pids = primary.pids();
      if (pids.length === 2 && !pids.includes(victim as number)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Serving again means answering: the new worker listens once it has its copy.
    let fresh: WorkerAnswer | undefined;
    for (let i = 0; i < 60 && !fresh; i++) {
      const answer = await ask('GET', `/car?site=${site.slug}&slug=${car.slug}`).catch(() => null);
      if (answer && answer.pid !== survivor) fresh = answer;
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(fresh?.pid).not.toBe(victim);
    expect(fresh?.status).toBe('sold');
  }, 90_000);
});
