import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Car, LocationDetail, Manufacturer, Model, Offer, SiteConfig } from '@forecourt/core';
import {
  createLeadHandler,
  createOutboxWorker,
  createPaymentSimulator,
  createPhoneRevealHandler,
  createRateLimiter,
  createReservations,
  createStockEvents,
  type DatabaseHandle,
  databaseOptionsFromEnv,
  databaseRateLimitStore,
  dealershipIdFor,
  descriptionHtml,
  descriptionText,
  httpWebhookDelivery,
  type ImportFeedOptions,
  type ImportReport,
  importFeed,
  type LeadSite,
  listenForStockChanges,
  loadLeadSite,
  loadManufacturers,
  loadModels,
  loadOffers,
  loadSiteLocations,
  mailSettingsFromEnv,
  openDatabase,
  ownBaseUrl,
  type PaymentProvider,
  queryRows,
  type Reservations,
  registerSites,
  resolveDataDir,
  SIMULATOR_WEBHOOK_PATH,
  type StockChange,
  type StockEvents,
  saveMiscellaneous,
  seedDemo,
  siteIdFor,
  tables,
  testDriveSlotsAnswer,
} from '@forecourt/server';
import { count, eq, sql } from 'drizzle-orm';
import { rendererLog } from '../http/logger';
import { algoliaSettingsFor } from './hosted-search';
import { createStripeProviders } from './payments';
import { createPlaces } from './places';
import { searchPlacesOf } from './search-place';
import type { Readiness, RendererServices } from './services';
import { createStockView } from './stock-view';
import { createTradeIn } from './trade-in';

// The renderer's data side over @forecourt/server (database, seed, stock
// import, leads, phone reveals, outbox); what pages read is held in memory by
// the stock view (stock-view.ts: the embedded search engine of
// @forecourt/search, one scoped view per site over one shared index).

export type DataServicesOptions = {
  sites: readonly SiteConfig[];
  env?: NodeJS.ProcessEnv;
  /**
   * The demo seed: an empty database gets the demo catalogue and this many cars
   * over the sites' dealerships (`pnpm demo` seeds 5,000). Otherwise (left out, or
   * a database with cars) nothing is seeded: each site's own rows are written from
   * its file (registerSites) and the stock is what the imports brought.
   */
  seedCarCount?: number;
  /**
   * Migrations not yet applied: applied now (true, the default, for the demo's
   * and the tests' own databases) or refused with DatabaseBehindError
   * ('require', for `pnpm start`: migrating is a step of its own).
   */
  migrate?: true | 'require';
  /**
   * The time the seed and the stock import take as now (the demo's FORECOURT_CLOCK,
   * @forecourt/server's clock.ts); the real clock by default. Leads and their
   * deliveries keep the real clock.
   */
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
  /** Where lead e-mails go: the SMTP relay, or the folder of .eml files. */
  mail: string;
  /** Cars in the search index. */
  readonly stockSize: number;
  /**
   * The serving process is listening at `address` (a cluster's workers, on
   * the primary's port): the payment simulator posts its webhooks there from
   * now on, and sends whatever was left undelivered.
   */
  listeningOn(address: AddressInfo): void;
  /** Committed stock changes, for whoever keeps a copy of the stock (cluster workers). */
  stockEvents: StockEvents;
  /** Every car as the pages now see it (a cluster worker's starting copy). */
  stockCopy(): Car[];
  /** Every site's locations by slug (a cluster worker's starting copy). */
  locationsCopy(): Record<string, LocationDetail[]>;
  /**
   * One dealership's feed through the server package's stock import, in one
   * transaction; the pages, the search and the render cache reflect it when
   * this resolves (`now` defaults to the services' clock).
   */
  importStock(
    feed: Omit<ImportFeedOptions, 'events' | 'now'> & { now?: Date },
  ): Promise<ImportReport>;
};

/** How often unpaid reservations are checked for their lapsed payment window. */
const RESERVATION_SWEEP_MS = 60_000;

/** How long the readiness query may take before the process counts as not ready. */
const READINESS_TIMEOUT_MS = 2_000;

async function carCount(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(tables.cars);
  return Number(row?.n ?? 0);
}

