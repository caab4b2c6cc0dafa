import {
  CAREERS_CATEGORY,
  type Car,
  CONTACT_FIELD_NAMES,
  defaultLeadFormConfig,
  type EnquiryFormValues,
  LEAD_FORM_ERROR_HEADING,
  LEAD_SUBMISSION_DEFAULT_ERROR,
  type LeadEventId,
  type LeadForm,
  type LeadFormConfig,
  type LeadSubmission,
  leadEventId,
  leadSubmissionSchema,
  OPT_IN_DEFAULT,
  readLeadResponse,
  transformEnquiry,
  validateLeadForm,
} from '@forecourt/core';
import { and, assign, fromPromise, setup } from 'xstate';
import { type LogParams, silentLog } from '../shared/logger';
import { discardStorageWrite } from '../shared/storage';

/** Where a lead form goes once the lead is filed (docs/rules.md#lead-form). */
export const LEAD_SUCCESS_PATH = '/success';
/** Storage keys the /success page reads: the car and success category, and the contact details. */
export const LEAD_SUCCESS_STORAGE_KEY = 'forecourt:lead-success';
export const LEAD_CONTACT_STORAGE_KEY = 'forecourt:lead-contact';
/** The contact details kept locally so the next form starts filled in (docs/rules.md#lead-form). */
export const CONTACT_FIELDS = CONTACT_FIELD_NAMES;

/**
 * The car a lead is about: enough to file it, pick its event id, show it on
 * /success, and call it a caravan in the form's words when it is one (item_type).
 */
export type LeadCar = Pick<Car, 'id' | 'dealership_id' | 'car_type' | 'tag'> &
  Partial<Pick<Car, 'name' | 'slug' | 'make' | 'model' | 'primary_image_url' | 'item_type'>>;

/** Where the shopper is: the parts of the submission only the browser knows (docs/rules.md#lead-form). */
export type LeadPage = {
  url: string;
  userAgent: string;
  visitedPages?: string[];
  linkedQueryParams?: Record<string, string>;
};

/**
 * One form on one site. Enquiry, test drive, photo request, finance enquiry,
 * trade-in contact, service and careers forms are all this machine with a
 * different configuration.
 */
export type LeadFormInput = {
  /** Which event id family the lead belongs to (docs/rules.md#lead-event-ids). */
  form: LeadForm;
  /** The lead's category, e.g. 'Vehicle Enquiry'; a category select on the form overrides it. */
  category: string;
  subcategory?: string | null;
  /** The site's rules for this form (terms, message, selects, postcode). */
  config?: Partial<LeadFormConfig>;
  /** The field names on each step, in order; one step holding every field when omitted. */
  steps?: readonly (readonly string[])[];
  car?: LeadCar | null;
  /**
   * Values the form does not ask for but sends, e.g. the page id. The shopper's
   * own values live in the form's field store and arrive with each `step.next`.
   */
  values?: Record<string, unknown>;
  page: LeadPage;
  /** A UUID made once per form; retries reuse it so one lead is never filed twice. */
  idempotencyKey: string;
};

export type LeadFormContext = {
  form: LeadForm;
  category: string;
  subcategory: string | null;
  config: LeadFormConfig;
  steps: readonly (readonly string[])[];
  step: number;
  car: LeadCar | null;
  page: LeadPage;
  idempotencyKey: string;
  /**
   * The values as the form last handed them over (`step.next`): what the steps
   * are checked against and what is sent. Not a field store: the form keeps the
   * live values and the machine never edits them.
   */
  values: Record<string, unknown>;
  /** Field → message, from the machine's own check or the server, for the form to show. */
  errors: Record<string, string>;
  /** The list under 'Please fix the following errors:'. */
  messages: string[];
  /**
   * The server's own message after a failed submission; null when it sent none
   * or the request never got an answer. What the shopper reads is core's
   * `leadSubmitFailure(kind, serverMessage)` (docs/rules.md#lead-form), chosen by the form.
   */
  serverMessage: string | null;
  submission: LeadSubmission | null;
  leadId: string | null;
};

