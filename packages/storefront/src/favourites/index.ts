export {
  type FavouriteCar,
  FavouritesProvider,
  useFavouriteList,
  useFavouriteToggle,
} from './favourites';
export { FavouritesLink } from './favourites-link';
export { FavouritesList, type FavouritesListProps } from './favourites-list';
