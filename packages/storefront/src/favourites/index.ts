export {
  type FavouriteCar,
  FavouritesProvider,
  useFavouriteList,
  useFavouriteToggle,
} from './favourites';
export { FavouritesLink } from './favouritesLink';
export { FavouritesList, type FavouritesListProps } from './favouritesList';
