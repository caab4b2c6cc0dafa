import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ApiRequestSchemas,
  type ApiRouteName,
  apiRequestSchemas,
  type Car,
  IMAGE_WIDTHS,
  isCarOnSite,
  type SiteConfig,
} from '@forecourt/core';
import { SIMULATOR_WEBHOOK_PATH } from '@forecourt/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteRegistry } from '../site-registry/hosts';
import { defaultSitesDir, loadSites } from '../site-registry/load-sites';
import { closeServer, listenOnFreePort, quietConsole } from '../testing/http-client';
import { type SiteRoute, siteRoutes } from './api/routes';
import { createApp, type RendererApp } from './app';
import { createDataServices, type DataServices } from './services/data-services';

// The request gate (docs/architecture.md#the-request-gate) as an attacker
// meets it: for every route of the route table (and the simulator's webhook,
// answered before the table), fast-check builds hostile requests from a
// plausible one (deep nesting, huge and non-finite numbers, prototype keys,
// NUL, lone surrogates, wrong types, text that is not UTF-8, a 5 MB body, and
// hostile query strings and path segments) and sends them to the real app
// over the real data side (PGlite). The property: every request is answered
// below 500, within 2 s. Then the three kinds of request that once reached
// the database or Number() unparsed, one by one.

const root = fileURLToPath(new URL('../../', import.meta.url));
const SEED = Number(process.env.GATE_SEED ?? 20_261_123);
/** Requests per route: about 350 in all, a few seconds' work. */
const RUNS_PER_ROUTE = 16;
const SLOW_MS = 2_000;
const GIVE_UP_MS = 15_000;

type Sent = { method: string; path: string; host: string; body: Buffer | null; json?: boolean };
type Answer =
  | { kind: 'answer'; status: number; text: string; ms: number }
  | { kind: 'no-answer'; error: string; ms: number };

/** One request over a socket of its own; the answer counts once its headers arrive. */
function send(port: number, request: Sent): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: Answer) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const headers: Record<string, string> = { host: request.host, connection: 'close' };
    if (request.method === 'POST') {
      headers.origin = `http://${request.host}`;
      headers['content-type'] = request.json === false ? 'text/plain' : 'application/json';
    }
    if (request.body) headers['content-length'] = String(request.body.length);
    const req = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        const done = () =>
          settle({
            kind: 'answer',
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: Date.now() - started,
          });
        res.on('end', done);
        // A refused 5 MB body may be cut off once its answer is out: the answer stands.
        res.on('error', done);
      },
    );
    req.setTimeout(GIVE_UP_MS, () => req.destroy(new Error('no answer in time')));
    req.on('error', (error) =>
      settle({ kind: 'no-answer', error: String(error), ms: Date.now() - started }),
    );
    if (request.body) req.end(request.body);
    else req.end();
  });
}

function describeSent(request: Sent): string {
  const body = request.body ? request.body.toString('utf8') : '';
  const shown = body.length > 300 ? `${body.slice(0, 300)}… (${body.length} bytes)` : body;
  return `${request.method} ${request.path.slice(0, 300)} ${shown}`;
}

// ---------------------------------------------------------------------------
// Hostile parts

/** A marker for numbers JSON.stringify cannot write (1e400, -0): swapped for the raw token after it. */
const RAW_NUMBER = '@@raw-number@@';
const rawNumbers = ['1e400', '-1e400', '123456789012345678901234567890', '1e-400', '-0'];

const hostileText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  'e\u0301',
  '\ufeff',
  '\u202e',
  '🚗',
  '',
  ' ',
  '__proto__',
  'constructor',
  '{"toString":1}',
  '1e400',
  '0x10',
  '-1',
  'NaN',
  'x'.repeat(5_000),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, -Number.MAX_VALUE, 1e21),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...rawNumbers).map((n) => `${RAW_NUMBER}${n}`),
);

/** A value nested `depth` levels deep in objects, arrays or both. */
const nested = fc
  .tuple(fc.integer({ min: 8, max: 3_000 }), fc.constantFrom('array', 'object', 'mixed'))
  .map(([depth, kind]) => {
    let value: unknown = 'deep';
    for (let i = 0; i < depth; i += 1) {
      const asArray = kind === 'array' || (kind === 'mixed' && i % 2 === 0);
      value = asArray ? [value] : { a: value };
    }
    return value;
  });

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 3, arbitrary: hostileNumber },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      { toString: 1 },
      { valueOf: 1 },
      { toString: 'x', valueOf: 'y' },
      [],
      [[[]]],
      {},
      true,
      false,
      null,
      ['2020'],
      { __proto__: null, length: 1 },
    ),
  },
  { weight: 1, arbitrary: nested },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 50 }) },
);

