import { databaseOptionsFromEnv, openDatabase } from '../db/database';
import { committedMigrations, migrateDatabase } from '../db/migrations';

// pnpm db:migrate   (from the repository root)
// Applies the committed migrations the database lacks, as a step of its own:
// to DATABASE_URL, or to the embedded database under DATA_DIR (default .data/)
// when it is unset. Prints what it applied; a second run applies nothing.
// `pnpm start` refuses a database this has not brought up to date.

async function main(): Promise<number> {
  const handle = await openDatabase({ ...databaseOptionsFromEnv(), migrate: false });
  try {
    const applied = await migrateDatabase(handle);
    if (applied.length === 0) {
      console.log(
        `Database ${handle.location}: up to date, nothing to apply (${committedMigrations().length} migrations).`,
      );
    } else {
      console.log(`Database ${handle.location}: applied ${applied.length}:`);
      for (const migration of applied) console.log(`  ${migration.tag}`);
    }
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
