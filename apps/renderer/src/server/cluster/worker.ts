import http from 'node:http';
import type { LocationDetail, Model, Offer, SiteConfig } from '@forecourt/core';
import {
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  descriptionHtml,
  descriptionText,
  type HandlerRequest,
  type HandlerResponse,
  type RateLimitStore,
} from '@forecourt/server';
import { keepLogsJson, rendererLog, rendererLogger } from '../http/logger';
import { stopOnSignal } from '../http/stop-on-signal';
import { createPlaces } from '../services/places';
import { searchPlacesOf } from '../services/search-place';
import type { Readiness, RendererServices } from '../services/services';
import { createStockView, type StockView } from '../services/stock-view';
import { createTradeIn } from '../services/trade-in';
import { isMessage, type PrimaryCall, type ToPrimary, type ToWorker } from './messages';

// A cluster worker (see primary.ts): serves HTTP on the shared port from its
// own copy of the stock, kept in step with the primary's stock changes, and
// hands every write (leads, phone reveals) to the primary, which owns the
// database and answers once the write is stored.

export type WorkerApp = {
  handle(req: http.IncomingMessage, res: http.ServerResponse): void;
  /** Shutting down: /readyz answers 503 from now on (the renderer app's). */
  drain?(): void;
  close(): Promise<void>;
};

export type ClusterWorkerOptions = {
  createApp(input: {
    services: RendererServices;
    sites: readonly SiteConfig[];
    server: http.Server;
  }): Promise<WorkerApp>;
  /** How long a write may wait for the primary before the request fails. */
  callTimeoutMs?: number;
  /** How long a readiness probe waits for the primary's answer. */
  readinessTimeoutMs?: number;
  /** How long the worker may take to stop on SIGTERM before it exits 1. */
  shutdownTimeoutMs?: number;
  log?: (message: string, error?: unknown) => void;
};

/**
 * Sends to the primary, which may have just died: the failure (EPIPE) goes to
 * a callback instead of an 'error' event Node would print as a text trace; the
 * worker stops once it sees the channel close (docs/operations.md#logs).
 */
function toPrimary(message: ToPrimary) {
  process.send?.(message, undefined, {}, () => {});
}

