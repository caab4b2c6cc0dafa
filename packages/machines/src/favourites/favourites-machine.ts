import {
  type Favourite,
  favouriteSchema,
  favouritesStorageKey,
  parseFavourites,
  serializeFavourites,
  toggleFavourite,
} from '@forecourt/core';
import { assign, setup } from 'xstate';
import { type LogParams, silentLog } from '../shared/logger';
import { discardStorageWrite, emptyStorageRead } from '../shared/storage';

export type FavouritesInput = {
  /** SPEC §3: favourites are stored locally per dealership. */
  dealershipSlug: string;
};

export type FavouritesContext = {
  storageKey: string;
  list: Favourite[];
  /** Toggles made before the stored list was read, replayed on top of it. */
  pending: Favourite[];
};

export type FavouritesEvent = {
  type: 'favourite.toggle';
  /** The car, or its favourite fields (id, name, slug, make, model, primary_image_url). */
  car: unknown;
};

const toFavourite = (car: unknown): Favourite => favouriteSchema.parse(car);

/**
 * SPEC §4 Favourites: toggle add and remove, kept in local storage per
 * dealership so the list survives a reload. Reading goes through the injected
 * `readStorage` actor and core's `parseFavourites`, which turns corrupt storage
 * into an empty (or shorter) list instead of an error. A toggle made while the
 * stored list is still being read is replayed on top of it, so it is not lost
 * and does not overwrite what was stored.
 */
export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    input: {} as FavouritesInput,
  },
  actors: { readStorage: emptyStorageRead },
  actions: { writeStorage: discardStorageWrite, log: silentLog },
  guards: {
    isFavouriteShape: ({ event }) => favouriteSchema.safeParse(event.car).success,
    hasPending: ({ context }) => context.pending.length > 0,
  },
}).createMachine({
  id: 'favourites',
  context: ({ input }) => ({
    storageKey: favouritesStorageKey(input.dealershipSlug),
    list: [],
    pending: [],
  }),
  initial: 'restoring',
  on: {
    // A car without the favourite fields is a programming error in the caller.
    'favourite.toggle': {
      actions: {
        type: 'log',
        params: ({ event }) =>
          ({
            level: 'error',
            message: 'favourites: toggle needs id, name, slug, make and model',
            data: event.car,
          }) satisfies LogParams,
      },
    },
  },
  states: {
    restoring: {
      on: {
        'favourite.toggle': {
          guard: 'isFavouriteShape',
          actions: assign({
            pending: ({ context, event }) => [...context.pending, toFavourite(event.car)],
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
                list: ({ context, event }) =>
                  context.pending.reduce(toggleFavourite, parseFavourites(event.output)),
                pending: [],
              }),
              {
                type: 'writeStorage',
                params: ({ context }) => ({
                  key: context.storageKey,
                  value: serializeFavourites(context.list),
                }),
              },
            ],
          },
          {
            target: 'ready',
            actions: assign({ list: ({ event }) => parseFavourites(event.output) }),
          },
        ],
        // Unreadable storage (disabled, private mode) starts an empty list.
        onError: {
          target: 'ready',
          actions: [
            assign({
              list: ({ context }) => context.pending.reduce(toggleFavourite, [] as Favourite[]),
              pending: [],
            }),
            {
              type: 'log',
              params: ({ event }) =>
                ({
                  level: 'warn',
                  message: 'favourites: stored list could not be read',
                  data: event.error,
                }) satisfies LogParams,
            },
          ],
        },
      },
    },
    ready: {
      on: {
        'favourite.toggle': {
          guard: 'isFavouriteShape',
          actions: [
            assign({
              list: ({ context, event }) => toggleFavourite(context.list, toFavourite(event.car)),
            }),
            {
              type: 'writeStorage',
              params: ({ context }) => ({
                key: context.storageKey,
                value: serializeFavourites(context.list),
              }),
            },
          ],
        },
      },
    },
  },
});
