export { CarCard, type CarCardProps, type FavouriteToggle } from './car-card';
