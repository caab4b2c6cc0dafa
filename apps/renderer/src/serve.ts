import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '@forecourt/core';
import { type Clock, clockFromEnv, exitOnSignal, type TrustedProxies } from '@forecourt/server';
import { type RendererMode, serverEntry } from './server/app';
import type { ExpensiveWorkOptions } from './server/http/expensive-work';
import { keepLogsJson, rendererLogger } from './server/http/logger';
import type { RenderCacheOptions } from './server/http/render-cache';
import {
  parseExpensiveWork,
  parseLookupRateLimit,
  parseRenderCache,
  parseRevealRateLimit,
  parseShutdownTimeout,
  parseTimeBudgets,
  parseTrustProxy,
  parseWebConcurrency,
} from './server/http/serving-env';
import type { TimeBudgets } from './server/http/time-budget';
import { buildIsStale } from './server/render/build';
import type { DataServices } from './server/services/data-services';
import { parsePort } from './site-registry/summary';

// What `pnpm demo` (demo.ts) and `pnpm start` (start.ts) share once their sites
// and data are ready: the serving settings from the environment, the production
// build, and serving from one process or a cluster (src/server/cluster/: this
// process owns the database, the workers it forks render). A cluster worker
// runs the same script as its primary and lands in `runWorker`.

export const rendererRoot = fileURLToPath(new URL('../', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export type ServingSettings = {
  port: number;
  /** Serving processes in production (WEB_CONCURRENCY; one per core by default). */
  concurrency: number;
  renderCache: RenderCacheOptions | false;
  shutdownTimeoutMs: number;
  trustedProxies: TrustedProxies;
  revealRateLimit: number;
  geocodeRateLimit: number;
  /** Each kind of request's time budget (production only; development compiles pages on demand). */
  timeBudgets: TimeBudgets;
  expensiveWork: ExpensiveWorkOptions;
  clock: Clock;
};

export type ServingSettingsResult =
  | { ok: true; settings: ServingSettings }
  | { ok: false; problems: string[] };

/** Every serving variable of the environment, or one line per wrong one. */
export function readServingSettings(env: NodeJS.ProcessEnv = process.env): ServingSettingsResult {
  const port = parsePort(env.PORT);
  const concurrency = parseWebConcurrency(env.WEB_CONCURRENCY, availableParallelism());
  const renderCache = parseRenderCache(env.RENDER_CACHE_MB);
  const shutdownTimeout = parseShutdownTimeout(env.SHUTDOWN_TIMEOUT_MS);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const revealRate = parseRevealRateLimit(env.PHONE_REVEAL_RATE_LIMIT);
  const lookupRate = parseLookupRateLimit(env.LOOKUP_RATE_LIMIT);
  const timeBudgets = parseTimeBudgets(env);
  const expensiveWork = parseExpensiveWork(
    env.EXPENSIVE_WORK_CONCURRENCY,
    env.EXPENSIVE_WORK_MS_PER_MINUTE,
  );
  const clock = clockFromEnv(env);
  if (
    !port.ok ||
    !concurrency.ok ||
    !renderCache.ok ||
    !shutdownTimeout.ok ||
    !trustProxy.ok ||
    !revealRate.ok ||
    !lookupRate.ok ||
    !timeBudgets.ok ||
    !expensiveWork.ok ||
    !clock.ok
  ) {
    const results: ({ ok: true } | { ok: false; problem: string })[] = [
      port,
      concurrency,
      renderCache,
      shutdownTimeout,
      trustProxy,
      revealRate,
      lookupRate,
      timeBudgets,
      expensiveWork,
      clock,
    ];
    const problems = results.flatMap((result) => (result.ok ? [] : [result.problem]));
    return { ok: false, problems };
  }
  return {
    ok: true,
    settings: {
      port: port.port,
      concurrency: concurrency.value,
      renderCache: renderCache.value,
      shutdownTimeoutMs: shutdownTimeout.value,
      trustedProxies: trustProxy.value,
      revealRateLimit: revealRate.value,
      geocodeRateLimit: lookupRate.value,
      timeBudgets: timeBudgets.value,
      expensiveWork: expensiveWork.value,
      clock: clock.value,
    },
  };
}

/** Whether the production build is missing or older than a source. */
export function pagesNeedBuilding(): Promise<boolean> {
  return buildIsStale(repoRoot, serverEntry(rendererRoot));
}

/**
 * Builds the pages when the production build is missing or older than a
 * source (server/render/build.ts), in a child process so Vite never loads into
 * the serving process. False when the build failed (its messages are on stderr).
 */
export async function buildPagesIfStale(): Promise<boolean> {
  if (!(await pagesNeedBuilding())) return true;
  console.log('Building the pages (first start or changed sources)…');
  const vikeBin = path.join(rendererRoot, 'node_modules', 'vike', 'bin.js');
  const built = spawnSync(process.execPath, [vikeBin, 'build'], {
    cwd: rendererRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) {
    console.error('The build failed; see the messages above.');
    return false;
  }
  return true;
}

export type ServeOptions = {
  sites: readonly SiteConfig[];
  services: DataServices;
  settings: ServingSettings;
  mode: RendererMode;
  /** Printed once the sites are served, with the number of serving processes. */
  listening: (processes: number) => string[];
};

/**
 * Serves the sites until SIGTERM or SIGINT: from `settings.concurrency`
 * processes in production (one when it is 1), from this one in development.
 * Resolves with the exit code of a failed start, or 0 once serving.
 */
export async function serveSites(options: ServeOptions): Promise<number> {
  const { sites, services, settings, mode } = options;
  // The single server or a cluster's primary: whatever it prints is a JSON line (docs/operations.md#logs).
  keepLogsJson();
  const logger = rendererLogger();
  const workers = mode === 'production' ? settings.concurrency : 1;
  if (workers > 1) {
    const { startClusterPrimary } = await import('./server/cluster/primary');
    let primary: Awaited<ReturnType<typeof startClusterPrimary>>;
    try {
      primary = await startClusterPrimary({
        services,
        sites,
        workers,
        port: settings.port,
        // A worker stops within the shutdown timeout, else it exits on its own.
        workerStopMs: settings.shutdownTimeoutMs + 2_000,
      });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      await services.close();
      return 1;
    }
    for (const line of options.listening(workers)) console.log(line);
    logger.info({ port: settings.port, mode, processes: workers }, 'listening');
    // The workers drain first (each answers its requests, handing leads in
    // flight to this process); then the outbox and the database close.
    exitOnSignal(
      async () => {
        await primary.stop();
        await services.close();
      },
      { logger, timeoutMs: settings.shutdownTimeoutMs + 5_000 },
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
    registry: createSiteRegistry(sites),
    services,
    now: settings.clock.now,
    httpServer: server,
    // Development keeps no cache: the sources change under the server.
    renderCache: mode === 'production' ? settings.renderCache : false,
    trustedProxies: settings.trustedProxies,
    revealRateLimit: settings.revealRateLimit,
    geocodeRateLimit: settings.geocodeRateLimit,
    timeBudgets: mode === 'production' ? settings.timeBudgets : false,
    expensiveWork: settings.expensiveWork,
  });
  server.on('request', app.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, resolve);
  });
  // The payment simulator posts its webhooks to this address from now on.
  const address = server.address();
  if (address && typeof address === 'object') services.listeningOn(address);
  for (const line of options.listening(1)) console.log(line);
  logger.info({ port: settings.port, mode, processes: 1 }, 'listening');
  stopOnSignal({ server, app, services, logger, timeoutMs: settings.shutdownTimeoutMs });
  return 0;
}

/** A worker of the production cluster: renders from the primary's stock (src/server/cluster/). */
export async function runWorker(): Promise<number> {
  process.env.NODE_ENV = 'production';
  // The primary checked the settings before it started any worker.
  const read = readServingSettings(process.env);
  const settings = read.ok ? read.settings : null;
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
        ...(settings
          ? {
              now: settings.clock.now,
              renderCache: settings.renderCache,
              trustedProxies: settings.trustedProxies,
              revealRateLimit: settings.revealRateLimit,
              geocodeRateLimit: settings.geocodeRateLimit,
              timeBudgets: settings.timeBudgets,
              expensiveWork: settings.expensiveWork,
            }
          : { renderCache: false }),
      }),
    ...(settings ? { shutdownTimeoutMs: settings.shutdownTimeoutMs } : {}),
  });
  return 0;
}
