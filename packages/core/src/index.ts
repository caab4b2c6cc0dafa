// Public surface of @forecourt/core: explicit named exports, one block per area.
// Keep each block sorted; add a block when you add an area folder.

// --- api: the request gate's schemas and parsing (docs/architecture.md#the-request-gate)
export {
  describeRequestIssue,
  type GatedRequest,
  parseApiRequest,
  type RawRequestParts,
  type RequestIssue,
  type RequestPart,
} from './api/request-gate';
export {
  type CleanedValue,
  cleanRequestValue,
  cleanText,
  type LoneSurrogates,
  MAX_REQUEST_DEPTH,
  PROTOTYPE_KEYS,
  type RequestPath,
  requestValueReasons,
} from './api/request-value';
export {
  type ApiRequest,
  type ApiRequestSchemas,
  type ApiRouteName,
  adjustmentAnswersRequest,
  apiRequestSchemas,
} from './api/route-schemas';
// --- car
export {
  type AutograbData,
  autograbDataSchema,
  type Car,
  type CarImage,
  type CarInput,
  type CarStatus,
  type CarType,
  carImageSchema,
  carSchema,
  carStatuses,
  carStatusSchema,
  carTypeSchema,
  carTypes,
  type FinanceLender,
  type FinanceLenders,
  type FinanceProvider,
  financeLenderSchema,
  financeLendersSchema,
  financeProviderSchema,
  financeProviders,
  type ItemType,
  itemTypeSchema,
  itemTypes,
  type PaymentProcessor,
  paymentProcessorSchema,
  paymentProcessorsSchema,
} from './car/car';
export {
  carDetails,
  carTitle,
  formatKm,
  IMAGE_QUALITY_DEFAULT,
  imageSrcSet,
  imageUrl,
} from './car/car-text';
export {
  CARAVAN_LIMITS,
  formatFeet,
  formatKg,
  noCaravanFields,
  type OffRoadRating,
  offRoadRatingLabel,
  offRoadRatingLabels,
  offRoadRatings,
  parseFeet,
} from './car/caravan';
export { offRoadRatingSchema } from './car/caravan-schema';
export {
  readTowCapacity,
  TOW_CAPACITY_LIMITS,
  TOW_VEHICLE_NOTE,
  type TowCapacityReading,
  type TowVehicle,
  towCapacityOf,
  towingRange,
  towVehicleLabel,
  towVehicles,
  withinTowingCapacity,
} from './car/towing';
export {
  carTypeLabel,
  carTypesPhrase,
  siteVehicleWords,
  type VehicleWords,
  vehicleWords,
} from './car/vehicle-words';
export {
  CARD_IMAGE_WIDTH,
  FULL_IMAGE_WIDTH,
  IMAGE_WIDTHS,
  type ImageWidth,
} from './image/image-widths';
// --- motion (docs/rules.md#menus-and-sections)
export { COLLAPSE_ANIMATION_MS, collapseAnimationCss } from './motion/motion';
// --- schema helpers
export { describeIssues, fieldErrors } from './schema/errors';
export {
  feedBoolean,
  feedCount,
  feedDateTime,
  feedNumber,
  feedUrl,
  optionalDateTime,
  optionalFeedUrl,
  optionalNumber,
  optionalText,
  requiredText,
} from './schema/feed';
export { type StorableJson, storableJson, wellFormedText } from './schema/storable';

// --- url
export { isSafeUrl, SAFE_URL_PROTOCOLS, safeUrl, unsafeUrlReason } from './url/safe-url';

// --- finance, pricing, budget, sliders, money
// (a detached comment: Biome sorts each block on its own)

