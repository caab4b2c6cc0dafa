export {
  type EmergencyBannerEvent,
  type EmergencyBannerInput,
  emergencyBannerMachine,
} from './emergencyBannerMachine';
