import { leadRequestMessages, MAX_LEAD_BODY_BYTES } from '@forecourt/server';
import { BodyTooLarge, readBody, sendError } from '../http/http';
import { type ApiContext, clientAddress, sendHandlerResponse } from './context';

/**
 * The data side's handlers that take a request's raw body: the lead, the
 * reservation and the payment endpoints. The bytes are read as sent (a
 * webhook's signature is over them) up to the lead handler's own limit.
 */
export type BodyCall =
  | 'submitLead'
  | 'startReservation'
  | 'reservationStatus'
  | 'paymentWebhook'
  | 'confirmSimulatedPayment'
  | 'authenticateSimulatedPayment';

/** The body as sent, or null once a 413 has been answered. */
export async function readRawBody(
  req: ApiContext['req'],
  res: ApiContext['res'],
): Promise<Buffer | null> {
  try {
    return await readBody(req, MAX_LEAD_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      sendError(res, 413, leadRequestMessages.tooLarge, {}, { connection: 'close' });
      return null;
    }
    throw error;
  }
}

/** A route handler that hands the raw body to one of the data side's handlers. */
export function forwardBody(method: BodyCall) {
  return async (ctx: ApiContext): Promise<void> => {
    const body = await readRawBody(ctx.req, ctx.res);
    if (!body) return;
    const answer = await ctx.services[method](ctx.site, {
      body,
      headers: ctx.req.headers,
      clientAddress: clientAddress(ctx),
    });
    sendHandlerResponse(ctx.res, answer);
  };
}