export {
  BUDGET_FINDER_HEADING,
  BUDGET_INPUT_MAX,
  BUDGET_SEARCH_PRICE_FLOOR,
  BUDGET_UNKNOWN_UPPER_BOUND,
  type BudgetButton,
  type BudgetEstimateInput,
  budgetButton,
  budgetEstimate,
  budgetPriceRange,
  budgetUpperBound,
  clampBudgetInput,
  DEFAULT_BUDGET_DEPOSIT,
  DEFAULT_BUDGET_TERM_YEARS,
  DEFAULT_MONTHLY_REPAYMENT,
  DEFAULT_WEEKLY_REPAYMENT,
  defaultRepayment,
  isBudgetValid,
  noneFoundForBudgetMessage,
  viewInRangeLabel,
  zeroFoundLabel,
} from './budget/budget';
export {
  COMPARISON_RATE_LOAN_AMOUNT,
  COMPARISON_RATE_TERM_YEARS,
  comparisonRateNotice,
  DEFAULT_FINANCE_BUTTON_LABEL,
  estimateDisclaimer,
  type FinanceDisclaimerAnswer,
  financeButtonLabel,
  financeDisclaimer,
  readFinanceDisclaimerAnswer,
} from './finance/disclaimer';
export {
  FINANCE_DISPLAY_MIN_PRICE,
  type FinanceDisplay,
  type FinanceDisplayCar,
  type FinanceDisplaySite,
  type FinanceHiddenReason,
  type FinancePayment,
  financeDisclaimerAnswer,
  financeDisplay,
  financeHiddenReasons,
  financeRatesText,
  financeSummaryText,
  type ShownFinance,
  siteHidesFinance,
  TAURUS_MAX_AGE_YEARS,
} from './finance/display';
export {
  FINANCE_ELIGIBLE_MIN_PRICE,
  type FinanceEligibilityCar,
  isFinanceEligible,
} from './finance/eligibility';
export {
  FINANCE_BUDGET_MAX,
  FINANCE_FORM_ANCHOR,
  FINANCE_PATH,
  FINANCE_PRE_APPROVAL_PATH,
  type FinanceEnquiryPath,
  type FinancePageKind,
  type FinanceQuery,
  type FinanceRoute,
  financeEnquiryPaths,
  financeLink,
  financeRouteFor,
  readFinanceQuery,
} from './finance/finance-link';
export {
  DEFAULT_INTEREST_RATE,
  DEFAULT_TERM_YEARS,
  formatRepayment,
  type LoanTerm,
  numberOfPayments,
  PAYMENTS_PER_YEAR,
  type PaymentFrequency,
  paymentFrequencies,
  type RepaymentInput,
  repaymentAmount,
  TAURUS_DEFAULT_DEPOSIT_PERCENT,
  taurusDefaultDeposit,
  termInMonths,
} from './finance/repayment';
export {
  WEEKLY_PAYMENT_LABEL,
  weeklyFacetProvider,
  weeklyPaymentOf,
} from './finance/weekly-facet';
export { formatCount, formatDollars, formatPercent } from './money/money';
export {
  BELOW_MARKET_MIN_SAVING,
  type BelowMarket,
  type BelowMarketCar,
  belowMarket,
} from './pricing/below-market';
export {
  ENQUIRE_FOR_PRICE_LABEL,
  isPriceShown,
  PREORDER_LABEL,
  PRICE_DISPLAY_MIN,
  type PriceDisplay,
  type PriceDisplayCar,
  priceDisplay,
} from './pricing/price';
export {
  DEFAULT_RESERVE_DEPOSIT_CENTS,
  DEFAULT_RESERVE_DEPOSIT_LABEL,
  depositLabelCents,
  RESERVATION_PAYMENT_WINDOW_MINUTES,
  type ReservePrice,
  type ReservePriceCar,
  type ReservePriceSite,
  reservationPaymentDeadline,
  reservationPaymentLapsed,
  reservePrice,
} from './pricing/reserve';
export {
  DEFAULT_SLIDER_RANGE,
  FACET_DEFAULT_ROUNDING,
  FINDER_PRICE_SLIDER,
  roundSliderValue,
  type SliderChange,
  type SliderRange,
  setSliderMax,
  setSliderMin,
  sliderRange,
  sliderRounding,
  sliderStep,
} from './slider/slider';

// --- site
// (a detached comment: Biome sorts each block on its own)

