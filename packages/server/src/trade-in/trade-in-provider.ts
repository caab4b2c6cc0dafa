import {
  type AdjustmentAnswers,
  adjustOffer,
  type Car,
  estimateTradeIn,
  marketReference,
  type RegoState,
} from '@forecourt/core';

// Valuation by rego and regoState, a rego lookup (the
// vehicle a plate belongs to) and a valuation (the dealer's offer for it) (docs/rules.md#trade-in-steps). Two
// providers answer the same interface: AutoGrab's API (the Australian provider
// whose market data the stock's `autograb_data` carries), with the site's
// server-side key, and the embedded default, a deterministic register of demo
// regos and core's valuation model over the stock's own market averages, which
// works offline. The 7-year / 100,000 km rule is the caller's (core's
// `onlineEstimateEligibility`): no provider is asked to value such a car.

/** The vehicle a rego belongs to, for the shopper to confirm or correct. */
export type RegoVehicle = {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  /** The provider's own id for the vehicle, when it has one (AutoGrab's vehicle id). */
  providerId: string | null;
};

export type ValuationQuery = {
  vehicle: RegoVehicle;
  km: number;
  state: RegoState;
  answers: AdjustmentAnswers;
};

/** The offer, or no offer when the provider has no market for the vehicle. */
export type ProviderValuation = { offer_price: number } | null;

export interface TradeInProvider {
  readonly kind: 'autograb' | 'embedded';
  /** The vehicle registered under the plate in the state, or null for an unknown rego; rejects as below. */
  lookupRego(query: { rego: string; state: RegoState }): Promise<RegoVehicle | null>;
  /** The offer; rejects as below. */
  value(query: ValuationQuery): Promise<ProviderValuation>;
}

/** The provider did not answer in time. */
export class TradeInProviderTimeoutError extends Error {
  override readonly name = 'TradeInProviderTimeoutError';
}
/** The provider answered with an error (a refused key, a fault, an unreadable answer). */
export class TradeInProviderError extends Error {
  override readonly name = 'TradeInProviderError';
}

export const AUTOGRAB_ENDPOINT = 'https://api.autograb.com.au';

