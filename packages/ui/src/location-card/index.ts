export { LocationCard, type LocationCardProps, type LocationToday } from './location-card';
