export {
  type FrameSettings,
  type FrameSite,
  SiteFrame,
  type SiteFrameProps,
} from './site-frame';
