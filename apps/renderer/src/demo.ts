import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicSiteConfig } from '@forecourt/core';
import { clockFromEnv, exitOnSignal } from '@forecourt/server';
import { type RendererMode, serverEntry } from './server/app';
import { rendererLogger } from './server/http/logger';
import {
  parseLookupRateLimit,
  parseRenderCache,
  parseRevealRateLimit,
  parseShutdownTimeout,
  parseTrustProxy,
  parseWebConcurrency,
} from './server/http/serving-env';
import { buildIsStale } from './server/render/build';
import { loadSites, sitesDir } from './site-registry/load-sites';
import { formatSiteSummaries, parsePort } from './site-registry/summary';

// `pnpm demo`: validates every site, creates, migrates and seeds the embedded
// database on first start, builds the pages when the build is missing or stale,
// and serves every demo site on {slug}.localhost:PORT with a start page on
// localhost:PORT. A wrong site stops start-up: one line per problem on stderr,
// exit code 1.
//
//   --check   validate and list the sites, then exit (no database, no server)
//   --dev     Vite's dev middleware instead of the production build
//
// In production it serves from WEB_CONCURRENCY processes (default: one per
// core): this process owns the database and the workers it forks render
// (src/server/cluster/). WEB_CONCURRENCY=1, and --dev always, serve from this
// one process. RENDER_CACHE_MB sizes each serving process's render cache (0: off).
// FORECOURT_CLOCK (an instant with its offset, @forecourt/server's clock.ts) holds the
// time the seed and the pages are made for, as the visual baselines need; unset, it is
// the real clock.
//
// Logs are JSON lines on stderr (src/server/http/logger.ts); stdout keeps the
// summary above. SIGTERM or SIGINT stops it gracefully within
// SHUTDOWN_TIMEOUT_MS (src/server/http/stop-on-signal.ts).

