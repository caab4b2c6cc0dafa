import { isFavourite } from '@forecourt/core';
import { type FavouritesInput, favouritesMachine } from '../favourites/favourites-machine';
import { type SavedListStorageOptions, useSavedList } from './use-saved-list';

export type UseFavouritesOptions = FavouritesInput & SavedListStorageOptions;

export function useFavourites({ storage, logger, ...input }: UseFavouritesOptions) {
  const [snapshot, send] = useSavedList(favouritesMachine, { storage, logger }, input);
  const { list } = snapshot.context;
  return {
    list,
    ready: snapshot.matches('ready'),
    isFavourite: (id: string | number) => isFavourite(list, String(id)),
    toggle: (car: unknown) => send({ type: 'favourite.toggle', car }),
  };
}
