import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Backend, type DatabaseHandle, openDatabase, queryRows } from '../db/database';
import { importFeed } from '../import/import-feed';
import { createTestDatabase, testBackends } from '../testing/backends';
import { feedRow, insertTestSite } from '../testing/fixtures';
import { leadBody } from '../testing/lead-fixtures';
import { startLeadServer } from '../testing/lead-server-process';

// Fault test: a burst of concurrent leads while the server process is
// killed with SIGKILL and started again (docs/decisions/0011-leads-through-an-outbox.md). Every lead_id that was answered must
// be stored exactly once and delivered. Traffic goes to 127.0.0.1 only; every
// loop is bounded, and the child is always stopped.

const LEADS = 40;
const CONCURRENCY = 6;
const KILL_AFTER_ANSWERS = 12;

function startServer(env: Record<string, string>) {
  return startLeadServer({
    LEAD_RATE_LIMIT: '100000',
    OUTBOX_BACKOFF_MS: '200',
    OUTBOX_CLAIM_MS: '3000',
    LEAD_STATE_API: '1',
    ...env,
  });
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

async function post(
  port: number,
  body: unknown,
): Promise<{ status: number; leadId?: string } | 'no-answer'> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forecourt-site': 'fault-site' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json()) as { lead_id?: string };
    return { status: res.status, leadId: json.lead_id };
  } catch {
    return 'no-answer';
  }
}

async function waitUntilDelivered(port: number, ids: string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  const pending = new Set(ids);
  while (pending.size > 0 && Date.now() < deadline) {
    for (const id of [...pending]) {
      const res = await fetch(`http://127.0.0.1:${port}/api/leads/${id}/deliveries`).catch(
        () => null,
      );
      const json = res?.ok ? ((await res.json()) as { deliveries: { status: string }[] }) : null;
      if (
        json &&
        json.deliveries.length > 0 &&
        json.deliveries.every((d) => d.status === 'delivered')
      ) {
        pending.delete(id);
      }
    }
    if (pending.size > 0) await new Promise((r) => setTimeout(r, 250));
  }
  expect([...pending]).toEqual([]);
}

interface Setup {
  dataDir: string;
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  dispose: () => Promise<void>;
}

async function prepare(backend: Backend): Promise<Setup> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-fault-'));
  if (backend === 'pglite') {
    const handle = await openDatabase({ dataDir });
    const site = await insertTestSite(handle.db, 'fault');
    await importFeed(handle.db, {
      dealershipId: site.dealershipId,
      rows: [feedRow(1)],
      now: new Date(),
    });
    // The child takes the data folder; this process lets go of it first.
    await handle.close();
    return {
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const test = await createTestDatabase('postgres');
  const site = await insertTestSite(test.db, 'fault');
  await importFeed(test.db, {
    dealershipId: site.dealershipId,
    rows: [feedRow(1)],
    now: new Date(),
  });
  return {
    dataDir,
    env: { DATABASE_URL: test.databaseUrl ?? '', DATA_DIR: dataDir },
    open: async () => test,
    dispose: async () => {
      await test.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

for (const backend of testBackends) {
  describe(`lead server under SIGKILL [${backend}]`, () => {
    it('keeps every answered lead exactly once and delivers each', async () => {
      const setup = await prepare(backend);
      let child: ChildProcess | undefined;
      try {
        const bodies = Array.from({ length: LEADS }, (_, i) =>
          leadBody({ message: `Lead ${i}` }, { url: 'http://fault-site.localhost:3000/contact' }),
        );
        const answered = new Map<string, string>(); // idempotency key → lead_id
        const unanswered = new Set<string>();
        let started = await startServer(setup.env);
        child = started.child;

        // The burst: a few submits in flight at once; the server dies mid-way.
        let next = 0;
        let killed = false;
        const sender = async () => {
          while (next < bodies.length) {
            const body = bodies[next++];
            if (!body) break;
            const key = body.idempotency_key as string;
            const answer = await post(started.port, body);
            if (answer !== 'no-answer' && answer.leadId) answered.set(key, answer.leadId);
            else unanswered.add(key);
            if (!killed && answered.size >= KILL_AFTER_ANSWERS) {
              killed = true;
              started.child.kill('SIGKILL');
            }
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, sender));
        expect(killed).toBe(true);
        await stopped(started.child);

        // Restart on the same data; the form retries what got no answer, with its key.
        started = await startServer(setup.env);
        child = started.child;
        for (const body of bodies) {
          const key = body.idempotency_key as string;
          if (!unanswered.has(key)) continue;
          const answer = await post(started.port, body);
          expect(answer).not.toBe('no-answer');
          if (answer !== 'no-answer' && answer.leadId) answered.set(key, answer.leadId);
        }
        expect(answered.size).toBe(LEADS);
        await waitUntilDelivered(started.port, [...answered.values()]);
        child.kill('SIGTERM');
        await stopped(child);
        child = undefined;

        const handle = await setup.open();
        try {
          const rows = await queryRows<{ id: string; idempotency_key: string }>(
            handle.db,
            sql`select id, idempotency_key from leads`,
          );
          expect(rows.length).toBe(LEADS);
          const stored = new Map(rows.map((r) => [r.idempotency_key, r.id]));
          for (const [key, leadId] of answered) expect(stored.get(key)).toBe(leadId);
          const undelivered = await queryRows<{ n: number }>(
            handle.db,
            sql`select count(*)::int as n from lead_deliveries where status <> 'delivered'`,
          );
          expect(undelivered[0]?.n).toBe(0);
        } finally {
          if (backend === 'pglite') await handle.close();
        }
        const files = readdirSync(path.join(setup.dataDir, 'deliveries', 'fault-motors'));
        expect(new Set(files.map((f) => f.split('_')[1])).size).toBe(LEADS);
      } finally {
        if (child) {
          child.kill('SIGKILL');
          await stopped(child);
        }
        await setup.dispose();
      }
    }, 180_000);
  });
}
