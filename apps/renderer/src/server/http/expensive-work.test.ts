import type http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseTrustedProxies } from '@forecourt/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteRegistry } from '../../site-registry/hosts';
import { closeServer, listenOnFreePort, requestByHost } from '../../testing/http-client';
import { createMemoryServices } from '../../testing/memory-services';
import { acmeHilux, acmeSite } from '../../testing/test-sites';
import { createApp, type RendererApp, WORK_REFUSED_MESSAGES } from '../app';
import {
  createExpensiveWork,
  type ExpensiveWorkOptions,
  WorkDropped,
  WorkRefused,
} from './expensive-work';

// The limiter of expensive work (docs/operations.md#expensive-work): first
// driven by jobs the test finishes by hand and a clock it moves, then through
// the app, where it stands in front of photo resizing and car PDFs.

function setup(overrides: Partial<ExpensiveWorkOptions> = {}) {
  let clock = 0;
  const work = createExpensiveWork({
    concurrency: 1,
    perClientInFlight: 3,
    perClientMsPerWindow: 1_000,
    windowMs: 60_000,
    maxWaiting: 4,
    now: () => clock,
    ...overrides,
  });
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  /** A job named `name` for `client`: it starts (noted in `started`) and ends when finish(name) is called. */
  const job = (client: string, name: string, signal?: AbortSignal) =>
    work.run(
      client,
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          finishers.set(name, () => resolve(name));
        }),
      signal,
    );
  const finish = async (name: string, ms = 0) => {
    clock += ms;
    finishers.get(name)?.();
    // The job's settling and the next start run on later microtasks.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return {
    work,
    job,
    finish,
    started,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

async function refusal(promise: Promise<unknown>): Promise<WorkRefused> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WorkRefused);
  return error as WorkRefused;
}

