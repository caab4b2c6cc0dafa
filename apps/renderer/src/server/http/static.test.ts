import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler, IMMUTABLE } from './static';

let dir: string;
let server: http.Server;
let port: number;
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'forecourt-static-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'entry-AbC123.js'), script);
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(path.dirname(dir), 'forecourt-secret.txt'), 'secret');
  const serve = createStaticHandler(dir);
  server = http.createServer(async (req, res) => {
    // As the app does: a document's headers on every answer before it is routed.
    res.setHeader('content-security-policy', "default-src 'self'");
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('x-content-type-options', 'nosniff');
    const url = new URL(req.url ?? '/', 'http://x');
    if (!(await serve(req, res, url.pathname))) {
      res.writeHead(599);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
  await rm(path.join(path.dirname(dir), 'forecourt-secret.txt'), { force: true });
});

function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('production browser files', () => {
  it('hashed assets are cached for a year and compressed when accepted', async () => {
    const answer = await get('/assets/entry-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });
  it('brotli is preferred; no encoding when none is accepted', async () => {
    expect(
      (await get('/assets/entry-AbC123.js', { 'accept-encoding': 'gzip, br' })).headers[
        'content-encoding'
      ],
    ).toBe('br');
    const plain = await get('/assets/entry-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });
  it('a script leaves out the headers only a document heeds; an SVG keeps them', async () => {
    const js = await get('/assets/entry-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(js.headers['content-security-policy']).toBeUndefined();
    expect(js.headers['x-frame-options']).toBeUndefined();
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    const svg = await get('/favicon.svg');
    expect(svg.headers['content-security-policy']).toBe("default-src 'self'");
    expect(svg.headers['x-frame-options']).toBe('DENY');
  });
  it('files outside /assets/ are revalidated', async () => {
    expect((await get('/robots.txt')).headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    );
  });
  it('never leaves its folder and passes on what it does not have', async () => {
    expect((await get('/../forecourt-secret.txt')).status).toBe(599);
    expect((await get('/%2e%2e/forecourt-secret.txt')).status).toBe(599);
    expect((await get('/assets/missing.js')).status).toBe(599);
    expect((await get('/assets')).status).toBe(599);
  });
});
