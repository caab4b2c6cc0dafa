export { OfferCard, type OfferCardProps, type OfferText } from './offer-card';
