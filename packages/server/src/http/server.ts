import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LEAD_SUBMISSION_DEFAULT_ERROR } from '@forecourt/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cars } from '../db/schema';
import { carPhotoSvg } from '../demo/placeholder-image';
import { createLeadHandler } from '../leads/lead-handler';
import {
  type HandlerResponse,
  leadRequestMessages,
  MAX_LEAD_BODY_BYTES,
} from '../leads/lead-request';
import { type LeadSite, loadLeadSite } from '../leads/lead-site';
import { createLogger, logFunction } from '../logging/logger';
import { leadDeliveryState } from '../outbox/outbox';
import { createPhoneRevealHandler } from '../phone-reveal/phone-reveal';
import type { RateLimiter } from '../rate-limit/rate-limit';

// A small node:http server over the framework-agnostic handlers: the tests
// (and the fault test's child process) use it; apps/renderer mounts the same
// handlers in its own server.
//
//   POST /api/leads          lead submission → { lead_id } or { error, errors }
//   POST /api/phone-reveal phone reveal log → 204
//   GET  /media/cars/:id/:n.svg   the demo placeholder images
//
// The site is the first label of the Host header ({slug}.localhost, as the
// demo serves sites) or the X-Forecourt-Site header. Its lead form follows the
// validated configuration stored with the site row (see loadLeadSite).

export interface LeadServerOptions {
  db: Database;
  rateLimiter?: RateLimiter;
  onLeadStored?: (leadId: string) => void;
  log?: (message: string, error?: unknown) => void;
  /**
   * Serve GET /api/leads/:id/deliveries (the outbox state of one lead). For
   * tests and operators on loopback only; a public site leaves it off.
   */
  exposeDeliveryState?: boolean;
}

function send(res: http.ServerResponse, answer: HandlerResponse) {
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body === null ? undefined : JSON.stringify(answer.body));
}

/** Reads the body up to `limit` bytes; more than that answers 413 without reading the rest. */
function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve('too-large');
        req.removeAllListeners('data');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function createLeadServer(options: LeadServerOptions): http.Server {
  const log = options.log ?? logFunction(createLogger({ service: 'lead-server' }));
  const leadHandler = createLeadHandler({
    db: options.db,
    rateLimiter: options.rateLimiter,
    onLeadStored: options.onLeadStored,
    log,
  });
  const revealHandler = createPhoneRevealHandler({ db: options.db, log });
  const siteCache = new Map<string, { site: LeadSite | null; at: number }>();

  async function siteFor(req: http.IncomingMessage): Promise<LeadSite | null> {
    const explicit = req.headers['x-forecourt-site'];
    const key =
      (Array.isArray(explicit) ? explicit[0] : explicit) ??
      (req.headers.host ?? '').split('.')[0] ??
      '';
    const cached = siteCache.get(key);
    if (cached && Date.now() - cached.at < 30_000) return cached.site;
    const site = key ? await loadLeadSite(options.db, key) : null;
    siteCache.set(key, { site, at: Date.now() });
    return site;
  }

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const clientAddress = req.socket.remoteAddress ?? 'unknown';
    const route = async () => {
      if (req.method === 'POST' && url.pathname === '/api/leads') {
        const site = await siteFor(req);
        if (!site)
          return send(res, {
            status: 404,
            headers: {},
            body: { error: 'This site is not known here.' },
          });
        const body = await readBody(req, MAX_LEAD_BODY_BYTES);
        if (body === 'too-large') {
          return send(res, {
            status: 413,
            headers: { 'content-type': 'application/json; charset=utf-8', connection: 'close' },
            body: { error: leadRequestMessages.tooLarge },
          });
        }
        return send(res, await leadHandler({ body, headers: req.headers, clientAddress, site }));
      }
      if (req.method === 'POST' && url.pathname === '/api/phone-reveal') {
        const body = await readBody(req, 4096);
        return send(
          res,
          await revealHandler({
            body: body === 'too-large' ? '' : body,
            headers: req.headers,
            clientAddress,
          }),
        );
      }
      const state = /^\/api\/leads\/([0-9a-f-]{36})\/deliveries$/.exec(url.pathname);
      if (req.method === 'GET' && state && options.exposeDeliveryState) {
        const rows = await leadDeliveryState(options.db, state[1] ?? '');
        return send(res, {
          status: rows.length === 0 ? 404 : 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: { deliveries: rows },
        });
      }
      const media = /^\/media\/cars\/([^/]+)\/(\d+)\.svg$/.exec(url.pathname);
      if (req.method === 'GET' && media) {
        const [row] = await options.db
          .select({ data: cars.data })
          .from(cars)
          .where(eq(cars.id, decodeURIComponent(media[1] ?? '')));
        if (!row) return send(res, { status: 404, headers: {}, body: { error: 'No such car.' } });
        const car = row.data as {
          name?: string;
          simple_body?: string;
          colour?: string;
          item_type?: 'car' | 'caravan';
          photos_count?: number;
          images?: unknown[];
        };
        // A car has the photos its listing counts, no more.
        const photos = car.photos_count || car.images?.length || 0;
        if (Number(media[2]) >= photos) {
          return send(res, { status: 404, headers: {}, body: { error: 'No such photo.' } });
        }
        res.writeHead(200, {
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=86400',
        });
        res.end(
          carPhotoSvg(
            {
              simple_body: car.simple_body ?? null,
              colour: car.colour ?? null,
              name: car.name ?? '',
              item_type: car.item_type ?? 'car',
              photos_count: photos,
            },
            Number(media[2]),
          ),
        );
        return;
      }
      send(res, {
        status: 404,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: { error: 'Not found.' },
      });
    };
    route().catch((error: unknown) => {
      log(`${req.method} ${url.pathname} failed`, error);
      if (!res.headersSent)
        send(res, {
          status: 500,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: { error: LEAD_SUBMISSION_DEFAULT_ERROR },
        });
      else res.destroy();
    });
  });
}

export async function listen(server: http.Server, port = 0, host = '127.0.0.1'): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}