export {
  type ChatConfig,
  type ChatProvider,
  type ChatProviderDetails,
  chatConfigSchema,
  chatPolicySources,
  chatProviderDetails,
  chatProviders,
  chatSetting,
} from './chat/chat';
export {
  CHAT_BUTTON_LABEL,
  CHAT_LEAD_CATEGORY,
  CHAT_LEAD_SUBCATEGORY,
  type ChatSetting,
  chatFallbackMessage,
} from './chat/chat-words';
export {
  availableLinks,
  type FeaturePage,
  featureOfPath,
  featurePageOf,
  featurePages,
  listedFeaturePages,
  type PageContent,
  pageAvailable,
  pageUnavailableReason,
  type SiteContent,
  type SitePages,
  type SitePagesData,
  type SitePagesSite,
  sitePages,
  sitePathOf,
} from './site-config/feature-pages';
export { deepMerge, isPlainObject, mergeLayers, type PlainObject } from './site-config/merge';
export {
  isLoopbackHostname,
  parseSearchHost,
  type SearchHost,
  type SearchHostResult,
} from './site-config/search-host';
export {
  checkoutRoutes,
  defaultNavigation,
  type EmergencyBanner,
  emergencyBannerSchema,
  type HostedSearchConfig,
  hostedSearchSchema,
  type MapsServerConfig,
  mapsServerSchema,
  type NavDropdown,
  type NavItem,
  navDropdowns,
  navItemSchema,
  type PaymentsServerConfig,
  type PublicSiteConfig,
  paymentsServerSchema,
  platformDefaults,
  publicSiteConfig,
  publicSiteConfigSchema,
  type SiteAddress,
  type SiteCardTile,
  type SiteConfig,
  type SiteConfigInput,
  type SiteCtaCard,
  type SiteLocation,
  type SitePopup,
  type SitePromo,
  type SiteServerConfig,
  type SiteSettings,
  siteAddressSchema,
  siteCardTileSchema,
  siteConfigSchema,
  siteCtaCardSchema,
  siteLocationSchema,
  sitePopupSchema,
  sitePromoSchema,
  siteServerSchema,
  siteSettingsSchema,
  type TradeInServerConfig,
  templateNameSchema,
  tradeInServerSchema,
} from './site-config/site-config';
export {
  type SiteFeatures,
  type SiteFeaturesConfig,
  siteFeatures,
} from './site-config/site-features';
export {
  ALL_MODELS_LABEL,
  LOCATIONS_GROUP_LABEL,
  type SiteNavItem,
  type SiteNavigationData,
  type SiteNavLink,
  siteNavigation,
} from './site-config/site-navigation';
export {
  type CarDealership,
  carDealership,
  isCarOnSite,
  isInStockScope,
  newCarMakesOf,
  type SiteScope,
  type SiteScopeCar,
  type StockScope,
  stockScopeOf,
} from './site-config/site-scope';
export {
  type TemplateEntry,
  type TemplateName,
  templateNames,
  templateRegistry,
} from './site-config/template-registry';
export {
  crossSiteProblems,
  formatSiteIssues,
  type ResolveOptions,
  resolveSiteConfig,
  type SiteResult,
  type SiteSource,
  type SitesResult,
  siteSubject,
  validateSites,
} from './site-config/validate-site';

// --- places and content: location, hours, geo, offer, catalogue, content
// (a detached comment: Biome sorts each block on its own)

