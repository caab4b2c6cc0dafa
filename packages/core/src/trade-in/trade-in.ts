import { z } from 'zod';
import { feedNumber } from '../schema/feed';

/** SPEC §5/§9 Trade-in: no online estimate past these. */
export const TRADE_IN_MAX_AGE_YEARS = 7;
export const TRADE_IN_MAX_KM = 100_000;

/** SPEC §7 Offer accepted. */
export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted';
/** SPEC §7 POST /api/miscellaneous: the column the valuation is saved under. */
export const VALUATION_COLUMN_NAME = 'valuation';
/** SPEC §8 Valuation save: what is logged either way. */
export const VALUATION_SAVED_LOG = 'Valuation data saved successfully';
export const VALUATION_SAVE_FAILED_LOG = 'Failed to save valuation data';

export const australianStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
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
  .pipe(z.string().regex(/^[A-Z0-9]{1,9}$/, { message: 'must be 1 to 9 letters or digits' }));

const id = z.union([z.number().int().positive(), z.string().trim().min(1)]).transform(String);

/** One answer to a valuation adjustment question (service history, keys, condition…). */
export const adjustmentAnswerSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const adjustmentAnswersSchema = z.record(z.string(), adjustmentAnswerSchema);

/** SPEC §3 Trade-in valuation. lead_id is null until the valuation is filed as a lead. */
export const tradeInValuationSchema = z.object({
  offer_price: feedNumber.pipe(z.number().nonnegative()),
  rego: regoSchema,
  regoState: regoStateSchema,
  adjustmentAnswers: adjustmentAnswersSchema.default({}),
  lead_id: id.nullable().default(null),
});
export type TradeInValuation = z.infer<typeof tradeInValuationSchema>;
export type TradeInValuationInput = z.input<typeof tradeInValuationSchema>;

/** SPEC §7 POST /api/miscellaneous: the valuation result plus column_name. */
export const valuationSaveSchema = tradeInValuationSchema.extend({
  column_name: z.literal(VALUATION_COLUMN_NAME),
});
export type ValuationSave = z.infer<typeof valuationSaveSchema>;

/** SPEC §7 Offer accepted. */
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
 * SPEC §5/§9 Trade-in: no online estimate for a car over 7 years old or over
 * 100,000 km. Age is whole calendar years (currentYear − year), so a car exactly
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

/**
 * What the shopper reads when the rego lookup or the valuation cannot answer
 * (issue 19). Each keeps what they typed and leaves the enquiry open to them.
 */
export const tradeInMessages = {
  unknownRego:
    'We couldn’t find a vehicle with that rego in that state. Check the rego and the state, or send us your details and we’ll value your car in person.',
  timeout:
    'Our vehicle lookup is taking too long to answer. Please try again in a moment, or send us your details and we’ll value your car in person.',
  providerError:
    'Our vehicle lookup isn’t working right now. Please try again later, or send us your details and we’ll value your car in person.',
  noMarket:
    'We don’t have enough market data to value this car online. Send us your details and we’ll value it in person.',
  'too-old': `Online estimates are only given for cars up to ${TRADE_IN_MAX_AGE_YEARS} years old, and this one is older.`,
  'too-many-km': `Online estimates are only given for cars with up to ${TRADE_IN_MAX_KM.toLocaleString('en-AU')} km, and this one has more.`,
  appraisal:
    'An in-person appraisal gives you a firm offer. Send us your details and we’ll arrange a time.',
  kmInvalid: 'Please enter the odometer reading in whole kilometres, like 45000.',
  vehicleMissing: 'Please enter the year, make and model of your car.',
} as const;

/** The offer's validity, in days (shown with the offer). */
export const TRADE_IN_OFFER_VALID_DAYS = 7;
