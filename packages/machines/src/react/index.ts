// React hooks over the headless machines: a few lines each over @xstate/react.
// The app passes the real implementations (storage, API calls, router, logger,
// clock); the hooks hand them to `.provide()`.

export {
  type KeyValueStorage,
  type Logger,
  logImplementation,
  storageImplementations,
} from './implementations';
export { type UseBudgetFinderOptions, useBudgetFinder } from './use-budget-finder';
export { useDisclosure } from './use-disclosure';
export { useEmergencyBanner } from './use-emergency-banner';
export { type UseFavouritesOptions, useFavourites } from './use-favourites';
export { type UseLeadFormOptions, useLeadForm } from './use-lead-form';
export { useMakeList } from './use-make-list';
export { type UseNearestLocationOptions, useNearestLocation } from './use-nearest-location';
export { type UsePhoneRevealOptions, usePhoneReveal } from './use-phone-reveal';
export { type SavedListStorageOptions, useSavedList } from './use-saved-list';
export { type UseSearchOptions, useSearch } from './use-search';
export { type UseSearchHistoryOptions, useSearchHistory } from './use-search-history';
export { type UseSearchSuggestionsOptions, useSearchSuggestions } from './use-search-suggestions';
export { type UseTradeInOptions, useTradeIn } from './use-trade-in';