export {
  type BodyType,
  bodyTypeSchema,
  bodyTypes,
  type Manufacturer,
  type ManufacturerInput,
  type Model,
  type ModelInput,
  type ModelStatus,
  manufacturerSchema,
  modelSchema,
  modelStatuses,
  modelStatusSchema,
} from './catalogue/catalogue';
export {
  ALL_MAKES_HEADING,
  HIDE_EXTRA_MAKES_LABEL,
  MAKES_BEFORE_EXPANSION,
  MODEL_LIST_LIMIT,
  makeListNeedsToggle,
  POPULAR_MAKES_HEADING,
  SHOW_ALL_MAKES_LABEL,
} from './catalogue/make-list';
export {
  modelFullName,
  modelStatusLabel,
  modelStatusLabels,
  siteModelAt,
} from './catalogue/model-page';
export {
  bodyCategoriesOf,
  groupModelsByBodyCategory,
  type ModelGroup,
  type ModelsDropdownLink,
  modelPageHref,
  modelRangeOf,
  modelsDropdownLinks,
  UNCATEGORISED_LABEL,
} from './catalogue/models-dropdown';
export {
  type CardTile,
  cardTileSchema,
  DEFAULT_PROMO_POSITION,
  type PromoNode,
  promoNodeSchema,
  REVIEWS_QUANTITY,
  type Reviews,
  reviewsDefault,
  reviewsSchema,
} from './content/content';
export {
  isPromoActive,
  POPUP_CLOSED,
  POPUP_VISIBILITY_KEY,
  type PromoWindow,
  popupOpensOnMount,
} from './content/promo-window';
export {
  DEFAULT_CTA_POSITION,
  type DisplayRule,
  type PromoCandidate,
  type PromoNodeRule,
  pickPromoTile,
  placeResultCards,
  promoCandidates,
  type ResultCardSlots,
  resultSlotOf,
  searchDisplayTypes,
  showsOnPage,
} from './content/promos';
export { DEFAULT_MIN_RATING, showsRatingStars } from './content/rating';
export {
  type Campaign,
  type CampaignState,
  type ContentPageInput,
  type ContentPagePath,
  type ContentPageText,
  campaignAt,
  campaignDatesText,
  campaignSchema,
  campaignState,
  contentPageOf,
  contentPagePaths,
  contentPageSchema,
  isContentPagePath,
} from './content/site-pages';
export {
  collapsedText,
  DESCRIPTION_CUT,
  DISCLAIMER_CUT,
  TRUNCATE_OVER,
  type Truncated,
  truncateDescription,
  truncateDisclaimer,
  truncateText,
  VIEW_LESS_LABEL,
  VIEW_MORE_LABEL,
} from './content/truncate';
export {
  distanceKm,
  EARTH_RADIUS_KM,
  formatDistance,
  type LatLong,
  sortByDistance,
  type WithDistance,
} from './geo/distance';
export {
  formatCalendarDate,
  type HolidayHoursRow,
  holidayHoursRows,
  specialHoursDepartmentLabels,
} from './hours/holiday-list';
export {
  addDays,
  type CalendarDate,
  calendarDateIn,
  calendarDateSchema,
  type DayHours,
  type Department,
  departments,
  type HoursQuery,
  type HoursStatus,
  holidayHours,
  hoursForDate,
  hoursStatuses,
  hoursStatusSchema,
  type OpeningHourEntry,
  openingHourEntrySchema,
  type SpecialHoursDepartment,
  type SpecialHoursEntry,
  type SpecialHoursEntryInput,
  specialHoursAppliesTo,
  specialHoursDepartmentSchema,
  specialHoursDepartments,
  specialHoursEntrySchema,
  specialHoursFor,
  type WeekdayName,
  type WeekRow,
  weekdayName,
  weekdayNames,
  weekdayOf,
  weekTable,
} from './hours/hours';
export {
  DEFAULT_TIME_ZONE,
  localClock,
  type OpenState,
  parseClockTime,
  type StateCode,
  stateTimeZones,
  type TodayHours,
  timeZoneOfState,
  todayHours,
} from './hours/today';
export {
  type ContactDetail,
  contactDetailSchema,
  type Location,
  type LocationAddress,
  type LocationImage,
  type LocationInput,
  type LocationReviews,
  type LocationType,
  locationAddressSchema,
  locationImageSchema,
  locationManufacturerSchema,
  locationReviewsSchema,
  locationSchema,
  locationSubtypeSchema,
  locationTypeSchema,
  locationTypes,
} from './location/location';
export {
  addressLine,
  departmentHours,
  directionsHref,
  displayedLocations,
  enquiryCategoryForLocation,
  type LocationDetail,
  type LocationDetailInput,
  locationDetailSchema,
  locationRating,
  locationTimeZone,
  primaryLocation,
  type RatingView,
  type ReviewItem,
  ratingView,
  reviewItems,
} from './location/location-display';
export {
  formatAddressLine,
  type LocationsDropdownItem,
  locationPageHref,
  locationPhone,
  locationSlugOf,
  locationsDropdown,
  locationTypeLabels,
  locationTypeRank,
  normalisePhone,
  type PhoneBannerEntry,
  phoneBannerEntries,
  sortLocationsByType,
  telHref,
} from './location/location-rules';
export {
  isOfferShownOnSite,
  type Offer,
  type OfferButton,
  type OfferInput,
  type OfferSite,
  offerButtons,
  offerMakeSlug,
  offerManufacturerName,
  offerManufacturerSchema,
  offerModelSchema,
  offerPagePath,
  offerSchema,
  offersOfSite,
  siteOfferAt,
} from './offer/offer';

