import { z } from 'zod';
import { feedNumber } from '../schema/feed';
import {
  australianStates,
  normaliseRego,
  OFFER_ACCEPTED_SUBCATEGORY,
  REGO_INVALID_MESSAGE,
  TRADE_IN_MAX_AGE_YEARS,
  TRADE_IN_MAX_KM,
  VALUATION_COLUMN_NAME,
} from './trade-in-words';

export {
  australianStateOf,
  australianStates,
  DEFAULT_REGO_STATE,
  normaliseRego,
  OFFER_ACCEPTED_SUBCATEGORY,
  REGO_INVALID_MESSAGE,
  TRADE_IN_MAX_AGE_YEARS,
  TRADE_IN_MAX_KM,
  TRADE_IN_OFFER_VALID_DAYS,
  tradeInCarErrors,
  tradeInDefaultState,
  tradeInMessages,
  VALUATION_COLUMN_NAME,
  VALUATION_SAVE_FAILED_LOG,
  VALUATION_SAVED_LOG,
} from './trade-in-words';
export const regoStateSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(australianStates, { message: `must be one of ${australianStates.join(', ')}` }),
);
export type RegoState = z.infer<typeof regoStateSchema>;

/**
 * A registration plate as typed: case, spaces and hyphens are how people write
 * it, not part of it. Personalised plates run to 9 characters in some states.
 */
export const regoSchema = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .refine((v) => normaliseRego(v) !== null, { message: REGO_INVALID_MESSAGE });

const id = z.union([z.number().int().positive(), z.string().trim().min(1)]).transform(String);

/** One answer to a valuation adjustment question (service history, keys, condition…). */
export const adjustmentAnswerSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const adjustmentAnswersSchema = z.record(z.string(), adjustmentAnswerSchema);

/** Trade-in valuation (docs/rules.md#trade-in-steps). lead_id is null until the valuation is filed as a lead. */
export const tradeInValuationSchema = z.object({
  offer_price: feedNumber.pipe(z.number().nonnegative()),
  rego: regoSchema,
  regoState: regoStateSchema,
  adjustmentAnswers: adjustmentAnswersSchema.default({}),
  lead_id: id.nullable().default(null),
});
export type TradeInValuation = z.infer<typeof tradeInValuationSchema>;
export type TradeInValuationInput = z.input<typeof tradeInValuationSchema>;

/** POST /api/miscellaneous: the valuation result plus column_name (docs/rules.md#trade-in-steps). */
export const valuationSaveSchema = tradeInValuationSchema.extend({
  column_name: z.literal(VALUATION_COLUMN_NAME),
});
export type ValuationSave = z.infer<typeof valuationSaveSchema>;

/** Offer accepted (docs/rules.md#trade-in-steps). */
export const offerAcceptedSchema = z.object({
  category: z.string().trim().min(1),
  subcategory: z.literal(OFFER_ACCEPTED_SUBCATEGORY),
  lead_id: id,
  form_completed: z.boolean(),
  offer_accepted: z.boolean(),
});
export type OfferAccepted = z.infer<typeof offerAcceptedSchema>;

/** The call made when the shopper accepts the offer: the form is complete and the offer taken. */
export function offerAccepted(category: string, leadId: string | number): OfferAccepted {
  return offerAcceptedSchema.parse({
    category,
    subcategory: OFFER_ACCEPTED_SUBCATEGORY,
    lead_id: leadId,
    form_completed: true,
    offer_accepted: true,
  });
}

export type TradeInIneligibility = 'too-old' | 'too-many-km';
export type OnlineEstimateEligibility =
  | { eligible: true }
  | { eligible: false; reasons: TradeInIneligibility[] };

/**
 * No online estimate for a car over 7 years old or over
 * 100,000 km (docs/rules.md#online-estimate-limits). Age is whole calendar years (currentYear − year), so a car exactly
 * 7 years old and one on exactly 100,000 km still get an estimate. An unknown
 * odometer does not block the estimate; the valuation asks for it later.
 */
export function onlineEstimateEligibility(
  car: { year: number; km: number | null },
  currentYear: number,
): OnlineEstimateEligibility {
  const reasons: TradeInIneligibility[] = [];
  if (currentYear - car.year > TRADE_IN_MAX_AGE_YEARS) reasons.push('too-old');
  if (car.km !== null && car.km > TRADE_IN_MAX_KM) reasons.push('too-many-km');
  return reasons.length === 0 ? { eligible: true } : { eligible: false, reasons };
}
