// Public surface of @forecourt/server (server-only: never import it from browser code).

// --- catalogue
export { loadManufacturers } from './catalogue/manufacturers';
export { loadModels } from './catalogue/models';
export { loadOffers } from './catalogue/offers';
// --- clock
export {
  CLOCK_VARIABLE,
  type Clock,
  type ClockResult,
  clockFromEnv,
  parseClock,
} from './clock/clock';
export { processAlive } from './db/data-dir-lock';
// --- database
export {
  type Backend,
  type Database,
  type DatabaseHandle,
  databaseOptionsFromEnv,
  type OpenDatabaseOptions,
  openDatabase,
  queryRows,
  resolveDataDir,
  type Transaction,
} from './db/database';
export {
  committedMigrations,
  DatabaseBehindError,
  MIGRATE_COMMAND,
  type Migration,
  migrateDatabase,
  migrationsFolder,
  pendingMigrations,
  requireMigrated,
} from './db/migrations';
export * as tables from './db/schema';
export { isDatabaseUnavailable } from './db/unavailable';
// --- demo data (`pnpm demo` and the tests; production never seeds)
export {
  contrastWithWhite,
  type MakeLogoDesign,
  type MakeLogoShape,
  makeLogoDesign,
  makeLogoSvg,
  makeMonogram,
} from './demo/make-logo';
export {
  carPhotoSvg,
  carPlaceholderSvg,
  colourHexOf,
  estimateTextWidth,
  PHOTO_HEIGHT,
  PHOTO_TEXT_AREA,
  PHOTO_WIDTH,
  type PhotoTextLine,
  type PlaceholderInput,
  photoTextLayout,
} from './demo/placeholder-image';
export {
  demoDealershipsOf,
  demoStockScopeOf,
  newCarMakesOfSite,
  type SeedOptions,
  type SeedReport,
  type SeedSite,
  seedDemo,
} from './demo/seed';
export { demoSitesDir, loadDemoSites } from './demo/sites';
export {
  createRandom,
  type DemoDealership,
  type DemoLocation,
  type DemoStockOptions,
  type DemoStockScope,
  demoFinanceLender,
  generateDemoStock,
} from './demo/stock';
export { descriptionHtml, descriptionText } from './html/sanitise';
// --- http
export {
  clientAddressOf,
  normaliseAddress,
  parseTrustedProxies,
  type TrustedProxies,
  TrustProxyError,
} from './http/client-address';
export {
  type GuardRefusal,
  guardStateChangingRequest,
  isJsonContentType,
  requestGuardMessages,
} from './http/request-guard';
export { createLeadServer, type LeadServerOptions, listen } from './http/server';
export {
  closeGracefully,
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  type ExitOnSignalOptions,
  exitOnSignal,
  type ShutdownSignal,
} from './http/shutdown';
// --- stock
export { type FeedFile, feedFileSchema, readFeedFile } from './import/feed-file';
export {
  type ImportFeedOptions,
  type ImportReport,
  importFeed,
  type RejectedRow,
  stockKeyOf,
} from './import/import-feed';
export { formatImportReport } from './import/report';
// --- leads
export {
  defaultLeadDestinations,
  describeDestination,
  type LeadDestination,
  leadDestinationSchema,
  leadDestinationsFromSite,
  resolveLeadDestinations,
} from './leads/destinations';
export {
  type CheckedLead,
  checkLead,
  HONEYPOT_FIELD,
  type LeadCheck,
  type LeadCheckInput,
  leadCarId,
  leadCheckMessages,
  MAX_FIELD_LENGTH,
} from './leads/lead-check';
export type { LeadDocument } from './leads/lead-document';
export {
  createLeadHandler,
  type LeadHandlerOptions,
  type LeadRequest,
  leadErrorMessages,
} from './leads/lead-handler';
export {
  type HandlerRequest,
  type HandlerResponse,
  type LeadRequestReading,
  leadRequestMessages,
  MAX_LEAD_BODY_BYTES,
  readLeadRequest,
} from './leads/lead-request';
export { type LeadSite, type LeadSiteDealership, loadLeadSite } from './leads/lead-site';
export { type StoredLead, storeLead } from './leads/lead-store';
// --- locations and places (maps, geocoding)
export { type LoadSiteLocationsResult, loadSiteLocations } from './locations/site-locations';
// --- logging
export {
  type CreateLoggerOptions,
  createLogger,
  type LogFunction,
  type Logger,
  logFunction,
  REDACT_PATHS,
  REDACTED,
  type SerializedError,
  SHOPPER_FIELDS,
  scrubText,
  serializeError,
} from './logging/logger';
// --- outbox
export { leadToAdf } from './outbox/adf';
export { type DeliveryContext, deliverLead, deliveryFilePath } from './outbox/deliver';
export {
  fileMailTransport,
  MAIL_VARIABLES,
  type MailMessage,
  type MailSettings,
  type MailTransport,
  mailSettingsFromEnv,
  type SmtpOptions,
  smtpMailTransport,
} from './outbox/mail';
export {
  type BackoffPolicy,
  createOutboxWorker,
  type DeliveryState,
  defaultBackoff,
  leadDeliveryState,
  type OutboxWorker,
  type OutboxWorkerOptions,
  outboxSummary,
  retryDelayMs,
  retryFailedDeliveries,
} from './outbox/outbox';
// --- payments and reservations
export {
  type BrowserPayments,
  type CreatePayment,
  type Payment,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentProviderName,
  type PaymentStatus,
  paymentProviderNames,
  WebhookSignatureError,
} from './payments/payment-provider';
export {
  createPaymentSimulator,
  type PaymentSimulator,
  type PaymentSimulatorOptions,
  SIMULATOR_SIGNATURE_HEADER,
  SIMULATOR_TEST_CARDS,
  SIMULATOR_WEBHOOK_PATH,
  simulatorMessages,
} from './payments/simulator';
export {
  createStripeProvider,
  STRIPE_SIGNATURE_HEADER,
  type StripeSettings,
} from './payments/stripe';
export {
  type HttpWebhookDeliveryOptions,
  httpWebhookDelivery,
  ownBaseUrl,
  WEBHOOK_DELIVERY_TIMEOUT_MS,
} from './payments/webhook-delivery';
export { signWebhook, verifyWebhook } from './payments/webhook-signature';
export { createPhoneRevealHandler } from './phone-reveal/phone-reveal';
export {
  embeddedGeocoder,
  GEOCODING_UNAVAILABLE_MESSAGE,
  type GeocodeQuery,
  type Geocoder,
  GeocodingUnavailableError,
  GOOGLE_GEOCODE_ENDPOINT,
  type GoogleGeocoderOptions,
  geocodePostcode,
  googleGeocoder,
} from './places/geocoder';
export { GOOGLE_MAPS_EMBED_ORIGIN, googleMapsEmbedUrl } from './places/google-maps';
export {
  MIN_MODEL_YEAR,
  type NamedPlace,
  type PlaceIndex,
  type PlaceWords,
  type PlaceWordsOptions,
  placeIndex,
  placeOfPostcode,
  readPlaceWords,
} from './places/place-words';
export {
  POSTCODES_FILE_VARIABLE,
  type PostcodeLocality,
  type PostcodePlace,
  type PostcodeTable,
  postcodeTableFromEnv,
  readGeoNamesPostcodes,
  readPlaceTable,
  shippedPostcodeTable,
} from './places/postcodes';
export {
  type MapPoint,
  STATIC_MAP_HEIGHT,
  STATIC_MAP_SPAN_KM,
  STATIC_MAP_WIDTH,
  type StaticMapOptions,
  staticMapPalette,
  staticMapSvg,
} from './places/static-map';
export {
  createRateLimiter,
  LEAD_UNAVAILABLE_MESSAGE,
  memoryRateLimitStore,
  RATE_LIMIT_MESSAGE,
  type RateLimitDecision,
  type RateLimiter,
  type RateLimiterOptions,
  type RateLimitHit,
  type RateLimitStore,
  type WhenStoreFails,
} from './rate-limit/rate-limit';
export {
  type DatabaseRateLimitStoreOptions,
  databaseRateLimitStore,
} from './rate-limit/rate-limit-store';
export {
  createReservations,
  type RecordOutcome,
  type ReservationStatus,
  type Reservations,
  type ReservationsOptions,
  reservationMessages,
} from './reservations/reservations';
// --- sites (each site file's own rows, written when a server starts)
export {
  dealershipIdFor,
  type RegisteredSite,
  type RegisterSiteOptions,
  type RegisterSitesReport,
  registerSite,
  registerSites,
  type SiteRecord,
  siteIdFor,
} from './sites/register-sites';
export {
  connectSearchIndex,
  createStockEvents,
  type IncrementalIndex,
  type StockChange,
  type StockEvents,
  type StockListener,
} from './stock-events/stock-events';
export {
  listenForStockChanges,
  notifyStockChange,
  STOCK_CHANNEL,
  type StockNotice,
} from './stock-events/stock-notices';
// --- test-drive appointments (docs/rules.md#test-drive-slots)
export {
  bookedTestDriveSlots,
  type TestDriveBooking,
  type TestDriveSlotsQuery,
  TestDriveSlotTakenError,
  testDriveSlotMessages,
  testDriveSlotsAnswer,
} from './test-drives/test-drive-bookings';
// --- trade-in (rego lookup, valuation, saved valuations)
export {
  miscellaneousMessages,
  saveMiscellaneous,
} from './trade-in/miscellaneous';
export {
  AUTOGRAB_ENDPOINT,
  type AutoGrabOptions,
  autoGrabProvider,
  DEMO_ERROR_REGO,
  DEMO_REGISTER,
  DEMO_TIMEOUT_REGO,
  type DemoRego,
  embeddedTradeInProvider,
  type ProviderValuation,
  type RegoVehicle,
  type TradeInProvider,
  TradeInProviderError,
  TradeInProviderTimeoutError,
  type ValuationQuery,
} from './trade-in/trade-in-provider';
