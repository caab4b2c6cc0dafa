import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Car,
  isCarOnSite,
  offerManufacturerName,
  offersOfSite,
  type SiteConfig,
} from '@forecourt/core';
import { type DatabaseHandle, importFeed, makeLogoSvg, openDatabase } from '@forecourt/server';
import { copyPgliteTemplate } from '@forecourt/server/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteRegistry } from '../../site-registry/hosts';
import { defaultSitesDir, loadSites } from '../../site-registry/load-sites';
import { createApp } from '../app';
import { createDataServices, type DataServices } from './data-services';

// The data side over a small seeded PGlite database: the manufacturer
// catalogue and the make logos the renderer serves from it, leads taken with
// the rules of the renderer's own validated site configuration, and stock
// changes made through the server package's import reaching the pages, the
// search and the render cache before the import returns.

let services: DataServices;
let dataDir: string;
let demoSites: readonly SiteConfig[];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-backend-'));
  copyPgliteTemplate(dataDir);
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

describe('manufacturer catalogue', () => {
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

describe('model range', () => {
  it("lists each make's new-car models with their body categories, read once", async () => {
    const range = await services.models();
    expect(
      range
        .filter((m) => m.manufacturer_name === 'Nissan')
        .map((m) => [m.name, m.manufacturer_body]),
    ).toContainEqual(['X-Trail', 'SUV']);
    expect(range.every((m) => m.manufacturer_body !== null)).toBe(true);
    expect(await services.models()).toBe(range);
  });
});

describe('offers', () => {
  it("serves a demo site its makes' offers, sanitised, less the one excluded from its website, read once", async () => {
    const all = await services.offers();
    const kia = demoSites.find((s) => s.slug === 'coral-coast-kia');
    if (!kia) throw new Error('the demo has coral-coast-kia');
    const shown = offersOfSite(all, kia);
    expect(shown.length).toBe(3);
    expect(shown.every((o) => offerManufacturerName(o) === 'Kia')).toBe(true);
    const excluded = all.filter((o) => o.excluded_website_ids.includes(String(kia.website_id)));
    expect(excluded.map((o) => offerManufacturerName(o))).toEqual(['Kia']);
    expect(all.every((o) => !o.sanitized_description?.includes('<script'))).toBe(true);
    expect(await services.offers()).toBe(all);
  });

  it("draws each offer's model picture, and nothing for a model the range does not name", async () => {
    const [offer] = await services.offers();
    const url = offer?.image_or_model_image?.url ?? '';
    expect(url).toMatch(/^\/media\/models\/[a-z0-9-]+\.svg$/);
    expect((await services.sourceImage(url))?.toString('utf8')).toMatch(/^<svg/);
    expect(await services.sourceImage('/media/models/no-such-model.svg')).toBeNull();
  });
});

describe('lead submission', () => {
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

describe('stock changes through the stock import (render cache)', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  let server: http.Server;
  let closeApp: () => Promise<void>;
  let port: number;
  let car: Car;
  let site: SiteConfig;

  beforeAll(async () => {
    const inStock = services
      .stockCopy()
      .filter((c) => c.status === 'in_stock' && demoSites.some((s) => isCarOnSite(c, s)));
    car = inStock[0] as Car;
    site = demoSites.find((s) => isCarOnSite(car, s)) as SiteConfig;
    const app = await createApp({
      root,
      mode: 'development',
      registry: createSiteRegistry(demoSites),
      services,
      log: () => {},
      renderCache: { maxBytes: 8 * 1024 * 1024, maxAgeMs: 60_000 },
    });
    closeApp = app.close;
    server = http.createServer(app.handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }, 120_000);

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await closeApp?.();
  });

  const get = (pathname: string, host = `${site.slug}.localhost`) =>
    new Promise<{ status: number; cache: string | undefined; text: string }>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: pathname, headers: { host } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              cache: res.headers['x-render-cache'] as string | undefined,
              text: Buffer.concat(chunks).toString(),
            }),
          );
        },
      );
      req.on('error', reject);
    });

  it('a car sold by a partial feed is never served from the cache as in stock', async () => {
    const page = `/cars/${car.slug}`;
    expect((await get(page)).cache).toBe('miss');
    const cached = await get(page);
    expect(cached.cache).toBe('hit');
    expect(cached.text).toContain('data-status="in_stock"');

    const touched: (readonly string[])[] = [];
    const stop = services.onStockChange((sites) => touched.push(sites));
    const report = await services.importStock({
      dealershipId: car.dealership_id,
      rows: [{ ...car, status: 'sold', sold_date_timestamp: Math.floor(Date.now() / 1000) }],
      full: false,
    });
    stop();
    expect(report).toMatchObject({ updated: 1, rejectedRows: 0, listenerErrors: [] });
    expect(touched.flat()).toContain(site.slug);
    expect((await services.carBySlug(site, car.slug))?.status).toBe('sold');

    const after = await get(page);
    expect(after.cache).toBe('miss');
    expect(after.text).toContain('data-status="sold"');
    expect(after.text).toContain('Unfortunately this car recently sold.');
  }, 60_000);

  it('a car left out of a full feed is marked sold, and the search page shows it so', async () => {
    const gone = services
      .stockCopy()
      .find(
        (c) =>
          c.status === 'in_stock' && c.id !== car.id && demoSites.some((s) => isCarOnSite(c, s)),
      ) as Car;
    const host = `${demoSites.find((s) => isCarOnSite(gone, s))?.slug}.localhost`;
    const page = `/cars/${gone.slug}`;
    await get(page, host);
    expect((await get(page, host)).cache).toBe('hit');
    await get('/search', host);

    const report = await services.importStock({
      dealershipId: gone.dealership_id,
      rows: services
        .stockCopy()
        .filter((c) => c.dealership_id === gone.dealership_id && c.id !== gone.id),
    });
    expect(report).toMatchObject({ markedSold: 1, rejectedRows: 0 });
    const after = await get(page, host);
    expect(after.cache).toBe('miss');
    expect(after.text).toContain('data-status="sold"');
    expect((await get('/search', host)).cache).toBe('miss');
  }, 60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'stock changed by another process on the same PostgreSQL',
  () => {
    let pgServices: DataServices;
    let admin: DatabaseHandle;
    let other: DatabaseHandle;
    let pgDataDir: string;
    const name = `forecourt_test_${randomBytes(6).toString('hex')}`;

    beforeAll(async () => {
      const base = process.env.TEST_DATABASE_URL as string;
      admin = await openDatabase({ databaseUrl: base, poolSize: 1, migrate: false });
      await admin.db.execute(sql.raw(`create database ${name}`));
      const url = new URL(base);
      url.pathname = `/${name}`;
      pgDataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-backend-pg-'));
      pgServices = await createDataServices({
        sites: demoSites,
        env: { DATABASE_URL: url.toString(), DATA_DIR: pgDataDir },
        seedCarCount: 30,
        deliverLeads: false,
        log: () => {},
      });
      // What the import command opens: its own connection to the same database.
      other = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    }, 120_000);

    afterAll(async () => {
      await other?.close();
      await pgServices?.close();
      await admin?.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin?.close();
      rmSync(pgDataDir, { recursive: true, force: true });
    });

    it('an import run elsewhere reaches the running server: the car is sold and its site told', async () => {
      const car = pgServices
        .stockCopy()
        .find((c) => c.status === 'in_stock' && demoSites.some((s) => isCarOnSite(c, s))) as Car;
      const site = demoSites.find((s) => isCarOnSite(car, s)) as SiteConfig;
      const touched: string[] = [];
      const stop = pgServices.onStockChange((sites) => touched.push(...sites));
      await importFeed(other.db, {
        dealershipId: car.dealership_id,
        rows: [{ ...car, status: 'sold', sold_date_timestamp: Math.floor(Date.now() / 1000) }],
        full: false,
        now: new Date(),
      });
      const deadline = Date.now() + 10_000;
      while ((await pgServices.carBySlug(site, car.slug))?.status !== 'sold') {
        if (Date.now() > deadline) throw new Error('the sold car never reached the server');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      stop();
      expect(touched).toContain(site.slug);
    }, 30_000);
  },
);

describe('readiness (/readyz)', () => {
  it('is ready while the database answers', async () => {
    expect(await services.readiness()).toEqual({ ready: true });
  });

  it('is not ready once closing has begun, nor after', async () => {
    const ownDir = mkdtempSync(path.join(tmpdir(), 'forecourt-ready-'));
    copyPgliteTemplate(ownDir);
    const own = await createDataServices({
      sites: demoSites,
      env: { DATA_DIR: ownDir },
      seedCarCount: 5,
      deliverLeads: false,
      log: () => {},
    });
    try {
      expect(await own.readiness()).toEqual({ ready: true });
      const closing = own.close();
      expect(await own.readiness()).toEqual({ ready: false, reason: 'shutting down' });
      await closing;
      expect(await own.readiness()).toEqual({ ready: false, reason: 'shutting down' });
    } finally {
      rmSync(ownDir, { recursive: true, force: true });
    }
  }, 120_000);
});
