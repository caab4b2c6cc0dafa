import { isFavourite } from '@forecourt/core';
import { useMachine } from '@xstate/react';
import { type FavouritesInput, favouritesMachine } from '../favourites/favourites-machine';
import {
  type KeyValueStorage,
  type Logger,
  logImplementation,
  storageImplementations,
} from './implementations';
import { latestLogger, latestStorage, useProvidedMachine } from './provided-machine';

export type UseFavouritesOptions = FavouritesInput & {
  storage: KeyValueStorage | null | undefined;
  logger?: Logger;
};

export function useFavourites({ storage, logger, ...input }: UseFavouritesOptions) {
  const machine = useProvidedMachine({ storage, logger }, (latest) => {
    const { actors, actions } = storageImplementations(latestStorage(latest));
    return favouritesMachine.provide({
      actors,
      actions: { ...actions, ...logImplementation(latestLogger(latest)) },
    });
  });
  const [snapshot, send] = useMachine(machine, { input });
  const { list } = snapshot.context;
  return {
    list,
    ready: snapshot.matches('ready'),
    isFavourite: (id: string | number) => isFavourite(list, String(id)),
    toggle: (car: unknown) => send({ type: 'favourite.toggle', car }),
  };
}
