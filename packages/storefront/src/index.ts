// The shopper widgets shared by every template. Each area has its own entry point
// (`@forecourt/storefront/search`, `/car`, `/lead`, `/favourites`); this one holds
// what they all share: the storefront context (API client, storage, navigation).
export {
  type Storefront,
  type StorefrontClient,
  StorefrontProvider,
  type Track,
  useStorefront,
} from './context';
export { HydrateLater, whenPageLive } from './deferred/hydrate-later';
