import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const startScript = fileURLToPath(new URL('./start.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const site = {
  slug: 'acme-motors',
  template: 'heritage',
  name: 'Acme Motors',
  dealership_id: 41,
  address: { street: '10 Example Road', city: 'Brisbane', state: 'qld', postcode: '4000' },
  dealerships: ['acme-motors'],
};

/** Runs `pnpm start` (start.ts) with the given environment additions. */
function runStart(env: Record<string, string>) {
  const {
    PORT: _port,
    SITES_DIR: _dir,
    DATABASE_URL: _url,
    DATA_DIR: _data,
    ...inherited
  } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', startScript], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'forecourt-start-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('pnpm start', () => {
  it('refuses to start without SITES_DIR: the demo sites are never its default', () => {
    const run = runStart({ DATA_DIR: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('SITES_DIR is not set: name the folder of the site files to serve\n');
    expect(run.stdout).toBe('');
  }, 120_000);

  it('refuses a database that is behind with one line naming pnpm db:migrate', async () => {
    const sites = path.join(dir, 'sites');
    await mkdir(sites);
    await writeFile(path.join(sites, 'acme-motors.json'), JSON.stringify(site));
    const run = runStart({ SITES_DIR: sites, DATA_DIR: path.join(dir, 'data') });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^The database \S+ is behind: \d+ migrations not applied \(0000_init, .*\)\. Run `pnpm db:migrate` first\.\n$/,
    );
  }, 120_000);
});
