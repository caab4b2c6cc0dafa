import cluster, { type Worker } from 'node:cluster';
import type { SiteConfig } from '@forecourt/core';
import type { HandlerResponse, StockChange } from '@forecourt/server';
import { rendererLog } from '../http/logger';
import type { DataServices } from '../services/data-services';
import type { Readiness } from '../services/services';
import { isMessage, type ToPrimary, type ToWorker } from './messages';

// The cluster's primary (use every core). It owns the database (the
// embedded PGlite allows one process; with PostgreSQL it is still the one
// writer): it seeds, keeps the outbox worker, takes every lead and phone
// reveal the workers hand it, and runs stock imports. Workers render: each
// starts from the primary's copy of the stock and gets every committed stock
// change, and a change counts as done only when every worker has taken it in
// (a worker that does not within the time limit is replaced, so none keeps
// answering with stock the database no longer has). A worker that dies is
// replaced; one that dies before it first listens stops the start.

export type ClusterPrimaryOptions = {
  services: DataServices;
  sites: readonly SiteConfig[];
  /** How many workers serve (WEB_CONCURRENCY). */
  workers: number;
  port: number;
  /** The worker's script; by default the one this process runs (the demo). */
  exec?: string;
  /** Node's options for the workers; by default this process's. */
  execArgv?: string[];
  /** How long a stock change waits for each worker to take it in. */
  stockTimeoutMs?: number;
  /**
   * How long `stop()` waits for a worker to finish its requests and exit
   * before it kills it (a worker's own shutdown timeout and a little more).
   */
  workerStopMs?: number;
  log?: (message: string, error?: unknown) => void;
};

export type ClusterPrimary = {
  /** Process ids of the workers serving now. */
  pids(): number[];
  /**
   * Stops every worker, each after it has answered its requests in flight (a
   * worker still hands its leads to the primary meanwhile); the services stay
   * open: the caller closes them afterwards.
   */
  stop(): Promise<void>;
};

const RESTART_DELAY_MS = 1_000;

/**
 * Sends to a worker that may have just died. A worker's death is noticed a
 * moment after its channel breaks; a message sent in between fails with EPIPE,
 * which Node raises as an 'error' event (an uncaught exception, printed as a
 * text trace, when no one listens). The failure is passed to a callback
 * instead, and is no news: the worker's exit is logged and it is replaced
 * (docs/operations.md#logs).
 */
export function sendToWorker(
  worker: Pick<Worker, 'isConnected' | 'send'>,
  message: ToWorker,
  onFailure: (error: Error) => void = () => {},
): void {
  if (!worker.isConnected()) return;
  worker.send(message, (error: Error | null) => {
    if (error) onFailure(error);
  });
}

