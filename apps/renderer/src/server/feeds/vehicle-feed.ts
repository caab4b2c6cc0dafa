import {
  type Car,
  carDealership,
  FULL_IMAGE_WIDTH,
  imageUrl,
  isVehicleListing,
  priceDisplay,
  type SiteConfig,
} from '@forecourt/core';

// A site's vehicle listing feed in Google's vehicle listings format (// "Stock leaves the platform"): https://developers.google.com/vehicle-listings
// — "Feed specification" for the attributes, "Feed setup" for the file: one
// CSV file (RFC 4180), a header row of attribute names, then one row per
// vehicle, the whole inventory every time. Pure functions of the site, its
// stock (src/server/feeds/site-stock.ts: what the site's search shows) and its
// origin; the HTTP side is stock-exports.ts.

export const VEHICLE_FEED_PATH = '/feeds/google-vehicle-listings.csv';

/** The columns, in this order; each one an attribute of the specification. */
export const VEHICLE_FEED_COLUMNS = [
  'store_code',
  'id',
  'vin',
  'year',
  'make',
  'model',
  'trim',
  'mileage',
  'condition',
  'certified_pre_owned',
  'price',
  'exterior_color',
  'dealership_name',
  'dealership_address',
  'tracking_phone_number',
  'date_in_stock',
  'link',
  'image_link',
  'additional_image_link',
] as const;

export type VehicleFeedColumn = (typeof VEHICLE_FEED_COLUMNS)[number];
export type VehicleFeedRow = Record<VehicleFeedColumn, string>;

/** The attributes the specification marks Required for every vehicle. */
export const VEHICLE_FEED_REQUIRED = [
  'vin',
  'store_code',
  'dealership_name',
  'dealership_address',
  'price',
  'condition',
  'make',
  'model',
  'year',
] as const satisfies readonly VehicleFeedColumn[];

/**
 * What a row must carry: every Required attribute, plus those the
 * specification requires in a case: `mileage` for a used vehicle, `trim` when
 * the vehicle has one (the car's badge).
 */
export function requiredColumns(row: Pick<VehicleFeedRow, 'condition'>, hasTrim: boolean) {
  const columns: VehicleFeedColumn[] = [...VEHICLE_FEED_REQUIRED];
  if (row.condition === 'used') columns.push('mileage');
  if (hasTrim) columns.push('trim');
  return columns;
}

/** Additional photos per vehicle at most. */
const MAX_ADDITIONAL_IMAGES = 10;

const absolute = (path: string, origin: string) => new URL(path, origin).href;

/** '38990 AUD', '38990.50 AUD': the price in ISO 4217 form, as the specification asks. */
function priceText(amount: number): string {
  return `${Number.isInteger(amount) ? amount : amount.toFixed(2)} AUD`;
}

/** One row for a listed car (core's `notListedBecause`), every value as text. */
export function vehicleFeedRow(car: Car, site: SiteConfig, origin: string): VehicleFeedRow {
  const dealer = carDealership(car, site);
  const address = dealer.address;
  const photos = [
    ...new Set([car.primary_image_url, ...car.images.map((i) => i.image.url)].filter(Boolean)),
  ]
    .map((source) => imageUrl(source, FULL_IMAGE_WIDTH))
    .filter((src): src is string => src !== null)
    .map((src) => absolute(src, origin))
    // The specification separates additional photos with commas.
    .filter((src) => !src.includes(','));
  const price = priceDisplay(car);
  return {
    // One code per dealership: a group site's cars name the store that holds them.
    store_code: car.dealership_slug,
    id: car.id,
    vin: car.vin ?? '',
    year: String(car.year),
    make: car.make,
    model: car.model,
    trim: car.badge ?? '',
    mileage: car.km === null ? '' : `${car.km} km`,
    // Google takes new or used; a demonstrator is registered, so used.
    condition: car.car_type === 'new' ? 'new' : 'used',
    certified_pre_owned: car.car_type === 'new' ? '' : car.certified ? 'yes' : 'no',
    price: price.kind === 'price' ? priceText(price.amount) : '',
    exterior_color: car.colour ?? '',
    dealership_name: dealer.name,
    dealership_address: `${address.street}, ${address.city} ${address.state.toUpperCase()} ${address.postcode}, AU`,
    tracking_phone_number: dealer.phone ?? '',
    date_in_stock: car.created_at.slice(0, 10),
    link: absolute(`/cars/${encodeURIComponent(car.slug)}`, origin),
    image_link: photos[0] ?? '',
    additional_image_link: photos.slice(1, 1 + MAX_ADDITIONAL_IMAGES).join(','),
  };
}

/** The rows of the feed: each car of the stock that is a listing (core's rule), in stock order. */
export function vehicleFeedRows(
  stock: readonly Car[],
  site: SiteConfig,
  origin: string,
): VehicleFeedRow[] {
  return stock.filter(isVehicleListing).map((car) => vehicleFeedRow(car, site, origin));
}

/** One CSV field (RFC 4180 §2.5–2.7): quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The feed file: the header row, then one row per listing, each line ending CRLF. */
export function vehicleFeedCsv(rows: readonly VehicleFeedRow[]): string {
  const lines = [VEHICLE_FEED_COLUMNS.join(',')];
  for (const row of rows) lines.push(VEHICLE_FEED_COLUMNS.map((c) => csvField(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
