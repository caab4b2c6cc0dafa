import { createHash } from 'node:crypto';
import { type Car, carSchema, fieldErrors, storableJson } from '@forecourt/core';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { cars, dealerships, reservations } from '../db/schema';
import type { StockChange, StockEvents } from '../stock-events/stock-events';
import { notifyStockChange } from '../stock-events/stock-notices';

/** One problem with one feed row; `row` counts from 1 in the feed's car list. */
export interface RejectedRow {
  row: number;
  field: string;
  reason: string;
}

export interface ImportReport {
  dealershipId: string;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Cars missing from a full feed, now marked sold. */
  markedSold: number;
  /** Every problem found; a row with several problems appears once per field. */
  rejected: RejectedRow[];
  /** Rows skipped because of the problems above. */
  rejectedRows: number;
  /** Errors of stock listeners (the search index); the database change stands. */
  listenerErrors: string[];
}

export interface ImportFeedOptions {
  dealershipId: string;
  /** The feed's car rows as parsed from JSON, unvalidated. */
  rows: readonly unknown[];
  /**
   * A full feed lists the dealership's whole stock, so a car it does not list
   * has been sold. A partial feed only adds and updates. Default true.
   */
  full?: boolean;
  /** The clock, for the sold date of cars missing from a full feed. */
  now: Date;
  events?: StockEvents;
  /**
   * Who imports, named in the stock notice other processes hear (a process
   * that also listens skips its own); see stock-notices.ts.
   */
  origin?: string;
}

const CHUNK = 1_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const s = value.trim();
  return s === '' ? null : s;
}

/**
 * What a row is matched on: its stock number, or its VIN when it has none.
 * Read from the raw row too, so a car whose row is malformed this time is
 * still "in the feed" and is not marked sold.
 */
export function stockKeyOf(row: { stocknum?: unknown; vin?: unknown }): string | null {
  const stocknum = text(row.stocknum);
  if (stocknum) return `stock:${stocknum}`;
  const vin = text(row.vin);
  return vin ? `vin:${vin.toUpperCase()}` : null;
}

function hashCar(car: Car): string {
  return createHash('sha1').update(JSON.stringify(car)).digest('hex');
}

function soldAtOf(car: Car, previous: Date | null, now: Date): Date | null {
  if (car.status !== 'sold') return null;
  if (car.sold_date_timestamp !== null) return new Date(car.sold_date_timestamp * 1000);
  return previous ?? now;
}

/** One cars row as the bulk upsert sends it (snake_case, as jsonb_to_recordset reads it). */
interface CarWrite {
  id: string;
  dealership_id: string;
  stock_key: string;
  slug: string;
  make: string;
  model: string;
  year: number;
  car_type: string;
  item_type: string;
  status: string;
  price: number | null;
  location_id: string | null;
  sold_at: string | null;
  data: Car;
  data_hash: string;
  updated_at: string;
}

/**
 * Upserts a batch as one JSON parameter expanded by jsonb_to_recordset: one
 * bound value per batch instead of fifteen per row, which is what makes a
 * 10,000-row feed take seconds on the embedded database. Still a
 * parameterised drizzle `sql` query, never a string built from feed values.
 */
async function upsertCars(tx: Transaction, batch: CarWrite[]): Promise<void> {
  await tx.execute(sql`
    insert into ${cars} (id, dealership_id, stock_key, slug, make, model, year, car_type, item_type,
      status, price, location_id, sold_at, data, data_hash, updated_at)
    select r.id, r.dealership_id, r.stock_key, r.slug, r.make, r.model, r.year, r.car_type, r.item_type,
      r.status, r.price, r.location_id, r.sold_at, r.data, r.data_hash, r.updated_at
    from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(id text, dealership_id text,
      stock_key text, slug text, make text, model text, year int, car_type text, item_type text,
      status text, price float8, location_id text, sold_at timestamptz, data jsonb, data_hash text,
      updated_at timestamptz)
    on conflict (dealership_id, stock_key) do update set
      slug = excluded.slug, make = excluded.make, model = excluded.model, year = excluded.year,
      car_type = excluded.car_type, item_type = excluded.item_type, status = excluded.status,
      price = excluded.price, location_id = excluded.location_id, sold_at = excluded.sold_at,
      data = excluded.data, data_hash = excluded.data_hash, updated_at = excluded.updated_at`);
}

interface ValidRow {
  row: number;
  key: string;
  car: Car;
  hash: string;
}

/**
 * Imports one dealership's feed: validates every row with the core car
 * schema, reports bad rows (row, field, reason) and skips them, upserts good
 * rows by (dealership, stock number or VIN), marks cars missing from a full
 * feed as sold, all in one transaction, then tells the stock listeners.
 */