export async function startClusterPrimary(options: ClusterPrimaryOptions): Promise<ClusterPrimary> {
  const { services, workers: count, port } = options;
  const log = options.log ?? rendererLog;
  const stockTimeoutMs = options.stockTimeoutMs ?? 10_000;
  const workerStopMs = options.workerStopMs ?? 12_000;
  const sitesBySlug = new Map(options.sites.map((s) => [s.slug, s]));
  // Each worker accepts its own connections from the shared socket. With Node's
  // default round robin on Linux the primary accepts every connection and hands
  // it over by IPC while it also does every database write: under a burst of
  // new connections (bench:load) their first answers came up to 19 s late and
  // some timed out, and connections it held when stopping were reset; without
  // it all were served within 2 s, at nearly twice the throughput.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({
    serialization: 'advanced',
    ...(options.exec ? { exec: options.exec } : {}),
    ...(options.execArgv ? { execArgv: options.execArgv } : {}),
  });

  // Workers get the catalogue with their start; it is read once and kept.
  const catalogue = await services.manufacturers();
  const models = await services.models();
  const offers = await services.offers();
  /** Workers that got their start, so every later stock change is theirs too. */
  const started = new Set<Worker>();
  /** Stock changes waiting for a worker's word, by worker and sequence number. */
  const pending = new Map<Worker, Map<number, () => void>>();
  let stockSeq = 0;
  let stopping = false;
  let starting = true;
  let failStart: (error: Error) => void = () => {};
  let listening = 0;
  let allListening: () => void = () => {};

  const send = (worker: Worker, message: ToWorker) => sendToWorker(worker, message);

  function settleAll(worker: Worker) {
    for (const done of pending.get(worker)?.values() ?? []) done();
    pending.delete(worker);
  }

  async function answerCall(worker: Worker, call: Extract<ToPrimary, { forecourt: 'call' }>) {
    try {
      let value: HandlerResponse;
      if (call.method === 'simulatorWebhook') {
        // The platform's path: the simulator's events belong to no one site.
        value = await services.simulatorWebhook(call.request);
      } else {
        const site = call.site === null ? undefined : sitesBySlug.get(call.site);
        if (!site) throw new Error(`no site "${call.site}"`);
        value = await services[call.method](site, call.request);
      }
      send(worker, { forecourt: 'reply', id: call.id, ok: true, value });
    } catch (error) {
      log(`${call.method} for ${call.site} failed`, error);
      send(worker, {
        forecourt: 'reply',
        id: call.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  function fork(): Worker {
    const worker = cluster.fork();
    let listened = false;
    // Anything else the channel raises is logged as a line of its own, never thrown.
    worker.on('error', (error: Error) =>
      log(`worker ${worker.process.pid}: its channel failed`, error),
    );
    worker.on('message', (message: unknown) => {
      if (!isMessage<ToPrimary>(message)) return;
      switch (message.forecourt) {
        case 'ready':
          // The copy and the changes after it go down the same channel in order,
          // so the worker never misses a change nor sees one before its copy.
          send(worker, {
            forecourt: 'start',
            start: {
              sites: [...options.sites],
              stock: services.stockCopy(),
              manufacturers: [...catalogue],
              models: [...models],
              locations: services.locationsCopy(),
              offers: [...offers],
              port,
            },
          });
          started.add(worker);
          break;
        case 'listening':
          // The payment simulator posts its webhooks to the workers' port.
          if (listening === 0 && message.address) services.listeningOn(message.address);
          listened = true;
          listening++;
          if (listening === count) allListening();
          break;
        case 'stock.applied': {
          const waiting = pending.get(worker);
          waiting?.get(message.seq)?.();
          waiting?.delete(message.seq);
          break;
        }
        case 'call':
          void answerCall(worker, message);
          break;
        case 'rate-limit': {
          const { id, hit } = message;
          const store = services.rateLimits;
          if (!store) {
            send(worker, { forecourt: 'rate-limit', id, error: 'no shared rate limits' });
            break;
          }
          store.hit(hit).then(
            (hits) => send(worker, { forecourt: 'rate-limit', id, hits }),
            (error: unknown) =>
              send(worker, {
                forecourt: 'rate-limit',
                id,
                error: error instanceof Error ? error.message : String(error),
              }),
          );
          break;
        }
        case 'readiness':
          void services
            .readiness()
            .catch((): Readiness => ({ ready: false, reason: 'the readiness check failed' }))
            .then((readiness) => {
              send(worker, { forecourt: 'readiness', id: message.id, readiness });
            });
          break;
        default:
          message satisfies never;
      }
    });
    worker.on('exit', (code, signal) => {
      started.delete(worker);
      settleAll(worker);
      if (listened) listening--;
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (starting && !listened) {
        failStart(new Error(`a worker exited (${how}) before it served; see the messages above`));
        return;
      }
      log(`worker ${worker.process.pid} exited (${how}); starting another`);
      setTimeout(() => {
        if (!stopping) fork();
      }, RESTART_DELAY_MS);
    });
    return worker;
  }

  /** Hands a committed change to every started worker and waits for each to take it in. */
  async function broadcast(changes: readonly StockChange[]) {
    const seq = ++stockSeq;
    await Promise.all(
      [...started].map(
        (worker) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              log(`worker ${worker.process.pid} did not take in stock change ${seq}; replacing it`);
              worker.process.kill('SIGKILL');
              resolve();
            }, stockTimeoutMs);
            let waiting = pending.get(worker);
            if (!waiting) {
              waiting = new Map();
              pending.set(worker, waiting);
            }
            waiting.set(seq, () => {
              clearTimeout(timer);
              resolve();
            });
            send(worker, { forecourt: 'stock', seq, changes: [...changes] });
          }),
      ),
    );
  }

  const unsubscribe = services.stockEvents.subscribe(broadcast);

  const stop = async () => {
    stopping = true;
    unsubscribe();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) {
              resolve();
              return;
            }
            const timer = setTimeout(() => worker.process.kill('SIGKILL'), workerStopMs);
            worker.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    await new Promise<void>((resolve, reject) => {
      allListening = resolve;
      failStart = reject;
      for (let i = 0; i < count; i++) fork();
    });
  } catch (error) {
    await stop();
    throw error;
  }
  starting = false;
  return {
    pids: () =>
      Object.values(cluster.workers ?? {})
        .map((w) => w?.process.pid)
        .filter((pid): pid is number => pid !== undefined),
    stop,
  };
}
