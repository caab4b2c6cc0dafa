export {
  type FavouriteCar,
  FavouritesProvider,
  useFavouriteList,
  useFavouriteToggle,
} from './favourites';
