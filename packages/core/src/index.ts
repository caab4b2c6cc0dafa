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