export async function importFeed(db: Database, options: ImportFeedOptions): Promise<ImportReport> {
  const { dealershipId, rows, now } = options;
  const full = options.full ?? true;
  const report: ImportReport = {
    dealershipId,
    rows: rows.length,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    markedSold: 0,
    rejected: [],
    rejectedRows: 0,
    listenerErrors: [],
  };
  const reject = (row: number, problems: Record<string, string>) => {
    report.rejectedRows++;
    for (const [field, reason] of Object.entries(problems)) {
      report.rejected.push({ row, field, reason });
    }
  };

  const [dealership] = await db
    .select({ id: dealerships.id, slug: dealerships.slug, name: dealerships.name })
    .from(dealerships)
    .where(eq(dealerships.id, dealershipId));
  if (!dealership) {
    // A dealership's row is written from its site file when a server starts.
    throw new Error(
      `import: dealership "${dealershipId}" is not in the database: no site file lists it yet, or the server has not been restarted since its site file was added`,
    );
  }

  const valid: ValidRow[] = [];
  const presentKeys = new Set<string>();
  const firstRowOfKey = new Map<string, number>();
  rows.forEach((raw, index) => {
    const row = index + 1;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      reject(row, { '(row)': 'expected an object' });
      return;
    }
    const record = raw as Record<string, unknown>;
    const key = stockKeyOf(record);
    if (key) presentKeys.add(key);
    if (
      record.dealership_id !== undefined &&
      record.dealership_id !== null &&
      String(record.dealership_id) !== dealershipId
    ) {
      reject(row, { dealership_id: `must be "${dealershipId}", the dealership of this feed` });
      return;
    }
    // The feed is one dealership's, so its rows may leave the dealership out.
    const parsed = carSchema.safeParse({
      ...record,
      dealership_id: dealershipId,
      dealership_slug: record.dealership_slug ?? dealership.slug,
      dealership_name: record.dealership_name ?? dealership.name,
    });
    if (!parsed.success) {
      reject(row, fieldErrors(parsed.error));
      return;
    }
    if (!key) {
      reject(row, { stocknum: 'a stock number or a VIN is required to match the car' });
      return;
    }
    // Text the database can store (core's storableJson), checked before anything is written.
    const storable = storableJson(parsed.data);
    if (!storable.ok) {
      reject(row, {
        '(row)': 'contains a NUL character (U+0000), which the database cannot store',
      });
      return;
    }
    const car = storable.value as Car;
    const first = firstRowOfKey.get(key);
    if (first !== undefined) {
      reject(row, { [key.startsWith('vin:') ? 'vin' : 'stocknum']: `repeats row ${first}` });
      return;
    }
    firstRowOfKey.set(key, row);
    valid.push({ row, key, car, hash: hashCar(car) });
  });

  const changes: StockChange[] = [];
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({
        id: cars.id,
        slug: cars.slug,
        stockKey: cars.stockKey,
        status: cars.status,
        dataHash: cars.dataHash,
        soldAt: cars.soldAt,
      })
      .from(cars)
      .where(eq(cars.dealershipId, dealershipId));
    const byKey = new Map(existing.map((c) => [c.stockKey, c]));

    const accepted = await dropCollisions(tx, dealershipId, valid, byKey, reject);
    // A car a shopper reserved with a paid deposit stays reserved
    // whatever the dealer's feed says, until the dealer cancels the reservation.
    const paid = new Set(
      (
        await tx
          .select({ carId: reservations.carId })
          .from(reservations)
          .innerJoin(cars, eq(cars.id, reservations.carId))
          .where(and(eq(reservations.status, 'paid'), eq(cars.dealershipId, dealershipId)))
      ).map((r) => r.carId),
    );
    const writes: CarWrite[] = [];
    for (const row of accepted) {
      const { key } = row;
      const car =
        paid.has(row.car.id) && !row.car.reserved ? { ...row.car, reserved: true } : row.car;
      const hash = car === row.car ? row.hash : hashCar(car);
      const before = byKey.get(key);
      if (before && before.dataHash === hash && before.status === car.status) {
        report.unchanged++;
        continue;
      }
      if (before) report.updated++;
      else report.inserted++;
      writes.push({
        id: car.id,
        dealership_id: dealershipId,
        stock_key: key,
        slug: car.slug,
        make: car.make,
        model: car.model,
        year: car.year,
        car_type: car.car_type,
        item_type: car.item_type,
        status: car.status,
        price: car.price,
        location_id: car.location_id,
        sold_at: soldAtOf(car, before?.soldAt ?? null, now)?.toISOString() ?? null,
        data: car,
        data_hash: hash,
        updated_at: now.toISOString(),
      });
      changes.push({ type: 'car.upserted', car });
    }
    for (const batch of chunks(writes, CHUNK)) await upsertCars(tx, batch);

    if (full) {
      const missing = existing.filter((c) => c.status !== 'sold' && !presentKeys.has(c.stockKey));
      const soldSeconds = Math.floor(now.getTime() / 1000);
      for (const batch of chunks(missing, CHUNK)) {
        const sold = await tx
          .update(cars)
          .set({
            status: 'sold',
            soldAt: now,
            updatedAt: now,
            // The stored document says sold too, and its hash no longer matches
            // any feed row, so the car is rewritten if it ever comes back.
            data: sql`${cars.data} || ${JSON.stringify({ status: 'sold', sold_date_timestamp: soldSeconds })}::jsonb`,
            dataHash: '',
          })
          .where(
            and(
              eq(cars.dealershipId, dealershipId),
              sql`${cars.id} in (select jsonb_array_elements_text(${JSON.stringify(batch.map((c) => c.id))}::jsonb))`,
              ne(cars.status, 'sold'),
            ),
          )
          .returning({ id: cars.id, data: cars.data });
        report.markedSold += sold.length;
        for (const s of sold) {
          changes.push({
            type: 'car.sold',
            carId: s.id,
            dealershipId,
            soldAt: now,
            car: s.data as unknown as Car,
          });
        }
      }
    }
    // Other processes that keep a copy of the stock hear of it when this commits.
    if (changes.length > 0) {
      await notifyStockChange(tx, { dealershipId, origin: options.origin ?? null });
    }
  });

  if (options.events) {
    const errors = await options.events.publish(changes);
    report.listenerErrors = errors.map((e) => e.message);
  }
  report.rejected.sort((a, b) => a.row - b.row);
  return report;
}

