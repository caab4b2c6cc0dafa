import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitOnSignal } from '@forecourt/server';
import { startClusterPrimary } from '../server/cluster/primary';
import { keepLogsJson, rendererLogger } from '../server/http/logger';
import { createDataServices } from '../server/services/data-services';
import { defaultSitesDir, loadSites } from '../site-registry/load-sites';

// A cluster's primary for logs.test.ts, wired as `pnpm start` wires one
// (serve.ts): its logger and JSON-only stderr, two workers of
// cluster-test-worker.ts over a seeded PGlite database, and the stop on
// SIGTERM that drains the workers first. stdout: `listening <port>`; the log
// goes to stderr, shared with the workers, as in production.

keepLogsJson();
const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-cluster-logs-'));
const loaded = await loadSites(defaultSitesDir);
if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
const services = await createDataServices({
  sites: loaded.sites,
  env: { DATA_DIR: dataDir },
  seedCarCount: 20,
  deliverLeads: false,
});
const probe = net.createServer();
await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
const { port } = probe.address() as net.AddressInfo;
await new Promise((resolve) => probe.close(resolve));
const primary = await startClusterPrimary({
  services,
  sites: loaded.sites,
  workers: 2,
  port,
  exec: fileURLToPath(new URL('./cluster-test-worker.ts', import.meta.url)),
  execArgv: ['--import', 'tsx'],
  workerStopMs: 5_000,
});
process.stdout.write(`listening ${port} ${primary.pids().join(',')}\n`);
exitOnSignal(
  async () => {
    await primary.stop();
    await services.close();
    rmSync(dataDir, { recursive: true, force: true });
  },
  { logger: rendererLogger(), timeoutMs: 15_000 },
);