/** Keys an attacker adds: prototype keys, NUL and surrogate keys, and very long ones. */
const hostileKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'k\u0000',
  '\ud800',
  'x'.repeat(2_000),
  'toString',
  'hasOwnProperty',
);

/** JSON text of `value`, with the raw number tokens put back. */
function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(
    new RegExp(`"${RAW_NUMBER}([^"]*)"`, 'g'),
    (_, n: string) => n,
  );
}

/** A property that stays an own key even when it is named __proto__. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function withField(base: unknown, key: string, value: unknown): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(base ?? {})) as Record<string, unknown>;
  setOwn(copy, key, value);
  return copy;
}

/** A body's bytes with its first string's text turned into bytes that are not UTF-8. */
function notUtf8(text: string): Buffer {
  const at = text.indexOf('":"');
  if (at < 0) return Buffer.concat([Buffer.from(text), Buffer.from([0xff])]);
  return Buffer.concat([
    Buffer.from(text.slice(0, at + 3)),
    Buffer.from([0xed, 0xa0, 0x80, 0xc0, 0xaf]),
    Buffer.from(text.slice(at + 3)),
  ]);
}

const FIVE_MB = Buffer.from(`{"x":"${'a'.repeat(5 * 1024 * 1024)}"}`);

/** The fields a schema names (an object's shape, or the shape its preprocessing leads to). */
function fieldNames(schema: unknown): string[] {
  const shapeOf = (s: unknown) => (s as { shape?: Record<string, unknown> } | undefined)?.shape;
  const shape = shapeOf(schema) ?? shapeOf((schema as { out?: unknown }).out);
  return shape ? Object.keys(shape) : [];
}

/** A body built from a plausible one: a field made hostile, a hostile field added, or worse. */
function bodyArbitrary(base: unknown, fields: string[]): fc.Arbitrary<Buffer> {
  const names = fields.length > 0 ? fields : ['x'];
  const field = fc.constantFrom(...names);
  return fc
    .oneof(
      {
        weight: 6,
        arbitrary: fc.tuple(field, hostileValue).map(([k, v]) => withField(base, k, v)),
      },
      {
        weight: 2,
        arbitrary: fc.tuple(hostileKey, hostileValue).map(([k, v]) => withField(base, k, v)),
      },
      {
        // Deep inside a field: the free-form answers, the enquiry's userData.
        weight: 3,
        arbitrary: fc
          .tuple(
            field,
            fc.oneof(hostileKey, fc.constantFrom('service_history', 'name')),
            hostileValue,
          )
          .map(([k, inner, v]) => {
            const value: Record<string, unknown> = {};
            setOwn(value, inner, v);
            return withField(base, k, value);
          }),
      },
      { weight: 2, arbitrary: hostileValue },
    )
    .map(jsonText)
    .chain((text) =>
      fc.oneof(
        { weight: 12, arbitrary: fc.constant(Buffer.from(text)) },
        { weight: 1, arbitrary: fc.constant(notUtf8(text)) },
        { weight: 1, arbitrary: fc.constant(FIVE_MB) },
      ),
    );
}

const queryValue = fc.oneof(
  fc.constantFrom(
    '',
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%C0%AF',
    '%E0%A4%A',
    '%',
    '1e400',
    '-1',
    '99999999999999999999',
    '0x10',
    '2020',
    'abc',
    '%7B%22toString%22%3A1%7D',
    'x'.repeat(3_000),
  ),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

function queryArbitrary(fields: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(fields.length > 0 ? fields : ['q'])) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'x', '%00', 'w[]') },
  );
  return fc
    .array(fc.tuple(name, queryValue), { maxLength: 4 })
    .map((pairs) => pairs.map(([n, v]) => `${n}=${v}`).join('&'));
}

const segment = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00',
    '%ED%A0%80',
    '%E0%A4%A',
    '%',
    '..',
    '%2e%2e',
    '..%2F..%2Fpackage.json',
    '%2F',
    'x'.repeat(3_000),
    'constructor',
    '__proto__',
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

