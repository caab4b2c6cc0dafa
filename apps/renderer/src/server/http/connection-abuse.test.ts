import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '@forecourt/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteRegistry } from '../../site-registry/hosts';
import { closeServer, listenOnFreePort, quietConsole } from '../../testing/http-client';
import { createMemoryServices, type MemoryServices } from '../../testing/memory-services';
import { acmeHilux, acmeSite, baySite, baySwift } from '../../testing/test-sites';
import { createApp, type RendererApp } from '../app';

// What a client can do to the connection rather than to the request (issue
// 13): bodies cut off mid-upload, unfinished chunked bodies, pipelined
// requests, oversized headers, ambiguous framing, idle half-sent requests and
// bursts. The server must answer what it can below 500, must never hand a cut
// body to a handler as if it were whole, and must keep serving throughout.

const root = fileURLToPath(new URL('../../../', import.meta.url));

const acme: SiteConfig = acmeSite({ website_id: 1041 });

const bay: SiteConfig = baySite();

const cars = [acmeHilux(), baySwift('2')];

const host = 'acme-motors.localhost';

let app: RendererApp;
let server: http.Server;
let services: MemoryServices;
let port: number;
let restoreConsole = () => {};

beforeAll(async () => {
  services = createMemoryServices(cars);
  app = await createApp({
    root,
    mode: 'development',
    registry: createSiteRegistry([acme, bay]),
    services,
    now: () => new Date('2026-11-22T00:00:00Z'),
    log: () => {},
  });
  ({ server, port } = await listenOnFreePort(app.handle));
  // Vike logs every page request in development.
  restoreConsole = quietConsole(['log', 'info']);
}, 120_000);

afterAll(async () => {
  restoreConsole();
  await closeServer(server);
  await app?.close();
}, 60_000);

function get(path: string, siteHost = host): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, agent: false, headers: { host: `${siteHost}:${port}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Writes raw bytes on a new connection; answers everything the server sent until it closed or went quiet. */
function raw(bytes: string | Buffer, quietMs = 1_500): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(finish, quietMs);
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      wait();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after the answer was read is the server closing a connection it gave up on.
      if (chunks.length > 0 || error.code === 'ECONNRESET') finish();
      else reject(error);
    });
    socket.write(bytes);
    wait();
  });
}

/** The status codes of every answer in a raw byte stream, in order. */
function statuses(stream: string): number[] {
  // An answer starts right after the previous body, which need not end in CRLF.
  return [...stream.matchAll(/HTTP\/1\.1 (\d{3}) [A-Z]/g)].map((m) => Number(m[1]));
}

const postRoutes = ['/api/search', '/api/leads', '/api/phone-reveal'] as const;

function postHead(path: string, headers: Record<string, string>) {
  const lines = [
    `POST ${path} HTTP/1.1`,
    `Host: ${host}:${port}`,
    'Content-Type: application/json',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

describe('bodies cut off on the way', () => {
  it('a body shorter than its Content-Length, then a closed connection, reaches no handler', async () => {
    const leads = services.leads.length;
    const reveals = services.reveals.length;
    for (let i = 0; i < 30; i++) {
      for (const path of postRoutes) {
        const full = JSON.stringify({ query: 'x', car_id: '1', pad: 'y'.repeat(200 + i * 50) });
        const socket = net.connect(port, '127.0.0.1');
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
        socket.write(postHead(path, { 'Content-Length': String(full.length) }));
        socket.write(full.slice(0, Math.floor(full.length / 2)));
        await new Promise((resolve) => setTimeout(resolve, 2));
        socket.destroy();
      }
    }
    // Let the server notice every close before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(services.leads.length - leads, 'leads handled from a cut body').toBe(0);
    expect(services.reveals.length - reveals, 'reveals handled from a cut body').toBe(0);
    expect(await get('/')).toBe(200);
  }, 60_000);

  it('a chunked body with no last chunk, then a closed connection, reaches no handler', async () => {
    const leads = services.leads.length;
    const reveals = services.reveals.length;
    for (let i = 0; i < 30; i++) {
      for (const path of postRoutes) {
        const part = '{"car_id":"1","dealership_id":"41","website_id":"1041"';
        const socket = net.connect(port, '127.0.0.1');
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
        socket.write(postHead(path, { 'Transfer-Encoding': 'chunked' }));
        socket.write(`${part.length.toString(16)}\r\n${part}\r\n`);
        await new Promise((resolve) => setTimeout(resolve, 2));
        socket.destroy();
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(services.leads.length - leads, 'leads handled from a cut body').toBe(0);
    expect(services.reveals.length - reveals, 'reveals handled from a cut body').toBe(0);
    expect(await get('/')).toBe(200);
  }, 60_000);

  it('a malformed chunked body is refused below 500', async () => {
    for (const body of ['zz\r\n{}\r\n0\r\n\r\n', '-1\r\n\r\n', '2\r\n{}XX0\r\n\r\n']) {
      const stream = await raw(
        `${postHead('/api/search', { 'Transfer-Encoding': 'chunked' })}${body}`,
      );
      const codes = statuses(stream);
      expect(codes.length, `${JSON.stringify(body)}: no answer`).toBe(1);
      for (const code of codes) expect(code, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(await get('/')).toBe(200);
  }, 30_000);
});

describe('framing', () => {
  it('pipelined requests on one connection are all answered, in order, below 500', async () => {
    const body = '{"query":"hilux"}';
    const requests = [
      `GET /search HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `POST /api/search HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      `GET /api/cars/acme-hilux-1/pdf HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `GET /cars/bay-swift-2 HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `GET /media/logos/toyota.svg HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `GET /api/nothing HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: bay-cars.localhost\r\nConnection: close\r\n\r\n`,
    ];
    const stream = await raw(requests.join(''), 5_000);
    expect(statuses(stream)).toEqual([200, 200, 200, 404, 200, 404, 200]);
  }, 60_000);

  it('Content-Length with Transfer-Encoding, duplicate lengths, bare LF and a NUL are answered below 500', async () => {
    const cases = [
      `POST /api/search HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
      `POST /api/search HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 20\r\n\r\n{}`,
      `POST /api/search HTTP/1.1\nHost: ${host}\nContent-Type: application/json\nContent-Length: 2\n\n{}`,
      `GET /\u0000 HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: ${host}\r\nHost: bay-cars.localhost\r\n\r\n`,
      `GET / HTTP/9.9\r\nHost: ${host}\r\n\r\n`,
    ];
    for (const bytes of cases) {
      const codes = statuses(await raw(bytes));
      expect(codes.length, `${JSON.stringify(bytes)}: no answer`).toBeGreaterThan(0);
      for (const code of codes) expect(code, JSON.stringify(bytes)).toBeLessThan(500);
    }
    expect(await get('/')).toBe(200);
  }, 60_000);

  it('oversized headers are refused (431) and the server keeps serving', async () => {
    const many = Array.from({ length: 400 }, (_, i) => `X-Filler-${i}: ${'v'.repeat(60)}`);
    const stream = await raw(`GET / HTTP/1.1\r\nHost: ${host}\r\n${many.join('\r\n')}\r\n\r\n`);
    expect(statuses(stream)).toEqual([431]);
    const long = await raw(
      `GET /search?query=${'q'.repeat(20_000)} HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
    );
    expect(statuses(long)).toEqual([431]);
    expect(await get('/')).toBe(200);
  }, 30_000);
});

