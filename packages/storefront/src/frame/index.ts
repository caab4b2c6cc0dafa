export {
  defaultFacetTiles,
  defaultHomeSections,
  type FacetTilesSetting,
  type FrameNavLink,
  type FrameSettings,
  type FrameSite,
  type HomeSection,
  homeSectionNames,
  SiteFrame,
  type SiteFrameProps,
} from './site-frame';
export type { FrameEmergencyBanner, FramePopup } from './site-notices';
