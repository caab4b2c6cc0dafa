import { z } from 'zod';
import {
  feedBoolean,
  feedCount,
  feedDateTime,
  feedNumber,
  feedUrl,
  optionalFeedUrl,
  optionalNumber,
  optionalText,
  requiredText,
} from '../schema/feed';
import { type CarStatus, type CarType, carStatuses, carTypes } from './car-vocabulary';
import { caravanFieldsShape } from './caravan-schema';

// Car (docs/rules.md#car-record). Feeds omit or null many fields; the schema accepts what a
// feed may leave out and rejects what is wrong, naming the field.

export { type CarStatus, type CarType, carStatuses, carTypes };
export const carTypeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(carTypes),
);

export const carStatusSchema = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  return (carStatuses as readonly string[]).includes(s) ? s : 'others';
}, z.enum(carStatuses));

/** Item type: a car, or a caravan (docs/rules.md#vehicle-words: caravans are browsed by item_type). */
export const itemTypes = ['car', 'caravan'] as const;
export const itemTypeSchema = z.preprocess(
  (v) =>
    v === null || v === undefined || v === ''
      ? 'car'
      : typeof v === 'string'
        ? v.trim().toLowerCase()
        : v,
  z.enum(itemTypes),
);
export type ItemType = z.infer<typeof itemTypeSchema>;

export const financeProviders = [
  'Taurus',
  'Powertorque',
  'AusLoans',
  'Angle',
  '360 Finance',
  'Nissan Finance',
  'Manual',
  'Car Clarity',
] as const;
export const financeProviderSchema = z.enum(financeProviders);
export type FinanceProvider = z.infer<typeof financeProviderSchema>;

/** One lender's figures for a car (docs/rules.md#finance-display). Any figure may be absent. */
export const financeLenderSchema = z.object({
  interestRate: optionalNumber.default(null),
  comparisonRate: optionalNumber.default(null),
  paymentWeek: optionalNumber.default(null),
  paymentMonth: optionalNumber.default(null),
  termYears: optionalNumber.default(null),
  termMonths: optionalNumber.default(null),
  deposit: optionalNumber.default(null),
  balloon: optionalNumber.default(null),
  disclaimer: optionalText.default(null),
});
export type FinanceLender = z.infer<typeof financeLenderSchema>;

/** Lender data keyed by provider name; unknown provider keys are rejected. */
export const financeLendersSchema = z
  .partialRecord(financeProviderSchema, financeLenderSchema)
  .nullable()
  .default(null);
export type FinanceLenders = z.infer<typeof financeLendersSchema>;

export const autograbDataSchema = z
  .object({
    average_market_price: optionalNumber.default(null),
    state_average_market_price: optionalNumber.default(null),
  })
  .nullable()
  .default(null);
export type AutograbData = z.infer<typeof autograbDataSchema>;

/** A payment processor on the car; the reserve (deposit) price is read from here. */
export const paymentProcessorSchema = z.object({
  name: requiredText,
  reserve_price: optionalNumber.default(null),
  enabled: feedBoolean.default(true),
});
export const paymentProcessorsSchema = z.array(paymentProcessorSchema).nullable().default(null);
export type PaymentProcessor = z.infer<typeof paymentProcessorSchema>;

export const carImageSchema = z.object({
  image: z.object({ url: feedUrl }),
});
export type CarImage = z.infer<typeof carImageSchema>;

export const carSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().trim().min(1)]).transform(String),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'must be lower-case words joined by hyphens' }),
  name: requiredText,
  year: feedNumber.pipe(z.number().int().min(1900).max(2100)),
  make: requiredText,
  model: requiredText,
  badge: optionalText.default(null),
  series: optionalText.default(null),
  colour: optionalText.default(null),
  gearnum: optionalNumber.default(null),
  bodyconfiguration: optionalText.default(null),
  simple_body: optionalText.default(null),
  simple_transmission: optionalText.default(null),
  simple_fuel: optionalText.default(null),
  fuel: optionalText.default(null),
  drive: optionalText.default(null),
  seats: optionalNumber.default(null),
  // A caravan's berths, weights, length, axles and off-road rating; null for a car.
  ...caravanFieldsShape,
  km: feedCount.nullable().default(null),
  views: feedCount.default(0),
  stocknum: optionalText.default(null),
  item_type: itemTypeSchema.default('car'),
  car_type: carTypeSchema,
  status: carStatusSchema,
  tag: optionalText.default(null),
  reserved: feedBoolean.default(false),
  certified: feedBoolean.default(false),
  preorder: feedBoolean.default(false),
  show_on_dealer_website: feedBoolean.default(true),
  created_at: feedDateTime,
  price: feedNumber.pipe(z.number().nonnegative()).nullable().default(null),
  before_price: optionalNumber.default(null),
  subscription_price: optionalNumber.default(null),
  price_type: optionalText.default(null),
  custom_rank: feedNumber.default(0),
  description: optionalText.default(null),
  // Every address a feed hands us lands in a src or href: safe ones only (isSafeUrl).
  primary_image_url: optionalFeedUrl.default(null),
  images: z.array(carImageSchema).default([]),
  thumbnails: z.array(feedUrl).default([]),
  photos_count: feedCount.default(0),
  dealership_id: z.union([z.number().int().positive(), z.string().trim().min(1)]).transform(String),
  dealership_slug: requiredText,
  dealership_name: optionalText.default(null),
  location: optionalText.default(null),
  location_id: z
    .union([z.number().int().positive(), z.string().trim().min(1)])
    .transform(String)
    .nullable()
    .default(null),
  location_name: optionalText.default(null),
  city: optionalText.default(null),
  state: optionalText.default(null),
  private_suburb: optionalText.default(null),
  private_postcode: optionalText.default(null),
  vin: z
    .preprocess(
      (v) =>
        v === '' || v === undefined ? null : typeof v === 'string' ? v.trim().toUpperCase() : v,
      z
        .string()
        .regex(/^[A-HJ-NPR-Z0-9]{11,17}$/, {
          message: 'must be 11 to 17 letters and digits (no I, O or Q)',
        })
        .nullable(),
    )
    .default(null),
  /** History report file; the history report button needs it (docs/rules.md#car-buttons). */
  file: optionalFeedUrl.default(null),
  carsales_title: optionalText.default(null),
  /** Epoch seconds when the car sold; null while unsold. */
  sold_date_timestamp: optionalNumber.default(null),
  categories: z.array(z.string()).default([]),
  filtered_features: z.array(z.string()).default([]),
  payment_processors: paymentProcessorsSchema,
  autograb_data: autograbDataSchema,
  finance_lenders: financeLendersSchema,
});

/** A car as a feed or the database hands it over, before defaults are applied. */
export type CarInput = z.input<typeof carSchema>;
/** A validated car with every default filled in. */
export type Car = z.infer<typeof carSchema>;
