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
import { latestLogger, latestStorage, useProvidedMachine } from './provided-machine';

export type UseSearchHistoryOptions = SearchHistoryInput & {
  storage: KeyValueStorage | null | undefined;
  logger?: Logger;
};

export function useSearchHistory({ storage, logger, ...input }: UseSearchHistoryOptions) {
  const machine = useProvidedMachine({ storage, logger }, (latest) => {
    const { actors, actions } = storageImplementations(latestStorage(latest));
    return searchHistoryMachine.provide({
      actors,
      actions: { ...actions, ...logImplementation(latestLogger(latest)) },
    });
  });
  const [snapshot, send] = useMachine(machine, { input });
  return {
    entries: snapshot.context.entries,
    record: (entry: SearchHistoryEntry) => send({ type: 'search.record', entry }),
  };
}
