export { ErrorPage, type ErrorPageProps, type GoneCarView } from './error-page';
export {
  Breadcrumbs,
  ContactDetails,
  type Crumb,
  PageShell,
  type PageShellProps,
} from './page-shell';
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
