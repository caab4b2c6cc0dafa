import { clockFromEnv } from '../clock/clock';
import { databaseOptionsFromEnv, openDatabase } from '../db/database';
import { seedDemo } from '../demo/seed';
import { demoSitesDir, loadDemoSites } from '../demo/sites';
import { formatImportReport } from '../import/report';

// pnpm --filter @forecourt/server seed [--cars 5000]
// Seeds the demo sites of sites/ into the database selected by DATABASE_URL /
// DATA_DIR. Deterministic, and safe to run again: a second run changes nothing.
// The stock's dates are relative to now: the real clock, or FORECOURT_CLOCK's instant.

async function main(argv: string[]): Promise<void> {
  const carsFlag = argv.indexOf('--cars');
  const carCount = carsFlag >= 0 ? Number(argv[carsFlag + 1]) : 5_000;
  if (!Number.isInteger(carCount) || carCount < 0) throw new Error('--cars takes a whole number');
  const clock = clockFromEnv();
  if (!clock.ok) throw new Error(clock.problem);
  const sites = await loadDemoSites(demoSitesDir());
  const handle = await openDatabase(databaseOptionsFromEnv());
  try {
    // The real clock keeps sold-in-the-last-3-days cars recent; a frozen one makes the
    // same stock whatever the day (the visual baselines').
    const report = await seedDemo(handle.db, {
      sites,
      carCount,
      now: clock.value.now(),
      configs: new Map(sites.map((s) => [s.slug, s as unknown as Record<string, unknown>])),
    });
    console.log(
      `seeded ${handle.location}: ${report.sites} sites, ${report.dealerships} dealerships, ${report.locations} locations, ${report.manufacturers} makes, ${report.models} models`,
    );
    for (const r of report.imports) console.log(formatImportReport(r, 'demo stock'));
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
