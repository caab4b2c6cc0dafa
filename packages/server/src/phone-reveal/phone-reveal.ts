import { phoneRevealLogSchema } from '@forecourt/core';
import type { Database } from '../db/database';
import { phoneReveals } from '../db/schema';
import type { HandlerRequest, HandlerResponse } from '../leads/lead-handler';

/**
 * Phone reveal log (car_id, dealership_id, website_id) (docs/rules.md#phone-reveal). The shopper
 * already sees the number; a failure here is logged and never shown (docs/rules.md#phone-reveal),
 * so every answer is an empty 204.
 */
export function createPhoneRevealHandler(options: {
  db: Database;
  log?: (message: string, error?: unknown) => void;
}) {
  const log = options.log ?? ((m, e) => console.error(`[phone-reveal] ${m}`, e ?? ''));
  return async function phoneRevealHandler(
    request: Omit<HandlerRequest, 'site'>,
  ): Promise<HandlerResponse> {
    const answer: HandlerResponse = {
      status: 204,
      headers: { 'cache-control': 'no-store' },
      body: null,
    };
    try {
      const text =
        typeof request.body === 'string'
          ? request.body
          : Buffer.from(request.body).toString('utf8');
      const parsed = phoneRevealLogSchema.safeParse(JSON.parse(text));
      if (!parsed.success) {
        log(
          `ignored a malformed reveal: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
        );
        return answer;
      }
      await options.db.insert(phoneReveals).values({
        carId: parsed.data.car_id,
        dealershipId: parsed.data.dealership_id,
        websiteId: parsed.data.website_id,
      });
    } catch (error) {
      log('could not log a reveal', error);
    }
    return answer;
  };
}
