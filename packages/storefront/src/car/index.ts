// The car page's widgets (docs/rules.md#car-detail). The renderer's +data builds the
// CarPageCar and CarPageSite they draw; +Page composes them.
export { BelowMarketIndicator, type BelowMarketIndicatorProps } from './below-market/below-market';
export {
  carPageCar,
  carPageSite,
  MAX_PAGE_IMAGES,
  similarSearchHref,
} from './car-page-data';
export { CarDescription, type CarDescriptionProps } from './description/car-description';
export { CarDetail, type CarDetailProps } from './detail/car-detail';
export { FavouriteButton, type FavouriteButtonProps } from './favourite/favourite-button';
export { CarFinance, type CarFinanceProps } from './finance/car-finance';
export { CarGallery, type CarGalleryProps } from './gallery/car-gallery';
export { CarPdfActions, type CarPdfActionsProps } from './pdf/car-pdf-actions';
export { PhoneReveal, type PhoneRevealProps } from './phone-reveal/phone-reveal';
export {
  CarSidebar,
  type CarSidebarProps,
  reserveHref,
  tradeInHref,
} from './sidebar/car-sidebar';
export { SoldBanner, type SoldBannerProps } from './sold-banner/sold-banner';
export type { CarPageCar, CarPageSite } from './types';
