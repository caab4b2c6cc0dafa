import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type DatabaseHandle,
  generateDemoStock,
  importFeed,
  openDatabase,
  tables,
} from '@forecourt/server';
import { benchResults } from './results';

const out = benchResults('import', 'pnpm bench:import');

// pnpm bench:import: how long a 10,000-row feed takes to import, on a fresh
// embedded database (and on PostgreSQL too when DATABASE_URL is set). Prints
// the figures and writes them to its results file (docs/benchmarks/README.md). Not a test: timings vary by machine.

const ROWS = 10_000;
const now = new Date('2025-06-01T00:00:00.000Z');

async function bench(label: string, handle: DatabaseHandle) {
  await handle.db
    .insert(tables.dealerships)
    .values({ id: 'bench', slug: 'bench-motors', name: 'Bench Motors' })
    .onConflictDoNothing();
  const stock = generateDemoStock({
    dealerships: [
      {
        id: 'bench',
        slug: 'bench-motors',
        name: 'Bench Motors',
        financeProvider: 'Taurus',
        locations: [
          {
            id: 'bench-1',
            name: 'Bench Brisbane',
            city: 'Brisbane',
            state: 'QLD',
            postcode: '4000',
          },
        ],
      },
    ],
    count: ROWS,
    now,
  });
  // The feed as it arrives: JSON text, parsed by the import run.
  const feed = JSON.stringify(stock.get('bench'));
  const time = async (name: string, rows: unknown[], full = true) => {
    const start = performance.now();
    const report = await importFeed(handle.db, { dealershipId: 'bench', rows, now, full });
    const ms = performance.now() - start;
    out.log(
      `${label} ${name}: ${rows.length} rows in ${(ms / 1000).toFixed(2)} s (${report.inserted} inserted, ${report.updated} updated, ${report.unchanged} unchanged, ${report.markedSold} sold, ${report.rejectedRows} rejected)`,
    );
  };
  await time('first import', JSON.parse(feed));
  await time('same feed again', JSON.parse(feed));
  const changed = (JSON.parse(feed) as Record<string, unknown>[]).map((r, i) =>
    i % 10 === 0 ? { ...r, price: Number(r.price) + 500 } : r,
  );
  await time('10% of prices changed, 5% gone', changed.slice(0, ROWS * 0.95));
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-bench-'));
  try {
    const handle = await openDatabase({ dataDir });
    await bench('PGlite', handle);
    await handle.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    await bench('PostgreSQL', handle);
    await handle.close();
  }
}

main().then(
  () => out.write(),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
