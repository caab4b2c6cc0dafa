// Public surface of @forecourt/machines: explicit named exports, one block per
// machine. The React hooks are in the `@forecourt/machines/react` subpath so this
// entry stays framework-free.

// --- budget finder
export {
  type BudgetFinderContext,
  type BudgetFinderEvent,
  type BudgetFinderInput,
  type BudgetFinderView,
  budgetFinderMachine,
  budgetFinderView,
  budgetOf,
} from './budget-finder';
// --- disclosure (View more / View less)
export {
  type DisclosureContext,
  type DisclosureEvent,
  type DisclosureInput,
  type DisclosureKind,
  type DisclosureView,
  disclosureMachine,
  disclosureView,
} from './disclosure';
// --- emergency banner
export {
  type EmergencyBannerEvent,
  type EmergencyBannerInput,
  emergencyBannerMachine,
} from './emergency-banner';
// --- favourites
export {
  type FavouritesContext,
  type FavouritesEvent,
  type FavouritesInput,
  favouritesMachine,
} from './favourites';
// --- lead form
export {
  CONTACT_FIELDS,
  LEAD_CONTACT_STORAGE_KEY,
  LEAD_SUCCESS_PATH,
  LEAD_SUCCESS_STORAGE_KEY,
  type LeadCar,
  type LeadFormContext,
  type LeadFormEvent,
  type LeadFormInput,
  type LeadFormView,
  type LeadPage,
  leadFormMachine,
  leadFormView,
  leadSubmissionFor,
  stepErrors,
  type TrackLeadParams,
} from './lead-form';
// --- make list
export {
  type MakeListContext,
  type MakeListEvent,
  type MakeListInput,
  type MakeListView,
  makeListMachine,
  makeListView,
} from './make-list';
// --- nearest location (find your nearest dealership)
export {
  type NearestLocationAnswer,
  type NearestLocationContext,
  type NearestLocationEvent,
  type NearestLocationStatus,
  type NearestLocationView,
  nearestLocationMachine,
  nearestLocationView,
} from './nearest-location';
// --- phone reveal
export {
  type PhoneRevealContext,
  type PhoneRevealEvent,
  type PhoneRevealInput,
  type PhoneRevealView,
  phoneRevealMachine,
  phoneRevealView,
  REVEAL_LOG_TIMEOUT_MS,
} from './phone-reveal';
// --- saved list (the machine favourites and search history are built from)
export {
  createSavedListMachine,
  type SavedItemSchema,
  type SavedListContext,
  type SavedListEvent,
  type SavedListMachine,
  type SavedListOptions,
} from './saved-list';
// --- search
export {
  nextSearchState,
  QUERY_DEBOUNCE_MS,
  type SearchContext,
  type SearchEvent,
  type SearchInput,
  type SearchRefineEvent,
  SLIDER_DEBOUNCE_MS,
  type SliderThumb,
  type SliderView,
  searchMachine,
  searchUrlOf,
  sliderView,
} from './search';
// --- search history
export {
  type SearchHistoryContext,
  type SearchHistoryEvent,
  type SearchHistoryInput,
  searchHistoryMachine,
} from './search-history';
// --- search-box suggestions
export {
  MIN_SUGGEST_INPUT,
  type SuggestionsContext,
  type SuggestionsEvent,
  suggestionsMachine,
} from './search-suggestions';
// --- injected defaults (storage, logger)
export {
  discardStorageWrite,
  emptyStorageRead,
  type LogLevel,
  type LogParams,
  type StorageReadInput,
  type StorageWriteParams,
  silentLog,
} from './shared';
// --- trade-in valuation
export {
  type TradeInAnswer,
  type TradeInContact,
  type TradeInContext,
  type TradeInEvent,
  type TradeInField,
  type TradeInInput,
  type TradeInLeadRequest,
  type TradeInStep,
  type TradeInVehicle,
  tradeInFieldErrors,
  tradeInMachine,
  tradeInProblem,
  tradeInUserData,
  tradeInView,
  type ValuationRequest,
  type ValuationSaveRequest,
  type VehicleLookupRequest,
  type YesNo,
} from './trade-in';
