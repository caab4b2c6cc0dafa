// React hooks over the headless machines: a few lines each over @xstate/react.
// The app passes the real implementations (storage, API calls, router, logger,
// clock); the hooks hand them to `.provide()`.

export {
  type KeyValueStorage,
  type Logger,
  logImplementation,
  storageImplementations,
} from './implementations';
export { type UseBudgetFinderOptions, useBudgetFinder } from './useBudgetFinder';
export { useDisclosure } from './useDisclosure';
export { useEmergencyBanner } from './useEmergencyBanner';
export { type UseFavouritesOptions, useFavourites } from './useFavourites';
export { type UseLeadFormOptions, useLeadForm } from './useLeadForm';
export { useMakeList } from './useMakeList';
export { type UsePhoneRevealOptions, usePhoneReveal } from './usePhoneReveal';
export { type UsePopupOptions, usePopup } from './usePopup';
export { type UseSearchOptions, useSearch } from './useSearch';
export { type UseSearchHistoryOptions, useSearchHistory } from './useSearchHistory';
export { type UseTradeInOptions, useTradeIn } from './useTradeIn';
