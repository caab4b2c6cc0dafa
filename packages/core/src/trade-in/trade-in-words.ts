// The trade-in's words and figures with no schema behind them, apart
// from trade-in.ts so a page that shows them does not carry zod.

/** No online estimate past these (docs/rules.md#online-estimate-limits). */
export const TRADE_IN_MAX_AGE_YEARS = 7;
export const TRADE_IN_MAX_KM = 100_000;

/** Offer accepted (docs/rules.md#trade-in-steps). */
export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted';
/** POST /api/miscellaneous: the column the valuation is saved under (docs/rules.md#trade-in-steps). */
export const VALUATION_COLUMN_NAME = 'valuation';
/** Valuation save: what is logged either way (docs/rules.md#trade-in-steps). */
export const VALUATION_SAVED_LOG = 'Valuation data saved successfully';
export const VALUATION_SAVE_FAILED_LOG = 'Failed to save valuation data';

export const australianStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** The rego state a site's form starts at when its configuration gives none (docs/rules.md#trade-in-form). */
export const DEFAULT_REGO_STATE = 'QLD';

/**
 * The state the trade-in form's rego state starts at: the site's `default_state`
 * (the platform default overlaid by the site's own), as the plates spell it
 * (docs/rules.md#trade-in-form).
 */
export function tradeInDefaultState(site: { default_state?: string | null }): string {
  return australianStateOf(site.default_state ?? '') ?? DEFAULT_REGO_STATE;
}

/** The five questions, in the order the form asks them (docs/rules.md#trade-in-steps). */
export const TRADE_IN_ADJUSTMENTS = [
  'service_history',
  'included_components',
  'two_sets_of_keys',
  'no_illegal_modifications',
  'good_condition',
] as const;
export type TradeInAdjustment = (typeof TRADE_IN_ADJUSTMENTS)[number];

/** The question the shopper answers yes or no to, per adjustment. */
export const TRADE_IN_ADJUSTMENT_LABELS: Record<TradeInAdjustment, string> = {
  service_history: 'Does the car have a full service history?',
  included_components: 'Are all its components included (owner’s manual, spare tyre, tools)?',
  two_sets_of_keys: 'Does it come with 2 sets of keys?',
  no_illegal_modifications: 'Is it free of illegal modifications?',
  good_condition: 'Is it in good condition (no major damage or faults)?',
};

/**
 * What a "no" takes off the offer: a share of the adjusted market value, or a
 * fixed amount where the cost is fixed (cutting and coding a second key).
 */
export const TRADE_IN_ADJUSTMENT_DEDUCTIONS: Record<
  TradeInAdjustment,
  { kind: 'share'; share: number } | { kind: 'amount'; amount: number }
> = {
  service_history: { kind: 'share', share: 0.08 },
  included_components: { kind: 'share', share: 0.03 },
  two_sets_of_keys: { kind: 'amount', amount: 400 },
  no_illegal_modifications: { kind: 'share', share: 0.15 },
  good_condition: { kind: 'share', share: 0.12 },
};

/**
 * What the shopper reads when the rego lookup or the valuation cannot answer. Each keeps what they typed and leaves the enquiry open to them.
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

/** What a rego that is not 1 to 9 letters or digits is told (the server's field message too). */
export const REGO_INVALID_MESSAGE = 'must be 1 to 9 letters or digits';

/**
 * A registration plate as typed, without the spaces and hyphens people write in
 * it, upper-cased; null when what is left is not 1 to 9 letters or digits
 * (personalised plates run to 9 in some states). Core's `regoSchema` applies the
 * same rule; this one carries no schema, for the browser's trade-in machine.
 */
export function normaliseRego(value: string): string | null {
  const plate = value.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{1,9}$/.test(plate) ? plate : null;
}

/** One of the Australian states and territories, as typed in any case; null otherwise. */
export function australianStateOf(value: string): (typeof australianStates)[number] | null {
  const state = value.trim().toUpperCase();
  return (australianStates as readonly string[]).includes(state)
    ? (state as (typeof australianStates)[number])
    : null;
}

/**
 * Step 2 of the trade-in before it is valued: the odometer in whole kilometres
 * and the car's year (4 digits), make and model. Each problem keyed by where the
 * form shows it, worded by `tradeInMessages`.
 */
export function tradeInCarErrors(car: {
  year: string;
  make: string;
  model: string;
  km: string;
}): Partial<Record<'km' | 'vehicle', string>> {
  const errors: Partial<Record<'km' | 'vehicle', string>> = {};
  if (!/^\d+$/.test(car.km.trim())) errors.km = tradeInMessages.kmInvalid;
  if (!/^\d{4}$/.test(car.year.trim()) || !car.make.trim() || !car.model.trim()) {
    errors.vehicle = tradeInMessages.vehicleMissing;
  }
  return errors;
}
