import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// A PostgreSQL server of a test's own, which the test may stop and start again
// (the shared TEST_DATABASE_URL server of scripts/test-postgres.sh must stay up
// for the other tests). Made the way that script makes its server: Debian's
// binaries, a cluster in a temporary folder, loopback only, no fsync; as root,
// the cluster belongs to the postgres user (initdb refuses root).

const run = promisify(execFile);

/** The folder of initdb and pg_ctl: the newest of Debian's, else none. */
export function postgresBinaries(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(base, newest, 'bin') : null;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export type PrivatePostgres = {
  /** The server's `postgres` database, for DATABASE_URL. */
  url: string;
  /** Stops the server as an operator's fast shutdown does: sessions are ended, nothing waits. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it for good and deletes its files. */
  dispose(): Promise<void>;
};

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-pg-own-'));
  const root = process.getuid?.() === 0;
  if (root) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const as = (command: string, args: string[]) =>
    root
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await as('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  const start = async () => {
    await as('pg_ctl', [
      'start',
      '-w',
      '-t',
      '60',
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=100`,
    ]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await as('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data]);
    },
    start,
    dispose: async () => {
      await as('pg_ctl', ['stop', '-m', 'immediate', '-D', data]).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
