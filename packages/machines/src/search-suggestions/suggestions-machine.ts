import {
  MAX_SUGGEST_INPUT,
  type SearchSuggestion,
  type SearchSuggestions,
  SUGGEST_DEBOUNCE_MS,
} from '@forecourt/core';
import { assign, fromPromise, setup } from 'xstate';
import { type LogParams, silentLog } from '../shared/logger';

/** Fewer characters than this are not worth asking about ('t' could be anything). */
export const MIN_SUGGEST_INPUT = 2;

export type SuggestionsContext = {
  /** What the box holds now. */
  input: string;
  /** The suggestions on show: always for `input` as it was when they were asked for. */
  suggestions: SearchSuggestion[];
};

export type SuggestionsEvent =
  /** The shopper typed: the list waits 300 ms after the last key, then asks. */
  | { type: 'input.change'; input: string }
  /** Escape, a choice, a search run or the box losing focus: the list closes. */
  | { type: 'close' };

const worthAsking = (input: string) =>
  input.trim().length >= MIN_SUGGEST_INPUT &&
  input.length <= MAX_SUGGEST_INPUT &&
  !/\s$/.test(input);

/**
 * Search-box suggestions (docs/rules.md#search-suggestions: search box debounce 300 ms). Typing
 * waits 300 ms after the last key, then asks the injected `suggest` actor; typing
 * again while it waits or asks starts over, so an answer for older words is never
 * shown. The list keeps the last suggestions while the next are asked for only
 * when they still finish what is typed; an input too short, finished with a space
 * or too long closes it. A failed ask is logged and closes the list: the box still
 * searches as before.
 */
export const suggestionsMachine = setup({
  types: {
    context: {} as SuggestionsContext,
    events: {} as SuggestionsEvent,
  },
  actors: {
    suggest: fromPromise<SearchSuggestions, string>(async ({ input }) => ({
      input,
      suggestions: [],
    })),
  },
  actions: {
    log: silentLog,
    clear: assign({ suggestions: [] }),
    take: assign({ input: ({ event }) => (event.type === 'input.change' ? event.input : '') }),
    keepFitting: assign({
      suggestions: ({ context }) =>
        context.suggestions.filter((s) =>
          s.query.toLowerCase().startsWith(context.input.trim().toLowerCase()),
        ),
    }),
  },
  guards: {
    worthAsking: ({ event }) => event.type === 'input.change' && worthAsking(event.input),
  },
  delays: { debounce: SUGGEST_DEBOUNCE_MS },
}).createMachine({
  id: 'searchSuggestions',
  context: { input: '', suggestions: [] },
  initial: 'idle',
  on: {
    'input.change': [
      { guard: 'worthAsking', target: '.waiting', reenter: true, actions: ['take', 'keepFitting'] },
      { target: '.idle', actions: ['take', 'clear'] },
    ],
    close: { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {},
    waiting: { after: { debounce: 'asking' } },
    asking: {
      invoke: {
        src: 'suggest',
        input: ({ context }) => context.input,
        onDone: {
          target: 'idle',
          actions: assign({ suggestions: ({ event }) => event.output.suggestions }),
        },
        onError: {
          target: 'idle',
          actions: [
            'clear',
            {
              type: 'log',
              params: ({ event }) =>
                ({
                  level: 'warn',
                  message: 'search: suggestions failed',
                  data: event.error,
                }) satisfies LogParams,
            },
          ],
        },
      },
    },
  },
});
