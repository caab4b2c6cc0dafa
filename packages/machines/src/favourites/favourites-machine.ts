import {
  type Favourite,
  favouriteSchema,
  favouritesStorageKey,
  parseFavourites,
  serializeFavourites,
  toggleFavourite,
} from '@forecourt/core';
import {
  createSavedListMachine,
  type SavedListContext,
  type SavedListEvent,
} from '../saved-list/saved-list-machine';

export type FavouritesInput = {
  /** Favourites are stored locally per dealership (docs/rules.md#favourites). */
  dealershipSlug: string;
};

/** `list` is the favourites; `pending` the toggles made before the stored list was read. */
export type FavouritesContext = SavedListContext<Favourite, 'list'>;

/**
 * `{ type: 'favourite.toggle', car }`: the car, or its favourite fields (id,
 * name, slug, make, model, primary_image_url).
 */
export type FavouritesEvent = SavedListEvent<'favourite.toggle', 'car'>;

/**
 * Favourites (docs/rules.md#favourites): toggle add and remove, kept in local
 * storage per dealership so the list survives a reload. Core's `parseFavourites`
 * turns corrupt storage into an empty (or shorter) list instead of an error.
 */
export const favouritesMachine = createSavedListMachine({
  id: 'favourites',
  listKey: 'list',
  eventType: 'favourite.toggle',
  itemKey: 'car',
  storageKey: (input: FavouritesInput) => favouritesStorageKey(input.dealershipSlug),
  schema: favouriteSchema,
  parse: parseFavourites,
  serialize: serializeFavourites,
  change: toggleFavourite,
  // A car without the favourite fields is a programming error in the caller.
  refused: { level: 'error', message: 'favourites: toggle needs id, name, slug, make and model' },
  unreadable: { level: 'warn', message: 'favourites: stored list could not be read' },
});
