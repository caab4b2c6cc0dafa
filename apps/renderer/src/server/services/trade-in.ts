import {
  type ApiRequest,
  adjustmentAnswersSchema,
  type apiRequestSchemas,
  type Car,
  onlineEstimateEligibility,
  type RegoState,
  regoSchema,
  regoStateSchema,
  type SiteConfig,
  type TradeInIneligibility,
} from '@forecourt/core';
import {
  autoGrabProvider,
  embeddedTradeInProvider,
  type RegoVehicle,
  type TradeInProvider,
  TradeInProviderTimeoutError,
} from '@forecourt/server';

// Valuation by rego and regoState, for the renderer: each
// site's provider (AutoGrab with the site's server key when its config names it,
// else the embedded register and valuation model over the stock's market
// averages) (docs/rules.md#trade-in-steps). Keys are read once, at start; a key variable that is not set stops
// the start with a line naming the site and the variable. The 7-year /
// 100,000 km rule is core's and is checked here, before any provider is asked.

export type TradeInEnv = Readonly<Record<string, string | undefined>>;

/** The vehicle as the shopper confirmed or corrected it. */
export type TradeInVehicle = Pick<RegoVehicle, 'year' | 'make' | 'model' | 'badge'>;

export type RegoAnswer =
  | { kind: 'vehicle'; vehicle: TradeInVehicle }
  | { kind: 'invalid'; fieldErrors: Partial<Record<'rego' | 'regoState', string>> }
  | { kind: 'unknown' }
  | { kind: 'timeout' }
  | { kind: 'error' };

export type ValuationAnswer =
  | { kind: 'offer'; offer_price: number }
  | { kind: 'no-online-estimate'; reasons: TradeInIneligibility[] }
  | { kind: 'no-market' }
  | { kind: 'invalid'; issues: string[] }
  | { kind: 'timeout' }
  | { kind: 'error' };

/** A rego lookup's body as the request gate parsed it (core's apiRequestSchemas.tradeInVehicle). */
export type RegoLookupRequest = ApiRequest<(typeof apiRequestSchemas)['tradeInVehicle']>['body'];
/** A valuation's body as the request gate parsed it (core's apiRequestSchemas.tradeInValuation). */
export type ValuationRequest = ApiRequest<(typeof apiRequestSchemas)['tradeInValuation']>['body'];

export type TradeIn = {
  /** `now` is the request's clock (the demo's FORECOURT_CLOCK): the register's ages and the age rule count from it. */
  lookupRego(site: SiteConfig, body: RegoLookupRequest, now: Date): Promise<RegoAnswer>;
  value(site: SiteConfig, body: ValuationRequest, now: Date): Promise<ValuationAnswer>;
};

function keyOf(site: SiteConfig, env: TradeInEnv): string | null {
  const config = site.server.trade_in;
  if (!config) return null;
  if (config.api_key_env !== null) {
    const value = env[config.api_key_env]?.trim();
    if (!value) {
      throw new Error(
        `site "${site.slug}": server.trade_in.api_key_env names ${config.api_key_env}, which is not set: set it to the site's AutoGrab key, or leave server.trade_in out to use the embedded default`,
      );
    }
    return value;
  }
  return config.api_key;
}

function readRego(body: RegoLookupRequest) {
  const rego = regoSchema.safeParse(body.rego);
  const state = regoStateSchema.safeParse(body.regoState);
  if (rego.success && state.success) {
    return { ok: true as const, rego: rego.data, state: state.data as RegoState };
  }
  const fieldErrors: Partial<Record<'rego' | 'regoState', string>> = {};
  if (!rego.success) fieldErrors.rego = `Rego ${rego.error.issues[0]?.message ?? 'is not valid'}`;
  if (!state.success) {
    fieldErrors.regoState = `State ${state.error.issues[0]?.message ?? 'is not valid'}`;
  }
  return { ok: false as const, fieldErrors };
}

