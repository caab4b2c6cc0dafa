import {
  GEOCODE_INVALID_POSTCODE_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  isValidPostcode,
  POSTCODE_LOOKUP_UNAVAILABLE_MESSAGE,
} from '@forecourt/core';
import { assign, fromPromise, setup } from 'xstate';
import { type LogParams, silentLog } from '../shared/logger';

// 'find your nearest dealership': the shopper gives a postcode;
// one that is not four digits gets the postcode message at once, without a lookup; a
// good one is geocoded (docs/rules.md#postcode) and the point found orders the locations by
// distance (core's `sortByDistance`, Earth radius 6371 km); no result is
// 'Invalid postcode' (docs/rules.md#nearest-dealership). The lookup is injected by name (`geocode`).

/** What the lookup answers: the point, or the postcode message for a postcode it cannot place (docs/rules.md#postcode). */
export type NearestLocationAnswer =
  | { ok: true; lat: number; lng: number }
  | { ok: false; error: string };

export type NearestLocationContext = {
  /** The postcode as typed. */
  postcode: string;
  /** The postcode the point is for (the last one found). */
  foundFor: string | null;
  point: { lat: number; long: number } | null;
  error: string | null;
};

export type NearestLocationEvent =
  | { type: 'postcode.change'; value: string }
  | { type: 'postcode.submit' }
  | { type: 'postcode.clear' };

const SUBMIT = [{ guard: 'validPostcode', target: 'locating' }, { target: 'invalid' }] as const;

export const nearestLocationMachine = setup({
  types: {
    context: {} as NearestLocationContext,
    events: {} as NearestLocationEvent,
  },
  actors: {
    /** The postcode lookup; the default finds nothing. */
    geocode: fromPromise<NearestLocationAnswer, { postcode: string }>(async () => ({
      ok: false,
      error: GEOCODE_INVALID_POSTCODE_MESSAGE,
    })),
  },
  actions: {
    log: silentLog,
    change: assign({
      postcode: ({ event }) => (event.type === 'postcode.change' ? event.value : ''),
    }),
  },
  guards: {
    validPostcode: ({ context }) => isValidPostcode(context.postcode),
    found: (_, answer: NearestLocationAnswer) => answer.ok,
  },
}).createMachine({
  id: 'nearestLocation',
  context: { postcode: '', foundFor: null, point: null, error: null },
  initial: 'idle',
  on: {
    'postcode.change': { actions: 'change' },
    'postcode.clear': {
      target: '.idle',
      actions: assign({ postcode: '', foundFor: null, point: null, error: null }),
    },
  },
  states: {
    idle: { on: { 'postcode.submit': SUBMIT } },
    invalid: {
      entry: assign({ error: INVALID_POSTCODE_MESSAGE }),
      on: { 'postcode.submit': SUBMIT },
    },
    locating: {
      entry: assign({ error: null }),
      invoke: {
        src: 'geocode',
        input: ({ context }) => ({ postcode: context.postcode.trim() }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'found',
            actions: assign(({ context, event }) =>
              event.output.ok
                ? {
                    point: { lat: event.output.lat, long: event.output.lng },
                    foundFor: context.postcode.trim(),
                    error: null,
                  }
                : {},
            ),
          },
          {
            target: 'notFound',
            actions: assign(({ event }) => ({
              error: event.output.ok ? null : event.output.error,
            })),
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign({ error: POSTCODE_LOOKUP_UNAVAILABLE_MESSAGE }),
            {
              type: 'log',
              params: ({ event }) =>
                ({
                  level: 'error',
                  message: 'Postcode lookup failed',
                  data: event.error,
                }) satisfies LogParams,
            },
          ],
        },
      },
    },
    found: { on: { 'postcode.submit': SUBMIT } },
    notFound: { on: { 'postcode.submit': SUBMIT } },
    failed: { on: { 'postcode.submit': SUBMIT } },
  },
});

export type NearestLocationStatus =
  | 'idle'
  | 'invalid'
  | 'locating'
  | 'found'
  | 'not-found'
  | 'failed';

export type NearestLocationView = {
  status: NearestLocationStatus;
  postcode: string;
  /** The message under the field: the postcode message (docs/rules.md#postcode), 'Invalid postcode', or the lookup failing. */
  error: string | null;
  /** Where the shopper's postcode is; the locations are ordered from here. Kept while a new one is looked up. */
  point: { lat: number; long: number } | null;
  foundFor: string | null;
};

/** What to draw from the machine's snapshot. */
export function nearestLocationView(snapshot: {
  context: NearestLocationContext;
  value: unknown;
}): NearestLocationView {
  const value = String(snapshot.value);
  const status: NearestLocationStatus =
    value === 'notFound' ? 'not-found' : (value as NearestLocationStatus);
  const { postcode, error, point, foundFor } = snapshot.context;
  return {
    status,
    postcode,
    error: status === 'invalid' || status === 'not-found' || status === 'failed' ? error : null,
    // A postcode that could not be placed leaves no ordering behind it.
    point: status === 'invalid' || status === 'not-found' ? null : point,
    foundFor: status === 'invalid' || status === 'not-found' ? null : foundFor,
  };
}
