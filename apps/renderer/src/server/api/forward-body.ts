import type { ApiRequestSchemas } from '@forecourt/core';
import { type ApiContext, clientAddress, sendHandlerResponse } from './context';
import type { GatedInput } from './gate';

/**
 * The data side's handlers that take a request's body: the lead, the
 * reservation and the payment endpoints. The gate has read and parsed the
 * body (gate.ts); these handlers check it further in their own words.
 */
export type BodyCall =
  | 'submitLead'
  | 'startReservation'
  | 'reservationStatus'
  | 'paymentWebhook'
  | 'confirmSimulatedPayment'
  | 'authenticateSimulatedPayment';

/**
 * A route handler that hands the parsed body to one of the data side's
 * handlers, as JSON: the text the gate cleaned, never the bytes as sent.
 * With `asSent`, the bytes as sent go instead (a webhook's signature is
 * over them), the gate having checked that they parse.
 */
export function forwardBody(method: BodyCall, options: { asSent?: boolean } = {}) {
  return async (ctx: ApiContext, { body, raw }: GatedInput<ApiRequestSchemas>): Promise<void> => {
    const answer = await ctx.services[method](ctx.site, {
      body: options.asSent && raw ? raw : JSON.stringify(body),
      headers: ctx.req.headers,
      clientAddress: clientAddress(ctx),
    });
    sendHandlerResponse(ctx.res, answer);
  };
}
