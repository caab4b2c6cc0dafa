// The new-car range's pages and widgets: the models and a model's page with its enquiry
// and test drive (docs/rules.md#model-range), the offers and a single offer with its
// buttons (docs/rules.md#offer-page).
export { ModelActions, type ModelActionsProps, modelLeadSubcategory } from './model-actions';
export { ModelPage, type ModelPageProps } from './model-page';
export { ModelsPage, type ModelsPageProps } from './models-page';
export { OfferActions, type OfferActionsProps, offerEnquirySubcategory } from './offer-actions';
export { OfferPage, type OfferPageProps } from './offer-page';
export { OffersPage, type OffersPageProps } from './offers-page';
export type { ModelTileView, NewCarImage, OfferView } from './types';
