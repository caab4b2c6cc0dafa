import type http from 'node:http';
import { type ApiRequestSchemas, apiRequestSchemas } from '@forecourt/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, listenOnFreePort, requestByHost } from '../../testing/http-client';
import { createMemoryServices } from '../../testing/memory-services';
import { acmeHilux, acmeSite, baySite } from '../../testing/test-sites';
import { apiErrors } from './context';
import { gateErrors } from './gate';
import { answerSiteRoute, type SiteRoute, siteRoutes } from './routes';

// The route table's own rules, over a bare HTTP server (no pages, no Vite): the
// method check and its Allow header, the same-site check of a POST, and a route
// of a switched-off feature answering 404 on that site alone.

const open = acmeSite({ reserve: { allowed: true } });
// Bay Cars takes no trade-ins, books no test drives, shows no number and takes no reservations.
const closed = baySite({
  features: { trade_in: false, test_drive: false, call: false },
  reserve: { allowed: false },
});
const sites: Record<string, typeof open> = {
  'acme-motors.localhost': open,
  'bay-cars.localhost': closed,
};

let server: http.Server;
let port: number;

beforeAll(async () => {
  const services = createMemoryServices([acmeHilux()]);
  ({ server, port } = await listenOnFreePort((req, res) => {
    const host = req.headers.host ?? '';
    const site = sites[host];
    if (!site) throw new Error(`no test site at ${host}`);
    const ctx = {
      req,
      res,
      url: new URL(req.url ?? '/', `http://${host}`),
      site,
      services,
      now: () => new Date('2026-06-01T00:00:00Z'),
      log: () => {},
    };
    answerSiteRoute(ctx).then((answered) => {
      if (!answered) res.writeHead(204).end();
    });
  }));
});

afterAll(() => closeServer(server));

const post = (host: string, path: string, body = '{}') =>
  requestByHost(port, host, path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', origin: `http://${host}` },
  });

