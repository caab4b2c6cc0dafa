export {
  type Storefront,
  type StorefrontClient,
  StorefrontProvider,
  type Track,
  useStorefront,
} from './storefront';
