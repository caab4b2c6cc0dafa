export {
  type FavouriteCar,
  FavouritesProvider,
  useFavouriteList,
  useFavouriteToggle,
} from './favourites';
export { FavouritesList, type FavouritesListProps } from './favouritesList';
