import {
  australianStateOf,
  australianStates,
  type ContactFieldName,
  LEAD_SUBMISSION_DEFAULT_ERROR,
  normaliseRego,
  OFFER_ACCEPTED_SUBCATEGORY,
  REGO_INVALID_MESSAGE,
  TRADE_IN_ADJUSTMENTS,
  type TradeInAdjustment,
  tradeInCarErrors,
  tradeInMessages,
  VALUATION_COLUMN_NAME,
  VALUATION_SAVE_FAILED_LOG,
  VALUATION_SAVED_LOG,
} from '@forecourt/core';
import { and, assign, fromPromise, setup } from 'xstate';
import { type LogParams, silentLog } from '../shared/logger';

// Trade-in screen, the trade-in and
// sell-your-car flow as the form walks it (docs/rules.md#trade-in-steps).
//
//   rego ──rego.submit──▶ lookingUp ──vehicle──▶ car ──car.submit──▶ valuing
//     ▲ ◀─unknown/timeout/error (message, values kept)─┘               │
//     └──appraisal.choose──▶ car (typed in by hand) ─car.submit─▶ contact
//   valuing ──offer / no online estimate──▶ contact ──contact.submit──▶ sending
//   sending ──offer──▶ offer ──offer.accept──▶ accepting ──▶ saving ──▶ accepted
//   sending ──no estimate──▶ sent (the in-person appraisal lead)
//
// Every call is an injected actor (the storefront supplies the API client's);
// they answer with the HTTP status and JSON body, which the machine reads. The
// rules are core's: the rego's form (`normaliseRego`), step 2's checks
// (`tradeInCarErrors`), the 7-year / 100,000 km rule (applied by the server with
// core's `onlineEstimateEligibility`, its reasons read here), the words of every
// message. Nothing the shopper typed is ever cleared by a failure.

/** What a call answered: the status and the JSON body, whatever the status. */
export type TradeInAnswer = { status: number; body: unknown };

export type TradeInVehicle = { year: string; make: string; model: string; badge: string };
export type TradeInContact = Record<ContactFieldName, string>;
export type YesNo = 'yes' | 'no';

/** The text fields of the three steps, as the shopper types them. */
export type TradeInField =
  | 'rego'
  | 'regoState'
  | keyof TradeInVehicle
  | 'km'
  | keyof TradeInContact;

export type VehicleLookupRequest = { rego: string; regoState: string };
export type ValuationRequest = VehicleLookupRequest & {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  km: number;
  adjustmentAnswers: Record<string, boolean>;
};
/** A lead the flow files: the valuation, the in-person appraisal or the accepted offer. */
export type TradeInLeadRequest = {
  kind: 'valuation' | 'appraisal' | 'accept';
  /** The lead's userData (docs/rules.md#lead-submission); the storefront wraps it in the lead envelope. */
  userData: Record<string, unknown>;
};
/** POST /api/miscellaneous (docs/rules.md#trade-in-steps). */
export type ValuationSaveRequest = {
  offer_price: number;
  rego: string;
  regoState: string;
  adjustmentAnswers: Record<string, boolean>;
  lead_id: string;
  column_name: typeof VALUATION_COLUMN_NAME;
};

export type TradeInInput = {
  /** The lead category: 'Trade-In', or 'Sell Your Car' on /sell-your-car. */
  category: string;
  /** Where the rego state starts: core's `tradeInDefaultState` of the site (docs/rules.md#trade-in-form). */
  defaultState: string;
  /** The site asks for the terms checkbox (docs/rules.md#lead-form). */
  termsRequired?: boolean;
  /** What the shopper typed into step 1 before the machine was loaded. */
  rego?: string;
  regoState?: string;
};

