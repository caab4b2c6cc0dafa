import type http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSiteRegistry } from '../../site-registry/hosts';
import { closeServer, listenOnFreePort, quietConsole } from '../../testing/http-client';
import { createMemoryServices } from '../../testing/memory-services';
import { acmeHilux, acmeSite } from '../../testing/test-sites';
import { createApp, type RendererApp } from '../app';
import {
  DEFAULT_TIME_BUDGETS,
  hasTimeBudget,
  OVER_BUDGET_MESSAGE,
  requestKind,
  type TimeBudgets,
} from './time-budget';

// Every kind of request answers 503 with Retry-After once its time budget
// runs out (docs/operations.md#time-budgets): the app over the in-memory data
// side, whose services hang until a test lets them go.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const host = 'acme-motors.localhost';
const budgets: TimeBudgets = { pages: 2_500, api: 400, images: 600, feeds: 800 };

type Gate = { promise: Promise<void>; open: () => void };
const gates = new Map<string, Gate>();
/** Makes the named service wait until `open(name)`. */
function hold(name: string) {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  gates.set(name, { promise, open });
}
function openAll() {
  for (const gate of gates.values()) gate.open();
  gates.clear();
}
const passGate = (name: string) => gates.get(name)?.promise;

const memory = createMemoryServices([acmeHilux()]);
const services: typeof memory = {
  ...memory,
  async search(...args) {
    await passGate('search');
    return memory.search(...args);
  },
  async suggest(...args) {
    await passGate('suggest');
    return memory.suggest(...args);
  },
  async sourceImage(...args) {
    await passGate('sourceImage');
    return memory.sourceImage(...args);
  },
  async stockSearch(...args) {
    await passGate('stockSearch');
    const stockSearch = memory.stockSearch as NonNullable<typeof memory.stockSearch>;
    return stockSearch(...args);
  },
  async carBySlug(...args) {
    await passGate('carBySlug');
    return memory.carBySlug(...args);
  },
};

let app: RendererApp;
let server: http.Server;
let port: number;
const logged: string[] = [];
let restoreConsole = () => {};

beforeAll(async () => {
  app = await createApp({
    root,
    mode: 'development',
    registry: createSiteRegistry([acmeSite()]),
    services,
    log: (message) => logged.push(message),
    timeBudgets: budgets,
  });
  ({ server, port } = await listenOnFreePort(app.handle));
  restoreConsole = quietConsole(['log', 'info']);
}, 120_000);

afterEach(() => openAll());

afterAll(async () => {
  restoreConsole();
  await closeServer(server);
  await app?.close();
}, 60_000);

type RawAnswer = { text: string; ms: number; closed: boolean };

/** One request on its own connection; everything the server sent until it closed (or 8 s passed). */
function raw(bytes: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({
        text: Buffer.concat(chunks).toString('latin1'),
        ms: Date.now() - started,
        closed: false,
      });
    }, 8_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({
        text: Buffer.concat(chunks).toString('latin1'),
        ms: Date.now() - started,
        closed: true,
      });
    });
    socket.on('error', reject);
    socket.write(bytes);
  });
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n\r\n`;

function head(text: string): Record<string, string> {
  const [lines = ''] = text.split('\r\n\r\n', 1);
  return Object.fromEntries(
    lines
      .split('\r\n')
      .slice(1)
      .map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
      }),
  );
}

/** Asserts one 503 (and nothing after it) on a connection the server closed, within the budget and a margin. */
function expectOverBudget(answer: RawAnswer, budget: number, json: boolean) {
  expect(answer.closed, 'the server closes the connection').toBe(true);
  expect(answer.text.startsWith('HTTP/1.1 503 ')).toBe(true);
  expect(answer.text.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  const headers = head(answer.text);
  expect(headers['retry-after']).toBe('5');
  expect(headers.connection).toBe('close');
  expect(headers['cache-control']).toBe('no-store');
  const body = answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4);
  expect(Buffer.byteLength(body, 'latin1')).toBe(Number(headers['content-length']));
  expect(body).toBe(
    json ? JSON.stringify({ error: OVER_BUDGET_MESSAGE }) : `${OVER_BUDGET_MESSAGE}\n`,
  );
  expect(answer.ms).toBeGreaterThanOrEqual(budget - 50);
  expect(answer.ms).toBeLessThan(budget + 3_000);
}

/** Lets the held services go and gives the late handlers time to write (into the sealed answer). */
async function letLateHandlersFinish() {
  openAll();
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe('time budgets', () => {
  it('sort requests by path: images, feeds and PDFs, the API, pages', () => {
    expect(requestKind('/images/media/cars/1/0.svg')).toBe('images');
    expect(requestKind('/media/logos/kia.svg')).toBe('images');
    expect(requestKind('/api/cars/x/pdf')).toBe('feeds');
    expect(requestKind('/sitemap.xml')).toBe('feeds');
    expect(requestKind('/feeds/google-vehicle-listings.csv')).toBe('feeds');
    expect(requestKind('/robots.txt')).toBe('feeds');
    expect(requestKind('/api/search')).toBe('api');
    expect(requestKind('/search')).toBe('pages');
    expect(requestKind('/apiary')).toBe('pages');
    expect(Object.values(DEFAULT_TIME_BUDGETS).every((ms) => ms >= 5_000)).toBe(true);
  });

  it('leave the built browser files without a budget, and every other path with one', () => {
    expect(hasTimeBudget('/assets/static/inter-latin-wght-normal.woff2')).toBe(false);
    expect(hasTimeBudget('/assets/chunks/chunk-x.js')).toBe(false);
    for (const path of ['/', '/search', '/api/search', '/images/media/cars/1/0.svg', '/assetsx']) {
      expect(hasTimeBudget(path)).toBe(true);
    }
  });

  it('an API request past its budget is answered 503 with Retry-After, and nothing the handler writes later goes out', async () => {
    hold('suggest');
    const answer = await raw(get('/api/suggest?q=toy'));
    expectOverBudget(answer, budgets.api, true);
    await letLateHandlersFinish();
    expect(logged).toContain(
      'GET /api/suggest ran past its api time budget (400 ms); answered 503',
    );
    // Not held, the same request is answered as usual.
    const fine = await raw(
      `GET /api/suggest?q=toy HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    );
    expect(fine.text.startsWith('HTTP/1.1 200 ')).toBe(true);
  }, 30_000);

  it('a POST whose body the handler never read is answered 503 too', async () => {
    hold('search');
    const body = JSON.stringify({ query: 'hilux' });
    const answer = await raw(
      `POST /api/search HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nOrigin: http://${host}\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expectOverBudget(answer, budgets.api, true);
    await letLateHandlersFinish();
  }, 30_000);

  it('an image past its budget is answered 503', async () => {
    hold('sourceImage');
    expectOverBudget(await raw(get('/images/media/cars/1/0.svg?w=320')), budgets.images, true);
    await letLateHandlersFinish();
  }, 30_000);

  it('a feed and a car PDF past their budget are answered 503', async () => {
    hold('stockSearch');
    expectOverBudget(await raw(get('/sitemap.xml')), budgets.feeds, false);
    await letLateHandlersFinish();
    hold('carBySlug');
    expectOverBudget(await raw(get('/api/cars/acme-hilux-1/pdf')), budgets.feeds, true);
    await letLateHandlersFinish();
  }, 30_000);

  it('a page past its budget is answered 503 as text', async () => {
    hold('search');
    expectOverBudget(await raw(get('/search')), budgets.pages, false);
    await letLateHandlersFinish();
  }, 60_000);
});