export async function createDataServices(options: DataServicesOptions): Promise<DataServices> {
  const env = options.env ?? process.env;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? rendererLog;
  // A hosted search whose key variable is not set stops the start here, before
  // anything is opened, with a line naming the site and the variable.
  for (const site of options.sites) algoliaSettingsFor(site, env);
  // So does a wrong SMTP_URL: lead e-mails go to its relay, else to .eml files.
  const dataDir = resolveDataDir(env);
  const mail = mailSettingsFromEnv(env, dataDir);
  const handle = await openDatabase({
    ...databaseOptionsFromEnv(env),
    migrate: options.migrate ?? true,
  });
  let seeded = false;
  try {
    if (options.seedCarCount !== undefined && (await carCount(handle)) === 0) {
      await seedDemo(handle.db, {
        sites: options.sites as unknown as Parameters<typeof seedDemo>[1]['sites'],
        carCount: options.seedCarCount,
        now: now(),
        configs: new Map(
          options.sites.map((s) => [s.slug, s as unknown as Record<string, unknown>]),
        ),
      });
      seeded = true;
    } else {
      // Every start writes each site file's own rows, so a new or changed site
      // file reaches the database with a restart (docs/operations.md#adding-a-site).
      await registerSites(handle.db, options.sites);
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  const { db } = handle;

  // Stock changed by another process (the import command, another server on
  // the same PostgreSQL) is heard through the database: the dealership's cars
  // are read again and what differs goes through the stock events below. Our
  // own imports name us and are skipped (their events went out already).
  // Listening starts before the stock is read, so no change falls between;
  // what is heard meanwhile is read again once the stock is held.
  const origin = randomUUID();
  const heardEarly: (string | null)[] = [];
  let readAgain: ((dealershipId: string | null) => void) | null = null;
  let stopListening: () => Promise<void>;
  try {
    stopListening = await listenForStockChanges(handle, (notice) => {
      if (notice?.origin === origin) return;
      // null: notices may have been missed, so every dealership is read again.
      const dealershipId = notice?.dealershipId ?? null;
      if (readAgain) readAgain(dealershipId);
      else heardEarly.push(dealershipId);
    });
  } catch (error) {
    await handle.close();
    throw error;
  }

  const stock = (await db.select({ data: tables.cars.data }).from(tables.cars)).map(
    (row) => row.data as unknown as Car,
  );
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
  let range: Promise<Model[]> | null = null;
  const models = () => {
    range ??= loadModels(db).catch((error: unknown) => {
      range = null;
      throw error;
    });
    return range;
  };
  // Every site's locations, read once (they change with a seed or a deploy) (docs/rules.md#location-pages).
  const siteLocations = new Map<string, LocationDetail[]>();
  for (const site of options.sites) {
    const ids = site.dealerships.map((slug) =>
      dealershipIdFor(site as unknown as Parameters<typeof dealershipIdFor>[0], slug),
    );
    const read = await loadSiteLocations(db, ids);
    for (const problem of read.problems) log(`site "${site.slug}": ${problem}; it is left out`);
    siteLocations.set(site.slug, read.locations);
  }
  const locations = async (site: SiteConfig) => siteLocations.get(site.slug) ?? [];
  // Maps keys are read now: a key variable that is not set stops the start.
  const places = createPlaces({ sites: options.sites, locationsOf: locations, env });
  let offerList: Promise<Offer[]> | null = null;
  const offers = () => {
    offerList ??= loadOffers(db).catch((error: unknown) => {
      offerList = null;
      throw error;
    });
    return offerList;
  };
  // A site with a hosted search (server.search) reads its key variable from `env`.
  const view = createStockView({
    sites: options.sites,
    stock,
    manufacturers,
    models,
    env,
    log,
    places: searchPlacesOf((site) => siteLocations.get(site.slug) ?? [], env),
  });
  // Every committed stock change reaches the view (and through it the render
  // cache) before the import that made it returns.
  const stockEvents = createStockEvents();
  stockEvents.subscribe((changes) => {
    view.apply(changes);
  });

  // One read at a time, in the order heard.
  let reading = Promise.resolve();
  readAgain = (dealershipId) => {
    reading = reading
      .then(async () => {
        const rows = await db
          .select({ data: tables.cars.data })
          .from(tables.cars)
          .where(dealershipId === null ? undefined : eq(tables.cars.dealershipId, dealershipId));
        const changes: StockChange[] = [];
        for (const row of rows) {
          const car = row.data as unknown as Car;
          const held = view.held(car.id);
          if (!held || JSON.stringify(held) !== JSON.stringify(car)) {
            changes.push({ type: 'car.upserted', car });
          }
        }
        for (const error of await stockEvents.publish(changes)) {
          log('a stock listener failed on a change made elsewhere', error);
        }
      })
      .catch((error: unknown) => log('reading the stock again failed', error));
  };
  for (const dealershipId of heardEarly) readAgain(dealershipId);

  const worker = createOutboxWorker({
    db,
    context: { dataDir, mail: mail.transport, mailFrom: mail.from },
    pollMs: 1_000,
    log,
  });
  if (options.deliverLeads !== false) worker.start();
  // Every limit counts in the database, so all processes and machines share it
  // (docs/operations.md#shared-limits). A lead the count cannot reach is refused:
  // the database that would store it is out of reach too.
  const rateLimits = databaseRateLimitStore(db, { log });
  const leadLimit = Number(env.LEAD_RATE_LIMIT ?? 10);
  const leadHandler = createLeadHandler({
    db,
    rateLimiter: createRateLimiter({
      name: 'leads',
      limit: leadLimit,
      windowMs: 60_000,
      store: rateLimits,
      whenStoreFails: 'refuse',
      log,
    }),
    onLeadStored: () => worker.wake(),
    log,
  });
  const revealHandler = createPhoneRevealHandler({ db, log });
  // Reservations paid through the site's payment provider: Stripe
  // where the site's server settings name it (keys read now: a missing key
  // variable stops the start), else the embedded simulator. The simulator
  // posts its signed webhooks over HTTP to this server's own
  // SIMULATOR_WEBHOOK_PATH, at the address learned when the server starts
  // listening (`listeningOn`); it starts sending then. Several processes on
  // one database each send, and each event is claimed by one of them.
  let reservations: Reservations | null = null;
  let webhookUrl: string | null = null;
  const simulator = createPaymentSimulator({
    db,
    signingSecret: env.PAYMENT_SIMULATOR_SECRET?.trim() || undefined,
    webhookDelayMs: Number(env.PAYMENT_SIMULATOR_WEBHOOK_DELAY_MS ?? 0) || 0,
    deliver: httpWebhookDelivery({ url: () => webhookUrl }),
    log,
  });
  const stripeProviders = createStripeProviders(options.sites, env);
  const providerFor = (site: SiteConfig): PaymentProvider =>
    stripeProviders.get(site.slug) ?? simulator.provider;
  const sitesById = new Map(
    options.sites.map((s) => [siteIdFor(s as unknown as Parameters<typeof siteIdFor>[0]), s]),
  );
  reservations = createReservations({
    db,
    providerFor,
    providerNamed: (name, siteId) => {
      const site = sitesById.get(siteId);
      if (name === 'simulator') return simulator.provider;
      return site ? (stripeProviders.get(site.slug) ?? null) : null;
    },
    rateLimiter: createRateLimiter({
      name: 'reservations',
      limit: leadLimit,
      windowMs: 60_000,
      store: rateLimits,
      whenStoreFails: 'refuse',
      log,
    }),
    onLeadStored: () => worker.wake(),
    log,
  });
  // Reservations not paid within core's window lapse and their payments are
  // cancelled: swept now and every minute (each lapses once, whichever
  // process of several on one database sweeps it).
  let sweep: NodeJS.Timeout | null = null;
  let sweeping: Promise<unknown> = Promise.resolve();
  if (options.deliverLeads !== false) {
    const api = reservations;
    // Refunds decided before a stop are made now.
    void api.refundPending();
    const expire = () => {
      sweeping = api
        .expireLapsed()
        .catch((error: unknown) => log('lapsing unpaid reservations failed', error));
    };
    expire();
    sweep = setInterval(expire, RESERVATION_SWEEP_MS);
    sweep.unref();
  }
  // Trade-in keys are read now too; the embedded model reads the stock's market averages.
  const tradeIn = createTradeIn({ sites: options.sites, stock: () => view.cars(), env });
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
  // Readiness (/readyz): the stock view is loaded before these services exist,
  // so what is left to ask is the database. Probes come often and from several
  // balancers; one query at a time answers all that arrive meanwhile.
  let closing = false;
  let probe: Promise<Readiness> | null = null;
  let databaseAnswered = true;
  async function probeDatabase(): Promise<Readiness> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const answered = await Promise.race([
        queryRows(db, sql`select 1`).then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
        }),
      ]);
      databaseAnswered = answered;
      return answered
        ? { ready: true }
        : { ready: false, reason: 'the database did not answer in time' };
    } catch (error) {
      // Once per outage, not once per probe.
      if (databaseAnswered) log('the readiness query failed', error);
      databaseAnswered = false;
      return { ready: false, reason: 'the database did not answer' };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    location: handle.location,
    seeded,
    mail: mail.description,
    get stockSize() {
      return view.size;
    },
    stockEvents,
    stockCopy: () => view.cars(),
    search: view.search,
    suggest: view.suggest,
    stockSearch: view.stockSearch,
    carBySlug: view.carBySlug,
    carById: view.carById,
    manufacturers,
    models,
    locations,
    places,
    locationsCopy: () => Object.fromEntries(siteLocations),
    offers,
    htmlText: descriptionText,
    richText: descriptionHtml,
    sourceImage: view.sourceImage,
    onStockChange: view.onStockChange,
    importStock(feed) {
      return importFeed(db, { ...feed, now: feed.now ?? now(), events: stockEvents, origin });
    },
    async submitLead(site, request) {
      const lead = await leadSite(site);
      if (!lead) {
        return { status: 404, headers: {}, body: { error: 'This site takes no enquiries here.' } };
      }
      return leadHandler({ ...request, site: lead });
    },
    async testDriveSlots(site, request) {
      let query: unknown;
      try {
        const { body } = request;
        query = JSON.parse(typeof body === 'string' ? body : Buffer.from(body).toString('utf8'));
      } catch {
        query = {};
      }
      // The lead handler checks a booked time against the real clock too.
      return testDriveSlotsAnswer(
        db,
        await locations(site),
        typeof query === 'object' && query !== null ? query : {},
        new Date(),
      );
    },
    tradeIn,
    async saveValuation(site, request) {
      const lead = await leadSite(site);
      if (!lead)
        return { status: 404, headers: {}, body: { error: 'This site takes no enquiries here.' } };
      const text =
        typeof request.body === 'string'
          ? request.body
          : Buffer.from(request.body).toString('utf8');
      return saveMiscellaneous(db, lead.id, JSON.parse(text) as Record<string, unknown>);
    },
    async logPhoneReveal(_site, request) {
      return revealHandler(request);
    },
    async startReservation(site, request) {
      const lead = await leadSite(site);
      if (!lead || !reservations) {
        return {
          status: 404,
          headers: {},
          body: { error: 'This site takes no reservations here.' },
        };
      }
      return reservations.start(lead, site, request);
    },
    reservationStatus: (site, request) =>
      reservations
        ? reservations.status(
            siteIdFor(site as unknown as Parameters<typeof siteIdFor>[0]),
            request,
          )
        : Promise.reject(new Error('not started')),
    paymentWebhook: (site, request) =>
      reservations
        ? reservations.webhook(providerFor(site), request)
        : Promise.reject(new Error('not started')),
    simulatorWebhook: (request) =>
      reservations
        ? reservations.webhook(simulator.provider, request)
        : Promise.reject(new Error('not started')),
    confirmSimulatedPayment: (_site, request) => simulator.confirm(request),
    authenticateSimulatedPayment: (_site, request) => simulator.authenticate(request),
    listeningOn(address) {
      webhookUrl = `${ownBaseUrl(address)}${SIMULATOR_WEBHOOK_PATH}`;
      // Whatever an earlier run left undelivered goes out now.
      if (options.deliverLeads !== false) simulator.start();
    },
    rateLimits,
    readiness() {
      if (closing) return Promise.resolve({ ready: false, reason: 'shutting down' });
      probe ??= probeDatabase().finally(() => {
        probe = null;
      });
      return probe;
    },
    async close() {
      closing = true;
      await stopListening();
      // The outbox finishes the round it is in: a lead it sends is marked
      // delivered before the database closes, so no start sends it twice.
      await worker.stop();
      await simulator.stop();
      if (sweep) clearInterval(sweep);
      await sweeping;
      await reading;
      await handle.close();
    },
  };
}
