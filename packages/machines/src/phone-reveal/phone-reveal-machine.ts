import {
  NO_PHONE_WARNING,
  type PhoneDisplay,
  type PhoneRevealLog,
  phoneDisplay,
  phoneRevealLogSchema,
} from '@forecourt/core';
import { fromPromise, setup } from 'xstate';
import { type LogParams, silentLog } from '../shared/logger';

/** How long the reveal waits for its log call before showing the number anyway. */
export const REVEAL_LOG_TIMEOUT_MS = 1500;

export type PhoneRevealInput = {
  phone: string | null | undefined;
  /** Phone reveal log payload: car_id, dealership_id, website_id (docs/rules.md#phone-reveal). */
  log: { car_id: unknown; dealership_id: unknown; website_id: unknown };
};

export type PhoneRevealContext = {
  display: PhoneDisplay;
  log: PhoneRevealInput['log'];
};

export type PhoneRevealEvent = { type: 'reveal' };

/**
 * Phone reveal, Phone reveal log, Missing phone / Phone reveal
 * error (docs/rules.md#phone-reveal). The number shows masked (first 5 characters); `reveal` sends the log
 * call and then shows the full number as a tel link. The log call is
 * best-effort: a failure is logged, and a call slower than
 * REVEAL_LOG_TIMEOUT_MS is left behind, so neither blocks the reveal. With no
 * number the machine sits in `unavailable` ('Phone not available') after
 * logging the warning.
 */
export const phoneRevealMachine = setup({
  types: {
    context: {} as PhoneRevealContext,
    events: {} as PhoneRevealEvent,
    input: {} as PhoneRevealInput,
  },
  actors: {
    /** The API call; the default sends nothing. */
    logReveal: fromPromise<void, PhoneRevealLog>(async () => {}),
  },
  actions: { log: silentLog },
  delays: { revealLogTimeout: REVEAL_LOG_TIMEOUT_MS },
  guards: {
    hasNumber: ({ context }) => context.display.kind === 'available',
    hasLogPayload: ({ context }) => phoneRevealLogSchema.safeParse(context.log).success,
  },
}).createMachine({
  id: 'phoneReveal',
  context: ({ input }) => ({ display: phoneDisplay(input.phone), log: input.log }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasNumber', target: 'masked' }, { target: 'unavailable' }],
    },
    unavailable: {
      entry: {
        type: 'log',
        params: ({ context }) =>
          ({ level: 'warn', message: NO_PHONE_WARNING, data: context.log }) satisfies LogParams,
      },
    },
    masked: {
      on: {
        reveal: [
          { guard: 'hasLogPayload', target: 'logging' },
          {
            target: 'revealed',
            actions: {
              type: 'log',
              params: ({ context }) =>
                ({
                  level: 'error',
                  message: 'Phone reveal not logged: car_id, dealership_id or website_id missing',
                  data: context.log,
                }) satisfies LogParams,
            },
          },
        ],
      },
    },
    logging: {
      invoke: {
        src: 'logReveal',
        input: ({ context }) => phoneRevealLogSchema.parse(context.log),
        onDone: 'revealed',
        onError: {
          target: 'revealed',
          actions: {
            type: 'log',
            params: ({ event }) =>
              ({
                level: 'error',
                message: 'Phone reveal log failed',
                data: event.error,
              }) satisfies LogParams,
          },
        },
      },
      after: {
        revealLogTimeout: {
          target: 'revealed',
          actions: {
            type: 'log',
            params: () =>
              ({ level: 'warn', message: 'Phone reveal log timed out' }) satisfies LogParams,
          },
        },
      },
    },
    revealed: { type: 'final' },
  },
});

export type PhoneRevealView =
  | { status: 'unavailable'; text: string }
  | { status: 'masked'; text: string }
  | { status: 'revealing'; text: string }
  | { status: 'revealed'; text: string; href: string };

/** What to draw: the masked number, the full number as a tel link, or the fallback. */
export function phoneRevealView(snapshot: {
  context: PhoneRevealContext;
  matches: (state: 'masked' | 'logging' | 'revealed') => boolean;
}): PhoneRevealView {
  const { display } = snapshot.context;
  if (display.kind === 'missing') return { status: 'unavailable', text: display.text };
  if (snapshot.matches('revealed')) {
    return { status: 'revealed', text: display.full, href: display.href };
  }
  if (snapshot.matches('logging')) return { status: 'revealing', text: display.masked };
  return { status: 'masked', text: display.masked };
}
