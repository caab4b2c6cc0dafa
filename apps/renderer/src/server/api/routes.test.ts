import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, listenOnFreePort, requestByHost } from '../../testing/http-client';
import { createMemoryServices } from '../../testing/memory-services';
import { acmeHilux, acmeSite, baySite } from '../../testing/test-sites';
import { apiErrors } from './context';
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
