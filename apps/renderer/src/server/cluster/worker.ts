import http from 'node:http';
import type { SiteConfig } from '@forecourt/core';
import type { HandlerRequest, HandlerResponse } from '@forecourt/server';
import type { RendererServices } from '../services';
import { createStockView, type StockView } from '../stock-view';
import { isMessage, type PrimaryCall, type ToPrimary, type ToWorker } from './messages';

// A cluster worker (see primary.ts): serves HTTP on the shared port from its
// own copy of the stock, kept in step with the primary's stock changes, and
// hands every write (leads, phone reveals) to the primary, which owns the
// database and answers once the write is stored.

export type WorkerApp = {
  handle(req: http.IncomingMessage, res: http.ServerResponse): void;
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
  log?: (message: string, error?: unknown) => void;
};

function toPrimary(message: ToPrimary) {
  process.send?.(message);
}

export async function runClusterWorker(options: ClusterWorkerOptions): Promise<void> {
  const log = options.log ?? ((m, e) => console.error(`[renderer] ${m}`, e ?? ''));
  const callTimeoutMs = options.callTimeoutMs ?? 30_000;
  if (!process.send) throw new Error('a cluster worker needs the IPC channel of its primary');

  const replies = new Map<number, (reply: Extract<ToWorker, { forecourt: 'reply' }>) => void>();
  let nextCall = 0;
  let view: StockView | null = null;
  let started: (start: { sites: SiteConfig[]; port: number; view: StockView }) => void = () => {};
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
        });
        started({ sites: message.start.sites, port: message.start.port, view });
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
      default:
        message satisfies never;
    }
  });
  // Without its primary a worker cannot take a lead: it stops.
  process.on('disconnect', () => process.exit(0));

  const call = (method: PrimaryCall, site: SiteConfig, request: HandlerRequest) =>
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
      toPrimary({ forecourt: 'call', id, method, site: site.slug, request });
    });

  toPrimary({ forecourt: 'ready' });
  const { sites, port, view: stock } = await start;
  const services: RendererServices = {
    search: stock.search,
    carBySlug: stock.carBySlug,
    carById: stock.carById,
    manufacturers: stock.manufacturers,
    sourceImage: stock.sourceImage,
    onStockChange: stock.onStockChange,
    submitLead: (site, request) => call('submitLead', site, request),
    logPhoneReveal: (site, request) => call('logPhoneReveal', site, request),
    async close() {},
  };

  const server = http.createServer();
  const app = await options.createApp({ services, sites, server });
  server.on('request', app.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  toPrimary({ forecourt: 'listening' });

  const stop = async () => {
    server.close();
    server.closeAllConnections();
    await app.close().catch((error: unknown) => log('closing the app failed', error));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
