import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The log stays JSON lines through a worker's death and the cluster's shutdown
// (docs/operations.md#logs): a real primary (src/testing/cluster-log-test-primary.ts,
// wired as `pnpm start` wires one) with two workers under load. Workers die
// while the primary is answering them, the cluster is stopped while serving,
// and every line the processes wrote on their shared stderr must parse as
// JSON and hold none of the shoppers' details.

const rendererRoot = fileURLToPath(new URL('../../../', import.meta.url));
const primaryScript = fileURLToPath(
  new URL('../../testing/cluster-log-test-primary.ts', import.meta.url),
);
const site = 'red-gum-used-cars';
const shopper = { name: 'Alex Citizen', email: 'alex.citizen@example.com', phone: '0412 345 678' };

let child: ChildProcess | null = null;
afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

type Answer = { pid?: number } | null;

function ask(port: number, method: 'GET' | 'POST', path: string, body?: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString()) as Answer);
          } catch {
            resolve(null);
          }
        });
        res.on('error', () => resolve(null));
      },
    );
    // Refused or cut while a worker dies or the cluster stops: part of the test.
    req.on('error', () => resolve(null));
    req.setTimeout(10_000, () => req.destroy());
    req.end(body);
  });
}

function lead(): string {
  return JSON.stringify({
    userData: {
      category: 'General Enquiry',
      subcategory: null,
      ...shopper,
      message: `Call me on ${shopper.phone} or write to ${shopper.email}`,
      postcode: '5082',
    },
    url: `http://${site}.localhost:3000/contact`,
    source: 'Website',
    user_agent: 'vitest',
    car_id: null,
    car_dealership_id: null,
    lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
    idempotency_key: randomUUID(),
  });
}

describe('the log of a cluster', () => {
  it('is JSON lines without shoppers’ details through worker deaths and a shutdown under load', async () => {
    const started = spawn(process.execPath, ['--import', 'tsx', primaryScript], {
      cwd: rendererRoot,
      env: { ...process.env, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let stdout = '';
    let stderr = '';
    started.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => started.once('exit', resolve));
    const port = await new Promise<number>((resolve, reject) => {
      started.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const found = /listening (\d+)/.exec(stdout);
        if (found) resolve(Number(found[1]));
      });
      void exited.then((code) => reject(new Error(`the primary exited (${code}): ${stderr}`)));
    });

    // Shoppers keep asking throughout: readiness probes and leads, each on a new connection.
    let loading = true;
    const load = Array.from({ length: 6 }, async (_, i) => {
      while (loading) {
        if (i % 2 === 0) await ask(port, 'POST', `/lead?site=${site}`, lead());
        else await ask(port, 'GET', `/ready?site=${site}`);
      }
    });

    // Two workers serve; the ones that die are replaced.
    const dead = new Set<number>();
    async function serving(): Promise<number[]> {
      const deadline = Date.now() + 90_000;
      const seen = new Set<number>();
      while (seen.size < 2 && Date.now() < deadline) {
        const answer = await ask(port, 'GET', `/ready?site=${site}`);
        if (answer?.pid && !dead.has(answer.pid)) seen.add(answer.pid);
        else await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(seen.size, 'workers serving').toBe(2);
      return [...seen];
    }
    // A worker killed from outside under load.
    const [victim] = await serving();
    dead.add(victim as number);
    process.kill(victim as number, 'SIGKILL');
    await serving();
    // A fault no handler caught in a worker: a fatal line, and the worker is replaced.
    // (The request gets no answer: its worker is gone.)
    await ask(port, 'GET', `/throw?site=${site}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await serving();

    // The cluster stops while the shoppers are still asking.
    started.kill('SIGTERM');
    const code = await exited;
    loading = false;
    await Promise.all(load);

    const lines = stderr.split('\n').filter((line) => line.trim() !== '');
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson, 'lines of the log that are not JSON').toEqual([]);
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; level: string });
    const messages = entries.map((entry) => entry.msg);
    // What happened is in the log: workers replaced, a fault, then the stop.
    expect(
      messages.filter((m) => /exited \(signal SIGKILL\); starting another/.test(m)),
    ).toHaveLength(1);
    expect(messages).toContain('uncaught exception; exiting');
    expect(messages.some((m) => /exited \(code 1\); starting another/.test(m))).toBe(true);
    expect(messages).toContain('shut down');
    expect(code).toBe(0);
    for (const detail of [shopper.email, shopper.phone, shopper.name]) {
      expect(stderr, 'a shopper’s detail in the log').not.toContain(detail);
    }
  }, 300_000);
});
