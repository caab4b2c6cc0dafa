import cluster from 'node:cluster';
import { publicSiteConfig } from '@forecourt/core';
import { buildPagesIfStale, readServingSettings, runWorker, serveSites } from './serve';
import type { RendererMode } from './server/app';
import { loadSites, sitesDir } from './site-registry/load-sites';
import { formatSiteSummaries } from './site-registry/summary';

// `pnpm demo`: validates every site, creates, migrates and seeds the embedded
// database on first start (the only command that seeds demo data; `pnpm start`,
// start.ts, never does; a later start writes each site file's own rows as
// `pnpm start` does, and a site added since takes its stock from the import),
// builds the pages when the build is missing or stale,
// and serves every demo site on {slug}.localhost:PORT with a start page on
// localhost:PORT. A wrong site stops start-up: one line per problem on stderr,
// exit code 1.
//
//   --check   validate and list the sites, then exit (no database, no server)
//   --dev     Vite's dev middleware instead of the production build
//
// In production it serves from WEB_CONCURRENCY processes (default: one per
// core, serve.ts): this process owns the database and the workers it forks
// render (src/server/cluster/). WEB_CONCURRENCY=1, and --dev always, serve from
// this one process. RENDER_CACHE_MB sizes each serving process's render cache (0: off).
// FORECOURT_CLOCK (an instant with its offset, @forecourt/server's clock.ts) holds the
// time the seed and the pages are made for, as the visual baselines need; unset, it is
// the real clock.
//
// Logs are JSON lines on stderr (src/server/http/logger.ts); stdout keeps the
// summary above. SIGTERM or SIGINT stops it gracefully within
// SHUTDOWN_TIMEOUT_MS (src/server/http/stop-on-signal.ts).

/** Cars the demo seeds an empty database with, over every site's dealerships. */
const DEMO_CAR_COUNT = 5_000;

async function main(argv: readonly string[]): Promise<number> {
  const read = readServingSettings(process.env);
  const dir = sitesDir();
  const result = await loadSites(dir);
  if (!read.ok || !result.ok) {
    for (const problem of read.ok ? [] : read.problems) console.error(problem);
    for (const problem of result.ok ? [] : result.problems) console.error(problem);
    return 1;
  }
  const { settings } = read;
  console.log(`Forecourt demo: ${result.sites.length} sites valid (${dir})`);
  const { now, frozenAt } = settings.clock;
  if (frozenAt) {
    console.log(`Clock: frozen at ${frozenAt.toISOString()} (FORECOURT_CLOCK)`);
  }
  const summaries = formatSiteSummaries(result.sites.map(publicSiteConfig), settings.port);
  if (argv.includes('--check')) {
    for (const line of summaries) console.log(`  ${line}`);
    return 0;
  }

  const mode: RendererMode = argv.includes('--dev') ? 'development' : 'production';
  if (mode === 'production') {
    process.env.NODE_ENV = 'production';
    if (!(await buildPagesIfStale())) return 1;
  }

  // Imported here so that --check and a wrong site never open the database.
  const { createDataServices } = await import('./server/services/data-services');
  const services = await createDataServices({
    sites: result.sites,
    now,
    seedCarCount: DEMO_CAR_COUNT,
  });
  console.log(
    `Database: ${services.location} (${services.seeded ? 'created and seeded' : 'ready'}, ${services.stockSize.toLocaleString('en-AU')} cars)`,
  );
  return serveSites({
    sites: result.sites,
    services,
    settings,
    mode,
    listening: (processes) => [
      `Start page: http://localhost:${settings.port}/ (${mode}${processes > 1 ? `, ${processes} processes` : ''})`,
      ...summaries.map((line) => `  ${line}`),
    ],
  });
}

process.exitCode = cluster.isWorker ? await runWorker() : await main(process.argv.slice(2));