export type LeadFormEvent =
  | {
      type: 'step.next';
      /** The form's values; merged over those handed over before. */
      values?: Record<string, unknown>;
      /**
       * The step these values were checked on. A Next from a step the machine has
       * already left (a double click that the form validated twice) is ignored.
       */
      step?: number;
    }
  | { type: 'step.back' };

export type TrackLeadParams = { eventId: LeadEventId; leadId: string; category: string };

const CANNOT_SUBMIT_LOG: LogParams = {
  level: 'error',
  message: 'leadForm: the submission could not be built (page url or idempotency key)',
};

const ALL_FIELDS: readonly string[] = [];

function isLastStep(context: LeadFormContext): boolean {
  return context.step >= context.steps.length - 1;
}

function stepFields(context: LeadFormContext): readonly string[] {
  return context.steps[context.step] ?? ALL_FIELDS;
}

/**
 * The problems that stop the current step: its own fields' errors, and on the
 * last step every error (a required field on no step must still block).
 */
export function stepErrors(context: LeadFormContext): Record<string, string> {
  const result = validateLeadForm(context.config, context.values);
  if (result.ok) return {};
  if (isLastStep(context)) return result.errors;
  const fields = stepFields(context);
  return Object.fromEntries(Object.entries(result.errors).filter(([f]) => fields.includes(f)));
}

/** The context as a `step.next` would make it: its values merged over the last ones. */
function withEventValues(context: LeadFormContext, event: LeadFormEvent): LeadFormContext {
  if (event.type !== 'step.next' || !event.values) return context;
  return { ...context, values: { ...context.values, ...event.values } };
}

/**
 * The server's own message of a failed answer, or null. Core's readLeadResponse
 * puts the lead default in place of a missing message, and the server's own
 * catch-all answer is that same default; neither says more than the form's own
 * default text, so both count as no message (docs/rules.md#submit-failure: an enquiry form then
 * shows its own default, 'An error occurred when submitting this form').
 */
function serverMessageOf(error: string): string | null {
  return error === LEAD_SUBMISSION_DEFAULT_ERROR ? null : error;
}

/** Server field errors name userData fields (`userData.email`); the form names them `email`. */
function formFieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field.replace(/^userData\./, ''), message]),
  );
}

function withoutUndefined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/**
 * Validated values, the form's category, the enquiry transformation,
 * then the shared sender's payload (docs/rules.md#enquiry-transformation). Null when the values do not validate or the
 * page details are malformed.
 */
export function leadSubmissionFor(context: LeadFormContext): LeadSubmission | null {
  const result = validateLeadForm(context.config, context.values);
  if (!result.ok) return null;
  const values: EnquiryFormValues = {
    ...result.values,
    category: result.values.category ?? context.category,
    subcategory: result.values.subcategory ?? context.subcategory ?? undefined,
  };
  const parsed = leadSubmissionSchema.safeParse({
    userData: withoutUndefined(transformEnquiry(values)),
    url: context.page.url,
    source: 'Website',
    user_agent: context.page.userAgent,
    car_id: context.car?.id ?? null,
    car_dealership_id: context.car?.dealership_id ?? null,
    lead_attributes: {
      visited_pages: context.page.visitedPages ?? [],
      linked_query_params: context.page.linkedQueryParams ?? {},
    },
    idempotency_key: context.idempotencyKey,
  });
  return parsed.success ? parsed.data : null;
}

function firstStepWith(context: LeadFormContext, fields: readonly string[]): number {
  const index = context.steps.findIndex((step) => step.some((f) => fields.includes(f)));
  return index === -1 ? context.step : index;
}

function contactOf(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    CONTACT_FIELDS.filter((f) => values[f] !== undefined && values[f] !== '').map((f) => [
      f,
      values[f],
    ]),
  );
}

const stepBack = { guard: 'hasPreviousStep', actions: 'previousStep' } as const;

