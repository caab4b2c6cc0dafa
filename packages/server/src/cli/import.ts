import { clockFromEnv } from '../clock/clock';
import { databaseOptionsFromEnv, openDatabase } from '../db/database';
import { readFeedFile } from '../import/feed-file';
import { importFeed } from '../import/import-feed';
import { formatImportReport } from '../import/report';
import { createStockEvents } from '../stock-events/stock-events';

// pnpm stock:import <feed.json>… [--partial] [--json]   (from the repository root)
// Imports each feed file (one per dealership) into the database selected by
// DATABASE_URL / DATA_DIR and prints the report. A feed changes only its own
// dealership's cars; running servers hear of it through the database. The
// dealership must be registered (its site file served by a started server),
// and the database migrated (`pnpm db:migrate`). The script is not called
// `import`: `pnpm import` is pnpm's own command (it converts another package
// manager's lockfile) and runs instead of a script of that name. Sold and updated
// times are now: the real clock, or FORECOURT_CLOCK's instant as the pages see it.

async function main(argv: string[]): Promise<number> {
  const files = argv.filter((a) => !a.startsWith('--'));
  const partial = argv.includes('--partial');
  const asJson = argv.includes('--json');
  if (files.length === 0) {
    console.error('usage: pnpm stock:import <feed.json>… [--partial] [--json]');
    return 2;
  }
  const clock = clockFromEnv();
  if (!clock.ok) {
    console.error(clock.problem);
    return 1;
  }
  const handle = await openDatabase({ ...databaseOptionsFromEnv(), migrate: 'require' });
  const events = createStockEvents();
  try {
    for (const file of files) {
      const feed = await readFeedFile(file);
      const report = await importFeed(handle.db, {
        dealershipId: feed.dealership_id,
        rows: feed.cars,
        full: partial ? false : feed.full,
        now: clock.value.now(),
        events,
      });
      console.log(asJson ? JSON.stringify({ file, ...report }) : formatImportReport(report, file));
    }
    return 0;
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