describe('the Host a request names', () => {
  it('two Host headers are refused with 400, whichever hosts and whatever path', async () => {
    const cases = [
      `GET / HTTP/1.1\r\nHost: ${host}\r\nHost: bay-cars.localhost\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: ${host}\r\nHost: ${host}\r\n\r\n`,
      `GET /cars/acme-hilux-1 HTTP/1.1\r\nhost: bay-cars.localhost\r\nX-A: 1\r\nHOST: ${host}\r\n\r\n`,
      `GET /healthz HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n`,
      `POST /api/leads HTTP/1.1\r\nHost: ${host}\r\nHost: bay-cars.localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
    ];
    for (const bytes of cases) {
      const stream = await raw(bytes);
      expect(statuses(stream), JSON.stringify(bytes)).toEqual([400]);
      expect(stream).toContain('Bad request: more than one Host header');
    }
    expect(await get('/')).toBe(200);
  }, 30_000);

  it('an absolute-form target is answered only when its host is the Host header’s', async () => {
    const other = [
      `GET http://bay-cars.localhost/ HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `GET http://${host}:8080/ HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `GET http://${host}/ HTTP/1.1\r\nHost: ${host}/x\r\n\r\n`,
      `GET http://${host}/ HTTP/1.1\r\nHost: evil@${host}\r\n\r\n`,
      `GET http://evil.example/cars/acme-hilux-1 HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
    ];
    for (const bytes of other) {
      const stream = await raw(bytes);
      expect(statuses(stream), JSON.stringify(bytes)).toEqual([400]);
      expect(stream).toContain('Bad request: the target names another host than the Host header');
    }
    // Answered from the site the Host names (a make logo of its stock: quick to answer).
    const same = [
      `GET http://${host}/media/logos/toyota.svg HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `GET HTTP://ACME-MOTORS.localhost:80/media/logos/toyota.svg HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `GET http://${host}/media/logos/toyota.svg HTTP/1.1\r\nHost: ${host.toUpperCase()}:80\r\n\r\n`,
    ];
    for (const bytes of same) {
      expect(statuses(await raw(bytes, 5_000)), JSON.stringify(bytes)).toEqual([200]);
    }
  }, 60_000);
});

describe('load', () => {
  it('idle half-sent requests do not stop others being served', async () => {
    const idle: net.Socket[] = [];
    for (let i = 0; i < 50; i++) {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => {});
      socket.write(`POST /api/leads HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 1000\r\n`);
      idle.push(socket);
    }
    try {
      const started = Date.now();
      expect(await get('/api/cars/acme-hilux-1/pdf')).toBe(200);
      expect(await get('/search')).toBe(200);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      for (const socket of idle) socket.destroy();
    }
  }, 60_000);

  it('a burst of 200 concurrent requests is answered below 500', async () => {
    const paths = ['/search', '/cars/acme-hilux-1', '/images/media/cars/1/0.svg?w=320', '/'];
    const codes = await Promise.all(
      Array.from({ length: 200 }, (_, i) => get(paths[i % paths.length] ?? '/')),
    );
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(await get('/')).toBe(200);
  }, 120_000);
});