const rendererRoot = fileURLToPath(new URL('../', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function main(argv: readonly string[]): Promise<number> {
  const port = parsePort(process.env.PORT);
  const concurrency = parseWebConcurrency(process.env.WEB_CONCURRENCY, availableParallelism());
  const renderCache = parseRenderCache(process.env.RENDER_CACHE_MB);
  const shutdownTimeout = parseShutdownTimeout(process.env.SHUTDOWN_TIMEOUT_MS);
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  const revealRate = parseRevealRateLimit(process.env.PHONE_REVEAL_RATE_LIMIT);
  const lookupRate = parseLookupRateLimit(process.env.LOOKUP_RATE_LIMIT);
  const clock = clockFromEnv(process.env);
  const dir = sitesDir();
  const result = await loadSites(dir);
  const problems = [
    ...(port.ok ? [] : [port.problem]),
    ...(concurrency.ok ? [] : [concurrency.problem]),
    ...(renderCache.ok ? [] : [renderCache.problem]),
    ...(shutdownTimeout.ok ? [] : [shutdownTimeout.problem]),
    ...(trustProxy.ok ? [] : [trustProxy.problem]),
    ...(revealRate.ok ? [] : [revealRate.problem]),
    ...(lookupRate.ok ? [] : [lookupRate.problem]),
    ...(clock.ok ? [] : [clock.problem]),
    ...(result.ok ? [] : result.problems),
  ];
  if (
    !port.ok ||
    !concurrency.ok ||
    !renderCache.ok ||
    !shutdownTimeout.ok ||
    !trustProxy.ok ||
    !revealRate.ok ||
    !lookupRate.ok ||
    !clock.ok ||
    !result.ok
  ) {
    for (const problem of problems) console.error(problem);
    return 1;
  }
  console.log(`Forecourt demo: ${result.sites.length} sites valid (${dir})`);
  const { now, frozenAt } = clock.value;
  if (frozenAt) {
    console.log(`Clock: frozen at ${frozenAt.toISOString()} (FORECOURT_CLOCK)`);
  }
  const summaries = formatSiteSummaries(result.sites.map(publicSiteConfig), port.port);
  if (argv.includes('--check')) {
    for (const line of summaries) console.log(`  ${line}`);
    return 0;
  }

  const mode: RendererMode = argv.includes('--dev') ? 'development' : 'production';
  if (mode === 'production') {
    process.env.NODE_ENV = 'production';
    if (await buildIsStale(repoRoot, serverEntry(rendererRoot))) {
      console.log('Building the pages (first start or changed sources)…');
      // In a child process, so Vite never loads into the serving process.
      const vikeBin = path.join(rendererRoot, 'node_modules', 'vike', 'bin.js');
      const built = spawnSync(process.execPath, [vikeBin, 'build'], {
        cwd: rendererRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (built.status !== 0) {
        console.error('The build failed; see the messages above.');
        return 1;
      }
    }
  }

  // Imported here so that --check and a wrong site never open the database.
  const { createDataServices } = await import('./server/services/data-services');
  const services = await createDataServices({ sites: result.sites, now });
  console.log(
    `Database: ${services.location} (${services.seeded ? 'created and seeded' : 'ready'}, ${services.stockSize.toLocaleString('en-AU')} cars)`,
  );

  const logger = rendererLogger();
  const workers = mode === 'production' ? concurrency.value : 1;
  if (workers > 1) {
    const { startClusterPrimary } = await import('./server/cluster/primary');
    let primary: Awaited<ReturnType<typeof startClusterPrimary>>;
    try {
      primary = await startClusterPrimary({
        services,
        sites: result.sites,
        workers,
        port: port.port,
        // A worker stops within the shutdown timeout, else it exits on its own.
        workerStopMs: shutdownTimeout.value + 2_000,
      });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      await services.close();
      return 1;
    }
    console.log(`Start page: http://localhost:${port.port}/ (${mode}, ${workers} processes)`);
    for (const line of summaries) console.log(`  ${line}`);
    logger.info({ port: port.port, mode, processes: workers }, 'listening');
    // The workers drain first (each answers its requests, handing leads in
    // flight to this process); then the outbox and the database close.
    exitOnSignal(
      async () => {
        await primary.stop();
        await services.close();
      },
      { logger, timeoutMs: shutdownTimeout.value + 5_000 },
    );
    return 0;
  }

  const { createApp } = await import('./server/app');
  const { createSiteRegistry } = await import('./site-registry/hosts');
  const { stopOnSignal } = await import('./server/http/stop-on-signal');
  const server = http.createServer();
  const app = await createApp({
    root: rendererRoot,
    mode,
    registry: createSiteRegistry(result.sites),
    services,
    now,
    httpServer: server,
    // Development keeps no cache: the sources change under the server.
    renderCache: mode === 'production' ? renderCache.value : false,
    trustedProxies: trustProxy.value,
    revealRateLimit: revealRate.value,
    geocodeRateLimit: lookupRate.value,
  });
  server.on('request', app.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port.port, resolve);
  });
  // The payment simulator posts its webhooks to this address from now on.
  const address = server.address();
  if (address && typeof address === 'object') services.listeningOn(address);
  console.log(`Start page: http://localhost:${port.port}/ (${mode})`);
  for (const line of summaries) console.log(`  ${line}`);

  logger.info({ port: port.port, mode, processes: 1 }, 'listening');
  stopOnSignal({ server, app, services, logger, timeoutMs: shutdownTimeout.value });
  return 0;
}

/** A worker of the production cluster: renders from the primary's stock (src/server/cluster/). */
async function worker(): Promise<number> {
  process.env.NODE_ENV = 'production';
  const renderCache = parseRenderCache(process.env.RENDER_CACHE_MB);
  const shutdownTimeout = parseShutdownTimeout(process.env.SHUTDOWN_TIMEOUT_MS);
  // The primary checked both before it started any worker.
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  const revealRate = parseRevealRateLimit(process.env.PHONE_REVEAL_RATE_LIMIT);
  const lookupRate = parseLookupRateLimit(process.env.LOOKUP_RATE_LIMIT);
  const clock = clockFromEnv(process.env);
  const { runClusterWorker } = await import('./server/cluster/worker');
  const { createApp } = await import('./server/app');
  const { createSiteRegistry } = await import('./site-registry/hosts');
  await runClusterWorker({
    createApp: ({ services, sites }) =>
      createApp({
        root: rendererRoot,
        mode: 'production',
        registry: createSiteRegistry(sites),
        services,
        ...(clock.ok ? { now: clock.value.now } : {}),
        renderCache: renderCache.ok ? renderCache.value : false,
        ...(trustProxy.ok ? { trustedProxies: trustProxy.value } : {}),
        ...(revealRate.ok ? { revealRateLimit: revealRate.value } : {}),
        ...(lookupRate.ok ? { geocodeRateLimit: lookupRate.value } : {}),
      }),
    ...(shutdownTimeout.ok ? { shutdownTimeoutMs: shutdownTimeout.value } : {}),
  });
  return 0;
}

process.exitCode = cluster.isWorker ? await worker() : await main(process.argv.slice(2));
