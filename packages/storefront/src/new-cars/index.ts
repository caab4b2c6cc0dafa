// The new-car range's widgets: the single offer's buttons (SPEC §2 Offers).
export { OfferActions, type OfferActionsProps, offerEnquirySubcategory } from './offer-actions';