describe('expensive work', () => {
  it('runs at most `concurrency` jobs at once; the others wait their turn', async () => {
    const { job, finish, started, work } = setup({ concurrency: 2 });
    const a = job('x', 'a');
    void job('y', 'b');
    void job('z', 'c');
    expect(started).toEqual(['a', 'b']);
    expect(work.stats()).toMatchObject({ running: 2, waiting: 1 });
    await finish('a');
    expect(await a).toBe('a');
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('lets one client run at most half the slots, so slow jobs of one never hold them all', async () => {
    const { job, finish, started, work } = setup({ concurrency: 2, perClientInFlight: 5 });
    void job('hog', 'hog-1');
    void job('hog', 'hog-2');
    void job('hog', 'hog-3');
    expect(started).toEqual(['hog-1']);
    expect(work.stats()).toMatchObject({ running: 1, waiting: 2 });
    void job('shopper', 'shopper-1');
    expect(started).toEqual(['hog-1', 'shopper-1']);
    await finish('hog-1');
    expect(started).toEqual(['hog-1', 'shopper-1', 'hog-2']);
    await finish('shopper-1');
    // The other slot stays free for whoever asks next.
    expect(started).toEqual(['hog-1', 'shopper-1', 'hog-2']);
    void job('another', 'another-1');
    expect(started.at(-1)).toBe('another-1');
  });

  it("takes waiting jobs in turn from each client, so one client's pile does not go first", async () => {
    const { job, finish, started } = setup({ perClientInFlight: 10, maxWaiting: 10 });
    void job('hog', 'hog-1');
    void job('hog', 'hog-2');
    void job('hog', 'hog-3');
    void job('hog', 'hog-4');
    void job('shopper', 'shopper-1');
    await finish('hog-1');
    await finish('hog-2');
    expect(started).toEqual(['hog-1', 'hog-2', 'shopper-1']);
    await finish('shopper-1');
    expect(started.at(-1)).toBe('hog-3');
  });

  it('refuses a client with too many jobs in flight with 429, and only that client', async () => {
    const { job, finish, work } = setup();
    void job('hog', 'h1');
    void job('hog', 'h2');
    void job('hog', 'h3');
    const refused = await refusal(job('hog', 'h4'));
    expect([refused.status, refused.reason, refused.retryAfterSeconds]).toEqual([
      429,
      'client-in-flight',
      1,
    ]);
    void job('shopper', 's1');
    await finish('h1');
    // One of the hog's jobs ended: it may ask again (h3, s1 and h5 wait).
    void job('hog', 'h5');
    expect(work.stats()).toMatchObject({ running: 1, waiting: 3 });
  });

  it("refuses a client whose window's work is used up with 429 until the window ends", async () => {
    const { job, finish, advance } = setup();
    const first = job('hog', 'a');
    await finish('a', 700);
    await first;
    const second = job('hog', 'b');
    await finish('b', 400);
    await second;
    // 1,100 ms used of 1,000: the next job waits for the window's end, 58.9 s away.
    const refused = await refusal(job('hog', 'c'));
    expect([refused.status, refused.reason, refused.retryAfterSeconds]).toEqual([
      429,
      'client-window',
      59,
    ]);
    // Another client is not affected.
    const other = job('shopper', 's');
    await finish('s', 10);
    expect(await other).toBe('s');
    advance(60_000);
    const later = job('hog', 'd');
    await finish('d');
    expect(await later).toBe('d');
  });

  it('answers 503 once the process has `maxWaiting` jobs waiting, whoever asks', async () => {
    const { job } = setup({ maxWaiting: 2 });
    void job('a', 'a1');
    void job('b', 'b1');
    void job('c', 'c1');
    const refused = await refusal(job('d', 'd1'));
    expect([refused.status, refused.reason]).toEqual([503, 'busy']);
  });

  it('drops a waiting job whose request is gone, and frees its place', async () => {
    const { job, finish, started, work } = setup({ perClientInFlight: 1 });
    void job('a', 'a1');
    const controller = new AbortController();
    const dropped = job('b', 'b1', controller.signal);
    controller.abort(new Error('timed out'));
    await expect(dropped).rejects.toBeInstanceOf(WorkDropped);
    expect(work.stats()).toMatchObject({ running: 1, waiting: 0 });
    // b may ask again at once, and the dropped job never runs.
    void job('b', 'b2');
    await finish('a1');
    expect(started).toEqual(['a1', 'b2']);
  });

  it('charges a failed job too, and passes its error on', async () => {
    const { work } = setup({ perClientMsPerWindow: 1 });
    await expect(
      work.run('x', async () => {
        throw new Error('corrupt image');
      }),
    ).rejects.toThrow('corrupt image');
    expect(work.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('0 ms per window is no limit on the total', async () => {
    const { job, finish } = setup({ perClientMsPerWindow: 0 });
    for (let i = 0; i < 5; i++) {
      const running = job('x', `j${i}`);
      await finish(`j${i}`, 10_000);
      expect(await running).toBe(`j${i}`);
    }
  });
});

describe('expensive work through the app', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const host = 'acme-motors.localhost';
  let holdCar: Promise<void> | null = null;
  const memory = createMemoryServices([acmeHilux()]);
  const services: typeof memory = {
    ...memory,
    async carBySlug(...args) {
      await holdCar;
      return memory.carBySlug(...args);
    },
  };
  let app: RendererApp;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    app = await createApp({
      root,
      mode: 'development',
      registry: createSiteRegistry([acmeSite()]),
      services,
      log: () => {},
      // Behind a proxy on this machine: each test is its own client by X-Forwarded-For.
      trustedProxies: parseTrustedProxies('loopback'),
      expensiveWork: {
        concurrency: 1,
        perClientInFlight: 1,
        perClientMsPerWindow: 1,
        windowMs: 60_000,
        maxWaiting: 1,
      },
    });
    ({ server, port } = await listenOnFreePort(app.handle));
  }, 120_000);

  afterAll(async () => {
    await closeServer(server);
    await app?.close();
  }, 60_000);

  const ask = (client: string, path: string) =>
    requestByHost(port, host, path, { headers: { 'x-forwarded-for': client } });

  it('a client asking for a second PDF while its first is drawn gets 429; another waits its turn; one more is 503', async () => {
    let release = () => {};
    holdCar = new Promise((resolve) => {
      release = resolve;
    });
    const first = ask('203.0.113.1', '/api/cars/acme-hilux-1/pdf');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await ask('203.0.113.1', '/api/cars/acme-hilux-1/pdf');
    expect([again.status, again.headers['retry-after']]).toEqual([429, '1']);
    expect(JSON.parse(again.text)).toEqual({ error: WORK_REFUSED_MESSAGES[429] });
    // Another shopper's PDF waits for the slot; a third finds the line full.
    const waiting = ask('203.0.113.2', '/api/cars/acme-hilux-1/pdf');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const busy = await ask('203.0.113.3', '/api/cars/acme-hilux-1/pdf');
    expect([busy.status, busy.headers['retry-after']]).toEqual([503, '1']);
    expect(JSON.parse(busy.text)).toEqual({ error: WORK_REFUSED_MESSAGES[503] });
    release();
    holdCar = null;
    expect((await first).status).toBe(200);
    expect((await waiting).status).toBe(200);
  }, 30_000);

  it('a client that used its window of resizing gets 429 with the seconds left; cached copies still come', async () => {
    const client = '203.0.113.9';
    const photo = '/images/media/cars/1/0.svg';
    expect((await ask(client, `${photo}?w=320`)).status).toBe(200);
    const refused = await ask(client, `${photo}?w=480`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The copy already made costs nothing: it is answered from the cache.
    expect((await ask(client, `${photo}?w=320`)).status).toBe(200);
    // Another client is not refused, and its copy is made.
    expect((await ask('203.0.113.10', `${photo}?w=480`)).status).toBe(200);
  }, 30_000);
});
