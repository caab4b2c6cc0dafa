import { z } from 'zod';
import { openingHourEntrySchema } from '../hours/hours';
import { feedBoolean, feedCount, optionalNumber, optionalText, requiredText } from '../schema/feed';

// Location (docs/rules.md#location-record). Feeds drop or null whole sub-objects (address, contact_detail,
// reviews); those become objects of nulls so rules never test for a missing parent.

const feedId = z.union([z.number().int().positive(), z.string().trim().min(1)]).transform(String);

/** Text a feed may also send as a number (licence numbers, phone numbers). */
const codeText = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), optionalText);

/** Absent or null sub-object: parse `{}` instead so its fields take their defaults. */
function objectOrEmpty<T extends z.ZodType>(schema: T) {
  // prefault keeps the key optional in the input type and still parses `{}`.
  return z.preprocess((v) => (v === null ? {} : v), schema).prefault({});
}

export const locationTypes = ['sales', 'service', 'parts'] as const;
/** location_type is sales, service or parts; empty or null means sales (docs/rules.md#location-record). */
export const locationTypeSchema = z.preprocess(
  (v) =>
    v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
      ? 'sales'
      : typeof v === 'string'
        ? v.trim().toLowerCase()
        : v,
  z.enum(locationTypes),
);
export type LocationType = z.infer<typeof locationTypeSchema>;

/**
 * location_subtype "may include buying" (docs/rules.md#location-record). Feeds send one word or a list;
 * both become a list of lower-case words.
 */
export const locationSubtypeSchema = z.preprocess((v) => {
  if (v === null || v === undefined) return [];
  const list = Array.isArray(v) ? v : [v];
  return list
    .map((s) => (typeof s === 'string' ? s.trim().toLowerCase() : s))
    .filter((s) => s !== '');
}, z.array(z.string()));

const latitude = optionalNumber.pipe(
  z
    .number()
    .min(-90, { message: 'latitude must be from -90 to 90' })
    .max(90, { message: 'latitude must be from -90 to 90' })
    .nullable(),
);
const longitude = optionalNumber.pipe(
  z
    .number()
    .min(-180, { message: 'longitude must be from -180 to 180' })
    .max(180, { message: 'longitude must be from -180 to 180' })
    .nullable(),
);

export const locationAddressSchema = z.object({
  street: optionalText.default(null),
  city: optionalText.default(null),
  state: optionalText.default(null),
  postcode: codeText.default(null),
  lat: latitude.default(null),
  long: longitude.default(null),
  place_id: optionalText.default(null),
  /** The dealership place link that Get Directions opens in a new tab (docs/rules.md#get-directions). */
  place_url: optionalText.default(null),
  map_key: optionalText.default(null),
});
export type LocationAddress = z.infer<typeof locationAddressSchema>;

export const contactDetailSchema = z.object({
  phone: codeText.default(null),
  landline_phone: codeText.default(null),
  opening_hours: z
    .preprocess((v) => (v === null ? [] : v), z.array(openingHourEntrySchema))
    .default([]),
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;

export const locationReviewsSchema = z.object({
  average_rating: optionalNumber.pipe(z.number().min(0).max(5).nullable()).default(null),
  count: feedCount
    .nullable()
    .default(0)
    .transform((n) => n ?? 0),
  /** Review items are shown as the review service sends them; their shape is not in the spec. */
  list: z
    .preprocess((v) => (v === null ? [] : v), z.array(z.record(z.string(), z.unknown())))
    .default([]),
});
export type LocationReviews = z.infer<typeof locationReviewsSchema>;

export const locationImageSchema = z
  .object({
    url: requiredText,
    thumb: z.object({ url: requiredText }).nullable().default(null),
  })
  .nullable()
  .default(null);
export type LocationImage = z.infer<typeof locationImageSchema>;

/** A manufacturer a location sells or services: its name, or an object naming it. */
export const locationManufacturerSchema = z.union([
  requiredText,
  z.looseObject({ id: feedId.optional(), name: requiredText, slug: optionalText.optional() }),
]);

export const locationSchema = z.object({
  id: feedId,
  name: requiredText,
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'must be lower-case words joined by hyphens' }),
  dealership_id: feedId,
  dealership_slug: requiredText,
  location_type: locationTypeSchema.default('sales'),
  location_subtype: locationSubtypeSchema.default([]),
  manufacturers: z
    .preprocess((v) => (v === null ? [] : v), z.array(locationManufacturerSchema))
    .default([]),
  primary: feedBoolean.default(false),
  visible: feedBoolean.default(true),
  image: locationImageSchema,
  dealer_license_number: codeText.default(null),
  motor_vehicle_repairer: codeText.default(null),
  address: objectOrEmpty(locationAddressSchema),
  contact_detail: objectOrEmpty(contactDetailSchema),
  reviews: objectOrEmpty(locationReviewsSchema),
  average_rating: optionalNumber.pipe(z.number().min(0).max(5).nullable()).default(null),
  review_count: feedCount.nullable().default(null),
  /** Locations this one distributes stock to, by id or name; their shape is not in the spec. */
  distribution_locations: z
    .preprocess(
      (v) => (v === null ? [] : v),
      z.array(z.union([z.number(), requiredText]).transform(String)),
    )
    .default([]),
});

/** A location as a feed hands it over, before defaults. */
export type LocationInput = z.input<typeof locationSchema>;
/** A validated location with every default filled in. */
export type Location = z.infer<typeof locationSchema>;
