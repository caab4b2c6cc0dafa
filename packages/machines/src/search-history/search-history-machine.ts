import {
  parseSearchHistory,
  recordSearch,
  type SearchHistoryEntry,
  searchHistoryEntrySchema,
  searchHistoryStorageKey,
  serializeSearchHistory,
} from '@forecourt/core';
import { assign, enqueueActions, setup } from 'xstate';
import { type LogParams, silentLog } from '../shared/logger';
import { discardStorageWrite, emptyStorageRead } from '../shared/storage';

export type SearchHistoryInput = { siteSlug: string };

export type SearchHistoryContext = {
  storageKey: string;
  entries: SearchHistoryEntry[];
  /** Searches run while the stored history was being read, oldest first. */
  pending: SearchHistoryEntry[];
};

export type SearchHistoryEvent = {
  type: 'search.record';
  /** { label, path }: what the list shows and the search page path that reruns it. */
  entry: unknown;
};

function replay(
  history: readonly SearchHistoryEntry[],
  searches: readonly SearchHistoryEntry[],
): SearchHistoryEntry[] {
  return searches.reduce<SearchHistoryEntry[]>(
    (list, entry) => recordSearch(list, entry),
    [...history],
  );
}

const toEntry = (raw: unknown): SearchHistoryEntry => searchHistoryEntrySchema.parse(raw);

/**
 * SPEC §3/§9 Search history: the last 5 searches with their path, newest first,
 * kept in local storage per site. Core's `recordSearch` moves a repeated path to
 * the front and keeps 5; `parseSearchHistory` tolerates corrupt storage.
 */
export const searchHistoryMachine = setup({
  types: {
    context: {} as SearchHistoryContext,
    events: {} as SearchHistoryEvent,
    input: {} as SearchHistoryInput,
  },
  actors: { readStorage: emptyStorageRead },
  actions: {
    writeStorage: discardStorageWrite,
    log: silentLog,
    store: enqueueActions(({ context, enqueue }) => {
      enqueue({
        type: 'writeStorage',
        params: { key: context.storageKey, value: serializeSearchHistory(context.entries) },
      });
    }),
  },
  guards: {
    isEntry: ({ event }) => searchHistoryEntrySchema.safeParse(event.entry).success,
    hasPending: ({ context }) => context.pending.length > 0,
  },
}).createMachine({
  id: 'searchHistory',
  context: ({ input }) => ({
    storageKey: searchHistoryStorageKey(input.siteSlug),
    entries: [],
    pending: [],
  }),
  initial: 'restoring',
  on: {
    // An off-site path or an empty label is refused (core's entry schema).
    'search.record': {
      actions: {
        type: 'log',
        params: ({ event }) =>
          ({
            level: 'warn',
            message: 'search history: entry refused',
            data: event.entry,
          }) satisfies LogParams,
      },
    },
  },
  states: {
    restoring: {
      on: {
        'search.record': {
          guard: 'isEntry',
          actions: assign({
            pending: ({ context, event }) => [...context.pending, toEntry(event.entry)],
          }),
        },
      },
      invoke: {
        src: 'readStorage',
        input: ({ context }) => ({ key: context.storageKey }),
        onDone: [
          {
            guard: 'hasPending',
            target: 'ready',
            actions: [
              assign({
                entries: ({ context, event }) =>
                  replay(parseSearchHistory(event.output), context.pending),
                pending: [],
              }),
              'store',
            ],
          },
          {
            target: 'ready',
            actions: assign({ entries: ({ event }) => parseSearchHistory(event.output) }),
          },
        ],
        // Unreadable storage starts an empty history.
        onError: {
          target: 'ready',
          actions: assign({
            entries: ({ context }) => replay([], context.pending),
            pending: [],
          }),
        },
      },
    },
    ready: {
      on: {
        'search.record': {
          guard: 'isEntry',
          actions: [
            assign({
              entries: ({ context, event }) => recordSearch(context.entries, toEntry(event.entry)),
            }),
            'store',
          ],
        },
      },
    },
  },
});