/** Text the shopper left blank is no answer. */
const given = (value: string | null) => (value === null || value === '' ? null : value);

export function createTradeIn(options: {
  sites: readonly SiteConfig[];
  /** The stock the embedded model reads its market averages from. */
  stock: () => readonly Car[];
  env?: TradeInEnv;
  /** Stands in for the AutoGrab adapter (tests). */
  providerFor?: (site: SiteConfig) => TradeInProvider | null;
}): TradeIn {
  const env = options.env ?? process.env;
  const keys = new Map<string, string | null>();
  for (const site of options.sites) keys.set(site.slug, keyOf(site, env));
  const providers = new Map<string, TradeInProvider | null>();
  const providerOf = (site: SiteConfig, now: Date): TradeInProvider => {
    if (!providers.has(site.slug)) {
      let provider = options.providerFor?.(site) ?? null;
      const key = keys.has(site.slug) ? keys.get(site.slug) : keyOf(site, env);
      const config = site.server.trade_in;
      if (!provider && key && config) {
        provider = autoGrabProvider({ apiKey: key, endpoint: config.endpoint ?? undefined });
      }
      providers.set(site.slug, provider);
    }
    // The embedded register is cheap: made for each request's clock.
    return (
      providers.get(site.slug) ?? embeddedTradeInProvider({ stock: options.stock, now: () => now })
    );
  };
  const failure = (error: unknown): { kind: 'timeout' } | { kind: 'error' } =>
    error instanceof TradeInProviderTimeoutError ? { kind: 'timeout' } : { kind: 'error' };

  return {
    async lookupRego(site, body, now) {
      const read = readRego(body);
      if (!read.ok) return { kind: 'invalid', fieldErrors: read.fieldErrors };
      try {
        const vehicle = await providerOf(site, now).lookupRego({
          rego: read.rego,
          state: read.state,
        });
        if (!vehicle) return { kind: 'unknown' };
        const { year, make, model, badge } = vehicle;
        return { kind: 'vehicle', vehicle: { year, make, model, badge } };
      } catch (error) {
        return failure(error);
      }
    },
    async value(site, body, now) {
      const read = readRego(body);
      const issues: string[] = read.ok ? [] : Object.values(read.fieldErrors);
      // The gate parsed the body (whole numbers, trimmed text); what remains are the rules.
      const { year, km } = body;
      const make = given(body.make);
      const model = given(body.model);
      const currentYear = now.getUTCFullYear();
      if (year < 1950 || year > currentYear + 1) issues.push('year: a model year');
      if (km > 2_000_000) issues.push('km: whole kilometres');
      if (!make || !model) issues.push('make and model: required');
      const answers = adjustmentAnswersSchema.safeParse(body.adjustmentAnswers);
      if (!answers.success) issues.push('adjustmentAnswers: yes or no answers');
      if (issues.length > 0 || !read.ok || !answers.success || !make || !model) {
        return { kind: 'invalid', issues };
      }
      // No online estimate over 7 years or 100,000 km; no provider is asked (docs/rules.md#online-estimate-limits).
      const eligibility = onlineEstimateEligibility({ year, km }, currentYear);
      if (!eligibility.eligible)
        return { kind: 'no-online-estimate', reasons: eligibility.reasons };
      try {
        const provider = providerOf(site, now);
        // The provider's own vehicle id comes from its lookup of the same plate.
        const looked =
          provider.kind === 'embedded'
            ? null
            : await provider.lookupRego({ rego: read.rego, state: read.state });
        const vehicle: RegoVehicle = {
          year,
          make,
          model,
          badge: given(body.badge),
          providerId: looked?.providerId ?? null,
        };
        const valuation = await provider.value({
          vehicle,
          km,
          state: read.state,
          answers: answers.data,
        });
        return valuation
          ? { kind: 'offer', offer_price: valuation.offer_price }
          : { kind: 'no-market' };
      } catch (error) {
        return failure(error);
      }
    },
  };
}
