import path from 'node:path';
import { type Car, isCarOnSite, type Manufacturer, type SiteConfig } from '@forecourt/core';
import { createEmbeddedSearch, type EmbeddedSearch, StockIndex } from '@forecourt/search/server';
import {
  carPhotoSvg,
  createLeadHandler,
  createOutboxWorker,
  createPhoneRevealHandler,
  createRateLimiter,
  type DatabaseHandle,
  databaseOptionsFromEnv,
  fileMailTransport,
  type LeadSite,
  loadLeadSite,
  loadManufacturers,
  makeLogoSvg,
  openDatabase,
  resolveDataDir,
  seedDemo,
  tables,
} from '@forecourt/server';
import { count, eq } from 'drizzle-orm';
import { LOGO_PATH } from './images';
import type { RendererServices } from './services';

// The renderer's data side over @forecourt/server (database, seed, leads, phone
// reveals, outbox) and @forecourt/search (the embedded engine, one scoped view
// per site over one shared index).

export type DataServicesOptions = {
  sites: readonly SiteConfig[];
  env?: NodeJS.ProcessEnv;
  /** Cars to seed an empty database with (the demo uses 5,000). */
  seedCarCount?: number;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
  /** Start the lead delivery worker (the demo does; tests may not). */
  deliverLeads?: boolean;
};

export type DataServices = RendererServices & {
  /** Where the data lives (PGlite folder or the server address without its password). */
  location: string;
  /** Whether this start seeded an empty database. */
  seeded: boolean;
  /** Cars in the search index. */
  stockSize: number;
};

async function carCount(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(tables.cars);
  return Number(row?.n ?? 0);
}

export async function createDataServices(options: DataServicesOptions): Promise<DataServices> {
  const env = options.env ?? process.env;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((m, e) => console.error(`[renderer] ${m}`, e ?? ''));
  const handle = await openDatabase(databaseOptionsFromEnv(env));
  let seeded = false;
  try {
    if ((await carCount(handle)) === 0) {
      await seedDemo(handle.db, {
        sites: options.sites as unknown as Parameters<typeof seedDemo>[1]['sites'],
        carCount: options.seedCarCount ?? 5_000,
        now: now(),
        configs: new Map(
          options.sites.map((s) => [s.slug, s as unknown as Record<string, unknown>]),
        ),
      });
      seeded = true;
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  const { db } = handle;

  const stock = (await db.select({ data: tables.cars.data }).from(tables.cars)).map(
    (row) => row.data as unknown as Car,
  );
  const index = StockIndex.build(stock);
  const bySlug = new Map(stock.map((car) => [car.slug, car]));
  const byId = new Map(stock.map((car) => [car.id, car]));
  const searches = new Map<string, EmbeddedSearch>();
  for (const site of options.sites) {
    searches.set(
      site.slug,
      createEmbeddedSearch(index, {
        dealershipSlugs: site.dealerships,
        soldWindowDays: site.search.sold_window_days,
        priceAscExcludesZero: site.search.price_asc_excludes_zero,
        hitsPerPage: site.search.page_size,
        facetLimits: { default: site.search.facet_limit },
        recentQueryCacheSize: site.search.cache_size,
        financeProvider: site.finance_provider,
        siteStockCount: site.stock.count || null,
      }),
    );
  }

  const dataDir = resolveDataDir(env);
  const worker = createOutboxWorker({
    db,
    context: {
      dataDir,
      mail: fileMailTransport(path.join(dataDir, 'mail')),
      mailFrom: 'leads@forecourt.localhost',
    },
    pollMs: 1_000,
    log,
  });
  if (options.deliverLeads !== false) worker.start();
  const leadHandler = createLeadHandler({
    db,
    rateLimiter: createRateLimiter({ limit: Number(env.LEAD_RATE_LIMIT ?? 10), windowMs: 60_000 }),
    onLeadStored: () => worker.wake(),
    log,
  });
  const revealHandler = createPhoneRevealHandler({ db, log });
  // The lead form's rules come from the site's validated configuration, which
  // the renderer already holds; the database adds the dealerships' rows (ids,
  // names, lead destinations). Read once per site; a failed read is not kept.
  const leadSites = new Map<string, Promise<LeadSite | null>>();
  const leadSite = (site: SiteConfig) => {
    let lead = leadSites.get(site.slug);
    if (!lead) {
      lead = loadLeadSite(db, site.slug, site).catch((error: unknown) => {
        leadSites.delete(site.slug);
        throw error;
      });
      leadSites.set(site.slug, lead);
    }
    return lead;
  };
  const svgCache = new Map<string, Buffer>();
  // The catalogue changes only with a deploy or a re-seed: read it once. A failed
  // read is not kept, so the next request tries again.
  let catalogue: Promise<Manufacturer[]> | null = null;
  const manufacturers = () => {
    catalogue ??= loadManufacturers(db).catch((error: unknown) => {
      catalogue = null;
      throw error;
    });
    return catalogue;
  };
  // One small badge per make of the catalogue (about 140), so never evicted.
  const logoCache = new Map<string, Buffer>();
  const makeLogo = async (slug: string): Promise<Buffer | null> => {
    const cached = logoCache.get(slug);
    if (cached) return cached;
    const make = (await manufacturers()).find((m) => m.slug === slug);
    if (!make) return null;
    const svg = Buffer.from(makeLogoSvg(make.name));
    logoCache.set(slug, svg);
    return svg;
  };

  return {
    location: handle.location,
    seeded,
    stockSize: stock.length,
    async search(site, request, at) {
      const search = searches.get(site.slug);
      if (!search) throw new Error(`search: site "${site.slug}" has no search view`);
      return search.search(request, { now: at });
    },
    async carBySlug(site, slug) {
      const car = bySlug.get(slug);
      return car && isCarOnSite(car, site) ? car : null;
    },
    async carById(site, id) {
      const car = byId.get(id);
      return car && isCarOnSite(car, site) ? car : null;
    },
    manufacturers,
    async sourceImage(source) {
      const logo = LOGO_PATH.exec(source);
      if (logo) return makeLogo(logo[1] ?? '');
      const match = /^\/media\/cars\/([^/]+)\/(\d{1,2})\.svg$/.exec(source);
      if (!match) return null;
      const key = `${match[1]}/${match[2]}`;
      const cached = svgCache.get(key);
      if (cached) return cached;
      const [row] = await db
        .select({ data: tables.cars.data })
        .from(tables.cars)
        .where(eq(tables.cars.id, match[1] ?? ''));
      if (!row) return null;
      const car = row.data as unknown as Car;
      const svg = Buffer.from(carPhotoSvg(car, Number(match[2])));
      if (svgCache.size > 2_000) svgCache.clear();
      svgCache.set(key, svg);
      return svg;
    },
    async submitLead(site, request) {
      const lead = await leadSite(site);
      if (!lead) {
        return { status: 404, headers: {}, body: { error: 'This site takes no enquiries here.' } };
      }
      return leadHandler({ ...request, site: lead });
    },
    async logPhoneReveal(_site, request) {
      return revealHandler(request);
    },
    async close() {
      await worker.stop();
      await handle.close();
    },
  };
}
