import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type Backend, type DatabaseHandle, openDatabase } from '../db/database';
import { copyPgliteTemplate } from './pglite-template';

// Every data test runs once per backend: PGlite in a temporary folder always,
// and PostgreSQL when TEST_DATABASE_URL is set (scripts/test starts a
// throwaway server and sets it). Each suite gets its own database, so test
// files running in parallel never see each other's rows.

export const testBackends: Backend[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase extends DatabaseHandle {
  /** The temporary data folder (PGlite) or a fresh temporary folder (PostgreSQL) for file output. */
  dataDir: string;
  /** The connection string of the per-suite PostgreSQL database, or undefined on PGlite. */
  databaseUrl: string | undefined;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabaseOptions {
  /** Apply the migrations (default true); false leaves the database as a fresh server has it. */
  migrate?: boolean;
}

/** Creates an empty database on the given backend, migrated unless told not to; `dispose` removes it. */
export async function createTestDatabase(
  backend: Backend,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase & { dispose(): Promise<void> }> {
  const migrate = options.migrate ?? true;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-test-'));
  if (backend === 'pglite') {
    // A migrated database starts as a copy of the run's template (pglite-template.ts).
    if (migrate) copyPgliteTemplate(dataDir);
    const handle = await openDatabase({ dataDir, migrate });
    return {
      ...handle,
      dataDir,
      databaseUrl: undefined,
      async dispose() {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `forecourt_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const databaseUrl = withDatabase(base, name);
  const handle = await openDatabase({ databaseUrl, poolSize: 5, migrate });
  return {
    ...handle,
    dataDir,
    databaseUrl,
    async dispose() {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `describe` once per backend, with a fresh database for the suite. The
 * callback receives a getter because the database opens in `beforeAll`.
 */
export function describeEachBackend(
  title: string,
  body: (getDb: () => TestDatabase, backend: Backend) => void,
  options: TestDatabaseOptions = {},
): void {
  for (const backend of testBackends) {
    describe(`${title} [${backend}]`, () => {
      let handle: (TestDatabase & { dispose(): Promise<void> }) | undefined;
      // The project's hook timeout applies: opening PGlite is slow on a busy machine.
      beforeAll(async () => {
        handle = await createTestDatabase(backend, options);
      });
      afterAll(async () => {
        await handle?.dispose();
      });
      body(() => {
        if (!handle) throw new Error('the test database is not open yet');
        return handle;
      }, backend);
    });
  }
}
