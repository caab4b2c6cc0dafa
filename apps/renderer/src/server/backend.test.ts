import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeLogoSvg } from '@forecourt/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSitesDir, loadSites } from '../sites/loadSites';
import { type BackendServices, createBackendServices } from './backend';

// The data side over a small seeded PGlite database: the manufacturer
// catalogue and the make logos the renderer serves from it.

let services: BackendServices;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-backend-'));
  const sites = await loadSites(defaultSitesDir);
  if (!sites.ok) throw new Error(sites.problems.join('\n'));
  services = await createBackendServices({
    sites: sites.sites,
    env: { DATA_DIR: dataDir },
    seedCarCount: 30,
    deliverLeads: false,
    log: () => {},
  });
}, 120_000);

afterAll(async () => {
  await services?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('manufacturer catalogue (SPEC §3 Manufacturer)', () => {
  it('lists about 140 makes with their slug and logo address, read once', async () => {
    const catalogue = await services.manufacturers();
    expect(catalogue.length).toBeGreaterThanOrEqual(130);
    expect(catalogue.find((m) => m.name === 'Mercedes-Benz')).toMatchObject({
      slug: 'mercedes-benz',
      logo: { url: '/media/logos/mercedes-benz.svg' },
    });
    expect(await services.manufacturers()).toBe(catalogue);
  });

  it('serves each make’s generated logo at its logo address, and nothing for other slugs', async () => {
    const logo = await services.sourceImage('/media/logos/alfa-romeo.svg');
    expect(logo?.toString('utf8')).toBe(makeLogoSvg('Alfa Romeo'));
    expect(await services.sourceImage('/media/logos/no-such-make.svg')).toBeNull();
    expect(await services.sourceImage('/media/logos/../cars/x/0.svg')).toBeNull();
  });
});