export type AutoGrabOptions = {
  /** The site's AutoGrab key: a server key, never sent to a browser. */
  apiKey: string;
  endpoint?: string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
function num(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/**
 * AutoGrab's API (v2), as this adapter calls it. From AutoGrab's public developer
 * documentation (devhub.autograb.com and docs.autograb.com.au, read 2026-11):
 * the key goes in the `ApiKey` header; `GET
 * {endpoint}/v2/vehicles/registrations/{plate}?region=au&state={state}` answers
 * `{ success, vehicle: { id, year, make, model, badge, … } }`, the year a string
 * and `vehicle` null (with an `upstream_vehicle`) when the plate matches no
 * vehicle; `POST {endpoint}/v2/valuations/predict` takes `{ region, vehicle_id,
 * kms }` and answers `{ success, prediction: { id, vehicle_id, … } }`; HTTP 429
 * when the rate limit is passed. Not confirmed by those pages, and so to be
 * checked against a real key before a site goes live: the name of the state
 * query parameter, the prediction's trade price field (read here as
 * `prediction.trade_price`), and how an unknown plate is answered besides a
 * null vehicle (a 404 is read the same way). An answer with `success: false`
 * or `error: true` is a provider error. The five questions (docs/rules.md#valuation-model) are applied to the
 * trade price by core's `adjustOffer`, as for the embedded model. Errors name
 * the status, never the key.
 */
export function autoGrabProvider(options: AutoGrabOptions): TradeInProvider {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const endpoint = (options.endpoint ?? AUTOGRAB_ENDPOINT).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 8_000;
  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, {
        ...init,
        headers: { accept: 'application/json', ApiKey: options.apiKey, ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : 'error';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new TradeInProviderTimeoutError(`AutoGrab did not answer within ${timeoutMs} ms`);
      }
      throw new TradeInProviderError(`AutoGrab could not be reached (${name})`);
    }
  }
  async function body(response: Response): Promise<Record<string, unknown>> {
    const parsed = (await response.json().catch(() => null)) as unknown;
    if (typeof parsed !== 'object' || parsed === null) {
      throw new TradeInProviderError('AutoGrab answered something that is not JSON');
    }
    const answer = parsed as Record<string, unknown>;
    if (answer.success === false || answer.error === true) {
      throw new TradeInProviderError('AutoGrab answered with an error');
    }
    return answer;
  }
  return {
    kind: 'autograb',
    async lookupRego({ rego, state }) {
      const url = new URL(`${endpoint}/v2/vehicles/registrations/${encodeURIComponent(rego)}`);
      url.searchParams.set('region', 'au');
      url.searchParams.set('state', state);
      const response = await call(url.toString(), { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) throw new TradeInProviderError(`AutoGrab answered HTTP ${response.status}`);
      const vehicle = (await body(response)).vehicle as Record<string, unknown> | undefined;
      const year = num(vehicle?.year);
      const make = text(vehicle?.make);
      const model = text(vehicle?.model);
      if (!vehicle || year === null || !make || !model) return null;
      return {
        year,
        make,
        model,
        badge: text(vehicle.badge),
        providerId: text(vehicle.id) ?? (num(vehicle.id) === null ? null : String(vehicle.id)),
      };
    },
    async value({ vehicle, km, answers }) {
      if (!vehicle.providerId) return null;
      const response = await call(`${endpoint}/v2/valuations/predict`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ region: 'au', vehicle_id: vehicle.providerId, kms: km }),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new TradeInProviderError(`AutoGrab answered HTTP ${response.status}`);
      const prediction = (await body(response)).prediction as Record<string, unknown> | undefined;
      const trade = num(prediction?.trade_price);
      if (trade === null || trade <= 0) return null;
      return { offer_price: adjustOffer(trade, answers).offer_price };
    },
  };
}

/** One plate of the embedded register: the vehicle's age in years, so the demo never ages. */
export type DemoRego = {
  rego: string;
  state: RegoState;
  ageYears: number;
  make: string;
  model: string;
  badge: string;
};

/**
 * The embedded register's demo plates (docs/getting-started.md#trying-the-demo). DEMOTIME and DEMOERR
 * stand for a provider that does not answer and one that fails, so the pages'
 * messages for those can be seen and tested without a real provider.
 */
export const DEMO_REGISTER: readonly DemoRego[] = [
  { rego: 'ABC123', state: 'QLD', ageYears: 3, make: 'Toyota', model: 'Corolla', badge: 'SX' },
  { rego: 'UTE456', state: 'NSW', ageYears: 2, make: 'Ford', model: 'Ranger', badge: 'XLT' },
  { rego: 'CX5777', state: 'VIC', ageYears: 5, make: 'Mazda', model: 'CX-5', badge: 'Touring' },
  { rego: 'KIA321', state: 'SA', ageYears: 1, make: 'Kia', model: 'Sportage', badge: 'SX' },
  { rego: 'TRI888', state: 'WA', ageYears: 4, make: 'Mitsubishi', model: 'Triton', badge: 'GLS' },
  { rego: 'OLD999', state: 'QLD', ageYears: 11, make: 'Holden', model: 'Commodore', badge: 'SV6' },
];
export const DEMO_TIMEOUT_REGO = 'DEMOTIME';
export const DEMO_ERROR_REGO = 'DEMOERR';

/**
 * The embedded default: the demo register (ages counted from `now`) and core's
 * valuation model over the stock's market averages for the make and model.
 */
export function embeddedTradeInProvider(options: {
  stock: () => readonly Car[];
  now: () => Date;
  register?: readonly DemoRego[];
}): TradeInProvider {
  const register = options.register ?? DEMO_REGISTER;
  return {
    kind: 'embedded',
    async lookupRego({ rego, state }) {
      if (rego === DEMO_TIMEOUT_REGO) {
        throw new TradeInProviderTimeoutError('the demo register stands for a provider time-out');
      }
      if (rego === DEMO_ERROR_REGO) {
        throw new TradeInProviderError('the demo register stands for a provider error');
      }
      const entry = register.find((r) => r.rego === rego && r.state === state);
      if (!entry) return null;
      return {
        year: options.now().getUTCFullYear() - entry.ageYears,
        make: entry.make,
        model: entry.model,
        badge: entry.badge,
        providerId: null,
      };
    },
    async value({ vehicle, km, answers }) {
      const estimate = estimateTradeIn({
        vehicle,
        km,
        answers,
        market: marketReference(vehicle, options.stock()),
        currentYear: options.now().getUTCFullYear(),
      });
      return estimate.kind === 'offer' ? { offer_price: estimate.offer_price } : null;
    },
  };
}
