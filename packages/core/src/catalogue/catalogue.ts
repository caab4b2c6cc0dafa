import { z } from 'zod';
import { feedCount, optionalText, requiredText } from '../schema/feed';

// Manufacturer, Model (new-car range item) and the allowed body types (docs/rules.md#model-and-manufacturer-records).

const feedId = z.union([z.number().int().positive(), z.string().trim().min(1)]).transform(String);

const slugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'must be lower-case words joined by hyphens' });

/** A list of labels: feeds send a list, one label, or nothing. Blank labels are dropped. */
const labelList = z
  .preprocess((v) => {
    if (v === null || v === undefined) return [];
    const list = Array.isArray(v) ? v : [v];
    return list.filter((s) => !(typeof s === 'string' && s.trim() === ''));
  }, z.array(requiredText))
  .default([]);

/** The body types allowed, exactly as listed (docs/rules.md#body-types). */
export const bodyTypes = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;
export const bodyTypeSchema = z.enum(bodyTypes);
export type BodyType = z.infer<typeof bodyTypeSchema>;

export const manufacturerSchema = z.object({
  id: feedId,
  name: requiredText,
  slug: slugSchema,
  logo: z
    .object({ url: optionalText.default(null) })
    .nullable()
    .default(null),
});
export type ManufacturerInput = z.input<typeof manufacturerSchema>;
export type Manufacturer = z.infer<typeof manufacturerSchema>;

export const modelStatuses = ['', 'all_new', 'coming_soon'] as const;
/** '' (a current model), all_new or coming_soon (docs/rules.md#car-status). Absent means ''. */
export const modelStatusSchema = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(modelStatuses),
);
export type ModelStatus = z.infer<typeof modelStatusSchema>;

/** A thumbnail as a URL string or as `{ url }`; both become `{ url }`. */
const thumbSchema = z
  .preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : { url: v }) : v),
    z.object({ url: requiredText }).nullable(),
  )
  .default(null);

export const modelSchema = z.object({
  id: feedId,
  name: requiredText,
  slug: slugSchema,
  /** May hold HTML and footnote markers (docs/rules.md#model-range); render it as sanitised HTML. */
  description: optionalText.default(null),
  /** Body-category labels (SUV, Hybrid, Vans and Trucks, Coming Soon…) for the Models dropdown. */
  manufacturer_body: optionalText.default(null),
  manufacturer_body2: optionalText.default(null),
  manufacturer_body3: optionalText.default(null),
  bodyStyle: labelList,
  body: labelList,
  image: z.object({ url: requiredText, thumb: thumbSchema }).nullable().default(null),
  status: modelStatusSchema.default(''),
  fuel: labelList,
  variant: optionalText.default(null),
  override_url: optionalText.default(null),
  path: optionalText.default(null),
  aftermarket_manufacturer_id: feedId.nullable().default(null),
  accessories_count: feedCount
    .nullable()
    .default(0)
    .transform((n) => n ?? 0),
  manufacturer_name: optionalText.default(null),
});
export type ModelInput = z.input<typeof modelSchema>;
export type Model = z.infer<typeof modelSchema>;
