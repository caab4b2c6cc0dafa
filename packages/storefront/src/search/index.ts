// The search page (SPEC §2 Search page) and the widgets it is made of.

export { CarCardList, type CarCardListProps } from './carCardList';
export {
  type CardAction,
  type CardView,
  cardView,
  defaultCardSettings,
  type SearchCardSettings,
  searchCardSettings,
} from './cardView';
export {
  carWords,
  countText,
  searchHeading,
  showMeLabel,
  sortOptions,
  type VehicleWords,
} from './labels';
export { MakeFilter, type MakeFilterProps } from './makeFilter';
export {
  defaultPromoTiles,
  type Offer,
  OffersBanner,
  type OffersBannerProps,
  PromoTile,
  type PromoTileContent,
  promoIndex,
  searchOffers,
} from './offersBanner';
export { Pagination, type PaginationProps, pageWindow } from './pagination';
export { SearchResultCard, type SearchResultCardProps } from './resultCard';
export { type SearchApi, SearchFilters, type SearchFiltersProps } from './searchFilters';
export {
  browserSearchLocation,
  memorySearchLocation,
  type SearchLocation,
} from './searchLocation';
export { SearchPage, type SearchPageProps, type SearchPageSettings } from './searchPage';
