import { tradeInMessages } from '@forecourt/core';
import { sendError, sendJson } from '../http/http';
import {
  type ApiContext,
  apiErrors,
  clientAddress,
  rateLimited,
  sendHandlerResponse,
} from './context';
import type { RouteInput } from './gate';

// The trade-in valuation: the vehicle a rego belongs to, then its offer, then
// the offer saved against the shopper's trade-in lead. Each error's words are
// core's `tradeInMessages`.

/** A rego, a state, a vehicle, an odometer and five answers: well under 4 KB. */
export const MAX_TRADE_IN_BODY_BYTES = 4 * 1024;

/** A provider that failed: 504 when it did not answer in time, else 502; the words are core's. */
function sendProviderFailure(ctx: ApiContext, kind: 'timeout' | 'error'): void {
  if (kind === 'timeout') sendError(ctx.res, 504, tradeInMessages.timeout, { reason: 'timeout' });
  else sendError(ctx.res, 502, tradeInMessages.providerError, { reason: 'provider-error' });
}

/**
 * POST /api/trade-in/vehicle `{ rego, regoState }`: the vehicle the plate
 * belongs to, for the shopper to confirm. 200 `{ vehicle }`; 400 with
 * `fieldErrors`; 404 an unknown rego; 504 a provider time-out; 502 a provider
 * error.
 */
export async function tradeInVehicle(
  ctx: ApiContext,
  { body }: RouteInput<'tradeInVehicle'>,
): Promise<void> {
  if (await rateLimited(ctx, ctx.tradeInLimiter, apiErrors.tradeInRateLimited)) return;
  const answer = await ctx.services.tradeIn.lookupRego(ctx.site, body, ctx.now());
  switch (answer.kind) {
    case 'vehicle':
      sendJson(ctx.res, 200, { vehicle: answer.vehicle });
      return;
    case 'invalid':
      sendError(ctx.res, 400, apiErrors.tradeInInvalid, { fieldErrors: answer.fieldErrors });
      return;
    case 'unknown':
      sendError(ctx.res, 404, tradeInMessages.unknownRego, { reason: 'unknown-rego' });
      return;
    default:
      ctx.log(`trade-in rego lookup on site ${ctx.site.slug}: ${answer.kind}`);
      sendProviderFailure(ctx, answer.kind);
  }
}

/**
 * POST /api/trade-in/valuation `{ rego, regoState, year, make, model, badge, km,
 * adjustmentAnswers }`: the offer (`offer_price`), or why there is none online
 * (`no_online_estimate` with core's reasons, or no market data), both 200.
 */
export async function tradeInValuation(
  ctx: ApiContext,
  { body }: RouteInput<'tradeInValuation'>,
): Promise<void> {
  if (await rateLimited(ctx, ctx.tradeInLimiter, apiErrors.tradeInRateLimited)) return;
  const answer = await ctx.services.tradeIn.value(ctx.site, body, ctx.now());
  switch (answer.kind) {
    case 'offer':
      sendJson(ctx.res, 200, { offer_price: answer.offer_price });
      return;
    case 'no-online-estimate':
      sendJson(ctx.res, 200, { offer_price: null, no_online_estimate: answer.reasons });
      return;
    case 'no-market':
      sendJson(ctx.res, 200, { offer_price: null, no_online_estimate: ['no-market'] });
      return;
    case 'invalid':
      sendError(ctx.res, 400, apiErrors.tradeInInvalid, { issues: answer.issues });
      return;
    default:
      ctx.log(`trade-in valuation on site ${ctx.site.slug}: ${answer.kind}`);
      sendProviderFailure(ctx, answer.kind);
  }
}

/**
 * POST /api/miscellaneous: the valuation result plus column_name 'valuation',
 * saved against a trade-in lead of this site (201 `{ saved: true }`).
 */
export async function miscellaneous(
  ctx: ApiContext,
  { body }: RouteInput<'miscellaneous'>,
): Promise<void> {
  const answer = await ctx.services.saveValuation(ctx.site, {
    body: JSON.stringify(body),
    headers: ctx.req.headers,
    clientAddress: clientAddress(ctx),
  });
  sendHandlerResponse(ctx.res, answer);
}
