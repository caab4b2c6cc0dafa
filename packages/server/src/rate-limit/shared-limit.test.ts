import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { importFeed } from '../import/import-feed';
import { createTestDatabase, testBackends } from '../testing/backends';
import { feedRow, insertTestSite } from '../testing/fixtures';
import { leadBody } from '../testing/lead-fixtures';
import { startLeadServer } from '../testing/lead-server-process';

// The lead limit across processes (docs/operations.md#shared-limits): two real
// lead servers on one PostgreSQL database, as two machines behind a balancer
// run, and one shopper whose leads alternate between them. The shopper gets
// LEAD_RATE_LIMIT leads in all, not that many from each. (The embedded
// database belongs to one process; the renderer's cluster test covers it.)

const LIMIT = 3;

function startServer(env: Record<string, string>) {
  return startLeadServer({ LEAD_RATE_LIMIT: String(LIMIT), ...env });
}

async function postLead(port: number, message: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forecourt-site': 'shared-site' },
    body: JSON.stringify(leadBody({ message }, { url: 'http://shared-site.localhost/contact' })),
    signal: AbortSignal.timeout(15_000),
  });
  await res.arrayBuffer();
  return res.status;
}

describe.skipIf(!testBackends.includes('postgres'))('one lead limit across two servers', () => {
  it('a shopper alternating between two server processes gets the limit once, not twice', async () => {
    const test = await createTestDatabase('postgres');
    const children: ChildProcess[] = [];
    try {
      const site = await insertTestSite(test.db, 'shared');
      await importFeed(test.db, {
        dealershipId: site.dealershipId,
        rows: [feedRow(1)],
        now: new Date(),
      });
      const env = { DATABASE_URL: test.databaseUrl ?? '', DATA_DIR: test.dataDir };
      const servers = await Promise.all([startServer(env), startServer(env)]);
      children.push(...servers.map((s) => s.child));
      const statuses: number[] = [];
      for (let i = 0; i < 2 * LIMIT; i++) {
        statuses.push(await postLead(servers[i % 2]?.port ?? 0, `Lead ${i}`));
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    } finally {
      for (const child of children) child.kill('SIGKILL');
      await test.dispose();
    }
  }, 120_000);
});
