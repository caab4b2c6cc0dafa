import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '@forecourt/core';
import { makeLogoSvg } from '@forecourt/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSitesDir, loadSites } from '../site-registry/load-sites';
import { createDataServices, type DataServices } from './data-services';

// The data side over a small seeded PGlite database: the manufacturer
// catalogue and the make logos the renderer serves from it, and leads taken
// with the rules of the renderer's own validated site configuration.

let services: DataServices;
let dataDir: string;
let demoSites: readonly SiteConfig[];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-backend-'));
  const sites = await loadSites(defaultSitesDir);
  if (!sites.ok) throw new Error(sites.problems.join('\n'));
  demoSites = sites.sites;
  services = await createDataServices({
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

describe('lead submission (SPEC §5 Lead form, §7)', () => {
  const siteOf = (slug: string): SiteConfig => {
    const site = demoSites.find((s) => s.slug === slug);
    if (!site) throw new Error(`demo site "${slug}" missing`);
    return site;
  };
  const submit = (slug: string, userData: Record<string, unknown>) =>
    services.submitLead(siteOf(slug), {
      body: JSON.stringify({
        userData: {
          category: 'General Enquiry',
          subcategory: null,
          name: 'Alex',
          email: 'alex@example.com',
          phone: '0412 345 678',
          message: 'Do you have a white one?',
          ...userData,
        },
        url: `http://${slug}.localhost:3000/contact`,
        source: 'Website',
        user_agent: 'vitest',
        car_id: null,
        car_dealership_id: null,
        lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
        idempotency_key: randomUUID(),
      }),
      headers: { 'content-type': 'application/json' },
      clientAddress: '127.0.0.1',
    });

  it('asks for a postcode and, on a site with two sales locations, which location', async () => {
    const answer = await submit('riverina-hyundai', {});
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: {
        postcode: 'Invalid postcode. Please enter a 4-digit number.',
        location: 'Please choose a location.',
      },
    });
  });

  it('takes a lead for a location the site configures, named as the form sends it', async () => {
    const answer = await submit('riverina-hyundai', {
      postcode: '2680',
      location: 'Riverina Hyundai Griffith',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ lead_id: expect.any(String) });
  });

  it('follows each site’s lead_form flags: message optional on one, terms required on another', async () => {
    expect((await submit('red-gum-used-cars', { postcode: '5082', message: '' })).status).toBe(201);
    const terms = await submit('tamar-valley-mazda', { postcode: '7250' });
    expect(terms.body).toMatchObject({
      errors: { terms_conditions: '*You must agree to the terms of use before submitting.' },
    });
  });
});
