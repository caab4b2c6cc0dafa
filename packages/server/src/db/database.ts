import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { migrateDatabase, requireMigrated } from './migrations';
import * as schema from './schema';

/** The typed database API; the same for the embedded PGlite and a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a transaction callback receives; it has the whole query API of `Database`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Backend = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  backend: Backend;
  /** Where the data lives: the PGlite folder or the server URL without its password. */
  location: string;
  /**
   * Calls `onNotice` with the payload of each NOTIFY on `channel` (sent by any
   * process, delivered when its transaction commits). On PostgreSQL a
   * dedicated connection listens; when it is lost, notices may have been
   * missed: `onNotice` is called with null, then listening resumes. Resolves
   * once listening; the returned function stops.
   */
  listen(channel: string, onNotice: (payload: string | null) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set the embedded database is not used. */
  databaseUrl?: string | undefined;
  /** The data folder for the embedded database (its PGlite files live in `<dataDir>/pglite`). */
  dataDir?: string | undefined;
  /** Connections in the node-postgres pool. */
  poolSize?: number;
  /**
   * true (the default): apply pending migrations before returning, as the demo and
   * the tests do on their own databases. 'require': refuse a database with a
   * migration not applied (DatabaseBehindError, naming `pnpm db:migrate`), as a
   * production server does. false: neither.
   */
  migrate?: boolean | 'require';
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, where the default data folder `.data/` lives. */
export const repoRoot = path.resolve(here, '../../../..');

/**
 * Where the embedded database and the file deliveries go: `DATA_DIR`, or
 * `.data/` at the repository root.
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.DATA_DIR?.trim();
  return fromEnv ? path.resolve(fromEnv) : path.join(repoRoot, '.data');
}

/** Options from the environment: `DATABASE_URL` selects PostgreSQL, else PGlite under `DATA_DIR`. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenDatabaseOptions {
  const url = env.DATABASE_URL?.trim();
  return url ? { databaseUrl: url } : { dataDir: resolveDataDir(env) };
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres (unparseable URL)';
  }
}

/**
 * Opens the database: a PostgreSQL server when `databaseUrl` is given,
 * otherwise the embedded PGlite under the data folder, created on first start.
 * Pending migrations are applied, or refused, as `migrate` says.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : await openPglite(options.dataDir ?? resolveDataDir());
  const migrate = options.migrate ?? true;
  if (migrate !== false) {
    try {
      if (migrate === 'require') await requireMigrated(handle);
      else await migrateDatabase(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}

/** LISTEN names an identifier; channels here are fixed lower-case words. */
function channelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`listen: bad channel name "${channel}"`);
  return channel;
}

const RELISTEN_DELAY_MS = 1_000;

/** LISTEN on a connection of its own, opened again (after a null notice) when it is lost. */
async function listenPostgres(
  url: string,
  channel: string,
  onNotice: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  const name = channelName(channel);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === name) onNotice(message.payload ?? '');
    });
    next.on('error', (error) => {
      if (stopped || client !== next) return;
      console.error('[server/db] the stock listener lost its PostgreSQL connection:', error);
      client = null;
      void next.end().catch(() => {});
      onNotice(null);
      const again = () => {
        retry = null;
        if (stopped) return;
        connect().then(
          () => onNotice(null),
          () => {
            retry = setTimeout(again, RELISTEN_DELAY_MS);
          },
        );
      };
      retry = setTimeout(again, RELISTEN_DELAY_MS);
    });
    await next.connect();
    try {
      await next.query(`listen ${name}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const open = client;
    client = null;
    await open?.end().catch(() => {});
  };
}

function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => console.error('[server/db] idle PostgreSQL client error:', error));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    backend: 'postgres',
    location: redactUrl(url),
    listen: (channel, onNotice) => listenPostgres(url, channel, onNotice),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const folder = path.join(dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  // PGlite takes no lock of its own; two processes on one folder corrupt it.
  const lock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(folder);
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      backend: 'pglite',
      location: folder,
      async listen(channel, onNotice) {
        const name = channelName(channel);
        const stop = await client.listen(name, (payload) => onNotice(payload));
        return () => stop();
      },
      close: async () => {
        await client.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * Runs raw SQL built with drizzle's `sql` tag (parameters stay bound) and
 * returns its rows; both drivers answer with `{ rows }`.
 */
export async function queryRows<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
