// The search page (docs/rules.md#result-cards) and the widgets it is made of.

export { CarCardList, type CarCardListProps } from './car-card-list';
export {
  type CardAction,
  type CardView,
  cardView,
  defaultCardSettings,
  type SearchCardSettings,
  searchCardSettings,
} from './card-view';
export {
  carWords,
  countText,
  searchHeading,
  showMeLabel,
  sortOptions,
  sortOptionsFor,
  type VehicleWords,
} from './labels';
export { MakeFilter, type MakeFilterProps } from './make-filter';
export {
  defaultPromoTiles,
  type Offer,
  OffersBanner,
  type OffersBannerProps,
  PromoTile,
  type PromoTileContent,
  searchOffers,
} from './offers-banner';
export { Pagination, type PaginationProps, pageWindow } from './pagination';
export { SearchResultCard, type SearchResultCardProps } from './result-card';
export { CardTile, CtaCard, type SearchCardTile, type SearchCtaCard } from './result-promos';
export { type SearchApi, SearchFilters, type SearchFiltersProps } from './search-filters';
export {
  browserSearchLocation,
  memorySearchLocation,
  type SearchLocation,
} from './search-location';
export { SearchPage, type SearchPageProps, type SearchPageSettings } from './search-page';