// ---------------------------------------------------------------------------
// The app over the real data side

const sitesUsed = ['red-gum-used-cars', 'top-end-isuzu'];
let sites: SiteConfig[] = [];
let services: DataServices | undefined;
let app: RendererApp | undefined;
let server: http.Server | undefined;
let port = 0;
let dataDir = '';
let stock: Car[] = [];
const logs: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-gate-'));
  const loaded = await loadSites(defaultSitesDir);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  sites = loaded.sites.filter((s) => sitesUsed.includes(s.slug));
  services = await createDataServices({
    sites,
    // Every request comes from one address: the limits would answer most of them 429.
    env: { DATA_DIR: dataDir, LEAD_RATE_LIMIT: '1000000' },
    seedCarCount: 12,
    deliverLeads: false,
    log: (message, error) => {
      if (logs.length < 500) logs.push(`${message} ${error instanceof Error ? error.message : ''}`);
    },
  });
  app = await createApp({
    root,
    mode: 'development',
    registry: createSiteRegistry(sites),
    services,
    revealRateLimit: 0,
    geocodeRateLimit: 0,
    log: (message, error) => {
      if (logs.length < 500) logs.push(`${message} ${error instanceof Error ? error.message : ''}`);
    },
  });
  ({ server, port } = await listenOnFreePort(app.handle));
  stock = services.stockCopy().filter((car) => sites.some((site) => isCarOnSite(car, site)));
}, 180_000);

afterAll(async () => {
  await closeServer(server);
  await app?.close();
  await services?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const hostOf = (site: SiteConfig) => `${site.slug}.localhost`;

function siteAndCar() {
  const site = sites[0];
  if (!site) throw new Error('no demo site loaded');
  const car = stock.find((c) => isCarOnSite(c, site));
  if (!car) throw new Error(`no car on ${site.slug}`);
  return { site, car };
}

function leadOf(site: SiteConfig, userData: Record<string, unknown>, car: Car | null = null) {
  return {
    userData: {
      subcategory: null,
      name: 'Alex',
      last_name: 'Nguyen',
      email: 'alex@example.com',
      phone: '0412 345 678',
      postcode: site.address.postcode,
      ...userData,
    },
    url: `http://${hostOf(site)}/contact`,
    source: 'Website',
    user_agent: 'vitest',
    car_id: car?.id ?? null,
    car_dealership_id: car ? String(car.dealership_id) : null,
    lead_attributes: { visited_pages: ['/'], linked_query_params: { utm_source: 'test' } },
    idempotency_key: randomUUID(),
  };
}

/** A trade-in lead of the site, filed through the API: the valuation is saved against it. */
async function tradeInLeadId(site: SiteConfig): Promise<string> {
  const lead = leadOf(site, { category: 'Trade-In', rego: 'ABC123', regoState: 'QLD' });
  const answer = await send(port, {
    method: 'POST',
    path: '/api/leads',
    host: hostOf(site),
    body: Buffer.from(JSON.stringify(lead)),
  });
  const id = answer.kind === 'answer' ? JSON.parse(answer.text).lead_id : null;
  if (typeof id !== 'string') throw new Error(`no trade-in lead: ${JSON.stringify(answer)}`);
  return id;
}

/** A plausible body for each route that takes one: what the pages send. */
function plausibleBodies(leadId: string): Partial<Record<ApiRouteName, unknown>> {
  const { site, car } = siteAndCar();
  const vehicle = { rego: 'ABC123', regoState: 'QLD' };
  const answers = { service_history: true, good_condition: false };
  const payment = { payment_id: 'pi_sim_0', client_secret: 'pi_sim_0_secret_0' };
  return {
    search: { query: 'hilux', hitsPerPage: 5, offset: 0, filters: { refinements: {} } },
    lead: leadOf(site, { category: 'General Enquiry', message: 'Is it still here?' }),
    phoneReveal: {
      car_id: car.id,
      dealership_id: String(site.dealership_id),
      website_id: String(site.website_id ?? site.slug),
    },
    reservation: leadOf(site, { category: 'Reserve' }, car),
    reservationStatus: { reservation_id: randomUUID() },
    paymentWebhook: { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: {} } },
    simulatorWebhook: { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: {} } },
    simulatorConfirm: { ...payment, card_number: '4242424242424242', expiry: '12/40', cvc: '1' },
    simulatorAuthenticate: { ...payment, outcome: 'complete' },
    tradeInVehicle: vehicle,
    tradeInValuation: {
      ...vehicle,
      year: 2022,
      make: 'Toyota',
      model: 'Corolla',
      badge: null,
      km: 30_000,
      adjustmentAnswers: answers,
    },
    miscellaneous: {
      offer_price: 18_450,
      ...vehicle,
      adjustmentAnswers: answers,
      lead_id: leadId,
      column_name: 'valuation',
    },
  };
}

