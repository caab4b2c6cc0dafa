export {
  type NearestLocationAnswer,
  type NearestLocationContext,
  type NearestLocationEvent,
  type NearestLocationStatus,
  type NearestLocationView,
  nearestLocationMachine,
  nearestLocationView,
} from './nearest-location-machine';
