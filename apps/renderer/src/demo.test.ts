import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const demoScript = fileURLToPath(new URL('./demo.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const site = {
  slug: 'acme-motors',
  template: 'heritage',
  name: 'Acme Motors',
  dealership_id: 41,
  address: { street: '10 Example Road', city: 'Brisbane', state: 'qld', postcode: '4000' },
  dealerships: ['acme-motors'],
  finance_provider: 'Angle',
};

/**
 * Runs `tsx src/demo.ts --check` (what `pnpm demo` does before it opens the
 * database and serves), with the given environment additions.
 */
function runDemo(env: Record<string, string>) {
  const { PORT: _port, SITES_DIR: _dir, FORECOURT_CLOCK: _clock, ...inherited } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', demoScript, '--check'], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'forecourt-demo-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('pnpm demo', () => {
  it('an invalid site stops start-up: exit 1 and exactly one line naming site, field and allowed values', async () => {
    await writeFile(
      path.join(dir, 'acme-motors.json'),
      JSON.stringify({ ...site, finance_provider: 'Taurrus' }),
    );
    const run = runDemo({ SITES_DIR: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'site "acme-motors": finance_provider "Taurrus" is not one of Taurus, Powertorque, AusLoans, Angle, 360 Finance, Nissan Finance, Manual, Car Clarity\n',
    );
    expect(run.stdout).toBe('');
  }, 60_000);

  it('valid sites print their summary with the url on PORT and exit 0', async () => {
    await writeFile(path.join(dir, 'acme-motors.json'), JSON.stringify(site));
    const run = runDemo({ SITES_DIR: dir, PORT: '4100' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('1 sites valid');
    expect(run.stdout).toMatch(
      /acme-motors {2}heritage {2}Acme Motors {2}finance: Angle {2}http:\/\/acme-motors\.localhost:4100\//,
    );
  }, 60_000);

  it('an invalid PORT stops start-up with one line', async () => {
    await writeFile(path.join(dir, 'acme-motors.json'), JSON.stringify(site));
    const run = runDemo({ SITES_DIR: dir, PORT: 'eighty' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('PORT "eighty" is not a port number from 1 to 65535\n');
  }, 60_000);

  it('an invalid FORECOURT_CLOCK stops start-up with one line naming it', async () => {
    await writeFile(path.join(dir, 'acme-motors.json'), JSON.stringify(site));
    const run = runDemo({ SITES_DIR: dir, FORECOURT_CLOCK: '2026-02-30T09:00:00+10:00' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'FORECOURT_CLOCK "2026-02-30T09:00:00+10:00" is not a date and time with its offset, such as 2026-06-15T09:00:00+10:00 or 2026-06-14T23:00:00Z; unset it for the real clock\n',
    );
    expect(run.stdout).toBe('');
  }, 60_000);

  it('a valid FORECOURT_CLOCK is named at start-up as the instant it holds; unset, nothing is said', async () => {
    await writeFile(path.join(dir, 'acme-motors.json'), JSON.stringify(site));
    const frozen = runDemo({ SITES_DIR: dir, FORECOURT_CLOCK: '2026-06-15T09:00:00+10:00' });
    expect(frozen.stderr).toBe('');
    expect(frozen.status).toBe(0);
    expect(frozen.stdout).toContain(
      'Clock: frozen at 2026-06-14T23:00:00.000Z (FORECOURT_CLOCK)\n',
    );
    const real = runDemo({ SITES_DIR: dir });
    expect(real.status).toBe(0);
    expect(real.stdout).not.toContain('Clock:');
  }, 60_000);

  it('the demo sites of the repository all start', () => {
    const run = runDemo({});
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('http://harbour-motor-group.localhost:3000/');
  }, 60_000);
});