export async function runClusterWorker(options: ClusterWorkerOptions): Promise<void> {
  // A worker is a process of its own: whatever it prints is a JSON line too.
  keepLogsJson();
  const log = options.log ?? rendererLog;
  const callTimeoutMs = options.callTimeoutMs ?? 30_000;
  const readinessTimeoutMs = options.readinessTimeoutMs ?? 3_000;
  if (!process.send) throw new Error('a cluster worker needs the IPC channel of its primary');

  const replies = new Map<number, (reply: Extract<ToWorker, { forecourt: 'reply' }>) => void>();
  const probes = new Map<number, (readiness: Readiness) => void>();
  const counts = new Map<
    number,
    (answer: Extract<ToWorker, { forecourt: 'rate-limit' }>) => void
  >();
  let nextCall = 0;
  let view: StockView | null = null;
  let started: (start: {
    sites: SiteConfig[];
    models: Model[];
    locations: Record<string, LocationDetail[]>;
    offers: Offer[];
    port: number;
    view: StockView;
  }) => void = () => {};
  const start = new Promise<Parameters<typeof started>[0]>((resolve) => {
    started = resolve;
  });

  process.on('message', (message: unknown) => {
    if (!isMessage<ToWorker>(message)) return;
    switch (message.forecourt) {
      case 'start':
        view = createStockView({
          sites: message.start.sites,
          stock: message.start.stock,
          manufacturers: async () => message.start.manufacturers,
          models: async () => message.start.models,
          places: searchPlacesOf((site) => message.start.locations[site.slug] ?? [], process.env),
        });
        started({
          sites: message.start.sites,
          models: message.start.models,
          locations: message.start.locations,
          offers: message.start.offers,
          port: message.start.port,
          view,
        });
        break;
      case 'stock':
        // Applied in order, before the word goes back: once the primary hears
        // from every worker, no worker answers from the stock before the change.
        view?.apply(message.changes);
        toPrimary({ forecourt: 'stock.applied', seq: message.seq });
        break;
      case 'reply':
        replies.get(message.id)?.(message);
        replies.delete(message.id);
        break;
      case 'readiness':
        probes.get(message.id)?.(message.readiness);
        probes.delete(message.id);
        break;
      case 'rate-limit':
        counts.get(message.id)?.(message);
        counts.delete(message.id);
        break;
      default:
        message satisfies never;
    }
  });
  // Without its primary a worker cannot take a lead: it stops.
  process.on('disconnect', () => process.exit(0));

  const call = (method: PrimaryCall, site: SiteConfig | null, request: HandlerRequest) =>
    new Promise<HandlerResponse>((resolve, reject) => {
      const id = ++nextCall;
      const timer = setTimeout(() => {
        replies.delete(id);
        reject(new Error(`${method}: the primary did not answer within ${callTimeoutMs} ms`));
      }, callTimeoutMs);
      replies.set(id, (reply) => {
        clearTimeout(timer);
        if (reply.ok) resolve(reply.value);
        else reject(new Error(`${method}: ${reply.error}`));
      });
      toPrimary({ forecourt: 'call', id, method, site: site?.slug ?? null, request });
    });

  // The worker's stock view is loaded before it serves; the database is the
  // primary's, so a probe asks the primary.
  let closing = false;
  const readiness = async (): Promise<Readiness> => {
    if (closing) return { ready: false, reason: 'shutting down' };
    if (!process.connected) return { ready: false, reason: 'the primary is gone' };
    return new Promise<Readiness>((resolve) => {
      const id = ++nextCall;
      const timer = setTimeout(() => {
        probes.delete(id);
        resolve({ ready: false, reason: 'the primary did not answer' });
      }, readinessTimeoutMs);
      probes.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      toPrimary({ forecourt: 'readiness', id });
    });
  };

  // Rate limits count in the primary's database, so every worker (and every machine
  // on a PostgreSQL) shares one allowance.
  const rateLimits: RateLimitStore = {
    hit: (hit) =>
      new Promise<number>((resolve, reject) => {
        if (!process.connected) {
          reject(new Error('the primary is gone'));
          return;
        }
        const id = ++nextCall;
        const timer = setTimeout(() => {
          counts.delete(id);
          reject(new Error('the primary did not count the hit in time'));
        }, readinessTimeoutMs);
        counts.set(id, (answer) => {
          clearTimeout(timer);
          if ('hits' in answer) resolve(answer.hits);
          else reject(new Error(answer.error));
        });
        toPrimary({ forecourt: 'rate-limit', id, hit });
      }),
  };

  toPrimary({ forecourt: 'ready' });
  const { sites, models, locations: siteLocations, offers, port, view: stock } = await start;
  const locations = async (site: SiteConfig) => siteLocations[site.slug] ?? [];
  const services: RendererServices = {
    search: stock.search,
    suggest: stock.suggest,
    stockSearch: stock.stockSearch,
    carBySlug: stock.carBySlug,
    carById: stock.carById,
    manufacturers: stock.manufacturers,
    models: async () => models,
    locations,
    // Each worker geocodes and draws maps itself: nothing of it is written.
    places: createPlaces({ sites, locationsOf: locations }),
    offers: async () => offers,
    htmlText: descriptionText,
    richText: descriptionHtml,
    sourceImage: stock.sourceImage,
    onStockChange: stock.onStockChange,
    submitLead: (site, request) => call('submitLead', site, request),
    logPhoneReveal: (site, request) => call('logPhoneReveal', site, request),
    startReservation: (site, request) => call('startReservation', site, request),
    reservationStatus: (site, request) => call('reservationStatus', site, request),
    paymentWebhook: (site, request) => call('paymentWebhook', site, request),
    simulatorWebhook: (request) => call('simulatorWebhook', null, request),
    confirmSimulatedPayment: (site, request) => call('confirmSimulatedPayment', site, request),
    authenticateSimulatedPayment: (site, request) =>
      call('authenticateSimulatedPayment', site, request),
    testDriveSlots: (site, request) => call('testDriveSlots', site, request),
    // Each worker looks regos up and values them itself; saving is the primary's.
    tradeIn: createTradeIn({ sites, stock: () => stock.cars() }),
    saveValuation: (site, request) => call('saveValuation', site, request),
    readiness,
    rateLimits,
    async close() {
      closing = true;
    },
  };

  const server = http.createServer();
  const app = await options.createApp({ services, sites, server });
  server.on('request', app.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  const address = server.address();
  toPrimary({
    forecourt: 'listening',
    ...(address && typeof address === 'object' ? { address } : {}),
  });
  rendererLogger().info({ port }, 'worker listening');

  // The primary sends SIGTERM when it stops; Ctrl-C reaches every process of
  // the group. Leads in flight still reach the primary, which waits for us.
  stopOnSignal({
    server,
    app: {
      drain: () => app.drain?.(),
      close: () => app.close().catch((error: unknown) => log('closing the app failed', error)),
    },
    services,
    logger: rendererLogger(),
    timeoutMs: options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS,
  });
}