/**
 * Car ids and slugs are unique across dealerships. A row whose id or slug
 * already belongs to a different car is rejected rather than overwriting it.
 */
async function dropCollisions(
  tx: Transaction,
  dealershipId: string,
  rows: ValidRow[],
  byKey: Map<string, { id: string; slug: string }>,
  reject: (row: number, problems: Record<string, string>) => void,
): Promise<ValidRow[]> {
  const owners = new Map<string, string>();
  const ownKeys = new Set(rows.map((r) => r.key));
  for (const batch of chunks(rows, CHUNK * 10)) {
    const ids = JSON.stringify(batch.map((r) => r.car.id));
    const slugs = JSON.stringify(batch.map((r) => r.car.slug));
    const found = await tx
      .select({
        id: cars.id,
        slug: cars.slug,
        dealershipId: cars.dealershipId,
        stockKey: cars.stockKey,
      })
      .from(cars)
      .where(
        or(
          sql`${cars.id} in (select jsonb_array_elements_text(${ids}::jsonb))`,
          sql`${cars.slug} in (select jsonb_array_elements_text(${slugs}::jsonb))`,
        ),
      );
    for (const f of found) {
      // A car of this dealership under a key of this feed is the row's own car.
      if (f.dealershipId === dealershipId && ownKeys.has(f.stockKey)) continue;
      const owner = `${f.dealershipId}/${f.stockKey}`;
      owners.set(`id:${f.id}`, owner);
      owners.set(`slug:${f.slug}`, owner);
    }
  }
  const seenIds = new Map<string, number>();
  const seenSlugs = new Map<string, number>();
  const kept: ValidRow[] = [];
  for (const r of rows) {
    const own = byKey.get(r.key);
    const problems: Record<string, string> = {};
    // A row may not change the id of the car its stock number already names.
    if (own && own.id !== r.car.id) problems.id = `must stay "${own.id}" for this stock number`;
    else if (owners.has(`id:${r.car.id}`)) problems.id = 'already belongs to another car';
    else if (seenIds.has(r.car.id)) problems.id = `repeats row ${seenIds.get(r.car.id)}`;
    if (owners.has(`slug:${r.car.slug}`)) problems.slug = 'already belongs to another car';
    else if (seenSlugs.has(r.car.slug)) problems.slug = `repeats row ${seenSlugs.get(r.car.slug)}`;
    if (Object.keys(problems).length > 0) {
      reject(r.row, problems);
      continue;
    }
    seenIds.set(r.car.id, r.row);
    seenSlugs.set(r.car.slug, r.row);
    kept.push(r);
  }
  return kept;
}
