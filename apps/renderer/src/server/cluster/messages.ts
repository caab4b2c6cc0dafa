import type { AddressInfo } from 'node:net';
import type { Car, LocationDetail, Manufacturer, Model, Offer, SiteConfig } from '@forecourt/core';
import type { HandlerRequest, HandlerResponse, RateLimitHit, StockChange } from '@forecourt/server';
import type { Readiness } from '../services/services';

// What the primary and its workers say to each other over the cluster's IPC
// channel (advanced serialization: structured clones, so dates and bytes
// travel as they are). Every message carries `forecourt` so nothing else on
// the channel is mistaken for one.

/** What a worker starts from: the sites, the stock as the pages now see it, the catalogue. */
export type WorkerStart = {
  sites: SiteConfig[];
  stock: Car[];
  manufacturers: Manufacturer[];
  models: Model[];
  /** Every site's locations by slug (docs/rules.md#location-pages). */
  locations: Record<string, LocationDetail[]>;
  /** Every offer, sanitised (docs/rules.md#offer-record). */
  offers: Offer[];
  port: number;
};

/** The writes (and reservation and test-drive reads) a worker hands to the primary, which owns the database. */
export type PrimaryCall =
  | 'submitLead'
  | 'logPhoneReveal'
  | 'saveValuation'
  | 'testDriveSlots'
  | 'startReservation'
  | 'reservationStatus'
  | 'paymentWebhook'
  | 'confirmSimulatedPayment'
  | 'authenticateSimulatedPayment'
  /** The payment simulator's webhook, a platform path: its call names no site. */
  | 'simulatorWebhook';

export type ToWorker =
  | { forecourt: 'start'; start: WorkerStart }
  /** A committed stock change; the worker answers `stock.applied` once its pages reflect it. */
  | { forecourt: 'stock'; seq: number; changes: StockChange[] }
  | { forecourt: 'reply'; id: number; ok: true; value: HandlerResponse }
  | { forecourt: 'reply'; id: number; ok: false; error: string }
  /** The primary's readiness (its database), for a worker's /readyz. */
  | { forecourt: 'readiness'; id: number; readiness: Readiness }
  /** A shared rate limit's count with the worker's hit, or why it could not be had. */
  | { forecourt: 'rate-limit'; id: number; hits: number }
  | { forecourt: 'rate-limit'; id: number; error: string };

export type ToPrimary =
  /** The worker is up and asks for its start. */
  | { forecourt: 'ready' }
  /** The worker listens; `address` is where (the payment simulator posts its webhooks there). */
  | { forecourt: 'listening'; address?: AddressInfo }
  | { forecourt: 'stock.applied'; seq: number }
  /** A worker's /readyz asks whether the primary's database answers. */
  | { forecourt: 'readiness'; id: number }
  /** A worker's hit on a rate limit, counted in the primary's database (docs/operations.md#shared-limits). */
  | { forecourt: 'rate-limit'; id: number; hit: RateLimitHit }
  | {
      forecourt: 'call';
      id: number;
      method: PrimaryCall;
      /** The site the request was for; null for a platform path (simulatorWebhook). */
      site: string | null;
      request: HandlerRequest;
    };

export function isMessage<T extends { forecourt: string }>(value: unknown): value is T {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { forecourt?: unknown }).forecourt === 'string'
  );
}
