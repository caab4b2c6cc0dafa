import {
  type Car,
  carDealership,
  carTitle,
  type carTypes,
  FULL_IMAGE_WIDTH,
  type ItemType,
  imageUrl,
  itemTypes,
  priceDisplay,
  type SiteConfig,
} from '@forecourt/core';
import { MAX_PAGE_IMAGES, similarSearchHref } from '@forecourt/storefront/car';

export {
  carPageCar,
  carPageSite,
  MAX_PAGE_IMAGES,
  similarSearchHref,
} from '@forecourt/storefront/car';

// The car page's server data beyond what the storefront's car-page-data builds
// (carPageCar, carPageSite, re-exported here for the page): the 410 reason of a car
// that has left the site, and the schema.org data for search engines.

/**
 * What the 410 page of a car that has left the site says (docs/rules.md#sold-window: after the
 * sold window): the car's title, whether it sold or was withdrawn, and where
 * the shopper goes next. It is the `abortReason` of `render(410)`, which the
 * error page's +data hands on (pages/_error/+data.ts).
 */
export type CarGone = {
  kind: 'car-gone';
  title: string;
  /** The car's own address, which the page keeps (the last breadcrumb). */
  path: string;
  /** Sold (docs/rules.md#car-status: wording), or withdrawn for another reason. */
  sold: boolean;
  /** A car or a caravan: the page calls it by its own name (core's vehicle words). */
  itemType: ItemType;
  carsPath: string;
  similarHref: string;
};

export function carGoneReason(
  car: Pick<Car, 'slug' | 'year' | 'make' | 'model' | 'badge' | 'status' | 'item_type'>,
  site: Pick<SiteConfig, 'cars_path'>,
): CarGone {
  return {
    kind: 'car-gone',
    title: carTitle(car),
    path: `/cars/${encodeURIComponent(car.slug)}`,
    sold: car.status === 'sold',
    itemType: car.item_type,
    carsPath: site.cars_path,
    similarHref: similarSearchHref(car, site.cars_path),
  };
}

/** Whether an abort reason is a gone car's (anything else is another error). */
export function isCarGone(value: unknown): value is CarGone {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.kind === 'car-gone' &&
    typeof v.title === 'string' &&
    typeof v.path === 'string' &&
    typeof v.sold === 'boolean' &&
    (itemTypes as readonly unknown[]).includes(v.itemType) &&
    typeof v.carsPath === 'string' &&
    typeof v.similarHref === 'string'
  );
}

const availability = {
  in_stock: 'https://schema.org/InStock',
  coming_soon: 'https://schema.org/PreOrder',
  sold: 'https://schema.org/SoldOut',
  others: 'https://schema.org/Discontinued',
} as const satisfies Record<Car['status'], string>;

const condition = {
  new: 'https://schema.org/NewCondition',
  demo: 'https://schema.org/UsedCondition',
  used: 'https://schema.org/UsedCondition',
} as const satisfies Record<(typeof carTypes)[number], string>;

/**
 * schema.org `Car` structured data for search engines: what the page itself
 * says about the car (title, photos, details, price when shown, the dealer).
 * `origin` makes the addresses absolute, as the vocabulary expects.
 */
export function carStructuredData(car: Car, site: SiteConfig, origin: string) {
  const page = `${origin}/cars/${encodeURIComponent(car.slug)}`;
  const price = priceDisplay(car);
  const dealer = carDealership(car, site);
  const images = car.images.slice(0, MAX_PAGE_IMAGES).flatMap((i) => {
    const src = imageUrl(i.image.url, FULL_IMAGE_WIDTH);
    return src ? [src.startsWith('/') ? `${origin}${src}` : src] : [];
  });
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    '@id': `${page}#car`,
    url: page,
    name: carTitle(car),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: condition[car.car_type],
  };
  if (car.description) data.description = car.description;
  if (images.length > 0) data.image = images;
  if (car.vin) data.vehicleIdentificationNumber = car.vin;
  if (car.km !== null) {
    data.mileageFromOdometer = { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' };
  }
  if (car.colour) data.color = car.colour;
  const body = car.simple_body ?? car.bodyconfiguration;
  if (body) data.bodyType = body;
  const fuel = car.simple_fuel ?? car.fuel;
  if (fuel) data.fuelType = fuel;
  if (car.simple_transmission) data.vehicleTransmission = car.simple_transmission;
  if (car.seats !== null) data.seatingCapacity = car.seats;
  data.offers = {
    '@type': 'Offer',
    url: page,
    availability: availability[car.status],
    ...(price.kind === 'price' ? { price: price.amount, priceCurrency: 'AUD' } : {}),
    seller: {
      '@type': 'AutoDealer',
      name: dealer.name,
      ...(dealer.phone ? { telephone: dealer.phone } : {}),
      ...(dealer.address
        ? {
            address: {
              '@type': 'PostalAddress',
              streetAddress: dealer.address.street,
              addressLocality: dealer.address.city,
              addressRegion: dealer.address.state.toUpperCase(),
              postalCode: dealer.address.postcode,
              addressCountry: 'AU',
            },
          }
        : {}),
    },
  };
  return data;
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` are
 * escaped so no text in the car (a description with '</script>') can end the
 * element early, and the two line separators JavaScript parsers once rejected.
 */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// The page's own origin, decided in one place for the pages and the stock
// exports (sitemap, feed): src/page-data/request-origin.ts.
export { requestOrigin } from '../../../src/page-data/request-origin';