export type TradeInContext = {
  category: string;
  termsRequired: boolean;
  rego: string;
  regoState: string;
  vehicle: TradeInVehicle;
  km: string;
  answers: Partial<Record<TradeInAdjustment, YesNo>>;
  contact: TradeInContact;
  terms: boolean;
  /** Why there is no online estimate; [] when the shopper typed the car in by hand; null: there is one. */
  noEstimate: string[] | null;
  offer: number | null;
  leadId: string | null;
  /** The message above the form (a failed call), in the words of core or the server. */
  problem: string | null;
  /** Field messages keyed by field name ('vehicle' for the car as a whole). */
  errors: Record<string, string>;
};

export type TradeInEvent =
  | { type: 'field.change'; field: TradeInField; value: string }
  | { type: 'answer.change'; question: TradeInAdjustment; answer: YesNo }
  | { type: 'terms.change'; value: boolean }
  | { type: 'rego.submit' }
  | { type: 'appraisal.choose' }
  | { type: 'car.submit' }
  | { type: 'contact.submit' }
  | { type: 'back' }
  | { type: 'offer.accept' };

/** The step the form shows for a state of the machine. */
export type TradeInStep = 'rego' | 'car' | 'contact' | 'offer' | 'accepted' | 'sent';

const stepOfState: Record<string, TradeInStep> = {
  rego: 'rego',
  lookingUp: 'rego',
  car: 'car',
  valuing: 'car',
  contact: 'contact',
  sending: 'contact',
  offer: 'offer',
  accepting: 'offer',
  saving: 'accepted',
  accepted: 'accepted',
  sent: 'sent',
};
const busyStates = new Set(['lookingUp', 'valuing', 'sending', 'accepting']);

