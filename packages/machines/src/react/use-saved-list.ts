import { useMachine } from '@xstate/react';
import type { SavedListMachine } from '../saved-list/saved-list-machine';
import {
  type KeyValueStorage,
  type Logger,
  logImplementation,
  storageImplementations,
} from './implementations';
import { latestLogger, latestStorage, useProvidedMachine } from './provided-machine';

/** The browser implementations every saved-list hook takes. */
export type SavedListStorageOptions = {
  storage: KeyValueStorage | null | undefined;
  logger?: Logger;
};

/**
 * Runs a saved-list machine over the app's storage and logger; each list's own
 * hook (`useFavourites`, `useSearchHistory`) names what it returns.
 */
export function useSavedList<
  Input,
  Item,
  ListKey extends string,
  EventType extends string,
  ItemKey extends string,
>(
  machine: SavedListMachine<Input, Item, ListKey, EventType, ItemKey>,
  { storage, logger }: SavedListStorageOptions,
  input: Input,
) {
  const provided = useProvidedMachine({ storage, logger }, (latest) => {
    const { actors, actions } = storageImplementations(latestStorage(latest));
    return machine.provide({
      actors,
      actions: { ...actions, ...logImplementation(latestLogger(latest)) },
    });
  });
  return useMachine(provided, { input });
}
