import type { SearchHistoryEntry } from '@forecourt/core';
import { useMachine } from '@xstate/react';
import {
  type SearchHistoryInput,
  searchHistoryMachine,
} from '../search-history/search-history-machine';
import {
  type KeyValueStorage,
  type Logger,
  logImplementation,
  storageImplementations,
} from './implementations';

export type UseSearchHistoryOptions = SearchHistoryInput & {
  storage: KeyValueStorage | null | undefined;
  logger?: Logger;
};

export function useSearchHistory({ storage, logger, ...input }: UseSearchHistoryOptions) {
  const { actors, actions } = storageImplementations(storage);
  const [snapshot, send] = useMachine(
    searchHistoryMachine.provide({ actors, actions: { ...actions, ...logImplementation(logger) } }),
    { input },
  );
  return {
    entries: snapshot.context.entries,
    record: (entry: SearchHistoryEntry) => send({ type: 'search.record', entry }),
  };
}