/** A path of each route whose path is a pattern; a new pattern route must add one here. */
function pathArbitrary(route: SiteRoute): fc.Arbitrary<string> | null {
  if (typeof route.path === 'string') return fc.constant(route.path);
  const { car } = siteAndCar();
  const photo = car.images[0]?.image.url ?? '/media/cars/1/0.svg';
  switch (String(route.path)) {
    case String(/^\/api\/cars\/(?<slug>[^/]+)\/pdf$/):
      return fc.oneof(fc.constant(car.slug), segment).map((s) => `/api/cars/${s}/pdf`);
    case String(/^\/images(?<source>\/.*)$/):
      return fc
        .oneof(
          fc.constant(photo),
          segment.map((s) => `/media/cars/${s}/0.svg`),
          segment.map((s) => `/${s}`),
        )
        .map((s) => `/images${s}`);
    case String(/^\/media\/logos\//):
      return fc.oneof(fc.constant('toyota'), segment).map((s) => `/media/logos/${s}.svg`);
    case String(/^\/media\/maps\//):
      return segment.map((s) => `/media/maps/${s}.svg`);
    default:
      return null;
  }
}

/** Every route the gate guards: the table's, and the simulator's webhook before it. */
function gatedRoutes(): {
  name: string;
  method: 'GET' | 'POST';
  schemas: ApiRequestSchemas;
  route: SiteRoute | null;
}[] {
  const nameOf = (schemas: ApiRequestSchemas) =>
    Object.entries(apiRequestSchemas).find(([, s]) => s === schemas)?.[0] ?? 'unknown';
  return [
    ...siteRoutes.map((route) => ({
      name: nameOf(route.schemas),
      method: route.method,
      schemas: route.schemas,
      route,
    })),
    {
      name: 'simulatorWebhook',
      method: 'POST' as const,
      schemas: apiRequestSchemas.simulatorWebhook,
      route: null,
    },
  ];
}

describe('every route behind the request gate, on the real data side', () => {
  it('answers every hostile request below 500 within 2 s', async () => {
    const { site } = siteAndCar();
    const host = hostOf(site);
    const bodies = plausibleBodies(await tradeInLeadId(site));
    const failures: string[] = [];
    const reached = new Map<string, number>();
    // The first PDF and the first photo load their libraries: that start is not what is timed.
    const { car } = siteAndCar();
    for (const warm of [
      `/api/cars/${car.slug}/pdf`,
      `/images${car.images[0]?.image.url}?w=${IMAGE_WIDTHS[0]}`,
    ]) {
      await send(port, { method: 'GET', path: warm, host, body: null });
    }
    const restore = quietConsole(['log', 'info', 'warn']);
    try {
      for (const [i, gated] of gatedRoutes().entries()) {
        const paths = gated.route
          ? pathArbitrary(gated.route)
          : fc.constant(SIMULATOR_WEBHOOK_PATH);
        if (!paths) {
          failures.push(`${gated.name}: no path for its pattern in this test (add one)`);
          continue;
        }
        const query = queryArbitrary(fieldNames(gated.schemas.query));
        const body =
          gated.method === 'POST'
            ? bodyArbitrary(
                bodies[gated.name as ApiRouteName] ?? {},
                fieldNames(gated.schemas.body),
              )
            : fc.constant(null);
        const requests = fc.tuple(paths, fc.option(query, { nil: undefined, freq: 2 }), body).map(
          ([p, q, b]): Sent => ({
            method: gated.method,
            path: q ? `${p}?${q}` : p,
            host,
            body: b,
          }),
        );
        for (const request of fc.sample(requests, { seed: SEED + i, numRuns: RUNS_PER_ROUTE })) {
          let answer = await send(port, request);
          // A slow answer is asked again once: a request that hangs is slow both times,
          // one that met a machine busy with other work is not.
          if (answer.kind === 'answer' && answer.ms > SLOW_MS) answer = await send(port, request);
          if (answer.kind === 'no-answer') {
            failures.push(`${gated.name}: no answer (${answer.error}) to ${describeSent(request)}`);
          } else if (answer.status >= 500) {
            failures.push(
              `${gated.name}: ${answer.status} ${answer.text.slice(0, 200)} to ${describeSent(request)}`,
            );
          } else if (answer.ms > SLOW_MS) {
            failures.push(`${gated.name}: ${answer.ms} ms to ${describeSent(request)}`);
          } else if (answer.status !== 404 || !answer.text.includes('not offer')) {
            reached.set(gated.name, (reached.get(gated.name) ?? 0) + 1);
          }
        }
      }
    } finally {
      restore();
    }
    expect(
      failures,
      `${failures.join('\n')}\nthe app logged:\n${logs.slice(0, 20).join('\n')}`,
    ).toEqual([]);
    // Each route answered for itself, not "this site does not offer this".
    expect(
      gatedRoutes()
        .filter((g) => !reached.get(g.name))
        .map((g) => g.name),
    ).toEqual([]);
  }, 240_000);
});

describe('what once reached the database or Number() unparsed', () => {
  const post = (pathname: string, body: string) => {
    const { site } = siteAndCar();
    return send(port, {
      method: 'POST',
      path: pathname,
      host: hostOf(site),
      body: Buffer.from(body),
    });
  };
  const refusal = (answer: Answer) =>
    answer.kind === 'answer'
      ? { status: answer.status, field: (JSON.parse(answer.text) as { field?: string }).field }
      : answer;

  it('a NUL in the payment simulator’s payment_id is a 400, on confirm and on authenticate', async () => {
    const ids = '"payment_id":"pi_sim_\\u0000","client_secret":"pi_sim_0_secret_0"';
    const confirm = await post(
      '/api/payments/simulator/confirm',
      `{${ids},"card_number":"4242424242424242","expiry":"12/40","cvc":"123"}`,
    );
    expect(refusal(confirm)).toEqual({ status: 400, field: 'body.payment_id' });
    const authenticate = await post(
      '/api/payments/simulator/authenticate',
      `{${ids},"outcome":"complete"}`,
    );
    expect(refusal(authenticate)).toEqual({ status: 400, field: 'body.payment_id' });
  });

  it('a NUL or a lone surrogate inside adjustmentAnswers is a 400 on /api/miscellaneous', async () => {
    const { site } = siteAndCar();
    const leadId = await tradeInLeadId(site);
    const save = (answers: string) =>
      post(
        '/api/miscellaneous',
        `{"offer_price":18450,"rego":"ABC123","regoState":"QLD","lead_id":"${leadId}","column_name":"valuation","adjustmentAnswers":${answers}}`,
      );
    expect(refusal(await save('{"service_history":"y\\u0000s"}'))).toEqual({
      status: 400,
      field: 'body.adjustmentAnswers.service_history',
    });
    expect(refusal(await save('{"service_history":"\\ud800"}'))).toEqual({
      status: 400,
      field: 'body.adjustmentAnswers.service_history',
    });
    expect(refusal(await save('{"\\udc00":true}'))).toMatchObject({ status: 400 });
    // The same valuation without them is saved.
    const saved = await save('{"service_history":true}');
    expect(saved.kind === 'answer' && saved.status).toBe(201);
  });

  it('a year or km sent as an object is a 400 on /api/trade-in/valuation', async () => {
    const value = (year: string, km: string) =>
      post(
        '/api/trade-in/valuation',
        `{"rego":"ABC123","regoState":"QLD","make":"Toyota","model":"Corolla","year":${year},"km":${km}}`,
      );
    expect(refusal(await value('{"toString":1}', '30000'))).toEqual({
      status: 400,
      field: 'body.year',
    });
    expect(refusal(await value('2022', '{"toString":1}'))).toEqual({
      status: 400,
      field: 'body.km',
    });
    expect(refusal(await value('2022', '{"valueOf":1}'))).toEqual({
      status: 400,
      field: 'body.km',
    });
    const offered = await value('2022', '30000');
    expect(offered.kind === 'answer' && offered.status).toBe(200);
  });
});
