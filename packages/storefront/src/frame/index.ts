export {
  type FrameNavLink,
  type FrameSettings,
  type FrameSite,
  SiteFrame,
  type SiteFrameProps,
} from './site-frame';
export type { FrameEmergencyBanner, FramePopup } from './site-notices';
