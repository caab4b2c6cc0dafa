import {
  adjustmentAnswerSchema,
  type OfferAccepted,
  type OnlineEstimateEligibility,
  offerAccepted,
  onlineEstimateEligibility,
  type RegoState,
  regoSchema,
  regoStateSchema,
  type TradeInValuation,
  tradeInValuationSchema,
  VALUATION_COLUMN_NAME,
  VALUATION_SAVE_FAILED_LOG,
  VALUATION_SAVED_LOG,
  type ValuationSave,
  valuationSaveSchema,
} from '@forecourt/core';
import { assign, fromPromise, setup } from 'xstate';
import { type LogParams, silentLog } from '../shared/logger';

export type ValuationRequest = { rego: string; regoState: RegoState };
export type AdjustmentRequest = {
  id: string;
  adjustmentAnswers: TradeInValuation['adjustmentAnswers'];
};

export type TradeInInput = {
  /** The lead category the accepted offer is filed under, e.g. 'Trade-In'. */
  category: string;
  /** The injected clock's year, for the SPEC §5/§9 age limit. */
  currentYear: number;
  /** SPEC §9: default state qld. */
  regoState?: string;
};

export type TradeInProblem =
  | 'invalid-rego'
  | 'valuation-failed'
  | 'adjustment-failed'
  | 'accept-failed'
  | null;

export type TradeInContext = {
  category: string;
  currentYear: number;
  rego: string;
  regoState: string;
  valuation: TradeInValuation | null;
  /** The reasons the car gets no online estimate (too old, too many km). */
  ineligibility: OnlineEstimateEligibility | null;
  answers: TradeInValuation['adjustmentAnswers'];
  problem: TradeInProblem;
  /** Rego and state field messages from core's schemas. */
  fieldErrors: Partial<Record<'rego' | 'regoState', string>>;
};

export type TradeInEvent =
  | { type: 'field.change'; name: 'rego' | 'regoState'; value: string }
  | { type: 'valuation.request' }
  | { type: 'adjustment.answer'; question: string; answer: unknown }
  | { type: 'adjustment.submit' }
  | { type: 'offer.accept' };

function regoErrors(context: Pick<TradeInContext, 'rego' | 'regoState'>) {
  const errors: TradeInContext['fieldErrors'] = {};
  const rego = regoSchema.safeParse(context.rego);
  if (!rego.success) errors.rego = rego.error.issues[0]?.message ?? 'is not a rego';
  const state = regoStateSchema.safeParse(context.regoState);
  if (!state.success) errors.regoState = state.error.issues[0]?.message ?? 'is not a state';
  return errors;
}

/** The vehicle details a valuation answer may carry, for the online estimate limits. */
function vehicleOf(answer: unknown): { year: number; km: number | null } | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { year, km } = answer as { year?: unknown; km?: unknown };
  const y = typeof year === 'string' ? Number(year) : year;
  const k = typeof km === 'string' ? Number(km) : km;
  if (typeof y !== 'number' || !Number.isFinite(y)) return null;
  return { year: y, km: typeof k === 'number' && Number.isFinite(k) ? k : null };
}

/**
 * SPEC §3/§5/§7/§8/§9 Trade-in valuation: rego and state → valuation (offer_price,
 * lead_id) → adjustment questions → offer accepted (subcategory '3. Offer
 * Accepted') → the valuation saved with column_name 'valuation', whose outcome
 * is only logged. A car over 7 years or 100,000 km (when the valuation answer
 * names its year and odometer) gets no online estimate: `noOnlineEstimate`.
 * The four calls are injected actors; problems are codes, the words are the
 * template's.
 */
