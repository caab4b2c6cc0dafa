import { z } from 'zod';
import { searchApiRequestSchema } from '../search/protocol';
import { MAX_SUGGEST_INPUT } from '../search/suggestions';
import {
  amount,
  idText,
  jsonObject,
  nothing,
  pathSegment,
  rawText,
  text,
  wholeNumber,
} from './request-fields';
import type { LoneSurrogates } from './request-value';

// What every route of the site API takes: its body, its query and its path
// parameters, one schema each (docs/architecture.md#the-request-gate). The
// renderer's route table names one entry per route, and its gate parses all
// three before the route's handler runs. These schemas decide the shape (types,
// bounds, which fields); rules that need the site, the stock or the clock (a
// rego's plate format, a car of this site, a model year up to next year) stay
// with the handlers, which answer them in the shopper's words.

/** One route's request: what the gate parses, and what its handler receives. */
export type ApiRequestSchemas = {
  body: z.ZodType;
  query: z.ZodType;
  params: z.ZodType;
  /**
   * A lone surrogate refuses the request, or is replaced by U+FFFD where the
   * handler keeps a shopper's text as sent (an enquiry, a signed event).
   */
  loneSurrogates?: LoneSurrogates;
};

/** The parsed request a handler receives for these schemas. */
export type ApiRequest<S extends ApiRequestSchemas> = {
  body: z.output<S['body']>;
  query: z.output<S['query']>;
  params: z.output<S['params']>;
};

/** An answer to one adjustment question: yes or no, a choice, a count. */
const adjustmentAnswer = z.union([text(200), z.number(), z.boolean(), z.null()]);

/** The trade-in's adjustment answers: a handful of questions, none long. */
export const adjustmentAnswersRequest = z
  .record(z.string().max(64), adjustmentAnswer)
  .refine((answers) => Object.keys(answers).length <= 32, 'has more than 32 answers');

/** A rego and its state as typed; their rules (plate format, state) are the handler's. */
const regoFields = { rego: text(32).default(''), regoState: text(8).default('') };

/** The payment simulator's two ids, proved together (the client secret is the browser's proof). */
const simulatedPaymentIds = { payment_id: text(100), client_secret: text(200) };

/** A query parameter of the image endpoint: digits, read by the image module. */
const imageNumber = z
  .string()
  .regex(/^\d{0,5}$/, 'must be a whole number')
  .optional();

export const apiRequestSchemas = {
  /** POST /api/search: filters and paging, read leniently (docs/rules.md#search-request). */
  search: { body: searchApiRequestSchema, query: nothing, params: nothing },
  /** GET /api/suggest?q=: what the shopper has typed; the handler refuses over MAX_SUGGEST_INPUT. */
  suggest: {
    body: nothing,
    query: z.object({ q: rawText(MAX_SUGGEST_INPUT * 4).default('') }),
    params: nothing,
  },
  /** GET /api/geocode?postcode=: the handler's lookup says whether it is a postcode. */
  geocode: { body: nothing, query: z.object({ postcode: text(32).default('') }), params: nothing },
  /** POST /api/leads: an enquiry, checked field by field by the lead handler (docs/rules.md#lead-submission). */
  lead: { body: jsonObject, query: nothing, params: nothing, loneSurrogates: 'replace' },
  /** GET /api/test-drive-slots?location=&date=: a location id and a YYYY-MM-DD day. */
  testDriveSlots: {
    body: nothing,
    query: z.object({ location: text(100).default(''), date: text(32).default('') }),
    params: nothing,
  },
  /** POST /api/phone-reveal: the three ids of a revealed number (docs/rules.md#phone-reveal). */
  phoneReveal: {
    body: z.object({ car_id: idText(100), dealership_id: idText(100), website_id: idText(100) }),
    query: nothing,
    params: nothing,
  },
  /** POST /api/reservations: a reservation's lead, checked as an enquiry is. */
  reservation: { body: jsonObject, query: nothing, params: nothing, loneSurrogates: 'replace' },
  /** POST /api/reservations/status: the reservation the checkout page polls. */
  reservationStatus: {
    body: z.object({ reservation_id: text(64) }),
    query: nothing,
    params: nothing,
  },
  /** POST /api/payments/webhook: the provider's signed event, verified over its bytes as sent. */
  paymentWebhook: { body: jsonObject, query: nothing, params: nothing, loneSurrogates: 'replace' },
  /** POST /api/payments/simulator/webhook: the embedded simulator's signed event, the same way. */
  simulatorWebhook: {
    body: jsonObject,
    query: nothing,
    params: nothing,
    loneSurrogates: 'replace',
  },
  /** POST /api/payments/simulator/confirm: the simulated card form's pay button. */
  simulatorConfirm: {
    body: z.object({
      ...simulatedPaymentIds,
      card_number: text(40).default(''),
      expiry: text(16).default(''),
      cvc: text(8).default(''),
    }),
    query: nothing,
    params: nothing,
  },
  /** POST /api/payments/simulator/authenticate: the simulated bank check, passed or failed. */
  simulatorAuthenticate: {
    body: z.object({ ...simulatedPaymentIds, outcome: z.enum(['complete', 'fail']) }),
    query: nothing,
    params: nothing,
  },
  /** POST /api/trade-in/vehicle: the vehicle a plate belongs to (docs/rules.md#trade-in-steps). */
  tradeInVehicle: { body: z.object(regoFields), query: nothing, params: nothing },
  /** POST /api/trade-in/valuation: the vehicle as confirmed, its odometer and the answers. */
  tradeInValuation: {
    body: z.object({
      ...regoFields,
      year: wholeNumber(1000, 9999),
      make: text(80),
      model: text(80),
      badge: text(80).nullable().default(null),
      km: wholeNumber(0, 99_999_999),
      adjustmentAnswers: adjustmentAnswersRequest.default({}),
    }),
    query: nothing,
    params: nothing,
  },
  /** POST /api/miscellaneous: a valuation saved against a trade-in lead (docs/rules.md#trade-in-steps). */
  miscellaneous: {
    body: z.object({
      offer_price: amount(0, 100_000_000),
      rego: text(32),
      regoState: text(8),
      adjustmentAnswers: adjustmentAnswersRequest.default({}),
      lead_id: idText(100).nullable().default(null),
      column_name: text(32),
    }),
    query: nothing,
    params: nothing,
  },
  /** GET /api/finance-disclaimer?car_id=: a car of the site. */
  financeDisclaimer: {
    body: nothing,
    query: z.object({ car_id: text(100).default('') }),
    params: nothing,
  },
  /** GET /api/cars/{slug}/pdf: the slug as the car page links it. */
  carPdf: { body: nothing, query: nothing, params: z.strictObject({ slug: pathSegment(200) }) },
  /** GET /images/{source}?w=&q=: a photo's path as its page links it (the image module reads it). */
  carImage: {
    body: nothing,
    query: z.object({ w: imageNumber, q: imageNumber }),
    params: z.strictObject({ source: z.string().max(1024) }),
  },
  /** GET /media/logos/{slug}.svg: the path alone names the logo. */
  makeLogo: { body: nothing, query: nothing, params: nothing },
  /** GET /media/maps/{slug}.svg: the path alone names the map. */
  locationMap: { body: nothing, query: nothing, params: nothing },
  /** GET /demo/service-booking: the demo's booking page takes nothing. */
  demoBooking: { body: nothing, query: nothing, params: nothing },
} as const satisfies Record<string, ApiRequestSchemas>;

export type ApiRouteName = keyof typeof apiRequestSchemas;