// --- search

export {
  estimateHitCount,
  HIT_COUNT_THRESHOLD,
  type HitCount,
  type HitCountInput,
} from './search/hit-count';
export {
  clampInt,
  cleanQuery,
  cleanRange,
  cleanRangeRefinements,
  cleanTermRefinements,
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_SORT,
  defaultSortFor,
  emptySearchState,
  type FacetName,
  type FacetStats,
  type FacetValue,
  facetNameSchema,
  facetNames,
  facetStatsSchema,
  facetValueSchema,
  isRefinedRequest,
  MAKE_MODEL_SEPARATOR,
  MAX_FILTER_VALUE_LENGTH,
  MAX_HITS_PER_PAGE,
  MAX_OFFSET,
  MAX_PAGE,
  MAX_QUERY_LENGTH,
  MAX_RANGE_BOUND,
  MAX_VALUES_PER_FACET_FILTER,
  type NumericRange,
  numericRangeSchema,
  pageCount,
  pageOfOffset,
  placedSearchState,
  type QueryReading,
  type QueryUnderstanding,
  queryReadingSchema,
  queryUnderstandingSchema,
  type RangeFacet,
  type RangeRefinements,
  rangeFacetSchema,
  rangeFacets,
  rangeRefinementsSchema,
  readSearchState,
  type SearchFilters,
  type SearchRequest,
  type SearchResult,
  type SearchState,
  type SortKey,
  searchApiRequestSchema,
  searchFiltersSchema,
  searchRequestSchema,
  searchResultSchema,
  searchStateSchema,
  searchStateToRequest,
  sortForPlaceWords,
  sortKeySchema,
  sortKeys,
  type TermFacet,
  type TermRefinements,
  termFacetSchema,
  termFacets,
  termRefinementsSchema,
  unplacedSearchState,
} from './search/protocol';
export {
  type PublicHit,
  type PublicSearchResult,
  publicHit,
  publicHitFields,
  publicSearchResult,
  readPublicSearchResult,
} from './search/public-hit';
export {
  type CarPointReader,
  carDistancesKm,
  carPointReader,
  cleanNearPostcode,
  cleanSearchPlace,
  distanceAway,
  type LocationPoint,
  locationPointsOf,
  MAX_PLACE_LABEL_LENGTH,
  type SearchPlace,
} from './search/search-place';
export {
  MAX_SUGGEST_INPUT,
  MAX_SUGGESTIONS,
  readSearchSuggestions,
  type SearchSuggestion,
  type SearchSuggestions,
  SUGGEST_DEBOUNCE_MS,
  type SuggestionKind,
} from './search/suggestions';
export {
  DEFAULT_SOLD_WINDOW_DAYS,
  isInLowestPriceSort,
  isVisibleInSearch,
  type SearchVisibilityFields,
  soldWindowCutoff,
} from './search/visibility';

// --- car status, tags and buttons