export const tradeInMachine = setup({
  types: {
    context: {} as TradeInContext,
    events: {} as TradeInEvent,
    input: {} as TradeInInput,
  },
  actors: {
    requestValuation: fromPromise<unknown, ValuationRequest>(async () => {
      throw new Error('tradeInMachine: provide requestValuation');
    }),
    submitAdjustments: fromPromise<unknown, AdjustmentRequest>(async () => {
      throw new Error('tradeInMachine: provide submitAdjustments');
    }),
    acceptOffer: fromPromise<unknown, OfferAccepted>(async () => {
      throw new Error('tradeInMachine: provide acceptOffer');
    }),
    /** POST /api/miscellaneous (SPEC §7). */
    saveValuation: fromPromise<unknown, ValuationSave>(async () => {
      throw new Error('tradeInMachine: provide saveValuation');
    }),
  },
  actions: { log: silentLog },
  guards: {
    regoValid: ({ context }) => Object.keys(regoErrors(context)).length === 0,
    isValuation: (_, params: { answer: unknown; request: ValuationRequest }) =>
      tradeInValuationSchema.safeParse({ ...(params.answer as object), ...params.request }).success,
    noOnlineEstimate: (_, params: { answer: unknown; currentYear: number }) => {
      const vehicle = vehicleOf(params.answer);
      return vehicle !== null && !onlineEstimateEligibility(vehicle, params.currentYear).eligible;
    },
    hasLeadId: ({ context }) => context.valuation?.lead_id != null,
  },
}).createMachine({
  id: 'tradeIn',
  context: ({ input }) => ({
    category: input.category,
    currentYear: input.currentYear,
    rego: '',
    regoState: input.regoState ?? 'QLD',
    valuation: null,
    ineligibility: null,
    answers: {},
    problem: null,
    fieldErrors: {},
  }),
  initial: 'entering',
  states: {
    entering: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => ({
            [event.name]: event.value,
            fieldErrors: { ...context.fieldErrors, [event.name]: undefined },
          })),
        },
        'valuation.request': [
          { guard: 'regoValid', target: 'valuing', actions: assign({ problem: null }) },
          {
            actions: assign({
              fieldErrors: ({ context }) => regoErrors(context),
              problem: 'invalid-rego',
            }),
          },
        ],
      },
    },
    valuing: {
      invoke: {
        id: 'requestValuation',
        src: 'requestValuation',
        input: ({ context }) => ({
          rego: regoSchema.parse(context.rego),
          regoState: regoStateSchema.parse(context.regoState),
        }),
        onDone: [
          {
            guard: {
              type: 'noOnlineEstimate',
              params: ({ context, event }) => ({
                answer: event.output,
                currentYear: context.currentYear,
              }),
            },
            target: 'noOnlineEstimate',
            actions: assign({
              ineligibility: ({ context, event }) => {
                const vehicle = vehicleOf(event.output);
                return vehicle ? onlineEstimateEligibility(vehicle, context.currentYear) : null;
              },
            }),
          },
          {
            guard: {
              type: 'isValuation',
              params: ({ context, event }) => ({
                answer: event.output,
                request: { rego: context.rego, regoState: context.regoState as RegoState },
              }),
            },
            target: 'adjusting',
            actions: assign({
              valuation: ({ context, event }) =>
                tradeInValuationSchema.parse({
                  ...(event.output as object),
                  rego: context.rego,
                  regoState: context.regoState,
                }),
            }),
          },
          {
            target: 'entering',
            actions: [
              assign({ problem: 'valuation-failed' }),
              {
                type: 'log',
                params: ({ event }) =>
                  ({
                    level: 'error',
                    message: 'trade-in: valuation answer has no offer_price',
                    data: event.output,
                  }) satisfies LogParams,
              },
            ],
          },
        ],
        onError: {
          target: 'entering',
          actions: [
            assign({ problem: 'valuation-failed' }),
            {
              type: 'log',
              params: ({ event }) =>
                ({
                  level: 'error',
                  message: 'trade-in: valuation failed',
                  data: event.error,
                }) satisfies LogParams,
            },
          ],
        },
      },
    },
    adjusting: {
      on: {
        'adjustment.answer': {
          guard: ({ event }) => adjustmentAnswerSchema.safeParse(event.answer).success,
          actions: assign({
            answers: ({ context, event }) => ({
              ...context.answers,
              [event.question]: adjustmentAnswerSchema.parse(event.answer),
            }),
          }),
        },
        'adjustment.submit': [
          { guard: 'hasLeadId', target: 'adjustingOffer' },
          // Without a lead id the adjustments cannot be filed; the first offer stands.
          { target: 'offered' },
        ],
      },
    },
    adjustingOffer: {
      entry: assign({ problem: null }),
      invoke: {
        id: 'submitAdjustments',
        src: 'submitAdjustments',
        input: ({ context }) => ({
          id: String(context.valuation?.lead_id),
          adjustmentAnswers: context.answers,
        }),
        onDone: {
          target: 'offered',
          actions: assign({
            valuation: ({ context, event }) => {
              if (context.valuation === null) return null;
              const adjusted = tradeInValuationSchema.safeParse({
                ...context.valuation,
                ...(typeof event.output === 'object' && event.output !== null
                  ? { offer_price: (event.output as { offer_price?: unknown }).offer_price }
                  : {}),
                adjustmentAnswers: context.answers,
              });
              return adjusted.success
                ? adjusted.data
                : { ...context.valuation, adjustmentAnswers: context.answers };
            },
          }),
        },
        onError: {
          target: 'adjusting',
          actions: [
            assign({ problem: 'adjustment-failed' }),
            {
              type: 'log',
              params: ({ event }) =>
                ({
                  level: 'error',
                  message: 'trade-in: adjustments failed',
                  data: event.error,
                }) satisfies LogParams,
            },
          ],
        },
      },
    },
    offered: {
      on: {
        'offer.accept': { guard: 'hasLeadId', target: 'accepting' },
      },
    },
    accepting: {
      entry: assign({ problem: null }),
      invoke: {
        id: 'acceptOffer',
        src: 'acceptOffer',
        input: ({ context }) => offerAccepted(context.category, String(context.valuation?.lead_id)),
        onDone: 'saving',
        onError: {
          target: 'offered',
          actions: [
            assign({ problem: 'accept-failed' }),
            {
              type: 'log',
              params: ({ event }) =>
                ({
                  level: 'error',
                  message: 'trade-in: offer accepted call failed',
                  data: event.error,
                }) satisfies LogParams,
            },
          ],
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveValuation',
        src: 'saveValuation',
        input: ({ context }) =>
          valuationSaveSchema.parse({ ...context.valuation, column_name: VALUATION_COLUMN_NAME }),
        onDone: {
          target: 'accepted',
          actions: {
            type: 'log',
            params: { level: 'info', message: VALUATION_SAVED_LOG } satisfies LogParams,
          },
        },
        // SPEC §7/§8: the outcome is logged only; the offer stands either way.
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
    noOnlineEstimate: { type: 'final' },
  },
});
