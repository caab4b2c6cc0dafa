import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/backends';
import { queryRows } from './database';
import {
  committedMigrations,
  DatabaseBehindError,
  migrateDatabase,
  pendingMigrations,
  requireMigrated,
} from './migrations';

const tags = committedMigrations().map((m) => m.tag);

describeEachBackend(
  'migrations as a step of their own',
  (getDb) => {
    it('finds every committed migration pending on a fresh database, and refuses it', async () => {
      const handle = getDb();
      expect((await pendingMigrations(handle)).map((m) => m.tag)).toEqual(tags);
      const refusal = await requireMigrated(handle).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DatabaseBehindError);
      expect((refusal as Error).message).toContain('Run `pnpm db:migrate` first.');
      expect((refusal as Error).message).toContain(tags[0]);
    });

    it('applies them all once, then nothing', async () => {
      const handle = getDb();
      expect((await migrateDatabase(handle)).map((m) => m.tag)).toEqual(tags);
      expect(await pendingMigrations(handle)).toEqual([]);
      await expect(requireMigrated(handle)).resolves.toBeUndefined();
      expect(await migrateDatabase(handle)).toEqual([]);
    });

    it('names the one migration a database that is one behind lacks', async () => {
      const handle = getDb();
      const last = committedMigrations().at(-1);
      if (!last) throw new Error('no committed migration');
      await queryRows(
        handle.db,
        sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`,
      );
      const refusal = await requireMigrated(handle).catch((error: unknown) => error);
      expect((refusal as DatabaseBehindError).pending.map((m) => m.tag)).toEqual([last.tag]);
      expect((refusal as Error).message).toMatch(/is behind: 1 migration not applied/);
    });
  },
  { migrate: false },
);
