export { LocationMap, type LocationMapProps } from './location-map';
