// The car page's widgets (SPEC §2 Car detail). The renderer's +data builds the
// CarPageCar and CarPageSite they draw; +Page composes them.
export { BelowMarketIndicator, type BelowMarketIndicatorProps } from './below-market/belowMarket';
export { CarDescription, type CarDescriptionProps } from './description/carDescription';
export { FavouriteButton, type FavouriteButtonProps } from './favourite/favouriteButton';
export { CarFinance, type CarFinanceProps } from './finance/carFinance';
export { CarGallery, type CarGalleryProps } from './gallery/carGallery';
export { CarPdfActions, type CarPdfActionsProps } from './pdf/carPdfActions';
export { PhoneReveal, type PhoneRevealProps } from './phone-reveal/phoneReveal';
export {
  CarSidebar,
  type CarSidebarProps,
  reserveHref,
  tradeInHref,
} from './sidebar/carSidebar';
export { SoldBanner, type SoldBannerProps } from './sold-banner/soldBanner';
export type { CarPageCar, CarPageSite } from './types';