/** The step a snapshot's state shows, and whether a call is on its way. */
export function tradeInView(state: unknown): { step: TradeInStep; busy: boolean } {
  const name = typeof state === 'string' ? state : 'rego';
  return { step: stepOfState[name] ?? 'rego', busy: busyStates.has(name) };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The server's sentence for the shopper, when its answer has one. */
function errorOf(body: unknown): string | null {
  return isRecord(body) && typeof body.error === 'string' && body.error.trim() !== ''
    ? body.error
    : null;
}

/** The field messages of a 400 answer (`fieldErrors`, or a lead's `errors` keyed `userData.x`). */
export function tradeInFieldErrors(body: unknown): Record<string, string> {
  if (!isRecord(body)) return {};
  const raw = isRecord(body.errors)
    ? body.errors
    : isRecord(body.fieldErrors)
      ? body.fieldErrors
      : {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(raw)) {
    if (typeof message === 'string') out[key.replace(/^userData\./, '')] = message;
  }
  return out;
}

/**
 * What a failed rego lookup or valuation tells the shopper: the server's own
 * sentence, else core's for the reason it names (unknown rego, time-out), else
 * the provider error.
 */
export function tradeInProblem(body: unknown): string {
  const reason = isRecord(body) ? body.reason : null;
  const byReason =
    reason === 'unknown-rego'
      ? tradeInMessages.unknownRego
      : reason === 'timeout'
        ? tradeInMessages.timeout
        : null;
  return errorOf(body) ?? byReason ?? tradeInMessages.providerError;
}

/** The vehicle of a 200 rego lookup answer, as the form's text fields. */
function vehicleOf(answer: TradeInAnswer): TradeInVehicle | null {
  if (answer.status !== 200 || !isRecord(answer.body) || !isRecord(answer.body.vehicle))
    return null;
  const found = answer.body.vehicle;
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return {
    year: text(found.year),
    make: text(found.make),
    model: text(found.model),
    badge: text(found.badge),
  };
}

const yesNoAsBoolean = (answers: TradeInContext['answers']) =>
  Object.fromEntries(Object.entries(answers).map(([q, a]) => [q, a === 'yes'])) as Record<
    string,
    boolean
  >;

function leadIdOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const id = body.lead_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/** The lead's userData from everything the shopper gave (docs/rules.md#trade-in-steps). */
export function tradeInUserData(
  context: TradeInContext,
  extra: Record<string, unknown>,
): Record<string, unknown> {
  const flat: Record<string, string> = {};
  for (const q of TRADE_IN_ADJUSTMENTS) {
    const answer = context.answers[q];
    if (answer) flat[q] = answer === 'yes' ? 'Yes' : 'No';
  }
  return {
    category: context.category,
    ...context.contact,
    rego: context.rego,
    regoState: context.regoState,
    year: context.vehicle.year,
    make: context.vehicle.make,
    model: context.vehicle.model,
    badge: context.vehicle.badge || null,
    km: context.km,
    ...flat,
    ...(context.termsRequired ? { terms_conditions: context.terms } : {}),
    ...extra,
  };
}

function offerOf(answer: TradeInAnswer): number | null {
  if (answer.status !== 200 || !isRecord(answer.body)) return null;
  const price = answer.body.offer_price;
  return typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : null;
}

function noEstimateOf(answer: TradeInAnswer): string[] | null {
  if (answer.status !== 200 || !isRecord(answer.body)) return null;
  const reasons = answer.body.no_online_estimate;
  return Array.isArray(reasons) ? reasons.map(String) : null;
}

/** Step 1 before the lookup: the plate's form and the state, by core's rules. */
function regoErrors(context: Pick<TradeInContext, 'rego' | 'regoState'>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (normaliseRego(context.rego) === null) errors.rego = `Rego ${REGO_INVALID_MESSAGE}`;
  if (australianStateOf(context.regoState) === null) {
    errors.regoState = `State must be one of ${australianStates.join(', ')}`;
  }
  return errors;
}

const fail = (message: string) => ({ level: 'error', message }) satisfies LogParams;

export const tradeInMachine = setup({
  types: {
    context: {} as TradeInContext,
    events: {} as TradeInEvent,
    input: {} as TradeInInput,
  },
  actors: {
    /** POST /api/trade-in/vehicle: the vehicle the rego belongs to. */
    lookUpVehicle: fromPromise<TradeInAnswer, VehicleLookupRequest>(async () => {
      throw new Error('tradeInMachine: provide lookUpVehicle');
    }),
    /** POST /api/trade-in/valuation: the offer, or why there is no online estimate. */
    valueCar: fromPromise<TradeInAnswer, ValuationRequest>(async () => {
      throw new Error('tradeInMachine: provide valueCar');
    }),
    /** POST /api/leads: answers the lead body (`lead_id`, or `error` and `errors`). */
    sendLead: fromPromise<unknown, TradeInLeadRequest>(async () => {
      throw new Error('tradeInMachine: provide sendLead');
    }),
    /** POST /api/miscellaneous (docs/rules.md#trade-in-steps). */
    saveValuation: fromPromise<TradeInAnswer, ValuationSaveRequest>(async () => {
      throw new Error('tradeInMachine: provide saveValuation');
    }),
  },
  actions: {
    log: silentLog,
    clearProblems: assign({ problem: null, errors: {} }),
  },
  guards: {
    regoValid: ({ context }) => Object.keys(regoErrors(context)).length === 0,
    carValid: ({ context }) =>
      Object.keys(tradeInCarErrors({ ...context.vehicle, km: context.km })).length === 0,
    typedByHand: ({ context }) => context.noEstimate !== null && context.noEstimate.length === 0,
    canAccept: ({ context }) => context.leadId !== null && context.offer !== null,
  },
}).createMachine({
  id: 'tradeIn',
  context: ({ input }) => ({
    category: input.category,
    termsRequired: input.termsRequired ?? false,
    rego: input.rego ?? '',
    regoState: (input.regoState ?? input.defaultState).toUpperCase(),
    vehicle: { year: '', make: '', model: '', badge: '' },
    km: '',
    answers: {},
    contact: { name: '', last_name: '', phone: '', email: '', postcode: '' },
    terms: false,
    noEstimate: null,
    offer: null,
    leadId: null,
    problem: null,
    errors: {},
  }),
  // What is typed is kept in every state: a failure never takes it away.
  on: {
    'field.change': {
      actions: assign(({ context, event }) => {
        const { field, value } = event;
        if (field === 'rego' || field === 'regoState' || field === 'km') return { [field]: value };
        if (field in context.vehicle) return { vehicle: { ...context.vehicle, [field]: value } };
        return { contact: { ...context.contact, [field]: value } };
      }),
    },
    'answer.change': {
      actions: assign({
        answers: ({ context, event }) => ({ ...context.answers, [event.question]: event.answer }),
      }),
    },
    'terms.change': { actions: assign({ terms: ({ event }) => event.value }) },
  },
  initial: 'rego',
  states: {
    rego: {
      on: {
        'rego.submit': [
          { guard: 'regoValid', target: 'lookingUp', actions: 'clearProblems' },
          {
            actions: assign({ problem: null, errors: ({ context }) => regoErrors(context) }),
          },
        ],
        // After a failed lookup: the car typed in by hand, for an in-person appraisal.
        'appraisal.choose': {
          target: 'car',
          actions: [assign({ noEstimate: [] }), 'clearProblems'],
        },
      },
    },
    lookingUp: {
      invoke: {
        src: 'lookUpVehicle',
        input: ({ context }) => ({ rego: context.rego, regoState: context.regoState }),
        onDone: [
          {
            guard: ({ event }) => vehicleOf(event.output) !== null,
            target: 'car',
            actions: assign({
              vehicle: ({ event, context }) => vehicleOf(event.output) ?? context.vehicle,
              noEstimate: null,
            }),
          },
          {
            guard: ({ event }) => event.output.status === 400,
            target: 'rego',
            actions: assign(({ event }) => {
              const errors = tradeInFieldErrors(event.output.body);
              return Object.keys(errors).length > 0
                ? { errors }
                : { problem: tradeInProblem(event.output.body) };
            }),
          },
          {
            target: 'rego',
            actions: assign({ problem: ({ event }) => tradeInProblem(event.output.body) }),
          },
        ],
        onError: {
          target: 'rego',
          actions: [
            assign({ problem: tradeInMessages.providerError }),
            { type: 'log', params: fail('trade-in: the rego lookup failed') },
          ],
        },
      },
    },
    car: {
      on: {
        'car.submit': [
          // Typed in by hand after a failed lookup: straight to the appraisal enquiry.
          {
            guard: and(['typedByHand', 'carValid']),
            target: 'contact',
            actions: 'clearProblems',
          },
          { guard: 'carValid', target: 'valuing', actions: 'clearProblems' },
          {
            actions: assign({
              problem: null,
              errors: ({ context }) => tradeInCarErrors({ ...context.vehicle, km: context.km }),
            }),
          },
        ],
        back: { target: 'rego', actions: 'clearProblems' },
      },
    },
    valuing: {
      invoke: {
        src: 'valueCar',
        input: ({ context }) => ({
          rego: context.rego,
          regoState: context.regoState,
          year: Number(context.vehicle.year),
          make: context.vehicle.make,
          model: context.vehicle.model,
          badge: context.vehicle.badge || null,
          km: Number(context.km),
          adjustmentAnswers: yesNoAsBoolean(context.answers),
        }),
        onDone: [
          {
            guard: ({ event }) => offerOf(event.output) !== null,
            target: 'contact',
            actions: assign({
              offer: ({ event }) => offerOf(event.output),
              noEstimate: null,
            }),
          },
          {
            // Over 7 years or 100,000 km, no online estimate; core's reasons (docs/rules.md#online-estimate-limits).
            guard: ({ event }) => noEstimateOf(event.output) !== null,
            target: 'contact',
            actions: assign({
              offer: null,
              noEstimate: ({ event }) => noEstimateOf(event.output),
            }),
          },
          {
            target: 'car',
            actions: assign({ problem: ({ event }) => tradeInProblem(event.output.body) }),
          },
        ],
        onError: {
          target: 'car',
          actions: [
            assign({ problem: tradeInMessages.providerError }),
            { type: 'log', params: fail('trade-in: the valuation failed') },
          ],
        },
      },
    },
    contact: {
      on: {
        'contact.submit': { target: 'sending', actions: 'clearProblems' },
        back: { target: 'car', actions: 'clearProblems' },
      },
    },
    sending: {
      invoke: {
        src: 'sendLead',
        input: ({ context }) =>
          context.offer === null
            ? {
                kind: 'appraisal' as const,
                userData: tradeInUserData(context, {
                  subcategory: 'In-person appraisal',
                  no_online_estimate: (context.noEstimate ?? []).join(', '),
                }),
              }
            : {
                kind: 'valuation' as const,
                userData: tradeInUserData(context, {
                  subcategory: '1. Valuation',
                  offer_price: context.offer,
                }),
              },
        onDone: [
          {
            guard: ({ event, context }) =>
              leadIdOf(event.output) !== null && context.offer !== null,
            target: 'offer',
            actions: assign({ leadId: ({ event }) => leadIdOf(event.output) }),
          },
          {
            guard: ({ event }) => leadIdOf(event.output) !== null,
            target: 'sent',
            actions: assign({ leadId: ({ event }) => leadIdOf(event.output) }),
          },
          {
            target: 'contact',
            actions: assign({
              errors: ({ event }) => tradeInFieldErrors(event.output),
              problem: ({ event }) => errorOf(event.output) ?? LEAD_SUBMISSION_DEFAULT_ERROR,
            }),
          },
        ],
        onError: {
          target: 'contact',
          actions: [
            assign({ problem: LEAD_SUBMISSION_DEFAULT_ERROR }),
            { type: 'log', params: fail('trade-in: the lead could not be sent') },
          ],
        },
      },
    },
    offer: {
      on: {
        'offer.accept': { guard: 'canAccept', target: 'accepting', actions: 'clearProblems' },
      },
    },
    accepting: {
      invoke: {
        src: 'sendLead',
        // Offer accepted: the first lead's id, the form completed, the offer taken (docs/rules.md#trade-in-steps).
        input: ({ context }) => ({
          kind: 'accept' as const,
          userData: tradeInUserData(context, {
            subcategory: OFFER_ACCEPTED_SUBCATEGORY,
            lead_id: context.leadId,
            form_completed: true,
            offer_accepted: true,
            offer_price: context.offer,
          }),
        }),
        onDone: [
          { guard: ({ event }) => leadIdOf(event.output) !== null, target: 'saving' },
          {
            target: 'offer',
            actions: assign({
              problem: ({ event }) => errorOf(event.output) ?? LEAD_SUBMISSION_DEFAULT_ERROR,
            }),
          },
        ],
        onError: {
          target: 'offer',
          actions: [
            assign({ problem: LEAD_SUBMISSION_DEFAULT_ERROR }),
            { type: 'log', params: fail('trade-in: the accepted offer could not be sent') },
          ],
        },
      },
    },
    saving: {
      invoke: {
        src: 'saveValuation',
        input: ({ context }) => ({
          offer_price: context.offer ?? 0,
          rego: context.rego,
          regoState: context.regoState,
          adjustmentAnswers: yesNoAsBoolean(context.answers),
          lead_id: context.leadId ?? '',
          column_name: VALUATION_COLUMN_NAME,
        }),
        // The outcome is logged only; the offer stands either way (docs/rules.md#offers-on-a-site).
        onDone: [
          {
            guard: ({ event }) => event.output.status >= 200 && event.output.status < 300,
            target: 'accepted',
            actions: { type: 'log', params: { level: 'info', message: VALUATION_SAVED_LOG } },
          },
          {
            target: 'accepted',
            actions: {
              type: 'log',
              params: ({ event }) =>
                ({
                  level: 'error',
                  message: VALUATION_SAVE_FAILED_LOG,
                  data: event.output.body,
                }) satisfies LogParams,
            },
          },
        ],
        onError: {
          target: 'accepted',
          actions: {
            type: 'log',
            params: ({ event }) =>
              ({
                level: 'error',
                message: VALUATION_SAVE_FAILED_LOG,
                data: event.error,
              }) satisfies LogParams,
          },
        },
      },
    },
    accepted: { type: 'final' },
    sent: { type: 'final' },
  },
});
