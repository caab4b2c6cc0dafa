import { sendError } from '../http/http';
import {
  type ApiContext,
  apiErrors,
  clientAddress,
  rateLimited,
  sendHandlerResponse,
} from './context';
import { forwardBody } from './forward-body';
import type { RouteInput } from './gate';
import { revealOnSite } from './site-scope';

// What a shopper sends the dealer: a lead (POST /api/leads, every site takes
// enquiries) and the log of a phone number shown (POST /api/phone-reveal).

export const MAX_PHONE_REVEAL_BODY_BYTES = 4 * 1024;

/** POST /api/leads: the lead form's submission, checked and filed by the data side. */
export const submitLead = forwardBody('submitLead');

/** POST /api/phone-reveal: logs that a car's dealer number was shown (docs/rules.md#phone-reveal). */
export async function phoneReveal(
  ctx: ApiContext,
  { body }: RouteInput<'phoneReveal'>,
): Promise<void> {
  if (await rateLimited(ctx, ctx.revealLimiter, apiErrors.revealRateLimited)) return;
  // Every id the reveal names is checked against the site the host resolved to
  // (site-scope.ts) before anything is written.
  const scoped = await revealOnSite(ctx.site, ctx.services, body);
  if (!scoped.ok) {
    sendError(ctx.res, scoped.status, scoped.error);
    return;
  }
  const answer = await ctx.services.logPhoneReveal(ctx.site, {
    body: JSON.stringify(scoped.log),
    headers: ctx.req.headers,
    clientAddress: clientAddress(ctx),
  });
  sendHandlerResponse(ctx.res, answer);
}
