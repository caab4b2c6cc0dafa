export {
  type CardAuthenticationInput,
  type CardPaymentInput,
  type Storefront,
  type StorefrontClient,
  StorefrontProvider,
  type Track,
  useStorefront,
} from './storefront';
