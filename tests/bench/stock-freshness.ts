// Several renderer processes over one PostgreSQL, as a load balancer would spread them
// to see that a stock change is fresh on every server: the freshness test (tests/renderer/freshness.spec.ts)
// and `pnpm bench:freshness` both start them here. A new database is made on the given
// server; the first production demo process seeds it, the others start on it once it is
// seeded (each reads the stock into its own search index and then follows the database's
// stock notices). Stock changes are made as the stock import makes them, from a connection
// of its own, and each process's search is asked, over loopback, until it shows the change.

import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, importFeed, openDatabase, queryRows } from '@forecourt/server';
import { sql } from 'drizzle-orm';
import { type Demo, siteRequest, startDemo } from './demo-server';

export type StockRig = {
  /** The serving processes, each on its own port. */
  processes: Demo[];
  /** The import's own connection to the shared database. */
  importer: DatabaseHandle;
  databaseUrl: string;
  dispose(): Promise<void>;
};

export type StartStockRigOptions = {
  /** A PostgreSQL server whose user may create databases. */
  serverUrl: string;
  processes: number;
  log: (message: string) => void;
  /** More environment for every process. */
  env?: Record<string, string>;
};

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function startStockRig(options: StartStockRigOptions): Promise<StockRig> {
  const name = `forecourt_fresh_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: options.serverUrl, poolSize: 1, migrate: false });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const databaseUrl = withDatabase(options.serverUrl, name);
  const processes: Demo[] = [];
  let importer: DatabaseHandle | null = null;
  const dispose = async () => {
    await Promise.all(processes.map((p) => p.dispose()));
    await importer?.close();
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  };
  try {
    // One at a time: the first seeds the empty database, the rest find it seeded.
    for (let i = 0; i < options.processes; i++) {
      processes.push(
        await startDemo({
          dataPrefix: `forecourt-fresh-${i}-`,
          env: { ...options.env, DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '1' },
          log: (message) => options.log(`process ${i + 1}: ${message}`),
        }),
      );
    }
    importer = await openDatabase({ databaseUrl, poolSize: 1 });
  } catch (error) {
    await dispose();
    throw error;
  }
  return { processes, importer, databaseUrl, dispose };
}

/** A car as the database holds it, with the site that shows it. */
export type HeldCar = {
  id: string;
  slug: string;
  make: string;
  model: string;
  price: number;
  dealershipId: string;
  site: string;
  data: Record<string, unknown>;
};

/**
 * Cars in stock with a price, spread over the sites (round robin by site), each shown by
 * the site named beside it; the seed puts every car in its dealership's sites' scope.
 */
export async function carsInStock(db: DatabaseHandle, count: number): Promise<HeldCar[]> {
  const rows = await queryRows<{ data: Record<string, unknown>; site: string }>(
    db.db,
    sql`
      select c.data as data, s.slug as site,
             row_number() over (partition by s.slug order by c.id) as turn
      from cars c
      join site_dealerships sd on sd.dealership_id = c.dealership_id
      join sites s on s.id = sd.site_id
      where c.data->>'status' = 'in_stock' and (c.data->>'price')::numeric > 0
      order by turn, s.slug
    `,
  );
  const seen = new Set<string>();
  const cars: HeldCar[] = [];
  for (const row of rows) {
    const id = String(row.data.id);
    if (seen.has(id)) continue; // a car of a store two sites show: one is enough
    seen.add(id);
    cars.push({
      id,
      slug: String(row.data.slug),
      make: String(row.data.make),
      model: String(row.data.model),
      price: Number(row.data.price),
      dealershipId: String(row.data.dealership_id),
      site: row.site,
      data: row.data,
    });
    if (cars.length === count) break;
  }
  return cars;
}

/** A change the stock import makes to one car (a partial feed of that one row). */
export type StockChangeKind =
  /** Sold before the sold window: it must leave search. */
  | 'sold-gone'
  /** Sold now: search shows it as sold for the sold window (docs/rules.md#sold-window). */
  | 'sold-shown'
  /** A new price. */
  | 'price';

/** What search says of the car: absent, or its status and price. */
export type SearchedCar = { status: string; price: number | null } | null;

/**
 * The car as one process's search API shows it on its site: the site's search refined
 * to the car's make and model and to one price, so few hits come back and the car is
 * among them whenever search shows it.
 */
export async function searchFor(port: number, car: HeldCar, price: number): Promise<SearchedCar> {
  const answer = await siteRequest(
    port,
    `${car.site}.localhost`,
    'POST',
    '/api/search',
    {
      query: '',
      filters: {
        refinements: { make_model: [`${car.make}|${car.model}`] },
        ranges: { price: { min: price, max: price } },
      },
      hitsPerPage: 100,
      facets: [],
    },
    { 'sec-fetch-site': 'same-origin' },
  );
  if (answer.status !== 200) {
    throw new Error(
      `search on ${car.site} answered ${answer.status}: ${answer.text.slice(0, 200)}`,
    );
  }
  const hits = (
    JSON.parse(answer.text) as { hits: { id: string; status: string; price: number | null }[] }
  ).hits;
  const hit = hits.find((h) => String(h.id) === car.id);
  return hit ? { status: hit.status, price: hit.price } : null;
}

export type ChangeMade = {
  /** When the import's transaction had committed (performance.now()). */
  committedAt: number;
  /** The price to search at, and what search must then show. */
  price: number;
  expect: (seen: SearchedCar) => boolean;
};

/** Makes the change through the stock import, from the importer's own connection. */
export async function makeChange(
  rig: StockRig,
  car: HeldCar,
  kind: StockChangeKind,
  now: Date,
): Promise<ChangeMade> {
  const dayMs = 86_400_000;
  let row: Record<string, unknown>;
  let price = car.price;
  let expect: ChangeMade['expect'];
  switch (kind) {
    case 'sold-gone':
      // Well before any demo site's sold window (a few days).
      row = {
        ...car.data,
        status: 'sold',
        sold_date_timestamp: Math.floor((now.getTime() - 60 * dayMs) / 1000),
      };
      expect = (seen) => seen === null;
      break;
    case 'sold-shown':
      row = { ...car.data, status: 'sold', sold_date_timestamp: Math.floor(now.getTime() / 1000) };
      expect = (seen) => seen?.status === 'sold';
      break;
    case 'price':
      price = car.price - 100 > 0 ? car.price - 100 : car.price + 100;
      row = { ...car.data, price };
      expect = (seen) => seen?.price === price;
      break;
    default:
      throw new Error(`unknown change ${kind satisfies never}`);
  }
  const report = await importFeed(rig.importer.db, {
    dealershipId: car.dealershipId,
    rows: [row],
    full: false,
    now,
  });
  const committedAt = performance.now();
  if (report.rejected.length > 0) {
    throw new Error(`the import refused the change: ${JSON.stringify(report.rejected)}`);
  }
  return { committedAt, price, expect };
}

/**
 * Milliseconds from the commit until each process's search shows the change, asking every
 * `pollMs`; Infinity for a process that has not shown it after `timeoutMs`.
 */
export async function timeUntilSeen(
  rig: StockRig,
  car: HeldCar,
  change: ChangeMade,
  options: { pollMs: number; timeoutMs: number },
): Promise<number[]> {
  return Promise.all(
    rig.processes.map(async (process) => {
      for (;;) {
        const seen = await searchFor(process.port, car, change.price);
        const elapsed = performance.now() - change.committedAt;
        if (change.expect(seen)) return elapsed;
        if (elapsed > options.timeoutMs) return Number.POSITIVE_INFINITY;
        await new Promise((resolve) => setTimeout(resolve, options.pollMs));
      }
    }),
  );
}
