export {
  type EmergencyBannerEvent,
  type EmergencyBannerInput,
  emergencyBannerMachine,
} from './emergency-banner-machine';