export {
  type CarButton,
  type CarButtonsCar,
  type CarButtonsInput,
  type CarButtonsSite,
  canFinance,
  canReserve,
  canTradeIn,
  carButtonKinds,
  carButtons,
  hasEnoughImagesForSimilar,
  hasHistoryReport,
  SIMILAR_MIN_IMAGES_EXCLUSIVE,
} from './buttons/car-buttons';
export {
  activeCarStatuses,
  type CarAvailability,
  type CarPageState,
  carAvailability,
  carPageState,
  carStatusAttribute,
  FIND_SIMILAR_LABEL,
  isCarActive,
  isTestDriveOnly,
  SOLD_BANNER_LABEL,
  SOLD_CAR_BODY,
  SOLD_CAR_HEADING,
  TEST_DRIVE_ONLY_TAG,
} from './car-status/car-status';
export {
  isVehicleListing,
  type NotListedReason,
  notListedBecause,
  type VehicleListingCar,
} from './car-status/vehicle-listing';
export {
  type CarTag,
  type CarTagCar,
  type CarTagKind,
  type CarTagOptions,
  CERTIFIED_INSPECTION_POINTS,
  CERTIFIED_ROADSIDE_ASSIST_YEARS,
  carTag,
  type FuelKind,
  fuelKind,
  isNewCar,
  NEW_TAG_WINDOW_DAYS,
} from './tags/car-tag';

// --- contact details (the lead forms, the trade-in form and the chat)

export {
  CONTACT_FIELD_NAMES,
  type ContactField,
  type ContactFieldName,
  contactFields,
  contactMessages,
  tradeInContactFields,
} from './contact/contact-fields';
export { contactFieldSchemas, requiredFormText } from './contact/contact-schema';
export {
  PRIVACY_POLICY_PATH,
  type PrivacyNotice,
  type PrivacyPurpose,
  privacyNotice,
  privacyPurposes,
} from './contact/privacy-notice';

// --- lead

export {
  type EnquiryFormInput,
  type EnquiryFormValues,
  enquiryFormValuesSchema,
  formCheckbox,
  OPT_IN_DEFAULT,
  OPT_IN_LABEL,
  optionalFormText,
  testDriveDateSchema,
} from './lead/enquiry';
export {
  type LeadEventId,
  type LeadEventInput,
  type LeadForm,
  leadEventId,
  leadEventIds,
} from './lead/event-id';
export {
  dealershipLabel,
  defaultLeadSettings,
  enquiryCategories,
  FLEET_ENQUIRY_CATEGORY,
  type LeadChoice,
  type LeadFormConfigInput,
  type LeadKind,
  type LeadSettings,
  type LeadSettingsSite,
  type LeadSubmitFailure,
  leadFormConfig,
  leadFormOf,
  leadKindCategories,
  leadKindForms,
  leadKindOf,
  leadKindSubcategories,
  leadKinds,
  leadSettings,
  leadSubmitFailure,
  SELL_YOUR_CAR_CATEGORY,
} from './lead/lead-form-config';
export { isLeadKindAllowed, leadKindFeatures } from './lead/lead-kind-feature';
export {
  type BuildLeadSubmissionInput,
  buildLeadSubmission,
  ENQUIRY_SUBMIT_ERROR,
  LEAD_SOURCE,
  LEAD_SUBMISSION_DEFAULT_ERROR,
  type LeadAttributes,
  type LeadResult,
  type LeadSubmission,
  type LeadSubmissionInput,
  type LeadUserData,
  leadAttributesSchema,
  leadErrorAnswer,
  leadSubmissionSchema,
  leadUserDataSchema,
  readLeadResponse,
} from './lead/submission';
export {
  CAREER_SUBCATEGORY,
  CAREERS_CATEGORY,
  CHECK_OPTION_PREFIX,
  GENERAL_CATEGORY,
  RADIO_HELPER_PREFIX,
  transformEnquiry,
} from './lead/transform';
export {
  defaultLeadFormConfig,
  LEAD_FORM_ERROR_HEADING,
  type LeadFormConfig,
  type LeadFormValidation,
  leadFormMessages,
  leadFormSchema,
  TERMS_REQUIRED_MESSAGE,
  validateLeadForm,
} from './lead/validation';

// --- test-drive appointments
export {
  clockLabel,
  isTestDriveSlot,
  TEST_DRIVE_BOOKING_DAYS,
  TEST_DRIVE_NOTICE_MINUTES,
  TEST_DRIVE_SLOT_MINUTES,
  TEST_DRIVE_SLOT_TAKEN,
  TEST_DRIVE_SLOT_UNAVAILABLE,
  type TestDriveLocationQuery,
  type TestDriveSlot,
  type TestDriveSlotsInput,
  testDriveDayLabel,
  testDriveDays,
  testDriveHoursOf,
  testDriveLocationFor,
  testDriveLocations,
  testDriveSlotDate,
  testDriveSlots,
  zonedDateTime,
} from './test-drive/test-drive-slots';
// --- postcode

