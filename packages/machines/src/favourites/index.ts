export {
  type FavouritesContext,
  type FavouritesEvent,
  type FavouritesInput,
  favouritesMachine,
} from './favourites-machine';
