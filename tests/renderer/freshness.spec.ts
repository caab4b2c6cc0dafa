import { expect, test } from '@playwright/test';
import { siteRequest } from '../bench/demo-server';
import {
  carsInStock,
  type HeldCar,
  makeChange,
  type StockRig,
  searchFor,
  startStockRig,
  timeUntilSeen,
} from '../bench/stock-freshness';
import { serverOf } from '../servers';

// Fresh on every server (docs/decisions/0010-stock-changes-through-postgres-notify.md): two production renderer processes over one real
// PostgreSQL, as behind a load balancer. A car is sold through the stock import (its own
// connection, as `pnpm stock:import` runs), and both processes' search must show the
// change within a second of the commit: a car sold before the sold window leaves search
// and its page answers 410 'gone'; a car sold now stays in search as sold, its page with
// the SOLD banner (docs/rules.md#car-status). Runs where the test command provides a PostgreSQL server
// (TEST_DATABASE_URL, scripts/test-postgres.sh), on the production project only: the
// processes are started here, not the suite's shared servers.

const serverUrl = process.env.TEST_DATABASE_URL;
/** The freshness window the issue asks for. */
const WITHIN_MS = 1_000;

test.describe('stock changes reach every renderer process on one PostgreSQL', () => {
  test.skip(!serverUrl, 'needs a PostgreSQL server: TEST_DATABASE_URL (scripts/test sets it)');
  test.describe.configure({ timeout: 600_000 });

  let rig: StockRig;
  let cars: HeldCar[];

  test.beforeAll(async () => {
    test.skip(serverOf(test.info()) !== 'production', 'starts its own production processes');
    // Two production processes seed and build while the other browser projects run: on a
    // busy two-core machine that took longer than a hook's default minute.
    test.setTimeout(240_000);
    rig = await startStockRig({
      serverUrl: serverUrl as string,
      processes: 2,
      log: (message) => console.log(`freshness: ${message}`),
    });
    cars = await carsInStock(rig.importer, 4);
    expect(cars.length).toBe(4);
  });

  test.afterAll(async () => {
    await rig?.dispose();
  });

  const carPage = (port: number, car: HeldCar) =>
    siteRequest(port, `${car.site}.localhost`, 'GET', `/cars/${car.slug}`);

  test('a car sold before the sold window leaves search on both processes within 1 s, and its page is gone', async () => {
    const car = cars[0] as HeldCar;
    for (const process of rig.processes) {
      expect(await searchFor(process.port, car, car.price)).toEqual({
        status: 'in_stock',
        price: car.price,
      });
      expect((await carPage(process.port, car)).status).toBe(200);
    }
    const change = await makeChange(rig, car, 'sold-gone', new Date());
    const times = await timeUntilSeen(rig, car, change, { pollMs: 10, timeoutMs: 5_000 });
    console.log(
      `freshness: gone from search after ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
    );
    for (const ms of times) expect(ms).toBeLessThanOrEqual(WITHIN_MS);
    for (const process of rig.processes) {
      const page = await carPage(process.port, car);
      expect(page.status).toBe(410);
      expect(page.text).toContain('has been sold');
    }
  });

  test('a car sold now stays in search as sold on both processes within 1 s, its page with the SOLD banner', async () => {
    const car = cars[1] as HeldCar;
    const change = await makeChange(rig, car, 'sold-shown', new Date());
    const times = await timeUntilSeen(rig, car, change, { pollMs: 10, timeoutMs: 5_000 });
    console.log(`freshness: shown as sold after ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    for (const ms of times) expect(ms).toBeLessThanOrEqual(WITHIN_MS);
    for (const process of rig.processes) {
      const page = await carPage(process.port, car);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Find Me Something Similar');
    }
  });

  test('a new price reaches both processes’ search within 1 s, and the old price finds nothing', async () => {
    const car = cars[2] as HeldCar;
    const change = await makeChange(rig, car, 'price', new Date());
    const times = await timeUntilSeen(rig, car, change, { pollMs: 10, timeoutMs: 5_000 });
    for (const ms of times) expect(ms).toBeLessThanOrEqual(WITHIN_MS);
    for (const process of rig.processes) {
      expect(await searchFor(process.port, car, car.price)).toBeNull();
    }
  });
});
