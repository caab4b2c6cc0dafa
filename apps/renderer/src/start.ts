import cluster from 'node:cluster';
import { DatabaseBehindError, databaseOptionsFromEnv, openDatabase } from '@forecourt/server';
import {
  buildPagesIfStale,
  pagesNeedBuilding,
  readServingSettings,
  runWorker,
  serveSites,
} from './serve';
import { rendererLogger } from './server/http/logger';
import { loadSites } from './site-registry/load-sites';

// `pnpm start`: the platform in production (docs/operations.md). Serves the
// sites of SITES_DIR, a folder of site files the operator keeps, on the
// database of DATABASE_URL (or the embedded one under DATA_DIR), from the
// production build (built first when it is missing or stale). It never seeds:
// at each start it writes every site file's own rows (the site, its
// dealerships, its locations) and serves the stock the imports brought. It
// refuses a database with a migration not applied (`pnpm db:migrate` is a step
// of its own), a missing SITES_DIR and a wrong site file: one line each on
// stderr, exit code 1. The serving variables are the demo's (serve.ts).

/** The folder of production site files; the demo's `sites/` is never a default here. */
function productionSitesDir(env: NodeJS.ProcessEnv): string | null {
  return env.SITES_DIR?.trim() || null;
}

/**
 * What stopped the start, as one line: the innermost cause's message, so a
 * database that does not answer reads as its connection error, not as the query
 * that first met it.
 */
function startProblem(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  const text = inner instanceof Error ? inner.message : String(inner);
  return text.split('\n')[0] ?? text;
}

async function main(): Promise<number> {
  const read = readServingSettings(process.env);
  const dir = productionSitesDir(process.env);
  const result = dir ? await loadSites(dir) : null;
  if (!read.ok || !result?.ok) {
    for (const problem of read.ok ? [] : read.problems) console.error(problem);
    if (!dir) console.error('SITES_DIR is not set: name the folder of the site files to serve');
    for (const problem of result && !result.ok ? result.problems : []) console.error(problem);
    return 1;
  }
  const { settings } = read;
  const count = result.sites.length;
  console.log(`Forecourt: ${count} ${count === 1 ? 'site' : 'sites'} valid (${dir})`);
  process.env.NODE_ENV = 'production';
  const { createDataServices } = await import('./server/services/data-services');
  let services: Awaited<ReturnType<typeof createDataServices>>;
  try {
    // A database that is behind is refused before a build keeps the operator waiting.
    if (await pagesNeedBuilding()) {
      await (await openDatabase({ ...databaseOptionsFromEnv(), migrate: 'require' })).close();
      if (!(await buildPagesIfStale())) return 1;
    }
    services = await createDataServices({
      sites: result.sites,
      now: settings.clock.now,
      migrate: 'require',
    });
  } catch (error) {
    // One line for the operator (a database that is behind, a key variable not set,
    // a database that does not answer); the log keeps the rest of anything else.
    if (error instanceof DatabaseBehindError) {
      console.error(error.message);
    } else {
      console.error(`The start failed: ${startProblem(error)}`);
      rendererLogger().error({ err: error }, 'the start failed');
    }
    return 1;
  }
  console.log(
    `Database: ${services.location} (${services.stockSize.toLocaleString('en-AU')} cars)`,
  );
  console.log(`Lead e-mails: ${services.mail}`);
  const width = Math.max(...result.sites.map((site) => site.slug.length));
  return serveSites({
    sites: result.sites,
    services,
    settings,
    mode: 'production',
    listening: (processes) => [
      `Listening on port ${settings.port} (production, ${processes} ${processes === 1 ? 'process' : 'processes'})`,
      ...result.sites.map(
        (site) =>
          `  ${site.slug.padEnd(width)}  ${site.domains.length > 0 ? site.domains.join(', ') : `no domains (${site.slug}.localhost only)`}`,
      ),
    ],
  });
}

process.exitCode = cluster.isWorker ? await runWorker() : await main();
