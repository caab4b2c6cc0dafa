// Public surface of @forecourt/core: explicit named exports, one block per area.
// Keep each block sorted; add a block when you add an area folder.

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
// --- schema helpers
export { describeIssues, fieldErrors } from './schema/errors';
export {
  feedBoolean,
  feedCount,
  feedDateTime,
  feedNumber,
  optionalDateTime,
  optionalNumber,
  optionalText,
  requiredText,
} from './schema/feed';

// --- finance, pricing, budget, sliders, money
// (a detached comment: Biome sorts each block on its own)

export {
  BUDGET_FINDER_HEADING,
  BUDGET_INPUT_MAX,
  BUDGET_UNKNOWN_UPPER_BOUND,
  type BudgetButton,
  type BudgetEstimateInput,
  budgetButton,
  budgetEstimate,
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
  DEFAULT_FINANCE_BUTTON_LABEL,
  financeButtonLabel,
  financeDisclaimer,
} from './finance/disclaimer';
export {
  FINANCE_DISPLAY_MIN_PRICE,
  type FinanceDisplay,
  type FinanceDisplayCar,
  type FinanceDisplaySite,
  type FinanceHiddenReason,
  type FinancePayment,
  financeDisplay,
  financeHiddenReasons,
  TAURUS_MAX_AGE_YEARS,
} from './finance/display';
export {
  FINANCE_ELIGIBLE_MIN_PRICE,
  type FinanceEligibilityCar,
  isFinanceEligible,
} from './finance/eligibility';
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
export { formatDollars, formatPercent } from './money/money';
export {
  BELOW_MARKET_MIN_SAVING,
  type BelowMarket,
  type BelowMarketCar,
  belowMarket,
} from './pricing/belowMarket';
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
  DEFAULT_RESERVE_DEPOSIT_LABEL,
  type ReservePrice,
  type ReservePriceCar,
  type ReservePriceSite,
  reservePrice,
} from './pricing/reserve';
export {
  DEFAULT_SLIDER_RANGE,
  FACET_DEFAULT_ROUNDING,
  type FacetStats,
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

export { deepMerge, isPlainObject, mergeLayers, type PlainObject } from './site/merge';
export {
  checkoutRoutes,
  defaultNavigation,
  type EmergencyBanner,
  emergencyBannerSchema,
  type NavItem,
  navItemSchema,
  type PublicSiteConfig,
  platformDefaults,
  publicSiteConfig,
  publicSiteConfigSchema,
  type SiteAddress,
  type SiteConfig,
  type SiteConfigInput,
  type SiteLocation,
  type SitePopup,
  type SiteServerConfig,
  type SiteSettings,
  siteAddressSchema,
  siteConfigSchema,
  siteLocationSchema,
  sitePopupSchema,
  siteServerSchema,
  siteSettingsSchema,
  type TemplateName,
  templateNameSchema,
  templateNames,
} from './site/siteConfig';
export {
  formatSiteIssues,
  type ResolveOptions,
  resolveSiteConfig,
  type SiteResult,
  type SiteSource,
  type SitesResult,
  siteSubject,
  validateSites,
} from './site/validateSite';

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
  bodyCategoriesOf,
  groupModelsByBodyCategory,
  type ModelGroup,
  UNCATEGORISED_LABEL,
} from './catalogue/modelsDropdown';
export {
  type CardTile,
  cardTileSchema,
  DEFAULT_PROMO_POSITION,
  isPromoActive,
  type PromoNode,
  promoNodeSchema,
  REVIEWS_QUANTITY,
  type Reviews,
  reviewsDefault,
  reviewsSchema,
} from './content/content';
export { DEFAULT_MIN_RATING, showsRatingStars } from './content/rating';
export {
  DESCRIPTION_CUT,
  DISCLAIMER_CUT,
  TRUNCATE_OVER,
  type Truncated,
  truncateDescription,
  truncateDisclaimer,
  truncateText,
} from './content/truncate';
export {
  distanceKm,
  EARTH_RADIUS_KM,
  type LatLong,
  sortByDistance,
  type WithDistance,
} from './geo/distance';
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
  type LocationsDropdownItem,
  locationPhone,
  locationsDropdown,
  locationTypeRank,
  normalisePhone,
  type PhoneBannerEntry,
  phoneBannerEntries,
  sortLocationsByType,
  telHref,
} from './location/locationRules';
export {
  isOfferShownOnSite,
  type Offer,
  type OfferButton,
  type OfferInput,
  offerButtons,
  offerManufacturerName,
  offerManufacturerSchema,
  offerModelSchema,
  offerSchema,
} from './offer/offer';