describe('the route table', () => {
  it('answers a wrong method with 405 and an Allow header from the table', async () => {
    const get = await requestByHost(port, 'acme-motors.localhost', '/api/search');
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(JSON.parse(get.text)).toEqual({ error: 'Use POST for this address.' });
    const posted = await post('acme-motors.localhost', '/api/suggest');
    expect(posted.status).toBe(405);
    expect(posted.headers.allow).toBe('GET');
    expect(JSON.parse(posted.text)).toEqual({ error: 'Use GET for this address.' });
  });

  it('answers HEAD where it answers GET', async () => {
    const head = await requestByHost(port, 'acme-motors.localhost', '/api/suggest?q=hi', {
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
  });

  it('answers every path under /api without a route with a JSON 404', async () => {
    for (const path of ['/api', '/api/', '/api/nothing', '/api/cars/x/photo']) {
      const answer = await requestByHost(port, 'acme-motors.localhost', path);
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.text)).toEqual({ error: apiErrors.notFound });
    }
  });

  it('leaves every other path to the pages', async () => {
    expect((await requestByHost(port, 'acme-motors.localhost', '/cars')).status).toBe(204);
  });

  it('refuses a POST from another site before its handler reads the body', async () => {
    const answer = await requestByHost(port, 'acme-motors.localhost', '/api/search', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
    });
    expect(answer.status).toBe(403);
  });

  it('lists each path and method once', () => {
    const keys = siteRoutes.map((r: SiteRoute) => `${r.method} ${String(r.path)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('a route of a switched-off feature', () => {
  const refused: [string, string][] = [
    // tradeInAllowed: the valuation, by rego then by answers, and the valuation saved.
    ['POST', '/api/trade-in/vehicle'],
    ['POST', '/api/trade-in/valuation'],
    ['POST', '/api/miscellaneous'],
    // testDriveAllowed: a location's free test-drive times.
    ['GET', '/api/test-drive-slots?location=x&date=2026-06-02'],
    // callAllowed: the number behind the call button.
    ['POST', '/api/phone-reveal'],
    // reserveAllowed: starting a reservation and asking after it.
    ['POST', '/api/reservations'],
    ['POST', '/api/reservations/status'],
  ];

  it.each(refused)('%s %s is not found on a site with the switch off', async (method, path) => {
    const answer =
      method === 'POST'
        ? await post('bay-cars.localhost', path)
        : await requestByHost(port, 'bay-cars.localhost', path);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toEqual({ error: apiErrors.featureOff });
  });

  it.each(refused)('%s %s is not refused on a site with the switch on', async (method, path) => {
    const answer =
      method === 'POST'
        ? await post('acme-motors.localhost', path)
        : await requestByHost(port, 'acme-motors.localhost', path);
    expect(answer.text).not.toContain(apiErrors.featureOff);
  });

  it('is not found whatever the method, so it names no Allow header', async () => {
    const answer = await requestByHost(port, 'bay-cars.localhost', '/api/trade-in/vehicle');
    expect(answer.status).toBe(404);
    expect(answer.headers.allow).toBeUndefined();
  });

  it('leaves the routes every site has open: search, leads, payments, the finance disclaimer', async () => {
    expect((await post('bay-cars.localhost', '/api/search')).status).toBe(200);
    expect((await post('bay-cars.localhost', '/api/leads')).text).not.toContain(
      apiErrors.featureOff,
    );
    expect((await post('bay-cars.localhost', '/api/payments/webhook')).text).not.toContain(
      apiErrors.featureOff,
    );
    const disclaimer = await requestByHost(
      port,
      'bay-cars.localhost',
      '/api/finance-disclaimer?car_id=none',
    );
    expect(JSON.parse(disclaimer.text)).toEqual({ error: apiErrors.carNotFound });
  });
});

const parts = ['body', 'query', 'params'] as const;

/** Why each route of `routes` does not declare its request as the gate needs it (none: every route does). */
function gateProblems(routes: readonly SiteRoute[]): string[] {
  const declared = new Set<unknown>(Object.values(apiRequestSchemas));
  const problems: string[] = [];
  for (const route of routes as readonly Partial<SiteRoute>[]) {
    const name = `${route.method} ${String(route.path)}`;
    const schemas = route.schemas as Partial<ApiRequestSchemas> | undefined;
    if (!schemas || !declared.has(schemas)) {
      problems.push(`${name}: its schemas are not an entry of core's apiRequestSchemas`);
      continue;
    }
    const missing = parts.filter((part) => typeof schemas[part]?.safeParse !== 'function');
    if (missing.length > 0) {
      problems.push(`${name}: no ${missing.join(', ')} schema`);
      continue;
    }
    // A part a route does not take refuses anything put there.
    if (route.method === 'GET' && schemas.body?.safeParse({ x: 1 }).success) {
      problems.push(`${name}: a GET route's body schema takes a field`);
    }
    if (route.method === 'POST' && !(route.body && route.body.limit > 0)) {
      problems.push(`${name}: a POST route without a body limit`);
    }
    const groups = route.path instanceof RegExp ? /\(\?<([a-z]+)>/gi : null;
    const names = groups ? [...String(route.path).matchAll(groups)].map((m) => m[1]) : [];
    if (names.length === 0 && schemas.params?.safeParse({ x: 'y' }).success) {
      problems.push(`${name}: takes path parameters its path does not have`);
    }
    if (typeof route.handler !== 'function') problems.push(`${name}: no handler`);
  }
  return problems;
}

describe('the request gate', () => {
  it('every route declares its body, query and path parameters as core schemas', () => {
    expect(gateProblems(siteRoutes)).toEqual([]);
    // The check itself: a route without schemas, or with a schema of its own, is named.
    const bare = { method: 'GET', path: '/api/new', handler: () => {} } as unknown as SiteRoute;
    const own = {
      ...bare,
      path: '/api/other',
      schemas: { ...apiRequestSchemas.suggest },
    } as SiteRoute;
    const post = { ...siteRoutes[0], body: undefined } as SiteRoute;
    expect(gateProblems([bare, own, post])).toEqual([
      "GET /api/new: its schemas are not an entry of core's apiRequestSchemas",
      "GET /api/other: its schemas are not an entry of core's apiRequestSchemas",
      'POST /api/search: a POST route without a body limit',
    ]);
  });

  it("uses every entry of core's schemas (the simulator's webhook is answered before the table)", () => {
    const used = new Set<unknown>(siteRoutes.map((r) => r.schemas));
    const unused = Object.entries(apiRequestSchemas)
      .filter(([, schemas]) => !used.has(schemas))
      .map(([name]) => name);
    expect(unused).toEqual(['simulatorWebhook']);
  });

  it('answers a refused field with 400, naming the field and the reason', async () => {
    const answer = await post(
      'acme-motors.localhost',
      '/api/phone-reveal',
      JSON.stringify({ car_id: '1\u0000', dealership_id: '41', website_id: 'acme-motors' }),
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({
      error: 'The phone reveal needs car_id, dealership_id and website_id.',
      field: 'body.car_id',
      reason: 'contains a NUL character (U+0000)',
      issues: ['body.car_id: contains a NUL character (U+0000)'],
    });
    const query = await requestByHost(
      port,
      'acme-motors.localhost',
      '/api/finance-disclaimer?car_id=1%00',
    );
    expect([query.status, JSON.parse(query.text).field]).toEqual([400, 'query.car_id']);
    const extra = await requestByHost(port, 'acme-motors.localhost', '/media/logos/toyota.svg?x=1');
    expect([extra.status, JSON.parse(extra.text).error]).toEqual([400, gateErrors.invalid]);
  });

  it('refuses a body that is not UTF-8 before any handler reads it', async () => {
    const answer = await requestByHost(port, 'acme-motors.localhost', '/api/search', {
      method: 'POST',
      body: Buffer.from([0x7b, 0x22, 0x71, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
      headers: { 'content-type': 'application/json', origin: 'http://acme-motors.localhost' },
    });
    expect([answer.status, JSON.parse(answer.text).error]).toEqual([400, gateErrors.notUtf8]);
  });
});
