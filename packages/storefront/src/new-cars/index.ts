// The new-car range's widgets: the single offer's buttons (SPEC §2 Offers) and a
// model page's enquiry and test drive (SPEC §2 Models).
export { ModelActions, type ModelActionsProps, modelLeadSubcategory } from './model-actions';
export { OfferActions, type OfferActionsProps, offerEnquirySubcategory } from './offer-actions';