/**
 * Lead form (docs/rules.md#lead-form). Multi-step: `step.next` carries the form's values
 * and checks the current step with core's lead schema before advancing; on the
 * last step it submits through the injected `submitLead` actor. States idle,
 * submitting (button disabled with a spinner), success and error. A lead_id
 * records the analytics event (`track`), stores the car with the success
 * category and the contact details (`writeStorage`) and goes to /success
 * (`navigate`). A failure keeps the server's own message (`serverMessage`) for
 * the form to show (docs/rules.md#submit-failure), with any field errors the server names
 * mapped back onto the fields, the error list and the step that holds them.
 */
export const leadFormMachine = setup({
  types: {
    context: {} as LeadFormContext,
    events: {} as LeadFormEvent,
    input: {} as LeadFormInput,
  },
  actors: {
    /** The shared sender (docs/rules.md#lead-submission); resolves with the raw answer, rejects on a network error. */
    submitLead: fromPromise<unknown, LeadSubmission>(async () => {
      throw new Error('leadFormMachine: provide the submitLead actor');
    }),
  },
  actions: {
    track: (_, _params: TrackLeadParams) => {},
    writeStorage: discardStorageWrite,
    navigate: (_, _params: { to: string }) => {},
    log: silentLog,
    takeValues: assign(({ context, event }) => ({
      values: withEventValues(context, event).values,
    })),
    previousStep: assign({ step: ({ context }) => Math.max(0, context.step - 1) }),
    showStepErrors: assign(({ context }) => {
      const errors = stepErrors(context);
      return { errors, messages: Object.values(errors) };
    }),
    prepare: assign({ submission: ({ context }) => leadSubmissionFor(context) }),
    // Only a malformed page url or idempotency key gets here: a bug in the
    // caller, not the shopper's mistake, so the shopper sees the default text.
    cannotSubmit: assign({ serverMessage: null }),
    nextStep: assign({
      step: ({ context }) => context.step + 1,
      errors: {},
      messages: [],
    }),
  },
  guards: {
    isStale: ({ context, event }) =>
      event.type === 'step.next' && event.step !== undefined && event.step !== context.step,
    stepInvalid: ({ context, event }) =>
      Object.keys(stepErrors(withEventValues(context, event))).length > 0,
    isLastStep: ({ context }) => isLastStep(context),
    hasPreviousStep: ({ context }) => context.step > 0,
    canSubmit: ({ context, event }) => leadSubmissionFor(withEventValues(context, event)) !== null,
    isLead: (_, params: { output: unknown }) => readLeadResponse(params.output).ok,
  },
}).createMachine({
  id: 'leadForm',
  context: ({ input }) => {
    const steps = input.steps && input.steps.length > 0 ? input.steps : [ALL_FIELDS];
    return {
      form: input.form,
      category: input.category,
      subcategory: input.subcategory ?? null,
      config: { ...defaultLeadFormConfig, ...input.config },
      steps,
      step: 0,
      car: input.car ?? null,
      page: input.page,
      idempotencyKey: input.idempotencyKey,
      // opt_in starts ticked (docs/rules.md#lead-form).
      values: { opt_in: OPT_IN_DEFAULT, ...input.values },
      errors: {},
      messages: [],
      serverMessage: null,
      submission: null,
      leadId: null,
    };
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'step.back': stepBack,
        'step.next': [
          { guard: 'isStale' },
          { guard: 'stepInvalid', actions: ['takeValues', 'showStepErrors'] },
          {
            guard: and(['isLastStep', 'canSubmit']),
            target: 'submitting',
            actions: ['takeValues', 'prepare'],
          },
          {
            guard: 'isLastStep',
            target: 'error',
            actions: ['takeValues', 'cannotSubmit', { type: 'log', params: CANNOT_SUBMIT_LOG }],
          },
          { actions: ['takeValues', 'nextStep'] },
        ],
      },
    },
    submitting: {
      // The button is disabled: further clicks wait for the answer.
      entry: assign({ errors: {}, messages: [], serverMessage: null }),
      invoke: {
        id: 'submitLead',
        src: 'submitLead',
        input: ({ context }) => context.submission as LeadSubmission,
        onDone: [
          {
            guard: { type: 'isLead', params: ({ event }) => ({ output: event.output }) },
            target: 'success',
            actions: assign({
              leadId: ({ event }) => {
                const answer = readLeadResponse(event.output);
                return answer.ok ? answer.leadId : null;
              },
            }),
          },
          {
            target: 'error',
            actions: assign(({ context, event }) => {
              const answer = readLeadResponse(event.output);
              const errors = answer.ok ? {} : formFieldErrors(answer.fieldErrors);
              const fields = Object.keys(errors);
              return {
                serverMessage: answer.ok ? null : serverMessageOf(answer.error),
                errors,
                messages: Object.values(errors),
                step: fields.length > 0 ? firstStepWith(context, fields) : context.step,
              };
            }),
          },
        ],
        onError: {
          target: 'error',
          actions: [
            assign({ serverMessage: null }),
            {
              type: 'log',
              params: ({ event }) =>
                ({
                  level: 'error',
                  message: 'leadForm: lead submission failed',
                  data: event.error,
                }) satisfies LogParams,
            },
          ],
        },
      },
    },
    success: {
      type: 'final',
      entry: [
        {
          type: 'track',
          params: ({ context }) => ({
            // A careers enquiry chosen in the category select is the careers form (docs/rules.md#enquiry-transformation: 51).
            eventId: leadEventId({
              form: context.values.category === CAREERS_CATEGORY ? 'careers' : context.form,
              car: context.car,
            }),
            leadId: context.leadId ?? '',
            category: String(context.submission?.userData.category ?? context.category),
          }),
        },
        {
          type: 'writeStorage',
          params: ({ context }) => ({
            key: LEAD_SUCCESS_STORAGE_KEY,
            value: JSON.stringify({
              car: context.car,
              category: context.submission?.userData.category ?? context.category,
            }),
          }),
        },
        {
          type: 'writeStorage',
          params: ({ context }) => ({
            key: LEAD_CONTACT_STORAGE_KEY,
            value: JSON.stringify(contactOf(context.values)),
          }),
        },
        { type: 'navigate', params: { to: LEAD_SUCCESS_PATH } },
      ],
    },
    error: {
      // The failure stays on show until the shopper tries again (or goes back a step).
      on: {
        'step.back': stepBack,
        'step.next': [
          { guard: 'isStale' },
          {
            guard: 'stepInvalid',
            target: 'idle',
            actions: ['takeValues', 'showStepErrors', assign({ serverMessage: null })],
          },
          {
            guard: and(['isLastStep', 'canSubmit']),
            target: 'submitting',
            actions: ['takeValues', 'prepare'],
          },
          {
            guard: 'isLastStep',
            actions: ['takeValues', 'cannotSubmit', { type: 'log', params: CANNOT_SUBMIT_LOG }],
          },
          { target: 'idle', actions: ['takeValues', 'nextStep'] },
        ],
      },
    },
  },
});

export type LeadFormView = {
  step: number;
  stepCount: number;
  isLastStep: boolean;
  /** The submit button is disabled with a spinner while submitting (docs/rules.md#lead-form). */
  submitting: boolean;
  errors: Record<string, string>;
  /** The heading and list, or null when there is nothing to fix. */
  errorList: { heading: typeof LEAD_FORM_ERROR_HEADING; messages: string[] } | null;
  /** After a failed submission: the server's own message, or null when it sent none. */
  serverMessage: string | null;
};

export function leadFormView(snapshot: {
  context: LeadFormContext;
  matches: (state: 'submitting') => boolean;
}): LeadFormView {
  const { context } = snapshot;
  return {
    step: context.step,
    stepCount: context.steps.length,
    isLastStep: isLastStep(context),
    submitting: snapshot.matches('submitting'),
    errors: context.errors,
    errorList:
      context.messages.length > 0
        ? { heading: LEAD_FORM_ERROR_HEADING, messages: context.messages }
        : null,
    serverMessage: context.serverMessage,
  };
}