export {
  type GeocodeResponse,
  type GeocodeResult,
  geocodeResponseSchema,
  isValidPostcode,
  postcodeSchema,
  readGeocodeResponse,
} from './postcode/postcode';
export {
  GEOCODE_INVALID_POSTCODE_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  POSTCODE_LOOKUP_UNAVAILABLE_MESSAGE,
  POSTCODE_MAX_LENGTH,
} from './postcode/postcode-messages';

// --- phone

export {
  maskPhone,
  NO_PHONE_WARNING,
  PHONE_MASK_CHAR,
  PHONE_NOT_AVAILABLE,
  PHONE_VISIBLE_CHARS,
  type PhoneDisplay,
  type PhoneRevealLog,
  phoneDisplay,
  phoneRevealLogSchema,
} from './phone/phone';

// --- trade-in

export {
  adjustmentAnswerSchema,
  adjustmentAnswersSchema,
  australianStateOf,
  australianStates,
  DEFAULT_REGO_STATE,
  normaliseRego,
  OFFER_ACCEPTED_SUBCATEGORY,
  type OfferAccepted,
  type OnlineEstimateEligibility,
  offerAccepted,
  offerAcceptedSchema,
  onlineEstimateEligibility,
  REGO_INVALID_MESSAGE,
  type RegoState,
  regoSchema,
  regoStateSchema,
  TRADE_IN_MAX_AGE_YEARS,
  TRADE_IN_MAX_KM,
  TRADE_IN_OFFER_VALID_DAYS,
  type TradeInIneligibility,
  type TradeInValuation,
  type TradeInValuationInput,
  tradeInCarErrors,
  tradeInDefaultState,
  tradeInMessages,
  tradeInValuationSchema,
  VALUATION_COLUMN_NAME,
  VALUATION_SAVE_FAILED_LOG,
  VALUATION_SAVED_LOG,
  type ValuationSave,
  valuationSaveSchema,
} from './trade-in/trade-in';
export {
  type AdjustmentAnswers,
  adjustOffer,
  answeredNo,
  estimateTradeIn,
  type MarketReference,
  marketReference,
  TRADE_IN_ADJUSTMENT_DEDUCTIONS,
  TRADE_IN_ADJUSTMENT_LABELS,
  TRADE_IN_ADJUSTMENTS,
  TRADE_IN_DEALER_SHARE,
  TRADE_IN_LOSS_PER_10000_KM,
  TRADE_IN_OFFER_ROUNDING,
  TRADE_IN_TYPICAL_KM_PER_YEAR,
  TRADE_IN_YEARLY_RETENTION,
  type TradeInAdjustment,
  type TradeInEstimate,
} from './trade-in/valuation-model';

// --- favourites

export {
  FAVOURITES_STORAGE_PREFIX,
  type Favourite,
  favouriteFromCar,
  favouriteSchema,
  favouritesStorageKey,
  isFavourite,
  parseFavourites,
  serializeFavourites,
  toggleFavourite,
} from './favourites/favourites';

// --- search history

export {
  BODY_TILE_LIMIT,
  BRAND_GRID_LIMIT,
  bodyTypeTiles,
  brandGridMakes,
  CUSTOM_BODY_TILE_LIMIT,
  type DealershipStock,
  dealershipTiles,
  defaultStockRows,
  FACET_TILE_LIMIT,
  facetTileValues,
  type HomeStockRow,
  homeStockRowSchema,
  STOCK_ROW_MAX,
} from './home/home-sections';
export {
  parseSearchHistory,
  recordSearch,
  SEARCH_HISTORY_LIMIT,
  SEARCH_HISTORY_STORAGE_PREFIX,
  type SearchHistoryEntry,
  searchHistoryEntrySchema,
  searchHistoryStorageKey,
  serializeSearchHistory,
} from './search-history/search-history';
