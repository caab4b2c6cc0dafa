import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiRequestSchemas } from '@forecourt/core';
import {
  guardStateChangingRequest,
  leadRequestMessages,
  MAX_LEAD_BODY_BYTES,
} from '@forecourt/server';
import { sendError } from '../http/http';
import type { RendererServices } from '../services/services';
import { apiErrors, sendHandlerResponse } from './context';
import { forwardBody } from './forward-body';
import { gateRequest } from './gate';

// Reservations and their payments: the checkout page starts a reservation and
// asks its status; the payment provider (Stripe, or the embedded simulator)
// reports what became of the payment.

/** POST /api/reservations: a reservation of a car and its deposit payment. */
export const startReservation = forwardBody('startReservation');
/** POST /api/reservations/status: where the reservation's payment stands. */
export const reservationStatus = forwardBody('reservationStatus');
/** POST /api/payments/webhook: the site's payment provider's signed events. */
export const paymentWebhook = forwardBody('paymentWebhook', { asSent: true });
/** POST /api/payments/simulator/confirm: the simulated checkout's pay button. */
export const confirmSimulatedPayment = forwardBody('confirmSimulatedPayment');
/** POST /api/payments/simulator/authenticate: the simulated card's bank check. */
export const authenticateSimulatedPayment = forwardBody('authenticateSimulatedPayment');

/**
 * POST /api/payments/simulator/webhook: the embedded payment simulator's
 * signed events, posted over HTTP to the address this server listens on. A
 * path of the platform, not of a site: it is answered on every host before the
 * site is looked up (app.ts), because the simulator is one provider for every
 * site, with one signing secret, and its events name no site. Its body passes
 * the request gate like any route's; the bytes as sent go to the data side,
 * which verifies the signature over them before anything is used (400 when
 * it does not match).
 */
export async function handleSimulatorWebhook(
  req: IncomingMessage,
  res: ServerResponse,
  services: Pick<RendererServices, 'simulatorWebhook'>,
): Promise<void> {
  if (req.method !== 'POST') {
    req.resume();
    sendError(res, 405, apiErrors.method('POST'), {}, { allow: 'POST' });
    return;
  }
  const refusal = guardStateChangingRequest(req.headers, req.headers.host);
  if (refusal) {
    req.resume();
    sendError(res, refusal.status, refusal.error);
    return;
  }
  // The same gate as every site route (gate.ts); the bytes go on as sent, for their signature.
  const url = new URL(req.url ?? '/', 'http://platform.invalid');
  const gated = await gateRequest(
    { req, res, url },
    {
      schemas: apiRequestSchemas.simulatorWebhook,
      body: { limit: MAX_LEAD_BODY_BYTES, words: leadRequestMessages },
    },
    {},
  );
  if (!gated?.raw) return;
  const answer = await services.simulatorWebhook({
    body: gated.raw,
    headers: req.headers,
    clientAddress: req.socket.remoteAddress ?? 'unknown',
  });
  sendHandlerResponse(res, answer);
}
